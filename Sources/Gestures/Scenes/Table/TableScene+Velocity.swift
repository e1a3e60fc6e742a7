import ScrollPhysics

extension TableScene {
  /// The content's velocity at `time` (seconds, the scene's latest input or frame),
  /// in points per second with the sign of the content offset's change (y > 0: the
  /// offset grows, the rows move up): while the user drags, the pan recognizer's
  /// velocity negated (the content follows the finger); while the content moves on
  /// its own, its closed-form motion's derivative (`ScrollView.motionVelocity`);
  /// zero otherwise. For tools that show it over time (`gesture-sim view`, `plot`).
  package func contentVelocity(at time: Double) -> Vector {
    touches.contentVelocity(of: scrollView, at: time)
  }
}
