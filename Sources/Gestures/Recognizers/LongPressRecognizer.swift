import ScrollPhysics

/// A continuous long-press recognizer, modelled on `UILongPressGestureRecognizer`.
///
/// Transitions:
///
/// | State          | Input                                                                    | Next      | Output    |
/// |----------------|--------------------------------------------------------------------------|-----------|-----------|
/// | possible       | time reached the press start + `minimumPressDuration`, required fingers down | began | began (at the deadline) |
/// | possible       | a move took the centroid more than `allowableMovement` from the start point | failed  | failed    |
/// | possible       | more fingers down than `numberOfTouchesRequired`                           | failed    | failed    |
/// | possible       | a tracked finger lifted or was cancelled                                   | failed    | failed    |
/// | possible       | the inner tap failed, or no press began within the tap interval after the last tap | failed | failed |
/// | began, changed | a tracked finger moved                                                     | changed   | changed   |
/// | began, changed | a tracked finger lifted                                                    | ended     | ended     |
/// | began, changed | a tracked finger was cancelled                                             | cancelled | cancelled |
/// | ended, cancelled, failed | the last tracked finger lifted (or none left)                    | possible  | none      |
///
/// The rules follow the public decompilation of UIKitCore for iOS 26.1
/// (`UILongPressGestureRecognizer`; docs/recognizers.md, "Long press"):
/// - The press starts in the event whose touch-down brings the fingers down to exactly
///   `numberOfTouchesRequired`: the **start point** is their centroid then, and the
///   gesture begins at that time + `minimumPressDuration`, with no movement needed.
///   The `began` output carries that deadline, not the time of the next event: an
///   arena or a scene lets time run to it with `advance(to:into:)`.
/// - Before it begins, the centroid may move up to `allowableMovement` from the start
///   point (Euclidean; strictly more fails). After it begins, movement never cancels.
/// - Fingers that land after it began are ignored.
/// - With `numberOfTapsRequired` > 0, the touches first make that many taps (an inner
///   `TapRecognizer`); the next touch-down must come before the last tap's lift +
///   `maximumIntervalBetweenSuccessiveTaps`, and it starts the press.
/// - **Velocity** (points per second): each move event more than 1 ms after the
///   previous sample gives a sample Δcentroid/Δt; the reported velocity is
///   0.25 × the latest sample + 0.75 × the one before (the latest alone while there is
///   only one; zero before any).
/// - **Translation**: the centroid minus the start point.
///
/// Samples of an event are applied in UIKit's order: `began`, then `moved`/`stationary`,
/// then `ended`/`cancelled`.
@usableFromInline package struct LongPressRecognizer: GestureRecognizer {
  /// The identifier stamped on this recognizer's outputs.
  @usableFromInline package var id: GestureRecognizerID
  /// How long the fingers must be held, in seconds. Default 0.5 s (UIKit's init).
  @usableFromInline package let minimumPressDuration: Double
  /// How far the centroid may move, in points, before the press begins. Default 10
  /// (UIKit's init). Negative or infinite disables the check, as UIKit.
  @usableFromInline package let allowableMovement: Double
  /// How many fingers must be down. Default 1.
  @usableFromInline package let numberOfTouchesRequired: Int
  /// How many taps come before the press. Default 0.
  @usableFromInline package let numberOfTapsRequired: Int
  /// With taps required: the longest wait, in seconds, from a lift to the next
  /// touch-down (between taps, and from the last tap to the press). Default 0.35 s,
  /// the tap recognizer's.
  @usableFromInline package let maximumIntervalBetweenSuccessiveTaps: Double

  @usableFromInline var _state: GestureState = .possible
  /// The fingers it follows, with their latest locations.
  @usableFromInline var touches: [TrackedTouch] = []
  /// The centroid when the press started, in screen points.
  @usableFromInline var startPoint: Point?
  /// When the press began, `minimumPressDuration` after it started, while `possible`.
  @usableFromInline var beginTime: Double?
  /// The inner tap, while taps are required and not yet all made.
  @usableFromInline var tap: TapRecognizer?
  /// Whether the required taps were made (the press may start).
  @usableFromInline var tapsDone = false
  /// Whether the inner tap takes part in a gesture (a finger down or a tap counted):
  /// kept as a flag so that reading it never copies the inner tap.
  @usableFromInline var tapBusy = false
  /// The lift of the last tap + the interval, while waiting for the press's touch-down.
  @usableFromInline var pressWindowEnd: Double?
  /// The latest centroid sampled for the velocity, and when.
  @usableFromInline var sampleLocation: Point = .zero
  @usableFromInline var sampleTime: Double = 0
  /// The latest and previous velocity samples, in points per second.
  @usableFromInline var latestVelocity: Vector?
  @usableFromInline var previousVelocity: Vector?
  /// Where the latest tracked sample was, in screen points.
  @usableFromInline var lastLocation: Point = .zero
  /// `nextDeadline`: the time, in seconds, at which time passing alone changes the
  /// recognizer: the press's begin while fingers are held; the inner tap's deadline;
  /// the end of the window for the press after the last tap; `nil` otherwise. Kept up
  /// to date by every mutation.
  @usableFromInline var _deadline: Double?
  /// Whether it takes no part in any gesture (`ArenaMember._isIdle`), kept up to date
  /// by every mutation (stored, so that an arena reads it without copying the
  /// recognizer and its inner tap).
  @usableFromInline var _isIdle = true

  /// Creates a long-press recognizer in the `possible` state.
  ///
  /// - Parameters:
  ///   - id: The identifier stamped on outputs. Default 0.
  ///   - minimumPressDuration: Seconds, finite (≤ 0 begins at the touch-down). Default 0.5.
  ///   - allowableMovement: Points. Default 10.
  ///   - numberOfTouchesRequired: At least 1. Default 1.
  ///   - numberOfTapsRequired: At least 0. Default 0.
  ///   - maximumIntervalBetweenSuccessiveTaps: Seconds, finite, non-negative. Default 0.35.
  /// - Precondition: the ranges above (programmer errors).
  @usableFromInline package init(
    id: GestureRecognizerID = 0,
    minimumPressDuration: Double = 0.5,
    allowableMovement: Double = 10,
    numberOfTouchesRequired: Int = 1,
    numberOfTapsRequired: Int = 0,
    maximumIntervalBetweenSuccessiveTaps: Double = 0.35
  ) {
    precondition(minimumPressDuration.isFinite, "LongPressRecognizer: minimumPressDuration must be finite")
    precondition(!allowableMovement.isNaN, "LongPressRecognizer: allowableMovement must be a number")
    precondition(numberOfTouchesRequired >= 1, "LongPressRecognizer: numberOfTouchesRequired must be at least 1")
    precondition(numberOfTapsRequired >= 0, "LongPressRecognizer: numberOfTapsRequired must be non-negative")
    precondition(
      maximumIntervalBetweenSuccessiveTaps.isFinite && maximumIntervalBetweenSuccessiveTaps >= 0,
      "LongPressRecognizer: maximumIntervalBetweenSuccessiveTaps must be finite and non-negative")
    self.id = id
    self.minimumPressDuration = minimumPressDuration
    self.allowableMovement = allowableMovement
    self.numberOfTouchesRequired = numberOfTouchesRequired
    self.numberOfTapsRequired = numberOfTapsRequired
    self.maximumIntervalBetweenSuccessiveTaps = maximumIntervalBetweenSuccessiveTaps
    self.tap = Self.innerTap(numberOfTapsRequired, numberOfTouchesRequired, maximumIntervalBetweenSuccessiveTaps)
  }

  /// The inner tap recognizer for `taps` taps (none for 0). Its allowable movement is
  /// UIKit's tap default, 45 pt.
  @usableFromInline
  static func innerTap(_ taps: Int, _ touches: Int, _ interval: Double) -> TapRecognizer? {
    taps > 0
      ? TapRecognizer(numberOfTapsRequired: taps, numberOfTouchesRequired: touches, maximumIntervalBetweenSuccessiveTaps: interval)
      : nil
  }

  /// The centroid of the tracked fingers (or where the latest one was), in screen points.
  @inlinable
  package var location: Point { touches.centroid ?? lastLocation }

  /// The velocity UIKit's `velocity(in:)` reports, in points per second (see the type).
  @inlinable
  package var velocity: Vector {
    guard let latest = latestVelocity else { return .zero }
    guard let previous = previousVelocity else { return latest }
    return latest * 0.25 + previous * 0.75
  }
}

// MARK: - Event processing

extension LongPressRecognizer {
  /// Recomputes `_isIdle`.
  @inlinable
  mutating func refreshIdle() {
    _isIdle = _state == .possible && touches.isEmpty && !tapsDone && !tapBusy
  }

  @inlinable
  mutating func refreshDeadline() {
    refreshIdle()
    if _state != .possible {
      _deadline = nil
    } else if let beginTime {
      _deadline = beginTime
    } else if let pressWindowEnd {
      _deadline = pressWindowEnd
    } else {
      _deadline = tap?.nextDeadline
    }
  }

  /// Applies the deadline at or before `time`, if any; does not reset.
  @inlinable
  mutating func _advance(to time: Double, into outputs: inout [GestureOutput]) {
    guard _state == .possible, let deadline = _deadline, deadline <= time else { return }
    if let beginTime, deadline == beginTime {
      begin(at: beginTime, into: &outputs)
    } else if pressWindowEnd != nil {
      fail(at: deadline, .tapsNotCompleted, into: &outputs)
    } else if var inner = tap {
      var innerOutputs: [GestureOutput] = []
      inner._advance(to: time, into: &innerOutputs)
      tapBusy = !inner._isIdle
      tap = inner
      if innerOutputs.contains(where: { $0.state == .failed }) {
        fail(at: deadline, .tapsNotCompleted, into: &outputs)
      } else {
        refreshDeadline()
      }
    }
  }

  /// Applies `event`, accepting a beginning touch only when `accepts` returns true for
  /// its index; does not apply deadlines or reset.
  @inlinable
  mutating func _handle(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]) {
    // Fast path: after the gesture is decided, moves change nothing (only lifts matter).
    if _state == .failed && event.isOnlyMovement { return }
    let time = event.time
    if numberOfTapsRequired > 0 && !tapsDone && _state == .possible {
      handleTaps(event, accepting: accepts, into: &outputs)
      refreshDeadline()
      return
    }
    let count = event.touches.count
    var moved = false
    // touchesBegan
    var index = 0
    while index < count {
      let sample = event.touches[index]
      if sample.phase == .began && touches.index(ofTouch: sample.id) == nil && accepts(index) {
        switch _state {
        case .possible:
          touches.append(TrackedTouch(id: sample.id, location: sample.location))
          lastLocation = sample.location
          pressWindowEnd = nil
          if touches.count > numberOfTouchesRequired {
            fail(at: time, .tooManyTouches(count: touches.count, allowed: numberOfTouchesRequired), into: &outputs)
          } else if touches.count == numberOfTouchesRequired {
            let center = touches.centroid ?? sample.location
            startPoint = center
            sampleLocation = center
            sampleTime = time
            latestVelocity = nil
            previousVelocity = nil
            beginTime = time + minimumPressDuration
            if minimumPressDuration <= 0 { begin(at: time, into: &outputs) }
          }
        case .began, .changed, .ended, .cancelled, .failed:
          // Fingers that land after the begin are ignored; after the end, they are
          // not part of this gesture.
          break
        }
      }
      index += 1
    }
    // touchesMoved
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase == .moved || sample.phase == .stationary,
        let i = touches.index(ofTouch: sample.id) else { continue }
      lastLocation = sample.location
      if touches[i].location != sample.location {
        touches[i].location = sample.location
        moved = true
      }
    }
    if moved, let center = touches.centroid {
      sampleVelocity(center, at: time)
      switch _state {
      case .possible:
        if let start = startPoint, allowableMovement >= 0, allowableMovement.isFinite {
          let distance = (center - start).length
          if distance > allowableMovement {
            fail(at: time, .movedTooFar(distance: distance, allowed: allowableMovement), into: &outputs)
          }
        }
      case .began, .changed:
        _state = .changed
        outputs.append(output(.changed, at: time))
      case .ended, .cancelled, .failed:
        break
      }
    }
    // touchesEnded / touchesCancelled
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase.isEnd, let i = touches.index(ofTouch: sample.id) else { continue }
      lastLocation = touches[i].location
      let ending = output(.ended, at: time)
      touches.remove(at: i)
      let cancelled = sample.phase == .cancelled
      switch _state {
      case .possible:
        fail(at: time, cancelled ? .touchCancelled : .liftedEarly, into: &outputs)
      case .began, .changed:
        _state = cancelled ? .cancelled : .ended
        var out = ending
        out.state = _state
        outputs.append(out)
      case .ended, .cancelled, .failed:
        break
      }
    }
    refreshDeadline()
  }

  /// The taps before the press: the inner tap gets the event; its recognition opens the
  /// window for the press's touch-down, its failure fails the long press.
  @inlinable
  mutating func handleTaps(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]) {
    guard var inner = tap else { return }
    var innerOutputs: [GestureOutput] = []
    inner._handle(event, accepting: accepts, into: &innerOutputs)
    inner._resetIfFinished()
    tapBusy = !inner._isIdle
    tap = inner
    var k = 0
    while k < event.touches.count {
      let sample = event.touches[k]
      if sample.phase == .began && accepts(k) { lastLocation = sample.location }
      k += 1
    }
    for out in innerOutputs {
      switch out.state {
      case .ended:
        tapsDone = true
        tapBusy = false
        tap = Self.innerTap(numberOfTapsRequired, numberOfTouchesRequired, maximumIntervalBetweenSuccessiveTaps)
        pressWindowEnd = out.time + maximumIntervalBetweenSuccessiveTaps
        lastLocation = out.location
      case .failed:
        // Its fingers are not tracked by the long press: it resets at once.
        fail(at: out.time, .tapsNotCompleted, into: &outputs)
      case .possible, .began, .changed, .cancelled:
        break
      }
    }
  }

  /// Adds a velocity sample at the centroid `center` if more than 1 ms passed.
  @inlinable
  mutating func sampleVelocity(_ center: Point, at time: Double) {
    let dt = time - sampleTime
    guard dt >= 0.001 else { return }
    previousVelocity = latestVelocity
    latestVelocity = (center - sampleLocation) / dt
    sampleLocation = center
    sampleTime = time
  }

  /// Enters `began` at `time` and appends the output.
  @inlinable
  mutating func begin(at time: Double, into outputs: inout [GestureOutput]) {
    _state = .began
    beginTime = nil
    _deadline = nil
    _isIdle = false
    outputs.append(output(.began, at: time))
  }

  /// An output with the current values: location, translation from the start point,
  /// velocity.
  @inlinable
  func output(_ state: GestureState, at time: Double) -> GestureOutput {
    let here = location
    return GestureOutput(
      recognizer: id, state: state, time: time, location: here,
      translation: startPoint.map { here - $0 } ?? .zero,
      velocity: velocity, numberOfTouches: touches.count)
  }

  /// Goes back to `possible` if its gesture is over and no tracked finger remains.
  @inlinable
  mutating func _resetIfFinished() {
    guard _state.isTerminal && touches.isEmpty else { return }
    _state = .possible
    startPoint = nil
    beginTime = nil
    pressWindowEnd = nil
    tapsDone = false
    tapBusy = false
    latestVelocity = nil
    previousVelocity = nil
    tap = Self.innerTap(numberOfTapsRequired, numberOfTouchesRequired, maximumIntervalBetweenSuccessiveTaps)
    _deadline = nil
    refreshIdle()
  }
}
