/// A fling decelerating freely by the continuous law: what UIKit proposes as
/// `targetContentOffset` (its `finalPosition`), and the earlier model of the motion.
/// The scroll view's motion is UIKit's per-frame law, ``FrameDeceleration``, which
/// rests about a device pixel short of this law's rest.
///
/// With λ = −1000·ln d (1/seconds) for the rate `d` per millisecond:
///
/// ```
/// v(t) = v0 · d^(1000 t) = v0 · e^(−λt)
/// x(t) = x0 + (v0 − v(t)) / λ
/// the motion stops when |v| falls to stopSpeed (UIKit: 10 pt/s), at
/// t_stop = ln(|v0| / stopSpeed) / λ,  x_rest = x0 + (v0 − stopSpeed·sgn v0) / λ
/// ```
///
/// Worked example: v0 = 1000 pt/s at `.normal` rests
/// 990 / 2.0020027 = 494.50 pt further, after ln(100)/2.0020027 = 2.300 s.
///
/// A speed of at most `stopSpeed` does not move at all: the duration is 0, the
/// position stays `x0` and the velocity is 0 at every time. Positions are **not** rounded to device pixels; round the
/// published offsets with ``roundedToPixel(_:scale:)`` and keep this unrounded
/// value as the state.
///
/// The simulation is stateless: query it at any time, in any order. Times before 0
/// are treated as 0; from `duration` on the position is exactly `finalPosition`
/// and the velocity 0.
public struct DecelerationSimulation: Simulation {
  /// The position at time 0, in points.
  public let initialPosition: Double
  /// The velocity at time 0, in points per second.
  public let initialVelocity: Double
  /// The deceleration rate per millisecond.
  public let rate: DecelerationRate
  /// The speed at which the motion stops, in points per second (UIKit: 10).
  public let stopSpeed: Double
  /// λ = −1000·ln(rate), in 1/seconds.
  public let decayConstant: Double
  /// Where the motion stops, in points: `x0 + (v0 − stopSpeed·sgn v0)/λ`, or `x0`
  /// when `|v0| ≤ stopSpeed`. Unrounded. Infinite speeds aside, with a
  /// `stopSpeed` of 0 this is the unbounded limit `x0 + v0/λ`.
  public let finalPosition: Double
  /// When the motion stops, in seconds: `ln(|v0|/stopSpeed)/λ`, 0 when
  /// `|v0| ≤ stopSpeed`, +∞ when `stopSpeed` is 0 and `v0` is not.
  public let duration: Double

  /// v0/λ, in points: the distance of the unbounded motion.
  @usableFromInline let amplitude: Double

  /// Creates the deceleration of a fling.
  ///
  /// - Parameters:
  ///   - position: The position at time 0, in points.
  ///   - velocity: The velocity at time 0, in points per second.
  ///   - rate: The deceleration rate per millisecond. Defaults to `.normal` (0.998).
  ///   - stopSpeed: The speed below which the motion stops, in points per second;
  ///     must be ≥ 0. Defaults to UIKit's 10 pt/s. 0 never stops.
  public init(
    position: Double, velocity: Double, rate: DecelerationRate = .normal, stopSpeed: Double = 10
  ) {
    precondition(stopSpeed >= 0, "DecelerationSimulation: stopSpeed must be >= 0")
    let lambda = rate.decayConstant
    let speed = velocity.magnitude
    let final: Double
    let duration: Double
    if speed > stopSpeed {
      let signedStop = velocity > 0 ? stopSpeed : -stopSpeed
      final = position + (velocity - signedStop) / lambda
      duration = stopSpeed > 0 ? Elementary.log(speed / stopSpeed) / lambda : .infinity
    } else {
      final = position
      duration = 0
    }
    self.init(
      position: position, velocity: velocity, rate: rate, stopSpeed: stopSpeed,
      decayConstant: lambda, finalPosition: final, duration: duration)
  }

  /// Creates the deceleration that starts at `position` and comes to rest exactly
  /// at `target`, by re-solving the initial velocity:
  /// `v0 = λ·(target − x0) + stopSpeed·sgn(target − x0)` (the earlier model
  /// for a delegate that changes `targetContentOffset`; b3ll/Motion
  /// `DecayFunction.swift` does the same without the stop-speed term).
  ///
  /// `finalPosition` is `target` exactly.
  ///
  /// - Parameters:
  ///   - target: Where the motion must stop, in points.
  ///   - position: The position at time 0, in points.
  ///   - rate: The deceleration rate per millisecond.
  ///   - stopSpeed: The stop speed in points per second, ≥ 0 (UIKit: 10).
  public static func reaching(
    _ target: Double, from position: Double, rate: DecelerationRate = .normal,
    stopSpeed: Double = 10
  ) -> DecelerationSimulation {
    precondition(stopSpeed >= 0, "DecelerationSimulation: stopSpeed must be >= 0")
    let distance = target - position
    guard distance != 0 else {
      return DecelerationSimulation(position: position, velocity: 0, rate: rate, stopSpeed: stopSpeed)
    }
    let lambda = rate.decayConstant
    let signedStop = distance > 0 ? stopSpeed : -stopSpeed
    let velocity = lambda * distance + signedStop
    let duration =
      stopSpeed > 0 ? Elementary.log(velocity.magnitude / stopSpeed) / lambda : .infinity
    return DecelerationSimulation(
      position: position, velocity: velocity, rate: rate, stopSpeed: stopSpeed,
      decayConstant: lambda, finalPosition: target, duration: duration)
  }

  init(
    position: Double, velocity: Double, rate: DecelerationRate, stopSpeed: Double,
    decayConstant: Double, finalPosition: Double, duration: Double
  ) {
    self.initialPosition = position
    self.initialVelocity = velocity
    self.rate = rate
    self.stopSpeed = stopSpeed
    self.decayConstant = decayConstant
    self.finalPosition = finalPosition
    self.duration = duration
    self.amplitude = velocity / decayConstant
  }

  /// The position at `time` (seconds), in points: `x0 + (v0/λ)(1 − e^(−λt))`, and
  /// exactly `finalPosition` from `duration` on.
  @inlinable
  public func position(at time: Double) -> Double {
    if time >= duration { return finalPosition }
    if time <= 0 { return initialPosition }
    return initialPosition + amplitude * (1 - Elementary.exp(-decayConstant * time))
  }

  /// The velocity at `time` (seconds), in points per second: `v0·e^(−λt)`, and 0
  /// from `duration` on.
  @inlinable
  public func velocity(at time: Double) -> Double {
    if time >= duration { return 0 }
    if time <= 0 { return initialVelocity }
    return initialVelocity * Elementary.exp(-decayConstant * time)
  }

  /// Whether the motion has stopped at `time` (seconds): `time ≥ duration`.
  @inlinable
  public func isDone(at time: Double) -> Bool { time >= duration }

  /// The time, in seconds, at which the motion passes `position` (points), or `nil`
  /// if it never does (behind the start, beyond `finalPosition`, or no motion and
  /// `position ≠ x0`). `x0` gives 0 and `finalPosition` gives `duration`.
  ///
  /// `t(x) = −ln(1 − λ·(x − x0)/v0)/λ`.
  public func time(toReach position: Double) -> Double? {
    if position == initialPosition { return 0 }
    if position == finalPosition { return duration }
    guard duration > 0 else { return nil }
    let travelled = position - initialPosition
    let total = finalPosition - initialPosition
    guard (travelled > 0) == (total > 0), travelled.magnitude <= total.magnitude else { return nil }
    let t = -Elementary.log1p(-travelled / amplitude) / decayConstant
    return min(t, duration)
  }

  /// The velocity, in points per second, with which the motion passes `position`
  /// (points): `v0 − λ·(x − x0)`, or `nil` where ``time(toReach:)`` is `nil`.
  public func velocity(atPosition position: Double) -> Double? {
    guard let t = time(toReach: position) else { return nil }
    if t >= duration { return 0 }
    return initialVelocity - decayConstant * (position - initialPosition)
  }
}

extension DecelerationSimulation: CustomStringConvertible {
  /// The parameters, e.g.
  /// `DecelerationSimulation(position: 0.0, velocity: 1000.0, rate: normal, stopSpeed: 10.0)`.
  public var description: String {
    "DecelerationSimulation(position: \(initialPosition), velocity: \(initialVelocity), "
      + "rate: \(rate), stopSpeed: \(stopSpeed))"
  }
}
