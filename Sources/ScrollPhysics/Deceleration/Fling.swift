/// A scroll view's content after the finger lifts, along one axis, without paging:
/// UIKit's per-frame deceleration (``FrameDeceleration``) in a content range,
/// bouncing at an edge (``BounceSimulation`` from the crossing on) or stopping there
/// with `bounces` off; from an overscrolled offset, the spring back to the edge.
///
/// - A release slower than `minimumSpeed` (default 250 pt/s, UIKit's `vx² + vy² <
///   0.0625` (pt/ms)²) inside the range does not move.
/// - The crossing of an edge is interpolated within its frame; the bounce spring starts
///   there with the interpolated velocity. With `bounces` off the content stops exactly
///   at the edge, also when the first frame (applied at the release) already passes it.
/// - ``target`` is what UIKit proposes to `scrollViewWillEndDragging`: `x0 + (v − 0.01·sign
///   v)/(−ln d)` (v in pt/ms), clamped to the range; the motion rests about a device pixel
///   short of it (``finalPosition``), or on the edge after a bounce.
///
/// Positions in points, velocities in points per second, times in seconds since the
/// release, on the frame grid of ``FrameDeceleration`` (the first frame is applied at
/// the release). Not rounded to pixels. Stateless.
public struct Fling: Simulation {
  /// UIKit's smallest release speed that decelerates inside the range, points per
  /// second.
  public static let uikitMinimumSpeed = 250.0

  /// The free deceleration (a motionless one when nothing moves or the release is
  /// overscrolled). Valid up to ``edgeTime``.
  public let deceleration: FrameDeceleration
  /// The motion from the edge on (or from the release, when overscrolled); `nil`
  /// when the deceleration stays inside the range.
  public var bounce: BounceSimulation? { handoff.isFinite ? tail : nil }
  /// When the motion reaches the edge, in seconds (0 when released overscrolled), or
  /// `nil` without an edge.
  public var edgeTime: Double? { handoff.isFinite ? handoff : nil }

  /// The bounce, stored in place (an unused one without an edge): a query reads it
  /// without copying an optional.
  @usableFromInline let tail: BounceSimulation
  /// `edgeTime`, or +∞ without an edge.
  @usableFromInline let handoff: Double
  /// The bounce stored without an edge.
  static let noBounce = BounceSimulation(position: 0, velocity: 0, minimum: 0, maximum: 0)
  /// The proposed `targetContentOffset`, in points, unrounded (clamped to the range).
  public let target: Double
  /// Where the motion rests, in points (unrounded).
  public let finalPosition: Double
  /// When the motion rests, in seconds.
  public let duration: Double

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
  public init(
    position: Double, velocity: Double, rate: DecelerationRate = .normal, minimum: Double = -.infinity,
    maximum: Double = .infinity, refreshRate: Double = 60, scale: Double = 3, planeSpeed: Double? = nil,
    minimumSpeed: Double = Fling.uikitMinimumSpeed,
    configuration: BounceSimulation.Configuration = BounceSimulation.Configuration()
  ) {
    precondition(minimum <= maximum, "Fling: minimum must be <= maximum")
    let speed = Swift.max(planeSpeed ?? velocity.magnitude, velocity.magnitude)
    let still = FrameDeceleration(position: position, velocity: 0, rate: rate, refreshRate: refreshRate)
    if position < minimum || position > maximum {
      let bounce = BounceSimulation(
        position: position, velocity: velocity, rate: rate, minimum: minimum, maximum: maximum, scale: scale,
        configuration: configuration)
      self.deceleration = still
      self.tail = bounce
      self.handoff = bounce.duration > 0 ? 0 : .infinity
      self.target = position < minimum ? minimum : maximum
      self.finalPosition = bounce.finalPosition
      self.duration = bounce.duration
      return
    }
    guard speed >= minimumSpeed, velocity != 0 else {
      self.deceleration = still
      self.tail = Self.noBounce
      self.handoff = .infinity
      self.target = position
      self.finalPosition = position
      self.duration = 0
      return
    }
    let proposed = DecelerationSimulation(
      position: position, velocity: velocity, rate: rate, stopSpeed: configuration.stopSpeed
    ).finalPosition
    self.target = Swift.min(Swift.max(proposed, minimum), maximum)
    let free = FrameDeceleration(
      position: position, velocity: velocity, rate: rate, refreshRate: refreshRate,
      stopSpeed: configuration.stopSpeed, planeSpeed: speed)
    let rest = free.finalPosition
    let edge: Double? = rest > maximum ? maximum : (rest < minimum ? minimum : nil)
    guard let edge, let crossing = free.crossing(edge) else {
      self.deceleration = free
      self.tail = Self.noBounce
      self.handoff = .infinity
      self.finalPosition = rest
      self.duration = free.duration
      return
    }
    let bounce = BounceSimulation(
      position: edge, velocity: crossing.velocity, rate: rate, minimum: minimum, maximum: maximum, scale: scale,
      configuration: configuration)
    if position == edge && bounce.duration == 0 {
      // At the edge already, moving outward, and not bouncing: nothing moves. (A
      // release short of the edge whose first frame passes it is not this case:
      // it reaches the edge at once, below.)
      self.deceleration = still
      self.tail = Self.noBounce
      self.handoff = .infinity
      self.finalPosition = position
      self.duration = 0
      return
    }
    self.deceleration = free
    self.tail = bounce
    self.handoff = crossing.time
    self.finalPosition = bounce.finalPosition
    self.duration = crossing.time + bounce.duration
  }

  /// Whether nothing moves.
  public var isStill: Bool { duration == 0 && !handoff.isFinite && deceleration.frameCount == 0 }

  /// The position at `time` (seconds since the release), in points.
  @inlinable
  public func position(at time: Double) -> Double {
    if time >= handoff { return tail.position(at: time - handoff) }
    return deceleration.position(at: time)
  }

  /// The velocity at `time` (seconds since the release), in points per second.
  @inlinable
  public func velocity(at time: Double) -> Double {
    if time >= handoff { return tail.velocity(at: time - handoff) }
    return deceleration.velocity(at: time)
  }

  /// Whether the motion is at rest at `time` (seconds since the release).
  @inlinable
  public func isDone(at time: Double) -> Bool {
    if handoff.isFinite { return time >= handoff && tail.isDone(at: time - handoff) }
    return deceleration.isDone(at: time)
  }
}
