/// A scroll view's motion after the finger lifts, with its content range: a free
/// deceleration that may run into an edge and bounce back, or a release while
/// overscrolled that springs back to the edge (docs/sources.md, "Edges and bounce").
///
/// **A fling that crosses an edge** (reverse-engineered; docs/sources.md, "Edges and bounce"). Starting inside
/// `minimum…maximum`, the content decelerates as ``DecelerationSimulation``. If its
/// unclamped resting position lies beyond an edge, it reaches that edge at
/// `t_e = time(toReach: edge)` with velocity `v_e = v0 − λ·(edge − x0)`, and from
/// then on a spring, by default critically damped with ω = 10.9 s⁻¹ (m = 1,
/// k = ω² ≈ 118.8, c = 2ω = 21.8), carries that velocity past the edge and back:
///
/// ```
/// y(τ) = v_e · τ · e^(−ωτ)        y = offset − edge, τ = t − t_e
/// peak at τ = 1/ω ≈ 0.092 s, height v_e/(ω·e) ≈ 0.0338 s · v_e
/// ```
///
/// The spring moves the content offset itself; it does not go through the rubber
/// band. ω = 10.9 s⁻¹ and ζ = 1 are the fit to 60 fps iOS 14 device recordings
/// published by LevisonNN/LNCustomScrollView (article
/// https://juejin.cn/post/6947552980090486814). With `bounces == false` the
/// content stops at the edge at `t_e` instead (offset = edge, v = 0).
///
/// **A release while overscrolled** (docs/sources.md, "Edges and bounce"). Starting outside the range, the content
/// springs back to the nearest edge at once, from the current (rubber-banded)
/// offset with the release velocity, with the bounce spring (as ScrollMechanics'
/// `bounce(withVelocity:)` and Flutter's `BouncingScrollSimulation`). How a
/// **held** overscroll (released at ≈ 0 velocity) snaps back is disputed, so it
/// is configurable (``SnapBack``); the default, option A, is that same critically
/// damped spring from rest, `y = y0·(1 + ωt)·e^(−ωt)`, which fits the
/// LNCustomScrollView recordings.
///
/// **Done.** A bounce or snap-back ends when the offset is within half a device
/// pixel of the edge and the speed is below one device pixel per 50 ms
/// (``Tolerance/scrollView(scale:)``), from when on the position is exactly the
/// edge. A free deceleration ends at its stop speed (10 pt/s).
///
/// Positions are not rounded; round published offsets with
/// ``roundedToPixel(_:scale:)``. Stateless; times before 0 are treated as 0.
public struct BounceSimulation: Simulation {
  /// How content released while overscrolled, at less than the stop speed,
  /// returns to the edge (docs/sources.md, "Edges and bounce": the sources disagree).
  public enum SnapBack: Hashable, Sendable {
    /// Option A (default): the bounce spring from rest, with ω = 10.9 s⁻¹
    /// `y = y0·(1 + ωt)·e^(−ωt)`; fits the LNCustomScrollView device recordings of a
    /// release from a held overscroll.
    case bounceSpring
    /// Option B: `y = y0·e^(−μt)` with `rate` μ in 1/seconds (> 0), after
    /// flutter/flutter#103762 ("overscroll bounce simulation in iOS is exponential,
    /// not logistic"). The release velocity is ignored (the law has none); no value
    /// of μ is published.
    case exponential(rate: Double)
    /// Option C: a dedicated, stiffer spring, from the overscrolled offset with the
    /// release velocity, after flutter/flutter#181752 and PR #187568 (native
    /// snap-back is "heavy and snappy"). No constants are published for UIKit.
    case spring(SpringParameters)

    /// Whether this is option C, a dedicated spring that runs for every release
    /// while overscrolled, whatever its velocity.
    public var isDedicatedSpring: Bool {
      switch self {
      case .bounceSpring, .exponential: return false
      case .spring: return true
      }
    }
  }

  /// The tunable parts of the model, each with its documented default.
  public struct Configuration: Hashable, Sendable {
    /// The speed below which a free deceleration stops, in points per second
    /// (UIKit: 10, docs/sources.md, "Deceleration"). Also the speed at or below which a release
    /// while overscrolled counts as "held" for ``snapBack``.
    public var stopSpeed: Double
    /// Whether the content bounces at an edge (`UIScrollView.bounces`). When
    /// false, a fling stops dead at the edge (docs/sources.md, "Edges and bounce"). A release while
    /// overscrolled (only possible if the range changed under the content)
    /// springs back either way.
    public var bounces: Bool
    /// The spring that carries a fling past an edge and back, and that springs
    /// back a release with velocity while overscrolled. Default: critically damped,
    /// ω = ``uiKitBounceFrequency`` = 10.9 s⁻¹, mass 1 (docs/sources.md, "Edges and bounce").
    public var bounceSpring: SpringParameters
    /// How a held overscroll snaps back. Default: ``SnapBack/bounceSpring`` (A).
    public var snapBack: SnapBack
    /// When a bounce or snap-back is done; `nil` (default) uses
    /// ``Tolerance/scrollView(scale:)``: half a device pixel, one device pixel per
    /// 50 ms.
    public var tolerance: Tolerance?

    /// Creates a configuration; every default is UIKit's as far as it is known.
    public init(
      stopSpeed: Double = 10, bounces: Bool = true,
      bounceSpring: SpringParameters = .criticallyDamped(angularFrequency: uiKitBounceFrequency),
      snapBack: SnapBack = .bounceSpring, tolerance: Tolerance? = nil
    ) {
      precondition(stopSpeed >= 0, "BounceSimulation: stopSpeed must be >= 0")
      if case .exponential(let rate) = snapBack {
        precondition(rate > 0, "BounceSimulation: the snap-back rate must be > 0")
      }
      self.stopSpeed = stopSpeed
      self.bounces = bounces
      self.bounceSpring = bounceSpring
      self.snapBack = snapBack
      self.tolerance = tolerance
    }
  }

  /// The angular frequency of UIKit's bounce spring, 10.9 per second: the
  /// critically damped fit to device recordings (LNCustomScrollView;
  /// docs/sources.md, "Edges and bounce").
  public static let uiKitBounceFrequency = 10.9

  /// The position at time 0, in points.
  public let initialPosition: Double
  /// The velocity at time 0, in points per second.
  public let initialVelocity: Double
  /// The deceleration rate per millisecond.
  public let rate: DecelerationRate
  /// The leading edge of the content range, in points.
  public let minimum: Double
  /// The trailing edge of the content range, in points (≥ `minimum`).
  public let maximum: Double
  /// Device pixels per point.
  public let scale: Double
  /// The model's tunables.
  public let configuration: Configuration
  /// The free deceleration before the edge (a motionless one when the release
  /// is overscrolled). Valid up to `edgeTime`.
  public let deceleration: DecelerationSimulation
  /// The edge that the motion hits or springs back to, in points, or `nil` if it
  /// stays inside the range.
  public let edge: Double?
  /// When the motion reaches `edge`, in seconds: the hand-over from the
  /// deceleration to the bounce (0 for a release while overscrolled), or `nil`.
  public let edgeTime: Double?
  /// The velocity at `edgeTime`, in points per second, carried into the bounce
  /// (for a release while overscrolled: the release velocity); 0 without an edge.
  public let edgeVelocity: Double
  /// Where the motion ends, in points: the edge, or the deceleration's
  /// (unrounded) resting position.
  public let finalPosition: Double
  /// When the motion ends, in seconds.
  public let duration: Double

  /// What follows the edge: nothing (no edge), a dead stop (bounces off), a
  /// spring, or an exponential snap back (as the initializer builds it).
  enum Tail: Sendable {
    case none
    case stop
    case spring(SpringSimulation)
    case exponential(start: Double, rate: Double)
  }

  /// The tail, as a tag and its values stored apart (`tailSpring`, `tailStart`,
  /// `tailRate`) rather than `Tail` stored with its payloads: measured with callgrind
  /// on a release build (Swift 6.3, `scripts/bench-instructions.py`), the enum
  /// stored costs 86.2 instead of 84.2 instructions per `simulation-bounce`
  /// evaluation and 6 805 instead of 6 710 per `scroll-view-scene` sample (the
  /// side menu, which has no bounce, 4 701.6 either way).
  @usableFromInline enum TailKind: Sendable {
    case none
    case stop
    case spring
    case exponential
  }

  @usableFromInline let tailKind: TailKind
  /// The tail's spring when `tailKind` is `.spring`, else an unused placeholder.
  @usableFromInline let tailSpring: SpringSimulation
  /// The exponential tail's start offset from the edge (points) and rate (per
  /// second) when `tailKind` is `.exponential`, else 0.
  @usableFromInline let tailStart: Double
  @usableFromInline let tailRate: Double

  /// The spring stored when the tail has none.
  static let placeholderSpring = SpringSimulation(parameters: .caSpringAnimationDefault, from: 0, to: 0)

  /// Stores `tail` as its tag and values.
  private static func parts(of tail: Tail) -> (TailKind, SpringSimulation, Double, Double) {
    switch tail {
    case .none: return (.none, placeholderSpring, 0, 0)
    case .stop: return (.stop, placeholderSpring, 0, 0)
    case .spring(let spring): return (.spring, spring, 0, 0)
    case .exponential(let start, let rate): return (.exponential, placeholderSpring, start, rate)
    }
  }
  /// `edgeTime`, or +∞ when there is no edge.
  @usableFromInline let handoff: Double
  /// `edge`, or the final position when there is none.
  @usableFromInline let restingEdge: Double

  /// Whether the motion runs into (or starts beyond) an edge.
  @inlinable
  public var hitsEdge: Bool { edge != nil }

  /// Creates the motion of content released at `position` with `velocity`.
  ///
  /// - Parameters:
  ///   - position: The content offset at release, in points (may be overscrolled).
  ///   - velocity: The release velocity, in points per second, in the direction
  ///     of increasing offset.
  ///   - rate: The deceleration rate per millisecond. Defaults to `.normal`.
  ///   - minimum: The leading edge of the content range, in points.
  ///   - maximum: The trailing edge, in points, ≥ `minimum`.
  ///   - scale: Device pixels per point, > 0. Defaults to 3.
  ///   - configuration: The tunables. Defaults to UIKit's values.
  public init(
    position: Double, velocity: Double, rate: DecelerationRate = .normal, minimum: Double,
    maximum: Double, scale: Double = 3, configuration: Configuration = Configuration()
  ) {
    precondition(minimum <= maximum, "BounceSimulation: minimum must be <= maximum")
    precondition(scale > 0, "BounceSimulation: scale must be > 0")
    self.initialPosition = position
    self.initialVelocity = velocity
    self.rate = rate
    self.minimum = minimum
    self.maximum = maximum
    self.scale = scale
    self.configuration = configuration
    let tolerance = configuration.tolerance ?? .scrollView(scale: scale)

    if position < minimum || position > maximum {
      // Released while overscrolled: spring back to the nearest edge at once.
      let edge = position < minimum ? minimum : maximum
      let held = velocity.magnitude <= configuration.stopSpeed
      let tail: Tail
      let tailDuration: Double
      switch configuration.snapBack {
      case .exponential(let mu) where held:
        let offset = (position - edge).magnitude
        let untilNear = offset > tolerance.distance ? Elementary.log(offset / tolerance.distance) : 0
        let untilSlow =
          mu * offset > tolerance.velocity ? Elementary.log(mu * offset / tolerance.velocity) : 0
        tail = .exponential(start: position - edge, rate: mu)
        tailDuration = max(untilNear, untilSlow) / mu
      case .spring(let spring):
        let sim = SpringSimulation(
          parameters: spring, from: position, to: edge, velocity: velocity, tolerance: tolerance)
        tail = .spring(sim)
        tailDuration = sim.duration
      case .bounceSpring, .exponential:
        let sim = SpringSimulation(
          parameters: configuration.bounceSpring, from: position, to: edge, velocity: velocity,
          tolerance: tolerance)
        tail = .spring(sim)
        tailDuration = sim.duration
      }
      self.deceleration = DecelerationSimulation(
        position: position, velocity: 0, rate: rate, stopSpeed: configuration.stopSpeed)
      self.edge = edge
      self.edgeTime = 0
      self.edgeVelocity = velocity
      self.finalPosition = edge
      self.duration = tailDuration
      (self.tailKind, self.tailSpring, self.tailStart, self.tailRate) = Self.parts(of: tail)
      self.handoff = 0
      self.restingEdge = edge
      return
    }

    let free = DecelerationSimulation(
      position: position, velocity: velocity, rate: rate, stopSpeed: configuration.stopSpeed)
    self.deceleration = free
    let crossed: Double? =
      free.finalPosition > maximum ? maximum : (free.finalPosition < minimum ? minimum : nil)
    guard let edge = crossed, let edgeTime = free.time(toReach: edge) else {
      self.edge = nil
      self.edgeTime = nil
      self.edgeVelocity = 0
      self.finalPosition = free.finalPosition
      self.duration = free.duration
      (self.tailKind, self.tailSpring, self.tailStart, self.tailRate) = Self.parts(of: .none)
      self.handoff = .infinity
      self.restingEdge = free.finalPosition
      return
    }
    // v(x) = v0 − λ·(x − x0): exact at the edge, not through e^(−λ t_e).
    let edgeVelocity = velocity - free.decayConstant * (edge - position)
    self.edge = edge
    self.edgeTime = edgeTime
    self.edgeVelocity = edgeVelocity
    self.finalPosition = edge
    self.handoff = edgeTime
    self.restingEdge = edge
    if configuration.bounces {
      let sim = SpringSimulation(
        parameters: configuration.bounceSpring, from: edge, to: edge, velocity: edgeVelocity,
        tolerance: tolerance)
      (self.tailKind, self.tailSpring, self.tailStart, self.tailRate) = Self.parts(of: .spring(sim))
      self.duration = edgeTime + sim.duration
    } else {
      (self.tailKind, self.tailSpring, self.tailStart, self.tailRate) = Self.parts(of: .stop)
      self.duration = edgeTime
    }
  }

  /// The content offset at `time` (seconds), in points; exactly `finalPosition`
  /// from `duration` on. (Always inlined: a call would first copy the whole
  /// simulation out of the scroll view's motion, docs/performance.md, "Idioms".)
  @inlinable @inline(__always)
  public func position(at time: Double) -> Double {
    if time >= duration { return finalPosition }
    if time < handoff { return deceleration.position(at: time) }
    let local = time - handoff
    switch tailKind {
    case .none, .stop:
      return restingEdge
    case .spring:
      return tailSpring.position(at: local)
    case .exponential:
      return restingEdge + tailStart * Elementary.exp(-tailRate * local)
    }
  }

  /// The velocity at `time` (seconds), in points per second; 0 from `duration` on.
  @inlinable
  public func velocity(at time: Double) -> Double {
    if time >= duration { return 0 }
    if time < handoff { return deceleration.velocity(at: time) }
    let local = time - handoff
    switch tailKind {
    case .none, .stop:
      return 0
    case .spring:
      return tailSpring.velocity(at: local)
    case .exponential:
      return -tailRate * tailStart * Elementary.exp(-tailRate * local)
    }
  }

  /// Whether the motion has ended at `time` (seconds): `time ≥ duration`.
  @inlinable
  public func isDone(at time: Double) -> Bool { time >= duration }

  /// Whether the content is beyond the edge (bouncing or springing back) at
  /// `time` (seconds), rather than decelerating freely or at rest.
  @inlinable
  public func isBouncing(at time: Double) -> Bool {
    // A `.stop` tail has handoff == duration and `.none` an infinite handoff.
    time >= handoff && time < duration
  }
}

extension BounceSimulation: CustomStringConvertible {
  /// The parameters, e.g. `BounceSimulation(position: 0.0, velocity: 3000.0,
  /// rate: normal, range: 0.0...1000.0, scale: 3.0)`.
  public var description: String {
    "BounceSimulation(position: \(initialPosition), velocity: \(initialVelocity), rate: \(rate), "
      + "range: \(minimum)...\(maximum), scale: \(scale))"
  }
}
