import ScrollPhysics

/// A continuous rotation recognizer, modelled on `UIRotationGestureRecognizer` (its
/// driver and the transform analyzer, read from the public UIKitCore decompilation for
/// iOS 26.1; docs/recognizers.md, "Pinch and rotation").
///
/// Transitions:
///
/// | State          | Event                                                                    | Next      | Output    |
/// |----------------|--------------------------------------------------------------------------|-----------|-----------|
/// | possible       | two fingers down, one moved, the angle past the threshold, rotation dominant | began | began     |
/// | possible       | the last finger lifted, or a tracked finger was cancelled                | failed    | failed    |
/// | began, changed | a tracked finger moved                                                    | changed   | changed   |
/// | began, changed | the last finger lifted                                                    | ended     | ended     |
/// | began, changed | a tracked finger was cancelled                                            | cancelled | cancelled |
/// | began, changed | a finger lands or lifts, at least one stays, nothing moved                | (same)    | none      |
/// | ended, cancelled, failed | the last tracked finger lifted (or none left)                   | possible  | none      |
///
/// **Angle.** The pair's angle is θ = atan2(y₀ − y₁, x₁ − x₀) from its first finger to
/// its second (y down), so `rotation = θ_initial − θ + 2π·turns` is positive clockwise
/// on screen. Between two events the angle may jump by 2π as it crosses ±π: a jump of
/// more than π/2 counts a turn, so the rotation runs on without wrapping. The pair is
/// the two fingers down when the second landed (the first landed first); when a finger
/// lands to make two again, the pair is re-formed and the rotation continues.
///
/// **Threshold.** While possible, the pinch of the pair grows the threshold:
/// `minimumHysteresisDegrees + (maximumHysteresisDegrees − minimumHysteresisDegrees)·√min(|d − d₀|/d₀, 1)`
/// degrees (5°–10°), converted with UIKit's factor 0.017453 and rounded to single
/// precision. Past it, the initial angle moves by the threshold toward the current
/// one (the hysteresis is removed) and the recognizer begins if the transform
/// analyzer (with `weights`) says the rotation dominates at that event. Afterwards,
/// the rotation changes only while the rotation dominates; otherwise the initial angle
/// absorbs the change (the rotation freezes) and the velocity is 0. Both are applied
/// against the angle of the previous applied event, as UIKit does: a crossing of the
/// threshold while the rotation does not dominate leaves the rotation at minus the
/// threshold (docs/recognizers.md).
///
/// **Velocity** (radians per second): Δrotation / Δt over the events applied (Δt from
/// the pair's touch-down at the begin); a zero Δt keeps the previous value. Reported
/// as `0.75·v_prev + 0.25·v` when the previous v is not zero, else v.
///
/// Samples of an event are applied in UIKit's order: every `began`, then every
/// `moved`/`stationary`, then every `ended`, then every `cancelled`. A sample that does
/// not change a finger's location is not a move.
@usableFromInline package struct RotationRecognizer: GestureRecognizer {
  /// The identifier stamped on this recognizer's outputs. A `GestureArena` replaces
  /// it when the recognizer is added.
  @usableFromInline package var id: GestureRecognizerID
  /// The threshold, in degrees, when the fingers' distance has not changed. Default 5°,
  /// UIKit's [code] (1° for a trackpad's pointer touches, which traces do not have).
  @usableFromInline package let minimumHysteresisDegrees: Double
  /// The threshold, in degrees, once the distance has changed by its initial value or
  /// more. Default 10°, UIKit's [code].
  @usableFromInline package let maximumHysteresisDegrees: Double
  /// The weights of the transform analyzer's dominance test before the begin. Default
  /// `.rotationRecognizer` (translation 0.25, pinch 0.25, rotation 1), UIKit's.
  @usableFromInline package let weights: TransformWeights
  /// The rotation's weight after the begin. Default 1, UIKit's [code] (its private
  /// post-recognition weight).
  @usableFromInline package let rotationWeightAfterBegin: Double

  @usableFromInline var _state: GestureState = .possible
  /// The tracked fingers, in the order they landed.
  @usableFromInline var touches: [TrackedTouch] = []
  /// The pair whose angle is measured, with the locations last seen (a finger of the
  /// pair that lifted while others stayed keeps its last location, as in UIKit).
  @usableFromInline var pair: (first: TrackedTouch, second: TrackedTouch)?
  /// The centroid of `touches` (or where the last fingers were before they lifted).
  @usableFromInline var centroid: Point = .zero
  /// θ_initial and θ (the angle at the last applied event), in radians.
  @usableFromInline var initialAngle = 0.0
  @usableFromInline var currentAngle = 0.0
  /// Whole turns counted.
  @usableFromInline var turns = 0
  /// The pair's distance when it formed, in points.
  @usableFromInline var initialDistance = 0.0
  /// When an angle was last applied (or the pair formed), in seconds.
  @usableFromInline var lastTouchTime = 0.0
  /// The latest Δrotation / Δt, and the one before, in radians per second.
  @usableFromInline var rates = TransformVelocity()
  @usableFromInline var analyzer: TransformAnalyzer

  /// UIKit's degrees-to-radians factor for the threshold [code] (slightly below π/180).
  @usableFromInline static let radiansPerDegree = 0.017453

  /// Creates a rotation recognizer in the `possible` state.
  ///
  /// - Parameters:
  ///   - id: The identifier stamped on outputs. Default 0.
  ///   - minimumHysteresisDegrees: Degrees, finite and non-negative. Default 5.
  ///   - maximumHysteresisDegrees: Degrees, finite, at least the minimum. Default 10.
  ///   - weights: Default `.rotationRecognizer`.
  ///   - rotationWeightAfterBegin: Finite and non-negative. Default 1.
  /// - Precondition: the ranges above (programmer errors).
  @usableFromInline package init(
    id: GestureRecognizerID = 0,
    minimumHysteresisDegrees: Double = 5,
    maximumHysteresisDegrees: Double = 10,
    weights: TransformWeights = .rotationRecognizer,
    rotationWeightAfterBegin: Double = 1
  ) {
    precondition(
      minimumHysteresisDegrees.isFinite && minimumHysteresisDegrees >= 0,
      "RotationRecognizer: minimumHysteresisDegrees must be finite and non-negative")
    precondition(
      maximumHysteresisDegrees.isFinite && maximumHysteresisDegrees >= minimumHysteresisDegrees,
      "RotationRecognizer: maximumHysteresisDegrees must be finite and at least minimumHysteresisDegrees")
    precondition(
      rotationWeightAfterBegin.isFinite && rotationWeightAfterBegin >= 0,
      "RotationRecognizer: rotationWeightAfterBegin must be finite and non-negative")
    self.id = id
    self.minimumHysteresisDegrees = minimumHysteresisDegrees
    self.maximumHysteresisDegrees = maximumHysteresisDegrees
    self.weights = weights
    self.rotationWeightAfterBegin = rotationWeightAfterBegin
    self.analyzer = TransformAnalyzer(weights: weights)
  }

  /// The rotation, in radians, clockwise on screen positive, whole turns included:
  /// `UIRotationGestureRecognizer.rotation`.
  @inlinable
  package var rotation: Double { initialAngle - currentAngle + Double(turns) * (2 * Double.pi) }

  /// Sets the rotation, as assigning `UIRotationGestureRecognizer.rotation` does (for
  /// example to 0 after applying it, for incremental rotation): the rotation continues
  /// from `radians` at the current angle.
  /// - Precondition: `radians` is finite (a programmer error).
  @inlinable
  package mutating func setRotation(_ radians: Double) {
    precondition(radians.isFinite, "RotationRecognizer: a rotation must be finite")
    initialAngle = currentAngle + radians
    turns = 0
    normalizeInitialAngle()
  }
}

// MARK: - Event processing

extension RotationRecognizer {
  /// The rotation and its velocity, as an output reports them.
  @inlinable
  var transform: GestureTransform { .rotation(radians: rotation, velocity: velocity) }

  /// UIKit's `reset` of what only a rotation keeps: angles and turns 0, the pair
  /// forgotten, the analyzer's rotation weight back to the one before the begin.
  @inlinable
  mutating func forgetTransform() {
    initialAngle = 0
    currentAngle = 0
    turns = 0
    pair = nil
    analyzer.weights.rotation = weights.rotation
  }

  /// The gesture finishes when no finger is left, or when any tracked finger is
  /// cancelled.
  @inlinable
  func liftFinishes(cancelled: Bool) -> Bool {
    cancelled || touches.isEmpty
  }

  /// The pair follows its fingers while they are tracked.
  @inlinable
  mutating func trackedTouchMoved(_ id: Int, to location: Point) {
    if let p = pair {
      if p.first.id == id { pair?.first.location = location }
      if p.second.id == id { pair?.second.location = location }
    }
  }

  /// The angle from `a` to `b`, in radians (y down): atan2(a.y − b.y, b.x − a.x).
  @inlinable
  static func angle(from a: Point, to b: Point) -> Double {
    Elementary.atan2(a.y - b.y, b.x - a.x)
  }

  /// Brings the initial angle into −π…π, counting the whole turns it loses or gains
  /// (the rotation does not change).
  @inlinable
  mutating func normalizeInitialAngle() {
    while initialAngle > Double.pi {
      turns += 1
      initialAngle -= 2 * Double.pi
    }
    while initialAngle < -Double.pi {
      turns -= 1
      initialAngle += 2 * Double.pi
    }
  }

  /// The pair formed (UIKit's `touchesBegan` with two active touches): the rotation
  /// continues from here.
  @inlinable
  mutating func pairFormed(at time: Double) {
    let first = touches[0]
    let second = touches[1]
    pair = (first, second)
    lastTouchTime = time
    initialDistance = (second.location - first.location).length
    let angle = Self.angle(from: first.location, to: second.location)
    initialAngle = angle + initialAngle - currentAngle
    currentAngle = angle
    normalizeInitialAngle()
  }

  /// Two fingers moved (UIKit's `touchesMoved` with two active touches).
  @inlinable
  mutating func pairMoved(at time: Double, into outputs: inout [GestureOutput]) {
    guard let pair else { return }
    let angle = Self.angle(from: pair.first.location, to: pair.second.location)
    let previousAngle = currentAngle
    let previousTurns = turns
    let change = angle - previousAngle
    let previousTime = lastTouchTime
    analyzer.analyze(touches)
    if abs(change) > Double.pi / 2 {
      turns += change >= 0 ? 1 : -1
    }
    switch _state {
    case .possible:
      let distance = touches.distanceBetweenFirstTwo
      let growth = Double.minimum(abs((distance - initialDistance) / initialDistance), 1).squareRoot()
      let degrees = growth * (maximumHysteresisDegrees - minimumHysteresisDegrees) + minimumHysteresisDegrees
      let threshold = Double(Float(Double(Float(degrees)) * Self.radiansPerDegree))
      guard abs(initialAngle - angle) > threshold else { return }
      initialAngle -= initialAngle <= angle ? -threshold : threshold
    case .began, .changed:
      break
    case .ended, .cancelled, .failed:
      return
    }
    rates.startEvent()
    lastTouchTime = time
    currentAngle = angle
    if analyzer.dominant == .rotation {
      let step = time - previousTime
      if step > 0 {
        rates.latest = (previousAngle - angle + Double(turns - previousTurns) * (2 * Double.pi)) / step
      }
      if _state == .possible {
        _state = .began
        analyzer.weights.rotation = rotationWeightAfterBegin
        outputs.append(output(.began, at: time))
      }
    } else {
      initialAngle += change
      rates.latest = 0
    }
  }
}
