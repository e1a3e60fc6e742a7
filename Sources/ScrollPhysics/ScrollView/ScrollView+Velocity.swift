// The velocity of the content's own motion, for tools that show it over time.

extension ScrollView {
  /// The velocity of the content's own motion at the scroll view's time (its
  /// latest input or frame), in points per second along each axis, with the sign
  /// of the content offset's change: the derivative of the running deceleration,
  /// deceleration's bounce at an edge (from its hand-over time on), paging settle or
  /// spring, or `setContentOffset(animated:)` sin² or curve (0 on an axis
  /// held at a clamp's bound or not moving). Zero when nothing moves on its own
  /// (`isMoving` is false): at rest, touched or dragged. During a drag the content
  /// follows the finger, and its velocity is the pan recognizer's.
  ///
  /// UIKit does not publish this value; it is what the model says the offset's
  /// rate of change is, without the pixel rounding of `contentOffset`. UIKit's
  /// per-frame deceleration and per-millisecond paging settle step their velocity:
  /// the value is the one of the last frame (or millisecond step) at or before the
  /// time, as ``FrameDeceleration/velocity(at:)`` and ``PagingSettle/velocity(at:)``
  /// define it.
  public var motionVelocity: Vector {
    guard isMoving else { return .zero }
    // A frame at this time computed it with the position (the same values).
    if sampledVelocityTime == now { return sampledVelocity }
    return motion.sample(at: now - motion.start, current: exactOffset).velocity
  }

  /// ``motionVelocity`` when it is known without computing it: zero when nothing
  /// moves, the value the latest frame (or input) sampled at the scroll view's
  /// time, else nil. Inlined, it reads a scroll view stored in place (a call of the
  /// ``motionVelocity`` getter on one copied the whole scroll view first).
  @inlinable
  package var knownMotionVelocity: Vector? {
    guard isMoving else { return .zero }
    return sampledVelocityTime == now ? sampledVelocity : nil
  }
}
