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
  /// The model's own value, without pixel rounding: each frame record's
  /// `velocity`, and what `gesture-sim run`, `plot` and `view` show.
  package func contentVelocity(at time: Double) -> Vector {
    engine.contentVelocity(of: 0, at: time)
  }
}
