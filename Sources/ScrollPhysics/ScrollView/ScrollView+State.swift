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
    /// The content moves on its own, as ``ScrollView/motion`` says (kept
    /// outside the enum so that frames update it in place, without copies).
    case moving(MotionKind)
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
  ///
  /// Immutable once started, and a class so that the scroll view stays small
  /// (a few hundred bytes to copy instead of a few kilobytes) and frames read
  /// the simulations in place. One allocation per motion started (a release, a
  /// touch-up settle, an animation), none per frame.
  final class Motion: Sendable {
    /// No motion.
    static let none = Motion(start: 0, x: .still, y: .still)
    /// The input time at which the motion started, in seconds.
    let start: Double
    let x: AxisMotion
    let y: AxisMotion

    init(start: Double, x: AxisMotion, y: AxisMotion) {
      self.start = start
      self.x = x
      self.y = y
    }

    /// The position at `time` (seconds since the start), in points, and
    /// whether the motion is over then; a still axis keeps its `current`
    /// coordinate, and a done axis is at its final position.
    ///
    /// Written out per axis, reading each simulation through its stored
    /// property path: a call through a method of ``AxisMotion`` would first
    /// copy the whole value (hundreds of bytes) onto the stack.
    @inline(__always)
    func sample(at time: Double, current: Point) -> (position: Point, isDone: Bool) {
      var position = current
      var xDone = true
      switch x.kind {
      case .still: break
      case .deceleration:
        position.x = x.deceleration.position(at: time)
        xDone = x.deceleration.isDone(at: time)
      case .bounce:
        position.x = x.bounce.position(at: time)
        xDone = x.bounce.isDone(at: time)
      case .spring:
        let raw = x.spring.position(at: time)
        position.x = x.clamped(raw)
        xDone = x.spring.isDone(at: time) || x.isPastWall(raw)
      case .curve:
        position.x = x.clamped(x.curve.position(at: time))
        xDone = x.curve.isDone(at: time)
      }
      var yDone = true
      switch y.kind {
      case .still: break
      case .deceleration:
        position.y = y.deceleration.position(at: time)
        yDone = y.deceleration.isDone(at: time)
      case .bounce:
        position.y = y.bounce.position(at: time)
        yDone = y.bounce.isDone(at: time)
      case .spring:
        let raw = y.spring.position(at: time)
        position.y = y.clamped(raw)
        yDone = y.spring.isDone(at: time) || y.isPastWall(raw)
      case .curve:
        position.y = y.clamped(y.curve.position(at: time))
        yDone = y.curve.isDone(at: time)
      }
      return (position, xDone && yDone)
    }

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
///
/// A tag and one stored simulation per kind rather than an enum with payloads:
/// a frame then reads the running simulation in place. (Switching over a
/// multi-payload enum copies the payload, several hundred bytes per axis and
/// call, which cost more than the physics itself.)
struct AxisMotion: Sendable {
  enum Kind: Sendable {
    /// This axis does not move.
    case still
    /// A free deceleration that ends inside the content range (docs/sources.md, "Deceleration").
    case deceleration
    /// A deceleration that runs into an edge and bounces (bounces on) or stops
    /// there (bounces off), or a spring back from an overscroll (docs/sources.md, "Edges and bounce").
    case bounce
    /// A spring to its target (the paging settle).
    case spring
    /// A timing-curve animation (animated `setContentOffset`, or the paging
    /// settle when so configured).
    case curve
  }

  private(set) var kind: Kind
  /// Whether positions are clamped to `lowerBound…upperBound` (a paging settle
  /// with bounces off).
  private(set) var isClamped = false
  private(set) var lowerBound = 0.0
  private(set) var upperBound = 0.0
  private(set) var deceleration: DecelerationSimulation
  private(set) var bounce: BounceSimulation
  private(set) var spring: SpringSimulation
  private(set) var curve: CurveAnimation

  private static let idle = AxisMotion(
    kind: .still, deceleration: DecelerationSimulation(position: 0, velocity: 0),
    bounce: BounceSimulation(position: 0, velocity: 0, minimum: 0, maximum: 0),
    spring: SpringSimulation(parameters: .caSpringAnimationDefault, from: 0, to: 0),
    curve: CurveAnimation(from: 0, to: 0, duration: 1))

  private init(
    kind: Kind, deceleration: DecelerationSimulation, bounce: BounceSimulation, spring: SpringSimulation,
    curve: CurveAnimation
  ) {
    self.kind = kind
    self.deceleration = deceleration
    self.bounce = bounce
    self.spring = spring
    self.curve = curve
  }

  /// This axis does not move.
  static var still: AxisMotion { idle }

  /// A free deceleration that ends inside the range.
  static func deceleration(_ simulation: DecelerationSimulation) -> AxisMotion {
    var motion = idle
    motion.kind = .deceleration
    motion.deceleration = simulation
    return motion
  }

  /// A fling into an edge, or a spring back from an overscroll.
  static func bounce(_ simulation: BounceSimulation) -> AxisMotion {
    var motion = idle
    motion.kind = .bounce
    motion.bounce = simulation
    return motion
  }

  /// A spring to its target, clamped to `clamp` when set.
  static func spring(_ simulation: SpringSimulation, clamp: ClosedRange<Double>?) -> AxisMotion {
    var motion = idle
    motion.kind = .spring
    motion.spring = simulation
    motion.setClamp(clamp)
    return motion
  }

  /// A timing-curve animation, clamped to `clamp` when set.
  static func curve(_ animation: CurveAnimation, clamp: ClosedRange<Double>?) -> AxisMotion {
    var motion = idle
    motion.kind = .curve
    motion.curve = animation
    motion.setClamp(clamp)
    return motion
  }

  private mutating func setClamp(_ clamp: ClosedRange<Double>?) {
    guard let clamp else { return }
    isClamped = true
    lowerBound = clamp.lowerBound
    upperBound = clamp.upperBound
  }

  /// Whether this axis does not move.
  var isStill: Bool { kind == .still }

  /// Whether this axis is a fling that stops dead at an edge with bounces off.
  var stopsAtWall: Bool {
    guard kind == .bounce, bounce.hitsEdge, !bounce.configuration.bounces else { return false }
    return bounce.initialPosition >= bounce.minimum && bounce.initialPosition <= bounce.maximum
  }

  /// `value` clamped to the settle's range when it is clamped.
  @inline(__always)
  func clamped(_ value: Double) -> Double {
    guard isClamped else { return value }
    return Swift.min(Swift.max(value, lowerBound), upperBound)
  }

  /// Whether a clamped settle whose target is an edge of its range has carried
  /// past that edge: with `bounces` off, content that reaches the wall stops there
  /// and the motion ends (docs/sources.md, "Edges and bounce"), rather than waiting, pinned at the
  /// edge, for the unclamped spring to come back.
  @inline(__always)
  func isPastWall(_ raw: Double) -> Bool {
    guard isClamped else { return false }
    let target = spring.target
    return (target <= lowerBound && raw < lowerBound) || (target >= upperBound && raw > upperBound)
  }

  /// Where the motion ends, in points; `current` for a still axis.
  func finalPosition(current: Double) -> Double {
    switch kind {
    case .still: return current
    case .deceleration: return deceleration.finalPosition
    case .bounce: return bounce.finalPosition
    case .spring: return spring.finalPosition
    case .curve: return curve.finalPosition
    }
  }
}
