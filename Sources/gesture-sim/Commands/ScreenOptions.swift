import Gestures
import ScrollPhysics

/// The screen a scene runs on, as the command line gives it (nil: not given): the
/// viewport, the scale and the display refresh rate. `resolved` settles all three
/// for every scene in one step.
struct ScreenOptions {
  /// The viewport, in points.
  var viewport: Size?
  /// Device pixels per point.
  var scale: Double?
  /// The display refresh rate, in hertz.
  var refresh: Double?

  /// The viewport (points), scale (pixels per point) and refresh rate (hertz) of a run.
  struct Resolved {
    var viewport: Size
    var scale: Double
    var refresh: Double
  }

  /// The command line's values, else the trace's `metadata`, else 390 × 844 points,
  /// scale 3 and 60 Hz, checked against `scene`'s rules: its screen geometry, then
  /// the refresh rate. A value the scene cannot use is bad trace data, reported at
  /// line 1, column 1 of `path` (the `gestures` scene has no screen and accepts any).
  func resolved(for scene: SceneKind, metadata: TraceMetadata, path: String) throws(TraceError) -> Resolved {
    let screen = Resolved(
      viewport: viewport ?? metadata.viewport ?? Size(width: 390, height: 844), scale: scale ?? metadata.scale ?? 3,
      refresh: refresh ?? metadata.refresh ?? 60)
    let geometry: String?
    var key = "viewport/scale"
    var value = "\(screen.viewport), \(screen.scale)"
    switch scene {
    case .sideMenu, .cards, .table, .scrollView:
      geometry = ScreenGeometry.validate(viewport: screen.viewport, scale: screen.scale)
    case .dropdown:
      geometry = DropdownGeometry.validate(viewport: screen.viewport)
      (key, value) = ("viewport", "\(screen.viewport)")
    case .transitions:
      geometry = TransitionsGeometry.validate(viewport: screen.viewport)
      (key, value) = ("viewport", "\(screen.viewport)")
    case .gestures:
      return screen
    }
    if let geometry {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: key, value: value, expected: geometry))
    }
    // The runner's rule, the same for every scene.
    if let reason = SceneRunner<SideMenuScene>.Options.validate(refreshRate: screen.refresh) {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "refresh", value: "\(screen.refresh)", expected: reason))
    }
    return screen
  }

  /// A scene configuration's own problem (beyond the screen `resolved` checked), as
  /// bad trace data at line 1, column 1 of `path`.
  static func check(_ reason: String?, viewport: Size, path: String) throws(TraceError) {
    if let reason {
      throw TraceError(path: path, line: 1, column: 1, reason: .invalidMetadata(key: "viewport", value: "\(viewport)", expected: reason))
    }
  }
}
