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
    let time = now - motion.start
    return Vector(dx: motion.x.velocity(at: time), dy: motion.y.velocity(at: time))
  }
}

extension AxisMotion {
  /// The axis's velocity at `time` (seconds since the motion's start), in points
  /// per second: the simulation's derivative, or 0 for a still axis and while a
  /// clamped settle is held at a bound of its range.
  func velocity(at time: Double) -> Double {
    switch kind {
    case .still:
      return 0
    case .deceleration:
      return deceleration.velocity(at: time)
    case .bounce:
      // The deceleration's until the hand-over to the edge's spring, then the spring's.
      return time < handoff ? deceleration.velocity(at: time) : bounce.velocity(at: time - handoff)
    case .edge:
      return time < handoff ? deceleration.velocity(at: time) : edge.velocity(at: time - handoff)
    case .settle:
      return settle.velocity(at: time)
    case .spring:
      let raw = spring.position(at: time)
      return clamped(raw) == raw ? spring.velocity(at: time) : 0
    case .curve:
      let raw = curve.position(at: time)
      return clamped(raw) == raw ? curve.velocity(at: time) : 0
    case .sine:
      return sine.velocity(at: time)
    }
  }
}
