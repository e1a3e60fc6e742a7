import ScrollPhysics

/// A scene drawn at one instant, as shapes in screen points (origin top-left).
struct PlotSnapshot {
  /// The time shown, in seconds (trace time): the frame's time.
  var time: Double
  /// Lines printed under the frame.
  var caption: [String]
  /// The shapes, back to front.
  var shapes: [PlotShape]
  /// A region worth magnifying under the frame (the side menu's hinge and
  /// panel), in screen points, or nil.
  var focus: Rect?
}

extension PlotSnapshot {
  /// The snapshot at `time` (seconds) of a scene that has no frame to show there.
  static func noFrame(at time: Double) -> PlotSnapshot {
    PlotSnapshot(time: time, caption: ["no frame"], shapes: [], focus: nil)
  }
}
