import ScrollPhysics

extension SideMenuScene {
  /// The content's velocity at `time` (seconds, the scene's latest input or frame),
  /// in points per second with the sign of the content offset's change (x > 0: the
  /// offset grows, the menu hides):
  /// - while the user drags, the pan recognizer's velocity negated, since the
  ///   content follows the finger (UIKit's `panGestureRecognizer.velocity(in:)`,
  ///   from the scene's estimator);
  /// - while the content moves on its own (deceleration, paging settle, animated
  ///   `setContentOffset`), its closed-form motion's derivative
  ///   (`ScrollView.motionVelocity`);
  /// - zero otherwise.
  ///
  /// The scene itself never reads it; it is for tools that show the offset's
  /// velocity over time (`gesture-sim plot`, `gesture-sim view`).
  package func contentVelocity(at time: Double) -> Vector {
    touches.contentVelocity(of: scrollView, at: time)
  }
}
