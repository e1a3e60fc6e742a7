import ScrollPhysics

/// A discrete swipe recognizer, modelled on `UISwipeGestureRecognizer`.
///
/// Transitions:
///
/// | State    | Input                                                                        | Next       | Output     |
/// |----------|------------------------------------------------------------------------------|------------|------------|
/// | possible | a move in which every required finger passes the per-touch test               | recognized | recognized |
/// | possible | a move in which a finger fails the per-touch test                             | failed     | failed     |
/// | possible | a move more than `maximumDuration` after the first touch-down                 | failed     | failed     |
/// | possible | the last finger lifted or was cancelled before recognition                    | failed     | failed     |
/// | possible | a finger beyond `numberOfTouchesRequired` landed, or one lifted while others stay | possible (marked failed) | none |
/// | recognized, failed | the last tracked finger lifted (or none left)                      | possible   | none       |
///
/// **The per-touch test** (public decompilation of UIKitCore for iOS 26.1,
/// `UISwipeGestureRecognizer`; docs/recognizers.md, "Swipe"), for each finger at each
/// move event, with Δ = its location − where it went down and T = min(t − t₀, 0.5 s)
/// (t₀ the first touch-down): the bounds decay, minimum bounds by
/// `1 − T·(1 − rateOfMinimumMovementDecay)`, maximum bounds by
/// `1 − T·(1 − rateOfMaximumMovementDecay)` (infinite bounds stay infinite). For a
/// horizontal direction (primary axis x, secondary y): it fails if it moved more than
/// `maximumOppositeMovement` against the set's only x direction, or |Δx| > the primary
/// maximum, or |Δy| > the secondary maximum; it passes if |Δx| ≥ the primary minimum,
/// |Δy| ≥ the secondary minimum and |x − x_prev| / max(Δt, 0.01 s) ≥
/// `minimumPrimaryMovementRate` (x_prev, Δt: since the previous move event). Vertical
/// directions swap the axes. With directions on both axes, a finger fails only when
/// both axes fail and passes when either passes. Timeout is checked on moves only
/// (there is no timer), before the per-touch test.
///
/// The reported location is the **start** centroid (where the fingers went down); the
/// `direction` is the one the passing axis moved toward.
@usableFromInline package struct SwipeRecognizer: GestureRecognizer {
  /// The identifier stamped on this recognizer's outputs.
  @usableFromInline package var id: GestureRecognizerID
  /// The accepted directions. Default `.right` (UIKit).
  @usableFromInline package let direction: SwipeDirection
  /// How many fingers must swipe. Default 1.
  @usableFromInline package let numberOfTouchesRequired: Int
  /// The longest a swipe may take, in seconds. Default 0.5 (from the sibling
  /// `BKSwipeGestureRecognizer`; UIKit's value is not visible).
  @usableFromInline package let maximumDuration: Double
  /// Points along the primary axis needed, before decay. Default 50 (sibling).
  @usableFromInline package let minimumPrimaryMovement: Double
  /// Points along the primary axis allowed, before decay. Default `.infinity` (the
  /// sibling's FLT_MAX).
  @usableFromInline package let maximumPrimaryMovement: Double
  /// Points along the secondary axis needed, before decay. Default 0 (sibling).
  @usableFromInline package let minimumSecondaryMovement: Double
  /// Points along the secondary axis allowed, before decay. Default 200 (sibling).
  @usableFromInline package let maximumSecondaryMovement: Double
  /// The minimum bounds' decay rate (per second of the first 0.5 s). Default 0.06 (sibling).
  @usableFromInline package let rateOfMinimumMovementDecay: Double
  /// The maximum bounds' decay rate. Default 0.02 (sibling).
  @usableFromInline package let rateOfMaximumMovementDecay: Double
  /// The primary speed needed at the passing event, in points per second. Default 0:
  /// **not sourced** (UIKit's value is not visible; the sibling has no such test).
  @usableFromInline package let minimumPrimaryMovementRate: Double
  /// Points allowed against a direction that is alone on its axis. Default 0: **not
  /// sourced** (the sibling fails on any opposite movement).
  @usableFromInline package let maximumOppositeMovement: Double

  /// The longest time the decay runs, in seconds (UIKit clamps T at 0.5).
  @usableFromInline package static let decayTimeLimit = 0.5
  /// The floor of the time step in the rate test, in seconds.
  @usableFromInline package static let minimumRateTimeStep = 0.01

  /// A finger the swipe follows.
  @usableFromInline
  struct SwipeTouch: IdentifiedTouch, Sendable {
    @usableFromInline var id: Int
    @usableFromInline var start: Point
    @usableFromInline var location: Point
    @usableFromInline var previous: Point
    @usableFromInline var previousTime: Double

    @inlinable
    init(id: Int, start: Point, location: Point, previous: Point, previousTime: Double) {
      self.id = id
      self.start = start
      self.location = location
      self.previous = previous
      self.previousTime = previousTime
    }
  }

  @usableFromInline var _state: GestureState = .possible
  @usableFromInline var touches: [SwipeTouch] = []
  /// The start locations of every finger of the gesture, for the start centroid.
  @usableFromInline var startCentroid: Point?
  /// When the gesture's first finger went down, in seconds.
  @usableFromInline var startTime = 0.0
  /// Why it will fail when its last finger lifts (a finger too many, or an early lift).
  @usableFromInline var markedFailure: GestureFailureReason?
  @usableFromInline var lastLocation = Point.zero

  /// Creates a swipe recognizer in the `possible` state (defaults: see each property).
  /// - Precondition: a non-empty `direction`, `numberOfTouchesRequired` ≥ 1, positive
  ///   `maximumDuration`, non-negative bounds and rates (programmer errors).
  @usableFromInline package init(
    id: GestureRecognizerID = 0,
    direction: SwipeDirection = .right,
    numberOfTouchesRequired: Int = 1,
    maximumDuration: Double = 0.5,
    minimumPrimaryMovement: Double = 50,
    maximumPrimaryMovement: Double = .infinity,
    minimumSecondaryMovement: Double = 0,
    maximumSecondaryMovement: Double = 200,
    rateOfMinimumMovementDecay: Double = 0.06,
    rateOfMaximumMovementDecay: Double = 0.02,
    minimumPrimaryMovementRate: Double = 0,
    maximumOppositeMovement: Double = 0
  ) {
    precondition(!direction.isEmpty && SwipeDirection.all.isSuperset(of: direction), "SwipeRecognizer: direction must be a non-empty set of the four directions")
    precondition(numberOfTouchesRequired >= 1, "SwipeRecognizer: numberOfTouchesRequired must be at least 1")
    precondition(maximumDuration > 0, "SwipeRecognizer: maximumDuration must be positive")
    for value in [minimumPrimaryMovement, maximumPrimaryMovement, minimumSecondaryMovement, maximumSecondaryMovement,
                  rateOfMinimumMovementDecay, rateOfMaximumMovementDecay, minimumPrimaryMovementRate, maximumOppositeMovement] {
      precondition(value >= 0, "SwipeRecognizer: movement bounds, rates and decays must be non-negative")
    }
    self.id = id
    self.direction = direction
    self.numberOfTouchesRequired = numberOfTouchesRequired
    self.maximumDuration = maximumDuration
    self.minimumPrimaryMovement = minimumPrimaryMovement
    self.maximumPrimaryMovement = maximumPrimaryMovement
    self.minimumSecondaryMovement = minimumSecondaryMovement
    self.maximumSecondaryMovement = maximumSecondaryMovement
    self.rateOfMinimumMovementDecay = rateOfMinimumMovementDecay
    self.rateOfMaximumMovementDecay = rateOfMaximumMovementDecay
    self.minimumPrimaryMovementRate = minimumPrimaryMovementRate
    self.maximumOppositeMovement = maximumOppositeMovement
  }
}

// MARK: - Event processing

extension SwipeRecognizer {
  /// The verdict of the per-touch test.
  @usableFromInline
  enum Verdict {
    case pass(SwipeDirection)
    case fail(GestureFailureReason)
    case undecided

    /// This axis's verdict with `other`'s (`nil` when that axis is not tested): a
    /// pass on either passes (this one's first); a failure fails only when both
    /// fail, and reports this one's reason.
    @inlinable
    func combined(with other: Verdict?) -> Verdict {
      guard let other else { return self }
      switch (self, other) {
      case (.pass, _): return self
      case (_, .pass): return other
      case (.fail, .fail): return self
      case (.undecided, _), (_, .undecided): return .undecided
      }
    }
  }

  @inlinable
  mutating func _handle(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]) {
    // Fast path: after the gesture is decided, moves change nothing (only lifts matter).
    if _state.isTerminal && event.isOnlyMovement { return }
    let time = event.time
    let count = event.touches.count
    var moved = false
    var index = 0
    while index < count {
      let sample = event.touches[index]
      if sample.phase == .began && touches.index(ofTouch: sample.id) == nil && accepts(index) {
        if touches.isEmpty && _state == .possible {
          startTime = time
          startCentroid = nil
          markedFailure = nil
        }
        touches.append(SwipeTouch(id: sample.id, start: sample.location, location: sample.location, previous: sample.location, previousTime: time))
        lastLocation = sample.location
        if _state == .possible {
          if touches.count > numberOfTouchesRequired {
            markedFailure = markedFailure ?? .tooManyTouches(count: touches.count, allowed: numberOfTouchesRequired)
          } else if touches.count == numberOfTouchesRequired && startCentroid == nil {
            startCentroid = Self.centroid(of: touches) { $0.start }
          }
        }
      }
      index += 1
    }
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase == .moved || sample.phase == .stationary, let i = touches.index(ofTouch: sample.id) else { continue }
      touches[i].location = sample.location
      lastLocation = sample.location
      moved = true
    }
    if moved && _state == .possible { test(at: time, into: &outputs) }
    if moved {
      var i = 0
      while i < touches.count {
        touches[i].previous = touches[i].location
        touches[i].previousTime = time
        i += 1
      }
    }
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase.isEnd, let i = touches.index(ofTouch: sample.id) else { continue }
      touches.remove(at: i)
      guard _state == .possible else { continue }
      let reason: GestureFailureReason = sample.phase == .cancelled ? .touchCancelled : .liftedEarly
      if touches.isEmpty {
        fail(at: time, markedFailure ?? reason, into: &outputs)
      } else {
        markedFailure = markedFailure ?? reason
      }
    }
  }

  /// The timeout and the per-touch test at a move event.
  @inlinable
  mutating func test(at time: Double, into outputs: inout [GestureOutput]) {
    let elapsed = time - startTime
    if elapsed > maximumDuration {
      fail(at: time, .tooSlow(elapsed: elapsed, allowed: maximumDuration), into: &outputs)
      return
    }
    if markedFailure != nil { return }
    let t = Swift.min(elapsed, Self.decayTimeLimit)
    let decayMin = 1 - t * (1 - rateOfMinimumMovementDecay)
    let decayMax = 1 - t * (1 - rateOfMaximumMovementDecay)
    var allPass = touches.count == numberOfTouchesRequired
    var passed: SwipeDirection = []
    var i = 0
    while i < touches.count {
      switch verdict(touches[i], at: time, decayMin: decayMin, decayMax: decayMax) {
      case .fail(let reason):
        fail(at: time, reason, into: &outputs)
        return
      case .pass(let direction):
        if passed.isEmpty { passed = direction }
      case .undecided:
        allPass = false
      }
      i += 1
    }
    if allPass {
      _state = .ended
      var out = output(.ended, at: time)
      out.direction = passed
      outputs.append(out)
    }
  }

  /// The per-touch test for `touch` (see the type's documentation).
  @inlinable
  func verdict(_ touch: SwipeTouch, at time: Double, decayMin: Double, decayMax: Double) -> Verdict {
    let d = touch.location - touch.start
    let dt = Swift.max(time - touch.previousTime, Self.minimumRateTimeStep)
    let minP = minimumPrimaryMovement * decayMin
    let maxP = maximumPrimaryMovement.isFinite ? maximumPrimaryMovement * decayMax : maximumPrimaryMovement
    let minS = minimumSecondaryMovement * decayMin
    let maxS = maximumSecondaryMovement.isFinite ? maximumSecondaryMovement * decayMax : maximumSecondaryMovement
    // Opposite movement, per axis with one direction.
    let horizontal = direction.intersection([.right, .left])
    let vertical = direction.intersection([.up, .down])
    if horizontal == .right && d.dx < -maximumOppositeMovement {
      return .fail(.oppositeMovement(distance: -d.dx, allowed: maximumOppositeMovement))
    }
    if horizontal == .left && d.dx > maximumOppositeMovement {
      return .fail(.oppositeMovement(distance: d.dx, allowed: maximumOppositeMovement))
    }
    if vertical == .down && d.dy < -maximumOppositeMovement {
      return .fail(.oppositeMovement(distance: -d.dy, allowed: maximumOppositeMovement))
    }
    if vertical == .up && d.dy > maximumOppositeMovement {
      return .fail(.oppositeMovement(distance: d.dy, allowed: maximumOppositeMovement))
    }
    // Each axis with a direction in the set (`nil`: not tested).
    let bounds = (minP: minP, maxP: maxP, minS: minS, maxS: maxS)
    let horizontalVerdict = horizontal.isEmpty ? nil : axisVerdict(
      along: abs(d.dx), across: abs(d.dy), speed: abs(touch.location.x - touch.previous.x) / dt, bounds,
      passing: d.dx >= 0 ? .right : .left)
    let verticalVerdict = vertical.isEmpty ? nil : axisVerdict(
      along: abs(d.dy), across: abs(d.dx), speed: abs(touch.location.y - touch.previous.y) / dt, bounds,
      passing: d.dy >= 0 ? .down : .up)
    if let horizontalVerdict { return horizontalVerdict.combined(with: verticalVerdict) }
    return verticalVerdict ?? .undecided
  }

  /// The per-touch test along one axis: the movement `along` it (primary) and
  /// `across` it (secondary), in points, against the decayed `bounds`, and the
  /// primary `speed`, in points per second, against `minimumPrimaryMovementRate`;
  /// a pass is toward `direction`.
  @inlinable
  func axisVerdict(
    along primary: Double, across secondary: Double, speed: Double,
    _ bounds: (minP: Double, maxP: Double, minS: Double, maxS: Double), passing direction: SwipeDirection
  ) -> Verdict {
    if primary > bounds.maxP { return .fail(.beyondMovementBound(distance: primary, allowed: bounds.maxP)) }
    if secondary > bounds.maxS { return .fail(.beyondMovementBound(distance: secondary, allowed: bounds.maxS)) }
    if primary >= bounds.minP && secondary >= bounds.minS && speed >= minimumPrimaryMovementRate {
      return .pass(direction)
    }
    return .undecided
  }

  /// The centroid of `touches` by `point`.
  @inlinable
  static func centroid(of touches: [SwipeTouch], _ point: (SwipeTouch) -> Point) -> Point? {
    if touches.isEmpty { return nil }
    var x = 0.0
    var y = 0.0
    for touch in touches {
      let p = point(touch)
      x += p.x
      y += p.y
    }
    return Point(x: x / Double(touches.count), y: y / Double(touches.count))
  }

  /// An output at the start centroid (or, before all fingers were down, the first
  /// fingers' start centroid, else the latest location).
  @inlinable
  func output(_ state: GestureState, at time: Double) -> GestureOutput {
    GestureOutput(
      recognizer: id, state: state, time: time,
      location: startCentroid ?? Self.centroid(of: touches) { $0.start } ?? lastLocation,
      numberOfTouches: numberOfTouchesRequired)
  }

  @inlinable
  mutating func _resetIfFinished() {
    guard _state.isTerminal && touches.isEmpty else { return }
    _state = .possible
    startCentroid = nil
    markedFailure = nil
  }
}
