/// One axis of the content moving on its own: the one simulation that runs.
/// Positions in points, times in seconds since the motion's start.
indirect enum AxisMotion: Sendable {
  /// The deceleration that runs before a fling reaches an edge, and the time
  /// at which it hands over to the edge's law (seconds since the start).
  struct LeadIn: Sendable {
    /// UIKit's per-frame deceleration up to the edge.
    var deceleration: FrameDeceleration
    /// When the edge's law takes over, in seconds since the motion's start.
    var handoff: Double
  }

  /// This axis does not move.
  case still
  /// A free deceleration, UIKit's per-frame law, that ends inside the content
  /// range.
  case deceleration(FrameDeceleration)
  /// A deceleration that runs into an edge (`leadIn`) and then bounces (bounces
  /// on) or stops there (bounces off), sampled from the handoff on; without a
  /// lead-in, a spring back from an overscroll.
  case bounce(BounceSimulation, after: LeadIn?)
  /// A deceleration that runs past an edge under UIKit's own law (`leadIn` up to
  /// the frame that crosses the edge) and then ``EdgeBounce`` from that frame on;
  /// without a lead-in, ``EdgeBounce`` alone (a release while overscrolled).
  case edge(EdgeBounce, after: LeadIn?)
  /// UIKit's paging settle.
  case settle(PagingSettle)
  /// A spring to its target (a paging settle so configured), clamped to `clamp`
  /// when set.
  case spring(SpringSimulation, clamp: ClosedRange<Double>?)
  /// A timing-curve animation (animated `setContentOffset`, or a paging settle so
  /// configured), clamped to `clamp` when set.
  case curve(CurveAnimation, clamp: ClosedRange<Double>?)
  /// The sin² animation of an animated `setContentOffset`.
  case sine(SineSquaredAnimation)

  /// The position at `time` (seconds since the start), in points, the velocity
  /// then, in points per second, and whether the motion is over then. A still
  /// axis stays at `current` with velocity 0; a done axis is at its final
  /// position; an axis held at a bound of its clamp has velocity 0.
  ///
  /// The position and the velocity come from one evaluation of the running law
  /// (one frame index, one exponential), so a frame that shows both pays for one.
  @inline(__always)
  func sample(at time: Double, current: Double) -> (position: Double, velocity: Double, isDone: Bool) {
    switch self {
    case .still:
      return (current, 0, true)
    case .deceleration(let deceleration):
      return deceleration.sample(at: time)
    case .bounce(let bounce, let leadIn):
      if let leadIn, time < leadIn.handoff {
        let s = leadIn.deceleration.sample(at: time)
        return (s.position, s.velocity, false)
      }
      let local = time - (leadIn?.handoff ?? 0)
      return (bounce.position(at: local), bounce.velocity(at: local), bounce.isDone(at: local))
    case .edge(let edge, let leadIn):
      if let leadIn, time < leadIn.handoff {
        let s = leadIn.deceleration.sample(at: time)
        return (s.position, s.velocity, false)
      }
      return edge.sample(at: time - (leadIn?.handoff ?? 0))
    case .settle(let settle):
      return settle.sample(at: time)
    case .spring(let spring, let clamp):
      let raw = spring.position(at: time)
      let clamped = Self.clamped(raw, to: clamp)
      return (
        clamped, clamped == raw ? spring.velocity(at: time) : 0,
        spring.isDone(at: time) || Self.isPastWall(raw, target: spring.target, clamp: clamp)
      )
    case .curve(let curve, let clamp):
      let raw = curve.position(at: time)
      let clamped = Self.clamped(raw, to: clamp)
      return (clamped, clamped == raw ? curve.velocity(at: time) : 0, curve.isDone(at: time))
    case .sine(let sine):
      return (sine.position(at: time), sine.velocity(at: time), sine.isDone(at: time))
    }
  }

  /// Whether this axis does not move.
  var isStill: Bool {
    switch self {
    case .still: return true
    case .deceleration, .bounce, .edge, .settle, .spring, .curve, .sine: return false
    }
  }

  /// Whether this axis is UIKit's paging settle.
  var isPagingSettle: Bool {
    switch self {
    case .settle: return true
    case .still, .deceleration, .bounce, .edge, .spring, .curve, .sine: return false
    }
  }

  /// Whether this axis is a fling that stops dead at an edge with bounces off.
  var stopsAtWall: Bool {
    switch self {
    case .bounce(let bounce, _):
      guard bounce.hitsEdge, !bounce.configuration.bounces else { return false }
      return bounce.initialPosition >= bounce.minimum && bounce.initialPosition <= bounce.maximum
    case .still, .deceleration, .edge, .settle, .spring, .curve, .sine:
      return false
    }
  }

  /// When this axis comes to rest, in seconds since the motion's start (0 for a
  /// still axis).
  var duration: Double {
    switch self {
    case .still: return 0
    case .deceleration(let deceleration): return deceleration.duration
    case .bounce(let bounce, let leadIn): return (leadIn?.handoff ?? 0) + bounce.duration
    case .edge(let edge, let leadIn): return (leadIn?.handoff ?? 0) + edge.duration
    case .settle(let settle): return settle.duration
    case .spring(let spring, _): return spring.duration
    case .curve(let curve, _): return curve.duration
    case .sine(let sine): return sine.duration
    }
  }

  /// Where the motion ends, in points; `current` for a still axis.
  func finalPosition(current: Double) -> Double {
    switch self {
    case .still: return current
    case .deceleration(let deceleration): return deceleration.finalPosition
    case .bounce(let bounce, _): return bounce.finalPosition
    case .edge(let edge, _): return edge.finalPosition
    case .settle(let settle): return settle.finalPosition
    case .spring(let spring, _): return spring.finalPosition
    case .curve(let curve, _): return curve.finalPosition
    case .sine(let sine): return sine.finalPosition
    }
  }

  /// When this motion first runs past an edge of its range, in seconds since its
  /// start (its hand-over to the edge law or the bounce), or `nil` if it never
  /// does: it stays inside, or the axis does not bounce (it stops at the edge).
  func leavesTheRange(bounces: Bool) -> Double? {
    switch self {
    case .edge(_, let leadIn): return leadIn?.handoff ?? 0
    case .bounce(_, let leadIn): return bounces ? leadIn?.handoff ?? 0 : nil
    case .still, .deceleration, .settle, .spring, .curve, .sine: return nil
    }
  }

  /// `value` clamped to `clamp` when it is set.
  @inline(__always)
  private static func clamped(_ value: Double, to clamp: ClosedRange<Double>?) -> Double {
    guard let clamp else { return value }
    return Swift.min(Swift.max(value, clamp.lowerBound), clamp.upperBound)
  }

  /// Whether a clamped spring whose `target` is an edge of its clamp has carried
  /// past that edge (`raw`, unclamped): with `bounces` off, content that reaches
  /// the wall stops there and the motion ends (docs/sources.md, "Edges and
  /// bounce"), rather than waiting, pinned at the edge, for the unclamped spring
  /// to come back.
  @inline(__always)
  private static func isPastWall(_ raw: Double, target: Double, clamp: ClosedRange<Double>?) -> Bool {
    guard let clamp else { return false }
    return (target <= clamp.lowerBound && raw < clamp.lowerBound)
      || (target >= clamp.upperBound && raw > clamp.upperBound)
  }
}
