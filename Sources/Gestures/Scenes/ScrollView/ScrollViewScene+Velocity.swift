import ScrollPhysics

extension ScrollViewScene {
  /// The content's velocity at `time` (seconds, the scene's latest input or frame),
  /// in points per second with the sign of the content offset's change (y > 0: the
  /// offset grows, the content moves up): while the user drags, the pan
  /// recognizer's velocity negated (the content follows the finger); while the
  /// content moves on its own (deceleration, bounce, paging settle, animated
  /// `setContentOffset`), its closed-form motion's derivative
  /// (`ScrollView.motionVelocity`); zero otherwise.
  ///
  /// Unlike a frame record's `velocity` (the change of the published offset
  /// between frames), this is the model's own value, without pixel rounding. The
  /// scene never reads it; it is for tools that show the velocity over time
  /// (`gesture-sim view`).
  public func contentVelocity(at time: Double) -> Vector {
    host.contentVelocity(of: scrollView, at: time)
  }
}
