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

  /// The `--viewport`, `--scale` and `--refresh` options of `run`, `plot` and `view`.
  static let specs: [OptionSpec] = [
    OptionSpec(longName: "--viewport", valueName: "WxH", help: "Viewport size in points, e.g. 390x844.", defaultValue: "trace metadata, else 390x844"),
    OptionSpec(longName: "--scale", valueName: "n", help: "Device pixels per point.", defaultValue: "trace metadata, else 3"),
    OptionSpec(
      longName: "--refresh", valueName: "hz", help: "Display refresh rate in hertz, 1…1000 (as the trace's metadata accepts).",
      defaultValue: "trace metadata, else 60"),
  ]

  /// The viewport (points), scale (pixels per point) and refresh rate (hertz) of a run.
  struct Resolved {
    var viewport: Size
    var scale: Double
    var refresh: Double
  }

  /// The first value `scene` cannot use among `screen`'s, as its key (`viewport`,
  /// `scale` or `refresh`) and the reason; `nil` when all three are usable. The rules:
  /// the scene's screen geometry (the viewport alone first, then the scale), then the
  /// runner's refresh rate. The `gestures` scene takes any (its viewport only places the edges).
  static func problem(for scene: SceneKind, _ screen: Resolved) -> (key: String, reason: String)? {
    let viewportReason: String?
    switch scene {
    case .sideMenu, .cards, .table, .scrollView: viewportReason = ScreenGeometry.validate(viewport: screen.viewport)
    case .dropdown: viewportReason = DropdownGeometry.validate(viewport: screen.viewport)
    case .transitions: viewportReason = TransitionsGeometry.validate(viewport: screen.viewport)
    case .gestures: return nil
    }
    if let viewportReason { return ("viewport", viewportReason) }
    switch scene {
    case .sideMenu, .cards, .table, .scrollView:
      if let reason = ScreenGeometry.validate(scale: screen.scale) { return ("scale", reason) }
    case .dropdown, .transitions, .gestures: break
    }
    if let reason = SceneRunner<SideMenuScene>.Options.validate(refreshRate: screen.refresh) { return ("refresh", reason) }
    return nil
  }

  /// The command line's values, else the trace's `metadata`, else 390 × 844 points,
  /// scale 3 and 60 Hz, checked against `scene`'s rules (`problem(for:_:)`). The
  /// command line's values were checked when it was parsed (`usageProblem(for:)`), so
  /// a value the scene cannot use came from the trace: it is bad trace data, reported
  /// at the line and column of its `# key:` value (`locations`, from the reader),
  /// saying which scene cannot use it and why.
  func resolved(
    for scene: SceneKind, metadata: TraceMetadata, locations: [String: TraceMetadata.ValueLocation] = [:], path: String
  ) throws(TraceError) -> Resolved {
    let screen = Resolved(
      viewport: viewport ?? metadata.viewport ?? Size(width: 390, height: 844), scale: scale ?? metadata.scale ?? 3,
      refresh: refresh ?? metadata.refresh ?? 60)
    guard let problem = Self.problem(for: scene, screen) else { return screen }
    let location = locations[problem.key]
    throw TraceError(
      path: path, line: location?.line ?? 1, column: location?.column ?? 1,
      reason: .unusableMetadata(key: problem.key, value: location?.text ?? "", scene: scene.rawValue, reason: problem.reason))
  }

  /// The command line's own values checked against `scene`'s rules (with the defaults
  /// for those not given): the usage error's message naming the option, or `nil`.
  func usageProblem(for scene: SceneKind) -> String? {
    let screen = Resolved(viewport: viewport ?? Size(width: 390, height: 844), scale: scale ?? 3, refresh: refresh ?? 60)
    guard let problem = Self.problem(for: scene, screen) else { return nil }
    let given: String?
    switch problem.key {
    case "viewport": given = viewport.map { "\(Rounded.text($0.width))x\(Rounded.text($0.height))" }
    case "scale": given = scale.map(Rounded.text)
    default: given = refresh.map(Rounded.text)
    }
    guard let given else { return nil }
    return "The value '\(given)' is invalid for '--\(problem.key)' with --scene \(scene.rawValue): \(problem.reason)"
  }

  /// A scene configuration's own problem (beyond the screen `resolved` checked), as
  /// bad trace data at the `# viewport:` value of `path` (line 1, column 1 without one).
  static func check(
    _ reason: String?, viewport: Size, scene: SceneKind, locations: [String: TraceMetadata.ValueLocation], path: String
  ) throws(TraceError) {
    if let reason {
      let location = locations["viewport"]
      throw TraceError(
        path: path, line: location?.line ?? 1, column: location?.column ?? 1,
        reason: .unusableMetadata(key: "viewport", value: location?.text ?? "\(viewport)", scene: scene.rawValue, reason: reason))
    }
  }
}
