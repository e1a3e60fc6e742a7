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
    /// The pan translation that corresponds to `startRaw`, in points: zero for
    /// a drag that starts from a touch-down (the pan's began translation is
    /// applied at once, as UIKit's is).
    var reference: Vector
    /// The last translation received, in points.
    var lastTranslation: Vector
    /// The time of the last translation received, in seconds.
    var lastTime: Double
    /// The speed of the finger over the newest move, in points per second
    /// (`s_n` of `velocity(in:)`), or `nil` before the first move.
    var lastSpeed: Double?
    /// The directional lock of this drag.
    var lock: DirectionalLock
  }

  /// Which axes a drag may move.
  enum DirectionalLock: Sendable {
    /// Both axes: no lock (lock disabled, or no move has decided one).
    case free
    /// Only x.
    case horizontal
    /// Only y.
    case vertical
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

    /// Whether the motion ends at a wall (for
    /// ``ScrollViewConfiguration/notifiesDidEndDeceleratingAtWall``): an axis
    /// that stops dead at an edge with bounces off is the last to come to rest
    /// (the other axis is still, stops at its own wall, or rests no later). A
    /// motion whose other axis is still decelerating or bouncing when one axis
    /// hits its wall ends with that other axis, not at a wall.
    let endsAtWall: Bool

    init(start: Double, x: AxisMotion, y: AxisMotion) {
      self.start = start
      self.x = x
      self.y = y
      let xEnd = x.isStill ? -Double.infinity : x.duration
      let yEnd = y.isStill ? -Double.infinity : y.duration
      endsAtWall = (x.stopsAtWall && xEnd >= yEnd) || (y.stopsAtWall && yEnd >= xEnd)
    }

    /// The position at `time` (seconds since the start), in points, the
    /// velocity then, in points per second (``AxisMotion/velocity(at:)`` of each
    /// axis, 0 for a still one), and whether the motion is over then; a still
    /// axis keeps its `current` coordinate, and a done axis is at its final
    /// position.
    ///
    /// Written out per axis, reading each simulation through its stored
    /// property path: a call through a method of ``AxisMotion`` would first
    /// copy the whole value (hundreds of bytes) onto the stack. The position
    /// and the velocity come from one evaluation of the running law (one frame
    /// index, one exponential), so a frame that shows both pays for one.
    @inline(__always)
    func sample(at time: Double, current: Point) -> (position: Point, velocity: Vector, isDone: Bool) {
      // The two axes are the same code over `x` and over `y` (see above: a
      // shared helper taking the axis would copy it). Each case is
      // `AxisMotion.position(at:)`, `velocity(at:)` and `isDone(at:)` of that kind.
      var position = current
      var velocity = Vector(dx: 0, dy: 0)
      var xDone = true
      switch x.kind {
      case .still:
        break
      case .deceleration:
        let s = x.deceleration.sample(at: time)
        position.x = s.position
        velocity.dx = s.velocity
        xDone = s.isDone
      case .bounce:
        if time < x.handoff {
          let s = x.deceleration.sample(at: time)
          position.x = s.position
          velocity.dx = s.velocity
          xDone = false
        } else {
          let local = time - x.handoff
          position.x = x.bounce.position(at: local)
          velocity.dx = x.bounce.velocity(at: local)
          xDone = x.bounce.isDone(at: local)
        }
      case .edge:
        let s = time < x.handoff ? x.deceleration.sample(at: time) : x.edge.sample(at: time - x.handoff)
        position.x = s.position
        velocity.dx = s.velocity
        xDone = time >= x.handoff && s.isDone
      case .settle:
        let s = x.settle.sample(at: time)
        position.x = s.position
        velocity.dx = s.velocity
        xDone = s.isDone
      case .spring:
        let raw = x.spring.position(at: time)
        let clamped = x.clamped(raw)
        position.x = clamped
        velocity.dx = clamped == raw ? x.spring.velocity(at: time) : 0
        xDone = x.spring.isDone(at: time) || x.isPastWall(raw)
      case .curve:
        let raw = x.curve.position(at: time)
        let clamped = x.clamped(raw)
        position.x = clamped
        velocity.dx = clamped == raw ? x.curve.velocity(at: time) : 0
        xDone = x.curve.isDone(at: time)
      case .sine:
        position.x = x.sine.position(at: time)
        velocity.dx = x.sine.velocity(at: time)
        xDone = x.sine.isDone(at: time)
      }
      var yDone = true
      switch y.kind {
      case .still:
        break
      case .deceleration:
        let s = y.deceleration.sample(at: time)
        position.y = s.position
        velocity.dy = s.velocity
        yDone = s.isDone
      case .bounce:
        if time < y.handoff {
          let s = y.deceleration.sample(at: time)
          position.y = s.position
          velocity.dy = s.velocity
          yDone = false
        } else {
          let local = time - y.handoff
          position.y = y.bounce.position(at: local)
          velocity.dy = y.bounce.velocity(at: local)
          yDone = y.bounce.isDone(at: local)
        }
      case .edge:
        let s = time < y.handoff ? y.deceleration.sample(at: time) : y.edge.sample(at: time - y.handoff)
        position.y = s.position
        velocity.dy = s.velocity
        yDone = time >= y.handoff && s.isDone
      case .settle:
        let s = y.settle.sample(at: time)
        position.y = s.position
        velocity.dy = s.velocity
        yDone = s.isDone
      case .spring:
        let raw = y.spring.position(at: time)
        let clamped = y.clamped(raw)
        position.y = clamped
        velocity.dy = clamped == raw ? y.spring.velocity(at: time) : 0
        yDone = y.spring.isDone(at: time) || y.isPastWall(raw)
      case .curve:
        let raw = y.curve.position(at: time)
        let clamped = y.clamped(raw)
        position.y = clamped
        velocity.dy = clamped == raw ? y.curve.velocity(at: time) : 0
        yDone = y.curve.isDone(at: time)
      case .sine:
        position.y = y.sine.position(at: time)
        velocity.dy = y.sine.velocity(at: time)
        yDone = y.sine.isDone(at: time)
      }
      return (position, velocity, xDone && yDone)
    }

    /// Whether neither axis moves.
    var isStill: Bool { x.isStill && y.isStill }
  }

  /// A pending `setContentOffset` from a delegate callback.
  struct ContentOffsetRequest: Sendable {
    var offset: Point
    var animated: Bool
  }
}

/// One axis of the content moving on its own. Positions in points, times in
/// seconds since the motion's start.
///
/// A tag and one stored simulation per kind rather than an enum with payloads:
/// a frame then reads the running simulation in place. (Switching over a
/// multi-payload enum copies the payload, several hundred bytes per axis and
/// call, which cost more than the physics itself.)
struct AxisMotion: Sendable {
  enum Kind: Sendable {
    /// This axis does not move.
    case still
    /// A free deceleration, UIKit's per-frame law (``FrameDeceleration``), that
    /// ends inside the content range.
    case deceleration
    /// A deceleration that runs into an edge (``FrameDeceleration`` until
    /// `handoff`) and then bounces (bounces on) or stops there (bounces off), or
    /// a spring back from an overscroll (`handoff` 0): ``BounceSimulation``
    /// from the handoff on.
    case bounce
    /// A deceleration that runs past an edge under UIKit's own law
    /// (``FrameDeceleration`` until `handoff`, the frame that crosses the edge) and
    /// then ``EdgeBounce`` from that frame on; with `handoff` 0, ``EdgeBounce``
    /// alone (a release while overscrolled).
    case edge
    /// UIKit's paging settle (``PagingSettle``).
    case settle
    /// A spring to its target (a paging settle so configured).
    case spring
    /// A timing-curve animation (animated `setContentOffset` or a paging
    /// settle, when so configured).
    case curve
    /// The sin² animation of an animated `setContentOffset`.
    case sine
  }

  private(set) var kind: Kind
  /// Whether positions are clamped to `lowerBound…upperBound` (a paging settle
  /// with bounces off).
  private(set) var isClamped = false
  private(set) var lowerBound = 0.0
  private(set) var upperBound = 0.0
  /// When a `.bounce` hands over from the deceleration to the bounce, in seconds.
  private(set) var handoff = 0.0
  private(set) var deceleration: FrameDeceleration
  private(set) var bounce: BounceSimulation
  private(set) var edge: EdgeBounce
  private(set) var settle: PagingSettle
  private(set) var spring: SpringSimulation
  private(set) var curve: CurveAnimation
  private(set) var sine: SineSquaredAnimation

  private static let idle = AxisMotion(
    kind: .still, deceleration: FrameDeceleration(position: 0, velocity: 0),
    bounce: BounceSimulation(position: 0, velocity: 0, minimum: 0, maximum: 0),
    edge: EdgeBounce(from: 0, velocity: 0, minimum: 0, maximum: 0),
    settle: PagingSettle(from: 0, to: 0, velocity: 0, width: 1),
    spring: SpringSimulation(parameters: .caSpringAnimationDefault, from: 0, to: 0),
    curve: CurveAnimation(from: 0, to: 0, duration: 1),
    sine: SineSquaredAnimation(from: 0, to: 0, duration: 1))

  /// This axis does not move.
  static var still: AxisMotion { idle }

  /// A free deceleration that ends inside the range.
  static func deceleration(_ simulation: FrameDeceleration) -> AxisMotion {
    var motion = idle
    motion.kind = .deceleration
    motion.deceleration = simulation
    return motion
  }

  /// A deceleration until `handoff` (seconds), then `bounce` (sampled from the
  /// handoff on): a fling into an edge. With `handoff` 0, `bounce` alone: a
  /// release while overscrolled.
  static func bounce(_ bounce: BounceSimulation, after deceleration: FrameDeceleration?, handoff: Double)
    -> AxisMotion
  {
    var motion = idle
    motion.kind = .bounce
    motion.bounce = bounce
    if let deceleration {
      motion.deceleration = deceleration
      motion.handoff = handoff
    }
    return motion
  }

  /// A deceleration until `handoff` (seconds), then UIKit's edge law `edge`
  /// (sampled from the handoff on); with `handoff` 0, `edge` alone.
  static func edge(_ edge: EdgeBounce, after deceleration: FrameDeceleration?, handoff: Double) -> AxisMotion {
    var motion = idle
    motion.kind = .edge
    motion.edge = edge
    if let deceleration {
      motion.deceleration = deceleration
      motion.handoff = handoff
    }
    return motion
  }

  /// UIKit's paging settle.
  static func settle(_ settle: PagingSettle) -> AxisMotion {
    var motion = idle
    motion.kind = .settle
    motion.settle = settle
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

  /// The sin² animation of `setContentOffset`.
  static func sine(_ animation: SineSquaredAnimation) -> AxisMotion {
    var motion = idle
    motion.kind = .sine
    motion.sine = animation
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

  /// The position at `time` (seconds since the start), in points (not for a
  /// still axis).
  @inline(__always)
  func position(at time: Double) -> Double {
    switch kind {
    case .still: return 0
    case .deceleration: return deceleration.position(at: time)
    case .bounce:
      return time < handoff ? deceleration.position(at: time) : bounce.position(at: time - handoff)
    case .edge:
      return time < handoff ? deceleration.position(at: time) : edge.position(at: time - handoff)
    case .settle: return settle.position(at: time)
    case .spring: return clamped(spring.position(at: time))
    case .curve: return clamped(curve.position(at: time))
    case .sine: return sine.position(at: time)
    }
  }

  /// Whether the motion is over at `time` (seconds since the start).
  @inline(__always)
  func isDone(at time: Double) -> Bool {
    switch kind {
    case .still: return true
    case .deceleration: return deceleration.isDone(at: time)
    case .bounce: return time >= handoff && bounce.isDone(at: time - handoff)
    case .edge: return time >= handoff && edge.isDone(at: time - handoff)
    case .settle: return settle.isDone(at: time)
    case .spring: return spring.isDone(at: time) || isPastWall(spring.position(at: time))
    case .curve: return curve.isDone(at: time)
    case .sine: return sine.isDone(at: time)
    }
  }

  /// Whether this axis is a fling that stops dead at an edge with bounces off.
  var stopsAtWall: Bool {
    guard kind == .bounce, bounce.hitsEdge, !bounce.configuration.bounces else { return false }
    return bounce.initialPosition >= bounce.minimum && bounce.initialPosition <= bounce.maximum
  }

  /// When this axis comes to rest, in seconds since the motion's start (0 for a
  /// still axis).
  var duration: Double {
    switch kind {
    case .still: return 0
    case .deceleration: return deceleration.duration
    case .bounce: return handoff + bounce.duration
    case .edge: return handoff + edge.duration
    case .settle: return settle.duration
    case .spring: return spring.duration
    case .curve: return curve.duration
    case .sine: return sine.duration
    }
  }

  /// Whether this axis is UIKit's paging settle.
  var isPagingSettle: Bool { kind == .settle }

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
    case .edge: return edge.finalPosition
    case .settle: return settle.finalPosition
    case .spring: return spring.finalPosition
    case .curve: return curve.finalPosition
    case .sine: return sine.finalPosition
    }
  }
}
