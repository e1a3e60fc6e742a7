import ScrollPhysics

/// A continuous pinch recognizer, modelled on `UIPinchGestureRecognizer` (its driver
/// and the transform analyzer, read from the public UIKitCore decompilation for iOS
/// 26.1; docs/recognizers.md, "Pinch and rotation").
///
/// Transitions:
///
/// | State          | Event                                                                  | Next      | Output    |
/// |----------------|------------------------------------------------------------------------|-----------|-----------|
/// | possible       | two fingers down, one moved, \|d − d₀·s₀\| > `hysteresis`, past `scaleThreshold` | began | began |
/// | possible       | the last finger lifted or was cancelled                                 | failed    | failed    |
/// | began, changed | a tracked finger moved                                                  | changed   | changed   |
/// | began, changed | the last finger lifted                                                  | ended     | ended     |
/// | began, changed | the last finger was cancelled                                           | cancelled | cancelled |
/// | began, changed | a finger lands or lifts, at least one stays, nothing moved              | (same)    | none      |
/// | ended, cancelled, failed | the last tracked finger lifted (or none left)                 | possible  | none      |
///
/// With `endsOnSingleTouch`, "the last finger" above reads "all fingers but one".
///
/// **Scale** (unitless): `scale = d / d₀`, d the distance between the two fingers.
/// When the second finger lands (or a finger lands to make two again), d₀ = d / scale,
/// so the scale continues when a finger is replaced. The hysteresis is removed at the
/// begin: d₀ moves by `hysteresis / s₀` toward d (s₀ the scale when the pair formed),
/// so the first `began` reports about s₀·(1 ± a little), not a jump. The scale changes
/// only while the transform analyzer says the pinch dominates (with `weights`);
/// otherwise d₀ is re-based to d / scale, so the scale freezes and the velocity is 0.
/// The begin itself is not gated by dominance. With one finger left the pinch stays
/// active and keeps its scale and velocity (only moves of exactly two fingers change
/// them); with three or more nothing changes either.
///
/// **Velocity** (scale per second): v = Δscale / Δt over the events that applied a
/// scale. Δt runs from the pair's touch-down to the begin, so the `began` velocity is
/// the scale's change since the hysteresis was removed over the whole time since then.
/// A zero Δt uses the previous non-zero Δt, or `frameDuration`. The reported value is
/// `0.75·v_prev + 0.25·v` when the previous v is not zero, else v (UIKit's
/// `velocity`).
///
/// Samples of an event are applied in UIKit's order: every `began`, then every
/// `moved`/`stationary`, then every `ended`, then every `cancelled`. A sample that does
/// not change a finger's location is not a move.
@usableFromInline package struct PinchRecognizer: GestureRecognizer {
  /// The identifier stamped on this recognizer's outputs. A `GestureArena` replaces
  /// it when the recognizer is added.
  @usableFromInline package var id: GestureRecognizerID
  /// How far, in points, the fingers' distance must change from the touch-down before
  /// the pinch begins. Default 8 points, UIKit's [code] (2 points for a trackpad's
  /// pointer touches, which traces do not have).
  @usableFromInline package let hysteresis: Double
  /// A scale the pinch must pass before it begins: above it when greater than 1, below
  /// it when less than 1; 1 (the default, UIKit's) adds no condition.
  @usableFromInline package let scaleThreshold: Double
  /// Whether the pinch ends (or fails) when only one finger is left, instead of staying
  /// active. Default false, as UIKit (its private `_endsOnSingleTouch`).
  @usableFromInline package let endsOnSingleTouch: Bool
  /// The weights of the transform analyzer's dominance test. Default
  /// `.pinchRecognizer` (translation 0.5, pinch 4, rotation 0.5), UIKit's.
  @usableFromInline package let weights: TransformWeights
  /// The window's usable bounds, in screen points: the pinch begins only while both
  /// fingers are inside (UIKit checks `_usableBounds` of the window). `nil` (the
  /// default) checks nothing: a trace does not say where the window is.
  @usableFromInline package let usableBounds: Rect?
  /// The time step, in seconds, used for the velocity when two events share a time
  /// and no earlier step is known. UIKit uses the main screen's refresh interval;
  /// default 1/120 s (a 120 Hz display). Not sourced: see docs/sources.md.
  @usableFromInline package let frameDuration: Double

  @usableFromInline var _state: GestureState = .possible
  /// The tracked fingers, in the order they landed.
  @usableFromInline var touches: [TrackedTouch] = []
  /// The centroid of `touches` (or where the last fingers were before they lifted).
  @usableFromInline var centroid: Point = .zero
  /// The scale (UIKit's `transform.a`).
  @usableFromInline var _scale = 1.0
  /// The scale when the current pair formed (s₀).
  @usableFromInline var initialScale = 1.0
  /// d₀: the distance, in points, at which the scale would be 1.
  @usableFromInline var initialDistance = 0.0
  /// When a scale was last applied (or the pair formed), in seconds.
  @usableFromInline var lastEventTime = 0.0
  /// The latest Δscale / Δt, and the one before, in scale per second.
  @usableFromInline var rates = TransformVelocity()
  /// The latest non-zero Δt, in seconds (0 when none).
  @usableFromInline var lastNonZeroTimeStep = 0.0
  @usableFromInline var analyzer: TransformAnalyzer

  /// Creates a pinch recognizer in the `possible` state.
  ///
  /// - Parameters:
  ///   - id: The identifier stamped on outputs. Default 0.
  ///   - hysteresis: Points, finite and non-negative. Default 8.
  ///   - scaleThreshold: Finite and positive. Default 1 (no condition).
  ///   - endsOnSingleTouch: Default false.
  ///   - weights: Default `.pinchRecognizer`.
  ///   - usableBounds: Screen points, or `nil` (default) for no check.
  ///   - frameDuration: Seconds, finite and positive. Default 1/120.
  /// - Precondition: the ranges above (programmer errors).
  @usableFromInline package init(
    id: GestureRecognizerID = 0,
    hysteresis: Double = 8,
    scaleThreshold: Double = 1,
    endsOnSingleTouch: Bool = false,
    weights: TransformWeights = .pinchRecognizer,
    usableBounds: Rect? = nil,
    frameDuration: Double = 1.0 / 120
  ) {
    precondition(hysteresis.isFinite && hysteresis >= 0, "PinchRecognizer: hysteresis must be finite and non-negative")
    precondition(scaleThreshold.isFinite && scaleThreshold > 0, "PinchRecognizer: scaleThreshold must be finite and positive")
    precondition(frameDuration.isFinite && frameDuration > 0, "PinchRecognizer: frameDuration must be finite and positive")
    self.id = id
    self.hysteresis = hysteresis
    self.scaleThreshold = scaleThreshold
    self.endsOnSingleTouch = endsOnSingleTouch
    self.weights = weights
    self.usableBounds = usableBounds
    self.frameDuration = frameDuration
    self.analyzer = TransformAnalyzer(weights: weights)
  }

  /// The scale (unitless, 1 when no gesture has changed it): `UIPinchGestureRecognizer.scale`.
  @inlinable
  package var scale: Double { _scale }

  /// Sets the scale, as assigning `UIPinchGestureRecognizer.scale` does: while fingers
  /// are down, d₀ is re-based so that the scale continues from `scale` at the current
  /// distance (a scroll view sets it to its `zoomScale` at the pinch's `began`, so the
  /// zoom scale then follows zoomScale₀ · d / d_began).
  /// - Precondition: `scale` is finite and positive (a programmer error).
  @inlinable
  package mutating func setScale(_ scale: Double) {
    precondition(scale.isFinite && scale > 0, "PinchRecognizer: a scale must be finite and positive")
    if !touches.isEmpty {
      initialDistance = _scale * initialDistance / scale
    }
    initialScale = scale
    _scale = scale
  }
}

// MARK: - Event processing

extension PinchRecognizer {
  /// The scale and its velocity, as an output reports them.
  @inlinable
  var transform: GestureTransform { .pinch(scale: _scale, velocity: velocity) }

  /// UIKit's `reset` of what only a pinch keeps: scale 1, no time step known.
  @inlinable
  mutating func forgetTransform() {
    _scale = 1
    lastNonZeroTimeStep = 0
  }

  /// The gesture finishes when no finger is left, or one with `endsOnSingleTouch`
  /// (a lift and a cancellation alike).
  @inlinable
  func liftFinishes(cancelled: Bool) -> Bool {
    touches.isEmpty || (touches.count == 1 && endsOnSingleTouch)
  }

  /// Only the pair's distance matters, read from `touches`: nothing to follow.
  @inlinable
  func trackedTouchMoved(_ id: Int, to location: Point) {}

  /// The pair formed (UIKit's `touchesBegan` with two active touches): the scale
  /// continues from here.
  @inlinable
  mutating func pairFormed(at time: Double) {
    initialScale = _scale
    initialDistance = touches.distanceBetweenFirstTwo / initialScale
    lastEventTime = time
  }

  /// Two fingers moved (UIKit's `touchesMoved` with two active touches).
  @inlinable
  mutating func pairMoved(at time: Double, into outputs: inout [GestureOutput]) {
    let distance = touches.distanceBetweenFirstTwo
    analyzer.analyze(touches)
    switch _state {
    case .began, .changed:
      applyScale(distance / initialDistance, distance: distance, at: time, into: &outputs)
    case .possible:
      guard abs(initialDistance * initialScale - distance) > hysteresis, bothInsideUsableBounds else { return }
      // The hysteresis is removed: d₀ moves toward d (the test compares d₀, not d₀·s₀,
      // with d, as UIKit does).
      let shift = initialDistance > distance ? hysteresis : -hysteresis
      initialDistance -= shift / initialScale
      applyScale(distance / initialDistance, distance: distance, at: time, into: &outputs)
    case .ended, .cancelled, .failed:
      break
    }
  }

  /// Whether every tracked finger is inside `usableBounds` (true without bounds).
  @inlinable
  var bothInsideUsableBounds: Bool {
    guard let bounds = usableBounds else { return true }
    var i = 0
    while i < touches.count {
      if !bounds.contains(touches[i].location) { return false }
      i += 1
    }
    return true
  }

  /// UIKit's scale step: applies `newScale` if the pinch dominates (else re-bases d₀),
  /// updates the velocity, and begins a possible pinch unless `scaleThreshold` holds
  /// it back.
  @inlinable
  mutating func applyScale(_ newScale: Double, distance: Double, at time: Double, into outputs: inout [GestureOutput]) {
    let old = _scale
    let heldBack: Bool
    if scaleThreshold == 1 {
      heldBack = false
    } else if scaleThreshold > 1 {
      heldBack = newScale <= scaleThreshold
    } else {
      heldBack = newScale >= scaleThreshold
    }
    let previousTime = lastEventTime
    rates.startEvent()
    lastEventTime = time
    if analyzer.dominant == .pinch {
      _scale = newScale
      var step = time - previousTime
      if step > 0 {
        lastNonZeroTimeStep = step
      } else {
        step = step == 0 && lastNonZeroTimeStep > 0 ? lastNonZeroTimeStep : frameDuration
      }
      rates.latest = (newScale - old) / step
    } else {
      initialDistance = distance / old
      rates.latest = 0
    }
    if _state == .possible && !heldBack {
      _state = .began
      outputs.append(output(.began, at: time))
    }
  }
}
