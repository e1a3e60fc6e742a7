// The scroll view's internal state: what it is doing, per axis.

extension ScrollView {
  /// What the scroll view is doing.
  enum Phase: Sendable {
    /// Nothing moves and no finger is down (or a finger is down on a scroll
    /// view whose motion was started by code while it was held).
    case idle
    /// A finger is down and no pan has begun.
    case touching
    /// The user drags the content.
    case dragging(Drag)
    /// The content moves on its own.
    case moving(Motion)
  }

  /// The reference of a drag: the content follows the finger from
  /// `startRaw − (translation − reference)`.
  struct Drag: Sendable {
    /// The raw (finger-following, not rubber-banded) offset at the start of the
    /// drag, in points.
    var startRaw: Point
    /// The pan translation that corresponds to `startRaw`, in points.
    var reference: Vector
    /// The last translation received, in points.
    var lastTranslation: Vector
    /// The directional lock of this drag.
    var lock: DirectionalLock
  }

  /// Which axes a drag may move.
  enum DirectionalLock: Sendable {
    /// Both axes (lock disabled, or the start was diagonal).
    case free
    /// Only x.
    case horizontal
    /// Only y.
    case vertical
    /// Lock enabled, but the finger has not moved yet.
    case undecided
  }

  /// Why the content moves on its own; decides the end callback.
  enum MotionKind: Sendable {
    /// Announced by `scrollViewWillBeginDecelerating`; ends with
    /// `scrollViewDidEndDecelerating`.
    case deceleration
    /// An animated `setContentOffset`; ends with
    /// `scrollViewDidEndScrollingAnimation`.
    case scrollingAnimation
  }

  /// A motion of the content: one closed-form motion per axis, sharing a start.
  struct Motion: Sendable {
    var kind: MotionKind
    /// The input time at which the motion started, in seconds.
    var start: Double
    var x: AxisMotion
    var y: AxisMotion
    /// Whether an axis stops at a wall with `bounces` off (for
    /// ``ScrollViewConfiguration/notifiesDidEndDeceleratingAtWall``).
    var stopsAtWall: Bool { x.stopsAtWall || y.stopsAtWall }
    /// Whether neither axis moves.
    var isStill: Bool { x.isStill && y.isStill }
  }

  /// A pending `setContentOffset` from a delegate callback.
  struct ContentOffsetRequest: Sendable {
    var offset: Point
    var animated: Bool
  }
}

/// One axis of the content moving on its own, in closed form. Positions in
/// points, times in seconds since the motion's start.
enum AxisMotion: Sendable {
  /// This axis does not move.
  case still
  /// A free deceleration that ends inside the content range (PHYSICS.md §1).
  case deceleration(DecelerationSimulation)
  /// A deceleration that runs into an edge and bounces (bounces on) or stops
  /// there (bounces off), or a spring back from an overscroll (PHYSICS.md §3).
  case bounce(BounceSimulation)
  /// A spring to its target (the paging settle), clamped to `clamp` when set
  /// (bounces off).
  case spring(SpringSimulation, clamp: ClosedRange<Double>?)
  /// A timing-curve animation (animated `setContentOffset`, or the paging settle
  /// when so configured), clamped to `clamp` when set.
  case curve(CurveAnimation, clamp: ClosedRange<Double>?)

  /// Whether this axis does not move.
  var isStill: Bool {
    if case .still = self { return true }
    return false
  }

  /// Whether this axis is a fling that stops dead at an edge with bounces off.
  var stopsAtWall: Bool {
    guard case .bounce(let simulation) = self, simulation.hitsEdge, !simulation.configuration.bounces else {
      return false
    }
    return simulation.initialPosition >= simulation.minimum && simulation.initialPosition <= simulation.maximum
  }

  /// The position at `time`, in points; `current` for `.still`.
  @inline(__always)
  func position(at time: Double, current: Double) -> Double {
    switch self {
    case .still:
      return current
    case .deceleration(let simulation):
      return simulation.position(at: time)
    case .bounce(let simulation):
      return simulation.position(at: time)
    case .spring(let simulation, let clamp):
      let x = simulation.position(at: time)
      guard let clamp else { return x }
      return Swift.min(Swift.max(x, clamp.lowerBound), clamp.upperBound)
    case .curve(let animation, let clamp):
      let x = animation.position(at: time)
      guard let clamp else { return x }
      return Swift.min(Swift.max(x, clamp.lowerBound), clamp.upperBound)
    }
  }

  /// Where the motion ends, in points; `current` for `.still`.
  func finalPosition(current: Double) -> Double {
    switch self {
    case .still: return current
    case .deceleration(let simulation): return simulation.finalPosition
    case .bounce(let simulation): return simulation.finalPosition
    case .spring(let simulation, _): return simulation.finalPosition
    case .curve(let animation, _): return animation.finalPosition
    }
  }

  /// Whether the motion is over at `time` (seconds since its start).
  @inline(__always)
  func isDone(at time: Double) -> Bool {
    switch self {
    case .still: return true
    case .deceleration(let simulation): return simulation.isDone(at: time)
    case .bounce(let simulation): return simulation.isDone(at: time)
    case .spring(let simulation, _): return simulation.isDone(at: time)
    case .curve(let animation, _): return animation.isDone(at: time)
    }
  }
}
