import Gestures
import ScrollPhysics

/// What a scene contributes to `gesture-sim plot`: it replays the touch events,
/// then describes its run as a ``PlotTimeline`` and draws itself at chosen times
/// as ``PlotSnapshot``s. The renderer knows nothing else about scenes, so a new
/// scene plugs in by conforming and returning it from `CommandLineScene.plotScene`
/// (``SideMenuPlotScene``, ``CardsPlotScene``).
protocol PlotScene {
  /// The display the scene is drawn on, in points (the fingers panel and the
  /// filmstrip frames are this size, scaled).
  var viewport: Size { get }
  /// Feeds the next touch event (times never decrease).
  mutating func feed(_ event: TouchEvent)
  /// Runs the scene until it is at rest and returns what happened.
  mutating func finish() -> PlotTimeline
  /// The scene as displayed at `time` (seconds, trace time): the last frame at or
  /// before it (the first frame before the run starts). Call after `finish()`.
  func snapshot(at time: Double) -> PlotSnapshot
  /// Outlines drawn faintly under the fingers' paths, in screen points, with a
  /// name for each (e.g. the card stack's head card); none by default.
  var landmarks: [(rect: Rect, name: String)] { get }
}

extension PlotScene {
  var landmarks: [(rect: Rect, name: String)] { [] }
}
