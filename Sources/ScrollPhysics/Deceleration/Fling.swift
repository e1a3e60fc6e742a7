/// A scroll view's content after the finger lifts, along one axis, without paging:
/// UIKit's per-frame deceleration (``FrameDeceleration``) in a content range,
/// bouncing at an edge or stopping there with `bounces` off; from an overscrolled
/// offset, back to the edge.
///
/// - The bounce follows `law`: by default UIKit's own per-millisecond law
///   (``EdgeBounce``, ``BounceLaw/uikit``) from the frame in which the content
///   crosses the edge, that frame included (it shows the bounce, never the edge);
///   with ``BounceLaw/spring``, ``BounceSimulation``'s spring from the crossing.
///   A release while overscrolled takes the same law, except a held one (at most
///   the stop speed), which snaps back as `configuration.snapBack` says, and
///   ``BounceSimulation/SnapBack/spring(_:)``, which always springs.
///
/// - A release slower than `minimumSpeed` (default 250 pt/s, UIKit's `vx² + vy² <
///   0.0625` (pt/ms)²) inside the range does not move.
/// - The crossing of an edge is interpolated within its frame (by the step's
///   distance under ``BounceLaw/uikit``; between the frames around it under
///   ``BounceLaw/spring``, whose spring starts there with the interpolated velocity).
///   With `bounces` off the content stops exactly at the edge, also when the first
///   frame (applied at the release) already passes it.
/// - ``target`` is what UIKit proposes to `scrollViewWillEndDragging`: `x0 + (v − 0.01·sign
///   v)/(−ln d)` (v in pt/ms), clamped to the range; the motion rests about a device pixel
///   short of it (``finalPosition``), or on the edge after a bounce.
///
/// Positions in points, velocities in points per second, times in seconds since the
/// release, on the frame grid of ``FrameDeceleration`` (the first frame is applied at
/// the release). Not rounded to pixels. Stateless.
@usableFromInline package struct Fling: Simulation {
  /// UIKit's smallest release speed that decelerates inside the range, points per
  /// second.
  @usableFromInline package static let uikitMinimumSpeed = 250.0

  /// The free deceleration (a motionless one when nothing moves or the release is
  /// overscrolled). Valid up to ``edgeTime``.
  @usableFromInline package let deceleration: FrameDeceleration
  /// The law that carries the content past an edge.
  @usableFromInline package let law: BounceLaw
  /// The spring or dead stop from the edge on (or from the release, when
  /// overscrolled); `nil` when the deceleration stays inside the range or UIKit's
  /// law (``edgeBounce``) runs instead.
  @usableFromInline package var bounce: BounceSimulation? { handoff.isFinite && !usesFrames ? tail : nil }
  /// UIKit's per-frame motion from the frame that crosses the edge on (or from the
  /// release, when overscrolled); `nil` when another tail or none runs.
  @usableFromInline package var edgeBounce: EdgeBounce? { handoff.isFinite && usesFrames ? frames : nil }
  /// When the motion hands over to the edge, in seconds (0 when released
  /// overscrolled), or `nil` without an edge: the crossing itself for a spring or a
  /// dead stop; for ``edgeBounce``, the time its first frame (the one that crosses
  /// the edge) is shown.
  @usableFromInline package var edgeTime: Double? { handoff.isFinite ? handoff : nil }

  /// The bounce, stored in place (an unused one without an edge): a query reads it
  /// without copying an optional.
  @usableFromInline let tail: BounceSimulation
  /// `edgeTime`, or +∞ without an edge.
  @usableFromInline let handoff: Double
  /// UIKit's per-frame edge motion, stored in place (an unused one without it).
  @usableFromInline let frames: EdgeBounce
  /// Whether ``frames`` rather than ``tail`` runs from the handoff on.
  @usableFromInline let usesFrames: Bool
  /// The bounce stored without an edge.
  static let noBounce = BounceSimulation(position: 0, velocity: 0, minimum: 0, maximum: 0)
  /// The edge motion stored without one.
  static let noFrames = EdgeBounce(from: 0, velocity: 0, minimum: 0, maximum: 0)
  /// The proposed `targetContentOffset`, in points, unrounded (clamped to the range).
  @usableFromInline package let target: Double
  /// Where the motion rests, in points (unrounded).
  @usableFromInline package let finalPosition: Double
  /// When the motion rests, in seconds.
  @usableFromInline package let duration: Double

  /// Creates the fling of a release.
  ///
  /// - Parameters:
  ///   - position: The offset at the release, in points (may be overscrolled).
  ///   - velocity: The content's release velocity along the axis, points per second.
  ///   - rate: The deceleration rate per millisecond. Default `.normal`.
  ///   - minimum: The smallest offset of the range, in points. Default −∞.
  ///   - maximum: The largest offset of the range, in points (≥ `minimum`). Default +∞.
  ///   - refreshRate: Display frames per second, > 0. Default 60.
  ///   - scale: Device pixels per point, > 0. Default 3.
  ///   - planeSpeed: The release speed in the plane, points per second (default
  ///     `|velocity|`), which decides the start threshold and the stop.
  ///   - minimumSpeed: The smallest plane speed that decelerates inside the range,
  ///     points per second. Default 250 (UIKit).
  ///   - configuration: The bounce's tunables (and the stop speed). Default UIKit's.
  ///   - law: The law past an edge. Default ``BounceLaw/uikit``.
  ///   - distanceMultiplier: UIKit's repeated-flick multiplier (unitless, ≥ 1): inside
  ///     the range each frame moves `distanceMultiplier` times as far while the
  ///     velocity, the stop test and the start threshold stay those of `velocity`
  ///     and `planeSpeed`; past an edge the multiplier no longer applies (UIKit
  ///     resets it there) and the bounce starts from the unmultiplied velocity. The
  ///     proposed ``target`` is that of the multiplied velocity. Default 1.
  @usableFromInline package init(
    position: Double, velocity: Double, rate: DecelerationRate = .normal, minimum: Double = -.infinity,
    maximum: Double = .infinity, refreshRate: Double = 60, scale: Double = 3, planeSpeed: Double? = nil,
    minimumSpeed: Double = Fling.uikitMinimumSpeed,
    configuration: BounceSimulation.Configuration = BounceSimulation.Configuration(), law: BounceLaw = .uikit,
    distanceMultiplier: Double = 1
  ) {
    precondition(minimum <= maximum, "Fling: minimum must be <= maximum")
    precondition(distanceMultiplier >= 1, "Fling: distanceMultiplier must be >= 1")
    let speed = Swift.max(planeSpeed ?? velocity.magnitude, velocity.magnitude)
    let m = distanceMultiplier
    let still = FrameDeceleration(position: position, velocity: 0, rate: rate, refreshRate: refreshRate)
    let overscrolled = position < minimum || position > maximum
    if overscrolled && law == .uikit && velocity.magnitude > configuration.stopSpeed
      && !configuration.snapBack.isDedicatedSpring
    {
      // Released while overscrolled, moving: UIKit's law from the release frame on.
      let frames = EdgeBounce(
        from: position, velocity: velocity, rate: rate, minimum: minimum, maximum: maximum,
        refreshRate: refreshRate, stopSpeed: configuration.stopSpeed)
      self.init(
        law: law, deceleration: still, handoff: 0, frames: frames, target: position < minimum ? minimum : maximum,
        finalPosition: frames.finalPosition, duration: frames.duration)
      return
    }
    if overscrolled {
      let bounce = BounceSimulation(
        position: position, velocity: velocity, rate: rate, minimum: minimum, maximum: maximum, scale: scale,
        configuration: configuration)
      self.init(
        law: law, deceleration: still, handoff: bounce.duration > 0 ? 0 : .infinity, tail: bounce,
        target: position < minimum ? minimum : maximum, finalPosition: bounce.finalPosition, duration: bounce.duration)
      return
    }
    guard speed >= minimumSpeed, velocity != 0 else {
      self.init(law: law, deceleration: still, target: position, finalPosition: position, duration: 0)
      return
    }
    let proposed = DecelerationSimulation(
      position: position, velocity: m * velocity, rate: rate, stopSpeed: configuration.stopSpeed
    ).finalPosition
    let target = Swift.min(Swift.max(proposed, minimum), maximum)
    // The multiplied distance, stopped by the unmultiplied speed.
    let free = FrameDeceleration(
      position: position, velocity: m * velocity, rate: rate, refreshRate: refreshRate,
      stopSpeed: configuration.stopSpeed, planeSpeed: speed)
    let rest = free.finalPosition
    let edge: Double? = rest > maximum ? maximum : (rest < minimum ? minimum : nil)
    if let edge, law == .uikit && configuration.bounces {
      // UIKit's law from the frame whose step ends past the edge, that frame included.
      let k = Self.firstFrame(of: free, beyond: edge)
      let frames = EdgeBounce(
        from: free.position(afterFrames: k - 1), velocity: free.velocity(afterFrames: k - 1) / m, rate: rate,
        minimum: minimum, maximum: maximum, refreshRate: refreshRate, stopSpeed: configuration.stopSpeed,
        distanceMultiplier: m)
      // Frame k is shown (k − 1)/refreshRate after the release; the hand-over comes
      // a billionth of a frame earlier, the tolerance with which frames are looked
      // up by time, so that a display frame at that time up to rounding shows it.
      let handoff = (Double(k - 1) - 1e-9) / refreshRate
      self.init(
        law: law, deceleration: free, handoff: handoff, frames: frames, target: target,
        finalPosition: frames.finalPosition, duration: handoff + frames.duration)
      return
    }
    guard let edge, let crossing = free.crossing(edge) else {
      self.init(law: law, deceleration: free, target: target, finalPosition: rest, duration: free.duration)
      return
    }
    let bounce = BounceSimulation(
      position: edge, velocity: crossing.velocity / m, rate: rate, minimum: minimum, maximum: maximum, scale: scale,
      configuration: configuration)
    if position == edge && bounce.duration == 0 {
      // At the edge already, moving outward, and not bouncing: nothing moves. (A
      // release short of the edge whose first frame passes it is not this case:
      // it reaches the edge at once, below.)
      self.init(law: law, deceleration: still, target: target, finalPosition: position, duration: 0)
      return
    }
    self.init(
      law: law, deceleration: free, handoff: crossing.time, tail: bounce, target: target,
      finalPosition: bounce.finalPosition, duration: crossing.time + bounce.duration)
  }

  /// The motion from its parts: `deceleration` until `handoff` (+∞: no edge), then
  /// `frames` (UIKit's per-frame edge motion) if given, else `tail`; `target`,
  /// `finalPosition` and `duration` as the properties say.
  private init(
    law: BounceLaw, deceleration: FrameDeceleration, handoff: Double = .infinity, tail: BounceSimulation = noBounce,
    frames: EdgeBounce? = nil, target: Double, finalPosition: Double, duration: Double
  ) {
    self.law = law
    self.deceleration = deceleration
    self.handoff = handoff
    self.tail = tail
    self.frames = frames ?? Self.noFrames
    self.usesFrames = frames != nil
    self.target = target
    self.finalPosition = finalPosition
    self.duration = duration
  }

  /// The first frame (1 is the frame applied at the release) after which `free`,
  /// whose rest lies past `edge`, is strictly past it.
  static func firstFrame(of free: FrameDeceleration, beyond edge: Double) -> Int {
    let forward = free.initialVelocity > 0
    func beyond(_ k: Int) -> Bool {
      let x = free.position(afterFrames: k)
      return forward ? x > edge : x < edge
    }
    var lo = 0
    var hi = Swift.max(free.frameCount, 1)
    while !beyond(hi) { hi *= 2 }
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if beyond(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// Whether nothing moves.
  @usableFromInline package var isStill: Bool { duration == 0 && !handoff.isFinite && deceleration.frameCount == 0 }

  /// The position at `time` (seconds since the release), in points.
  @inlinable
  package func position(at time: Double) -> Double {
    if time >= handoff { return usesFrames ? frames.position(at: time - handoff) : tail.position(at: time - handoff) }
    return deceleration.position(at: time)
  }

  /// The velocity at `time` (seconds since the release), in points per second.
  @inlinable
  package func velocity(at time: Double) -> Double {
    if time >= handoff { return usesFrames ? frames.velocity(at: time - handoff) : tail.velocity(at: time - handoff) }
    return deceleration.velocity(at: time)
  }

  /// Whether the motion is at rest at `time` (seconds since the release).
  @inlinable
  package func isDone(at time: Double) -> Bool {
    if handoff.isFinite {
      return time >= handoff && (usesFrames ? frames.isDone(at: time - handoff) : tail.isDone(at: time - handoff))
    }
    return deceleration.isDone(at: time)
  }
}
