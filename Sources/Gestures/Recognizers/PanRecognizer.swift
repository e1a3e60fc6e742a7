import ScrollPhysics

/// A continuous pan recognizer, modelled on `UIPanGestureRecognizer`.
///
/// Transitions (one event may cause at most one):
///
/// | State              | Event                                                        | Next      | Output    |
/// |--------------------|--------------------------------------------------------------|-----------|-----------|
/// | possible           | the first touch down, `tracksImmediately` set                 | began     | began     |
/// | possible           | a touch moved, ≥ minimum touches, hysteresis exceeded         | began     | began     |
/// | possible           | a tracked touch cancelled                                    | failed    | failed    |
/// | possible           | the last tracked touch lifted                                | failed    | failed    |
/// | possible           | a touch beyond the maximum begins (`failsPastMaximum…`)       | failed    | failed    |
/// | began, changed     | a tracked touch moved                                        | changed   | changed   |
/// | began, changed     | a tracked touch cancelled                                    | cancelled | cancelled |
/// | began, changed     | the last tracked touch lifted                                | ended     | ended     |
/// | began, changed     | a finger lands or lifts (others stay), nothing moved          | (same)    | none      |
/// | ended, cancelled, failed | the last tracked touch lifted (or none left)            | possible  | none      |
///
/// **Translation** (points, screen coordinates) follows the centroid of the tracked
/// touches. When a finger lands or lifts, the centroid jumps; the pan shifts its origin
/// by the same amount, so the translation does not jump (as UIKit's
/// `_touchesListChangedFrom:to:` does). What the first `began` reports depends on
/// `initialTranslation`.
///
/// **Velocity** (points per second, screen coordinates) comes from `Estimator`, fed
/// one sample per event: the position of a virtual finger that moves with the centroid
/// but not with its jumps (so the estimator never sees a finger land or lift). It gets
/// a sample when the gesture's first finger goes down and after every event in which a
/// tracked finger moved; not for stationary fingers or a lift (UIKit's `touchesEnded`
/// adds no sample: where a finger lifts changes neither the translation nor the
/// velocity). It is reset when the first finger of a new gesture goes down.
///
/// **Touches.** Samples of an event are applied in UIKit's order: every `began`, then
/// every `moved`/`stationary`, then every `ended`/`cancelled` (UIKit calls
/// `touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled` in that order).
/// A lift at a new location is a lift where the finger last moved. Beyond `maximumNumberOfTouches`,
/// a new touch is ignored; if `failsPastMaximumNumberOfTouches` and the pan is still
/// `possible`, it fails instead (UIKit's `failsPastMaxTouches`). A `cancelled` touch
/// cancels a pan that began, or fails one that had not (UIKit does this only when the
/// last touch goes; the system normally cancels every touch at once, so the difference
/// rarely shows). The pan never begins on a lift: it can only begin while a finger is
/// down, after a move.
@usableFromInline package struct PanRecognizer<Estimator: VelocityEstimator>: GestureRecognizer {
  /// The identifier stamped on this recognizer's outputs. A `GestureArena` replaces
  /// it when the recognizer is added.
  @usableFromInline package var id: GestureRecognizerID
  /// The movement, in points, the touches must make from where they went down before
  /// the pan begins. Default 10 points: UIKit does not publish it (docs/sources.md, "Gesture recognizers" rates
  /// it folklore); public decompilations show `+[UIPanGestureRecognizer
  /// _defaultHysteresis]` returning 10.
  @usableFromInline package let hysteresis: Double
  /// How the movement is compared with `hysteresis`. Default `.perAxis` (UIKit). A
  /// scroll view's pan follows its content: a zoom changes the axes it can scroll.
  @usableFromInline package var hysteresisMetric: PanHysteresisMetric
  /// The fewest touches that can begin the pan. Default 1, as UIKit.
  @usableFromInline package let minimumNumberOfTouches: Int
  /// The most touches the pan tracks. Default `Int.max` (UIKit: `NSUIntegerMax`-like).
  @usableFromInline package let maximumNumberOfTouches: Int
  /// Whether a touch beyond `maximumNumberOfTouches` fails a pan that has not begun
  /// (otherwise it is ignored). Default true, as UIKit's `UIPanGestureRecognizer`
  /// (public decompilations; `UIScrollView`'s pan sets it to false).
  @usableFromInline package let failsPastMaximumNumberOfTouches: Bool
  /// What the translation is at `began`. Default `.hysteresisRemoved` (UIKit).
  @usableFromInline package let initialTranslation: PanInitialTranslation
  /// Which outputs carry a velocity. Default `.everyOutput`.
  @usableFromInline package let velocityReporting: PanVelocityReporting

  @usableFromInline var estimator: Estimator
  @usableFromInline var _state: GestureState = .possible
  /// The tracked fingers with their latest locations (with exactly one finger, its
  /// location is `centroid`, and the stored one may lag until the next event that is
  /// not a plain move of that finger).
  @usableFromInline var touches: [TrackedTouch] = []
  /// The centroid of `touches` (or where the last finger lifted), in screen points.
  @usableFromInline var centroid: Point = .zero
  /// The sum of the centroid's jumps caused by fingers landing or lifting, in points.
  @usableFromInline var rebase: Vector = .zero
  /// The virtual finger position from which the translation is measured.
  @usableFromInline var translationOrigin: Point = .zero
  @usableFromInline var _lastMovementTime: Double?
  @usableFromInline var _lastMovementLocation: Point?
  /// Whether the next gesture begins at its first touch-down (see
  /// ``tracksImmediately``).
  @usableFromInline var _tracksImmediately = false
  /// Whether the gesture began at its touch-down and the fingers have not yet
  /// moved past the hysteresis: the translation and the velocity read zero.
  @usableFromInline var _caught = false
  /// A scroll view's begin rule in a hierarchy (``beginRule``), or nil.
  @usableFromInline var _beginRule: ScrollPanBeginRule?

  /// Creates a pan recognizer in the `possible` state.
  ///
  /// - Parameters:
  ///   - id: The identifier stamped on outputs. Default 0.
  ///   - estimator: The velocity estimator, in its initial state.
  ///   - hysteresis: Points; finite and non-negative. Default 10.
  ///   - hysteresisMetric: Default `.perAxis`.
  ///   - minimumNumberOfTouches: At least 1. Default 1.
  ///   - maximumNumberOfTouches: At least `minimumNumberOfTouches`. Default `Int.max`.
  ///   - failsPastMaximumNumberOfTouches: Default true.
  ///   - initialTranslation: Default `.hysteresisRemoved`.
  ///   - velocityReporting: Default `.everyOutput`.
  /// - Precondition: the ranges above (programmer errors).
  @usableFromInline package init(
    id: GestureRecognizerID = 0,
    estimator: Estimator,
    hysteresis: Double = 10,
    hysteresisMetric: PanHysteresisMetric = .perAxis,
    minimumNumberOfTouches: Int = 1,
    maximumNumberOfTouches: Int = .max,
    failsPastMaximumNumberOfTouches: Bool = true,
    initialTranslation: PanInitialTranslation = .hysteresisRemoved,
    velocityReporting: PanVelocityReporting = .everyOutput
  ) {
    precondition(hysteresis.isFinite && hysteresis >= 0, "PanRecognizer: hysteresis must be finite and non-negative")
    precondition(minimumNumberOfTouches >= 1, "PanRecognizer: minimumNumberOfTouches must be at least 1")
    precondition(maximumNumberOfTouches >= minimumNumberOfTouches, "PanRecognizer: maximumNumberOfTouches must be at least minimumNumberOfTouches")
    self.id = id
    self.estimator = estimator
    self.hysteresis = hysteresis
    self.hysteresisMetric = hysteresisMetric
    self.minimumNumberOfTouches = minimumNumberOfTouches
    self.maximumNumberOfTouches = maximumNumberOfTouches
    self.failsPastMaximumNumberOfTouches = failsPastMaximumNumberOfTouches
    self.initialTranslation = initialTranslation
    self.velocityReporting = velocityReporting
  }

  /// The translation, in points, in screen coordinates (see the type's documentation);
  /// zero while a gesture that began at its touch-down has not moved past the
  /// hysteresis (``tracksImmediately``).
  @inlinable
  package var translation: Vector { _caught ? .zero : (centroid - rebase) - translationOrigin }

  /// Whether the pan's next gesture begins at its first touch-down, as UIKit's
  /// scroll-view pan does on a scroll view that is decelerating (it catches the
  /// motion: `_shouldTrackImmediatelyWhileDecelerating`, read from the public
  /// decompilation of UIKitCore for iOS 26.1). Such a gesture reports `began` with
  /// a zero translation at the touch-down; its translation and velocity read zero
  /// until the fingers move past the hysteresis (moves within it report nothing),
  /// and from then on it is an ordinary pan whose translation has the hysteresis
  /// removed. Lifting before that ends it with a zero velocity. The flag applies to
  /// the next first touch-down and is cleared by it. Default false.
  @inlinable
  package var tracksImmediately: Bool {
    get { _tracksImmediately }
    set { _tracksImmediately = newValue }
  }

  /// When a scroll view's pan in a hierarchy may begin beyond its hysteresis: the
  /// axes its scroll view can scroll, the directional lock and the transfer to the
  /// parent scroll view (``ScrollPanBeginRule``). Nil (the default): the hysteresis
  /// alone decides.
  package var beginRule: ScrollPanBeginRule? {
    get { _beginRule }
    set { _beginRule = newValue }
  }

  /// The centroid of the tracked touches, in screen points; after the last finger
  /// lifted, where it lifted.
  @inlinable
  package var location: Point { centroid }

  /// How many touches the pan tracks now.
  @inlinable
  package var numberOfTouches: Int { touches.count }

  /// When a tracked finger last moved (or, before any move, when the gesture's first
  /// finger went down), in seconds; `nil` before the first gesture. Kept after the
  /// gesture ends until the next one starts, for a rest-before-lift rule.
  @inlinable
  package var lastMovementTime: Double? { _lastMovementTime }

  /// Where the centroid was at `lastMovementTime`, in screen points; `nil` before the
  /// first gesture.
  @inlinable
  package var lastMovementLocation: Point? { _lastMovementLocation }

  /// The estimator's velocity at `time` (seconds, not before the last sample), in
  /// points per second, or `nil` when it has no estimate.
  @inlinable
  package func velocity(at time: Double) -> Vector? {
    _caught ? .zero : estimator.velocity(at: time)
  }

  /// The estimator's velocity before its blend at `time` (seconds), in points per
  /// second (``VelocityEstimator/velocityBeforeBlend(at:)``): for a scroll view's pan,
  /// `velocity(in:)` before the release blend, which UIKit's paging rule reads.
  @inlinable
  package func velocityBeforeBlend(at time: Double) -> Vector? {
    _caught ? .zero : estimator.velocityBeforeBlend(at: time)
  }
}

// MARK: - Event processing

extension PanRecognizer {
  /// Applies `event`, accepting a beginning touch only when `accepts` returns true for
  /// its index in `event.touches`; does not reset a finished gesture (the caller does,
  /// at the end of the event).
  @inlinable
  mutating func _handle(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]) {
    let count = event.touches.count
    // Fast path: one finger tracked and one sample that moves it. With one finger, the
    // centroid is its location; `touches[0].location` is brought up to date lazily,
    // below, before anything else reads it.
    if count == 1 && touches.count == 1 {
      let sample = event.touches[0]
      if (sample.phase == .moved || sample.phase == .stationary) && sample.id == touches[0].id {
        if sample.location != centroid {
          centroid = sample.location
          finish(at: event.time, moved: true, lifted: false, cancelled: false, into: &outputs)
        }
        return
      }
    }
    if touches.count == 1 { touches[0].location = centroid }

    let time = event.time
    var moved = false
    var lifted = false
    var cancelled = false

    // touchesBegan
    var index = 0
    while index < count {
      let sample = event.touches[index]
      if sample.phase == .began && touches.index(ofTouch: sample.id) == nil && accepts(index) {
        if touches.count >= maximumNumberOfTouches {
          if failsPastMaximumNumberOfTouches && _state == .possible {
            fail(at: time, .tooManyTouches(count: touches.count + 1, allowed: maximumNumberOfTouches), into: &outputs)
          }
        } else if touches.isEmpty && _state == .possible {
          // The first finger of a new gesture.
          touches.append(TrackedTouch(id: sample.id, location: sample.location))
          centroid = sample.location
          rebase = .zero
          translationOrigin = sample.location
          estimator.reset()
          estimator.addSample(time: time, position: sample.location)
          _lastMovementTime = time
          _lastMovementLocation = sample.location
          _caught = _tracksImmediately
          _tracksImmediately = false
          if _caught {
            _state = .began
            outputs.append(output(.began, at: time, velocity: .zero))
          }
        } else {
          let before = touches.centroid ?? sample.location
          touches.append(TrackedTouch(id: sample.id, location: sample.location))
          shiftOrigin(from: before)
        }
      }
      index += 1
    }

    // touchesMoved
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase == .moved || sample.phase == .stationary else { continue }
      if touches.move(sample) { moved = true }
    }

    // touchesEnded / touchesCancelled: no sample, the finger counts where it last moved
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase.isEnd else { continue }
      if let i = touches.index(ofTouch: sample.id) {
        if sample.phase == .cancelled { cancelled = true }
        lifted = true
        let before = touches.centroid ?? centroid
        touches.remove(at: i)
        if touches.isEmpty {
          centroid = before
        } else {
          shiftOrigin(from: before)
        }
      }
    }

    if moved, let c = touches.centroid { centroid = c }
    finish(at: time, moved: moved, lifted: lifted, cancelled: cancelled, into: &outputs)
  }

  /// After an event's samples are applied: feeds the estimator if something moved and
  /// makes the transition, if any.
  @inlinable
  mutating func finish(at time: Double, moved: Bool, lifted: Bool, cancelled: Bool, into outputs: inout [GestureOutput]) {
    if moved && (_state == .possible || _state == .began || _state == .changed) {
      estimator.addSample(time: time, position: centroid - rebase)
      _lastMovementTime = time
      _lastMovementLocation = centroid
    }

    switch _state {
    case .possible:
      if cancelled || (lifted && touches.isEmpty) {
        fail(at: time, cancelled ? .touchCancelled : .liftedEarly, into: &outputs)
      } else if moved && touches.count >= minimumNumberOfTouches && mayBegin(translation) {
        applyInitialTranslation()
        _state = .began
        outputs.append(output(.began, at: time, velocity: reportedVelocity(for: .began, at: time)))
      }
    case .began, .changed:
      if _caught && moved && !cancelled && !touches.isEmpty {
        // A caught gesture moves on only past the hysteresis, which is then removed.
        guard mayBegin((centroid - rebase) - translationOrigin) else { return }
        _caught = false
        applyInitialTranslation()
      }
      if cancelled {
        _state = .cancelled
        outputs.append(output(.cancelled, at: time, velocity: reportedVelocity(for: .cancelled, at: time)))
      } else if touches.isEmpty {
        _state = .ended
        outputs.append(output(.ended, at: time, velocity: reportedVelocity(for: .ended, at: time)))
      } else if moved {
        _state = .changed
        outputs.append(output(.changed, at: time, velocity: reportedVelocity(for: .changed, at: time)))
      }
    case .ended, .cancelled, .failed:
      // Waiting for the remaining touches to lift; they change nothing.
      break
    }
  }

  /// Moves the translation origin by the centroid's jump from `before` to the new
  /// centroid of `touches`, so the translation stays the same.
  @inlinable
  mutating func shiftOrigin(from before: Point) {
    let after = touches.centroid ?? before
    rebase = rebase + (after - before)
    centroid = after
  }

  /// Whether `translation` (points) exceeds the hysteresis under `hysteresisMetric`.
  @inlinable
  func exceedsHysteresis(_ translation: Vector) -> Bool {
    switch hysteresisMetric {
    case .euclidean:
      return translation.dx * translation.dx + translation.dy * translation.dy > hysteresis * hysteresis
    case .perAxis:
      return abs(translation.dx) >= hysteresis || abs(translation.dy) >= hysteresis
    case .axes(let horizontal, let vertical):
      return (horizontal && abs(translation.dx) >= hysteresis) || (vertical && abs(translation.dy) >= hysteresis)
    }
  }

  /// Whether `translation` (points) may begin the pan: it exceeds the hysteresis and
  /// the begin rule, if any, allows it.
  @inlinable @inline(__always)
  func mayBegin(_ translation: Vector) -> Bool {
    guard exceedsHysteresis(translation) else { return false }
    guard let rule = _beginRule else { return true }
    return rule.allowsBegin(translation, hysteresis: hysteresis)
  }

  /// Moves the translation origin so the translation at `began` is what
  /// `initialTranslation` asks for.
  @inlinable
  mutating func applyInitialTranslation() {
    let position = centroid - rebase
    switch initialTranslation {
    case .fromTouchDown:
      break
    case .hysteresisRemoved:
      let t = translation
      let reduced = Vector(dx: Self.shrink(t.dx, by: hysteresis), dy: Self.shrink(t.dy, by: hysteresis))
      translationOrigin = position - reduced
    case .zero:
      translationOrigin = position
    }
  }

  /// `value` moved towards zero by `amount`, clamped at zero.
  @inlinable
  static func shrink(_ value: Double, by amount: Double) -> Double {
    if value > 0 { return max(value - amount, 0) }
    if value < 0 { return min(value + amount, 0) }
    return 0
  }

  /// The velocity to report with an output in `state`, per `velocityReporting`.
  @inlinable @inline(__always)
  func reportedVelocity(for state: GestureState, at time: Double) -> Vector? {
    if _caught { return .zero }
    switch velocityReporting {
    case .everyOutput:
      return estimator.velocity(at: time)
    case .terminalOnly:
      return state == .ended || state == .cancelled ? estimator.velocity(at: time) : nil
    }
  }

  /// An output with the current location, translation and touch count.
  @inlinable @inline(__always)
  func output(_ state: GestureState, at time: Double, velocity: Vector?) -> GestureOutput {
    GestureOutput(
      recognizer: id, state: state, time: time, location: centroid,
      translation: translation, velocity: velocity, numberOfTouches: touches.count)
  }

  /// Goes back to `possible` if the gesture is over and no tracked touch remains.
  @inlinable
  mutating func _resetIfFinished() {
    if _state.isTerminal && touches.isEmpty {
      _state = .possible
    }
  }
}

// MARK: - Arena hooks

extension PanRecognizer {
  /// Sets the translation to zero, as UIKit does when a pan begins after its failure
  /// requirements are met (`_willBeginAfterSatisfyingFailureRequirements`).
  @inlinable
  mutating func _zeroTranslation() {
    translationOrigin = centroid - rebase
  }

  /// The output the pan would report in `state` at `time`, with its current values
  /// (a failure carries no velocity).
  @inlinable
  func output(_ state: GestureState, at time: Double) -> GestureOutput {
    output(state, at: time, velocity: state == .failed ? nil : reportedVelocity(for: state, at: time))
  }
}
