import Gestures
import ScrollPhysics

/// The display a scene runs on, as the command line gives it (nil: not given): the
/// viewport, the scale and the display refresh rate. `SceneSetup` decides the
/// display of a run from these, the trace's metadata and the defaults.
struct DisplayOptions {
  /// The viewport, in points.
  var viewport: Size?
  /// Device pixels per point.
  var scale: Double?
  /// The display refresh rate, in hertz.
  var refresh: Double?

  /// The viewport (points), scale (pixels per point) and refresh rate (hertz) of a
  /// run, decided once (`SceneSetup`).
  struct Resolved {
    var viewport: Size
    var scale: Double
    var refresh: Double
  }
}
