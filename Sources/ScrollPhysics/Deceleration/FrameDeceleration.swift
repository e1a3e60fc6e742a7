/// A fling decelerating frame by frame, as `UIScrollView` moves its content after
/// the finger lifts: UIKit's discrete per-frame law, on a grid of display frames.
///
/// **The law** (read from the public decompilation of UIKitCore for iOS 26.1,
/// `UIScrollView`). Velocities are in points per millisecond (pt/ms) inside the
/// law, as UIKit's are. For a frame of `t` milliseconds and the rate `d` per
/// millisecond:
///
/// ```
/// a = t · ln d
/// p = 1 + a + a²/2   when a ≥ −0.5,   else e^a
/// x += v · d · (1 − p) / (1 − d)
/// v *= p
/// ```
///
/// The motion stops after the first frame at which the speed falls below the stop
/// speed, 0.01 pt/ms (UIKit compares `vx² + vy² < 1e-4` over both axes: pass
/// the speed in the plane as `planeSpeed` so that both axes stop together). It
/// does **not** snap to the proposed target: it rests where the last frame left
/// it, about 0.1 % short of the target at `.normal` and 0.5 % at `.fast`.
///
/// **The frame grid.** The first frame is applied at the release itself, as if
/// one frame had already passed; frame `k` (k = 1, 2, …) is shown from time
/// `(k − 1)/refreshRate` after the release. A query at time `τ` (seconds since
/// the release) answers with the last frame at or before `τ`, that is frame
/// `1 + ⌊τ·refreshRate⌋`. Every frame lasts `1000/refreshRate` ms, so `p` is the
/// same for all frames and the state after `k` frames has the closed form
///
/// ```
/// v_k = v0 · p^k
/// x_k = x0 + v0 · d/(1 − d) · (1 − p^k)
/// ```
///
/// Worked example: v0 = 1 pt/ms (1000 pt/s) at `.normal` (d = 0.998) and 60 Hz
/// gives a = 16.667·ln 0.998 = −0.0333667, p = 0.9671899; the speed falls
/// below 0.01 pt/ms after ⌊ln 0.01 / ln p⌋ + 1 = 139 frames, shown from
/// 138/60 = 2.3 s; the rest is 499·(1 − p^139) = 494.17 pt from x0, against the
/// proposed target (1 − 0.01)/0.0020020 = 494.5 pt.
///
/// Positions are not rounded to device pixels. Stateless: query it at any time,
/// in any order; times before 0 show the first frame.
@usableFromInline package struct FrameDeceleration: Simulation {
  /// The position at the release, in points.
  @usableFromInline package let initialPosition: Double
  /// The velocity at the release, in points per second.
  @usableFromInline package let initialVelocity: Double
  /// The deceleration rate per millisecond.
  @usableFromInline package let rate: DecelerationRate
  /// The display frames per second (hertz), > 0.
  @usableFromInline package let refreshRate: Double
  /// The velocity factor of one frame, `p` (unitless).
  @usableFromInline package let frameFactor: Double
  /// How many frames the motion lasts: the frame after which it is at rest
  /// (0 when nothing moves).
  @usableFromInline package let frameCount: Int
  /// Where the motion rests, in points: the position after the last frame, or the
  /// `restingPosition` it was created with.
  @usableFromInline package let finalPosition: Double
  /// When the motion is at rest, in seconds since the release: the time the last
  /// frame is shown, `(frameCount − 1)/refreshRate` (0 when nothing moves).
  @usableFromInline package let duration: Double

  /// v0 · d/(1 − d), in points: the distance of the unbounded motion.
  @usableFromInline let amplitude: Double
  /// ln p, per frame.
  @usableFromInline let logFactor: Double

  /// Creates the deceleration of a release.
  ///
  /// - Parameters:
  ///   - position: The position at the release, in points.
  ///   - velocity: The release velocity along this axis, in points per second.
  ///   - rate: The deceleration rate per millisecond. Default `.normal`.
  ///   - refreshRate: Display frames per second, > 0. Default 60.
  ///   - stopSpeed: The speed below which the motion stops, in points per second,
  ///     > 0. Default 10 (UIKit's 0.01 pt/ms).
  ///   - planeSpeed: The speed of the whole release in the plane, in points per
  ///     second, which decides when the motion stops; default `|velocity|` (a
  ///     motion along one axis).
  ///   - restingPosition: Where the motion ends, in points, when that is not
  ///     where the law leaves it (a target a delegate chose: the last frame
  ///     jumps there). Default `nil`: where the law leaves it.
  @usableFromInline package init(
    position: Double, velocity: Double, rate: DecelerationRate = .normal, refreshRate: Double = 60,
    stopSpeed: Double = 10, planeSpeed: Double? = nil, restingPosition: Double? = nil
  ) {
    precondition(refreshRate > 0, "FrameDeceleration: refreshRate must be > 0")
    precondition(stopSpeed > 0, "FrameDeceleration: stopSpeed must be > 0")
    let d = rate.rawValue
    let a = 1000 / refreshRate * Elementary.log(d)
    let p = Self.factor(a)
    self.initialPosition = position
    self.initialVelocity = velocity
    self.rate = rate
    self.refreshRate = refreshRate
    self.frameFactor = p
    self.logFactor = Elementary.log(p)
    self.amplitude = velocity / 1000 * d / (1 - d)
    let speed = (planeSpeed ?? velocity.magnitude)
    guard velocity != 0, speed > 0 else {
      self.frameCount = 0
      self.finalPosition = restingPosition ?? position
      self.duration = 0
      return
    }
    let count = Self.frameCount(speed: speed, stopSpeed: stopSpeed, logFactor: Elementary.log(p))
    self.frameCount = count
    self.duration = Double(count - 1) / refreshRate
    self.finalPosition =
      restingPosition ?? position + amplitude * (1 - Elementary.exp(Double(count) * Elementary.log(p)))
  }

  /// UIKit's factor `q(a)` of a step of `t` ms: `1 + a + a²/2` for `a ≥ −0.5`, else
  /// `e^a` (the velocity's `p = q(t·ln d)` here; ``EdgeBounce`` uses it outside the
  /// range too).
  static func factor(_ a: Double) -> Double { a >= -0.5 ? 1 + a + a * a / 2 : Elementary.exp(a) }

  /// The first frame k ≥ 1 after which `speed·p^k < stopSpeed`.
  static func frameCount(speed: Double, stopSpeed: Double, logFactor: Double) -> Int {
    func isSlow(_ k: Int) -> Bool { Elementary.log(speed) + Double(k) * logFactor < Elementary.log(stopSpeed) }
    let estimate = (Elementary.log(stopSpeed / speed) / logFactor).rounded(.down)
    var k = estimate.isFinite ? Swift.max(1, Swift.min(Int(estimate), 1 << 40)) : 1
    while !isSlow(k) { k += 1 }
    while k > 1 && isSlow(k - 1) { k -= 1 }
    return k
  }

  /// The number of frames applied by `time` (seconds since the release): the
  /// frame shown then, `1 + ⌊time·refreshRate⌋`, at most ``frameCount``.
  @inlinable
  package func frames(at time: Double) -> Int {
    let elapsed = time > 0 ? (time * refreshRate + 1e-9).rounded(.down) : 0
    return elapsed >= Double(frameCount) ? frameCount : Int(elapsed) + 1
  }

  /// The position at `time` (seconds since the release), in points: the last
  /// frame at or before `time`; exactly `finalPosition` from `duration` on.
  @inlinable
  package func position(at time: Double) -> Double {
    let k = frames(at: time)
    if k >= frameCount { return finalPosition }
    return initialPosition + amplitude * (1 - Elementary.exp(Double(k) * logFactor))
  }

  /// The velocity at `time` (seconds since the release), in points per second:
  /// `v0·p^k` for the frame shown then; 0 from `duration` on.
  @inlinable
  package func velocity(at time: Double) -> Double {
    let k = frames(at: time)
    if k >= frameCount { return 0 }
    return initialVelocity * Elementary.exp(Double(k) * logFactor)
  }

  /// Whether the motion is at rest at `time` (seconds): `time ≥ duration`.
  @inlinable
  package func isDone(at time: Double) -> Bool { frames(at: time) >= frameCount }

  /// `position(at:)`, `velocity(at:)` and `isDone(at:)` at `time` (seconds since
  /// the release) together, with the same values: one frame count and one
  /// exponential for the three (a scroll view's frame needs all of them).
  @inline(__always)
  func sample(at time: Double) -> (position: Double, velocity: Double, isDone: Bool) {
    let k = frames(at: time)
    if k >= frameCount { return (finalPosition, 0, true) }
    let power = Elementary.exp(Double(k) * logFactor)
    return (initialPosition + amplitude * (1 - power), initialVelocity * power, false)
  }

  /// The position after `frame` frames (1 is the frame applied at the release),
  /// in points, without the stop; 0 frames is the release position.
  @usableFromInline package func position(afterFrames frame: Int) -> Double {
    initialPosition + amplitude * (1 - Elementary.exp(Double(Swift.max(frame, 0)) * logFactor))
  }

  /// The velocity after `frame` frames, in points per second, without the stop.
  @usableFromInline package func velocity(afterFrames frame: Int) -> Double {
    initialVelocity * Elementary.exp(Double(Swift.max(frame, 0)) * logFactor)
  }

  /// Where and when the motion crosses `edge` (points), with its velocity there
  /// (points per second), or `nil` if it rests before reaching it.
  ///
  /// The crossing lies within a frame; its time and velocity are interpolated
  /// linearly between the frame before and the frame after, as UIKit does when a
  /// deceleration meets an edge. Frame `k` is shown at `(k − 1)/refreshRate`; the
  /// release position counts as frame 0, one frame before the release, and a
  /// crossing in the first frame is put at time 0.
  @usableFromInline package func crossing(_ edge: Double) -> (time: Double, velocity: Double)? {
    guard frameCount > 0 else { return nil }
    let forward = initialVelocity > 0
    func beyond(_ x: Double) -> Bool { forward ? x >= edge : x <= edge }
    if beyond(initialPosition) { return (0, initialVelocity) }
    let last = frameCount
    guard beyond(position(afterFrames: last)) else { return nil }
    // The first frame at or beyond the edge (positions are monotonic).
    var lo = 0
    var hi = last
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if beyond(position(afterFrames: mid)) { hi = mid } else { lo = mid }
    }
    let x0 = position(afterFrames: lo)
    let x1 = position(afterFrames: hi)
    let fraction = x1 == x0 ? 1 : (edge - x0) / (x1 - x0)
    let t0 = Double(lo - 1) / refreshRate
    let time = Swift.max(0, t0 + fraction / refreshRate)
    let v0 = velocity(afterFrames: lo)
    let v1 = velocity(afterFrames: hi)
    return (time, v0 + (v1 - v0) * fraction)
  }
}

extension FrameDeceleration: CustomStringConvertible {
  /// The parameters, e.g. `FrameDeceleration(position: 0.0, velocity: 1000.0,
  /// rate: normal, refreshRate: 60.0)`.
  @usableFromInline package var description: String {
    "FrameDeceleration(position: \(initialPosition), velocity: \(initialVelocity), rate: \(rate), "
      + "refreshRate: \(refreshRate))"
  }
}
