import ScrollPhysics

/// A discrete tap recognizer, modelled on `UITapGestureRecognizer`: a number of taps,
/// each with a number of fingers.
///
/// Transitions:
///
/// | State    | Input                                                                      | Next       | Output     |
/// |----------|----------------------------------------------------------------------------|------------|------------|
/// | possible | the last finger of the last required tap lifted                            | recognized | recognized |
/// | possible | the last finger of an earlier tap lifted                                    | possible   | none       |
/// | possible | more fingers down at once than `numberOfTouchesRequired`                   | failed     | failed     |
/// | possible | a finger lifted when the latest touch-down did not make the required count  | failed     | failed     |
/// | possible | a move took the centroid more than `allowableMovement` from the start point | failed     | failed     |
/// | possible | a tracked touch cancelled                                                   | failed     | failed     |
/// | possible | time reached lift + `maximumIntervalBetweenSuccessiveTaps` with no new tap  | failed     | failed (at the deadline) |
/// | possible | time reached the tap's first touch-down + `maximumTapDuration`              | failed     | failed (at the deadline) |
/// | recognized, failed | the last tracked touch lifted (or none left)                      | possible   | none       |
///
/// The rules follow public decompilations of UIKit's `UITapRecognizer`:
/// - A tap starts when a finger goes down while none is down, and completes when the
///   last finger lifts. The latest touch-down must have brought the count of fingers
///   down to exactly `numberOfTouchesRequired` (checked at every lift); more fingers
///   than that at once fails at once.
/// - When the tap's fingers are all down, their centroid is recorded. In the first tap
///   it is the **start point**, which is also the location reported. In later taps it
///   must lie within `allowableMovement` of the start point. From then on, the centroid
///   of those fingers must stay within `allowableMovement` (strictly: more fails) of the
///   start point while they move. The lift does not check movement: a lift at a new
///   location still completes the tap (a lifted finger counts where it last moved).
/// - After a tap that is not the last, the next tap must begin strictly before lift +
///   `maximumIntervalBetweenSuccessiveTaps`; at that time the recognizer fails. A
///   touch-down exactly at the deadline comes too late (the failure is applied first).
/// - A tap may last at most `maximumTapDuration` from its first touch-down (default
///   unlimited).
///
/// Samples of an event are applied in UIKit's order: `began`, then `moved`/`stationary`,
/// then `ended`/`cancelled`.
@usableFromInline package struct TapRecognizer: GestureRecognizer {
  /// The identifier stamped on this recognizer's outputs. A `GestureArena` replaces
  /// it when the recognizer is added.
  @usableFromInline package var id: GestureRecognizerID
  /// How many taps make the gesture (1 single, 2 double, …). Default 1, as UIKit.
  @usableFromInline package let numberOfTapsRequired: Int
  /// How many fingers each tap needs. Default 1, as UIKit.
  @usableFromInline package let numberOfTouchesRequired: Int
  /// How far, in points, the tap's centroid may move from the start point. Default 45
  /// points, UIKit's (read from the public decompilation of UIKitCore for iOS 26.1: the
  /// tap fails when the centroid is more than 45 points from the first touch-down). See
  /// docs/recognizers.md.
  @usableFromInline package let allowableMovement: Double
  /// The longest wait, in seconds, from a tap's lift to the next tap's touch-down.
  /// Default 0.35 s: UIKit's value is not published (docs/sources.md, "Gesture recognizers" rates it
  /// folklore); public decompilations of `-[UITapRecognizer init]` set 0.35.
  @usableFromInline package let maximumIntervalBetweenSuccessiveTaps: Double
  /// The longest a tap may last, in seconds, from its first touch-down to its last
  /// lift. Default `.infinity` (no limit): UIKit has a private `maximumTapDuration`
  /// whose default is not visible in decompilations (UIKit's own configured tap
  /// recognizers set 0.75 s); with no limit, a long press still ends in a tap unless
  /// something else claims the touch. See docs/recognizers.md.
  @usableFromInline package let maximumTapDuration: Double

  @usableFromInline var _state: GestureState = .possible
  /// Every finger down that this recognizer accepted, with its latest location.
  @usableFromInline var touches: [TrackedTouch] = []
  /// The fingers of the current tap recorded when the required count was down, with
  /// their latest locations (a lifted finger keeps its lift location).
  @usableFromInline var tapTouches: [TrackedTouch] = []
  /// Taps completed in the current gesture.
  @usableFromInline var tapsCompleted = 0
  /// The number of fingers down just after the latest touch-down of the current tap.
  @usableFromInline var touchesAtLastDown = 0
  /// The centroid of the first tap's fingers when they were all down.
  @usableFromInline var startPoint: Point?
  /// When the current tap's first finger went down, in seconds.
  @usableFromInline var tapStartTime = 0.0
  /// When the previous tap's last finger lifted, in seconds.
  @usableFromInline var lastLiftTime = 0.0
  /// `nextDeadline`: the time, in seconds, at which the recognizer fails unless a
  /// touch arrives first: the tap's first touch-down + `maximumTapDuration` while
  /// fingers are down (if finite), or the previous lift +
  /// `maximumIntervalBetweenSuccessiveTaps` between taps; `nil` otherwise. Kept up to
  /// date by every mutation (stored, so that an arena can read it without copying
  /// the recognizer).
  @usableFromInline var _deadline: Double?
  /// The location of the latest tracked sample, in screen points: where a failure is
  /// reported when there is no start point and no finger down.
  @usableFromInline var lastLocation = Point.zero

  /// Creates a tap recognizer in the `possible` state.
  ///
  /// - Parameters:
  ///   - id: The identifier stamped on outputs. Default 0.
  ///   - numberOfTapsRequired: At least 1. Default 1.
  ///   - numberOfTouchesRequired: At least 1. Default 1.
  ///   - allowableMovement: Points, non-negative (may be `.infinity`). Default 45.
  ///   - maximumIntervalBetweenSuccessiveTaps: Seconds, non-negative. Default 0.35.
  ///   - maximumTapDuration: Seconds, positive (may be `.infinity`). Default `.infinity`.
  /// - Precondition: the ranges above (programmer errors).
  @usableFromInline package init(
    id: GestureRecognizerID = 0,
    numberOfTapsRequired: Int = 1,
    numberOfTouchesRequired: Int = 1,
    allowableMovement: Double = 45,
    maximumIntervalBetweenSuccessiveTaps: Double = 0.35,
    maximumTapDuration: Double = .infinity
  ) {
    precondition(numberOfTapsRequired >= 1, "TapRecognizer: numberOfTapsRequired must be at least 1")
    precondition(numberOfTouchesRequired >= 1, "TapRecognizer: numberOfTouchesRequired must be at least 1")
    precondition(allowableMovement >= 0, "TapRecognizer: allowableMovement must be non-negative")
    precondition(
      maximumIntervalBetweenSuccessiveTaps.isFinite && maximumIntervalBetweenSuccessiveTaps >= 0,
      "TapRecognizer: maximumIntervalBetweenSuccessiveTaps must be finite and non-negative")
    precondition(maximumTapDuration > 0, "TapRecognizer: maximumTapDuration must be positive")
    self.id = id
    self.numberOfTapsRequired = numberOfTapsRequired
    self.numberOfTouchesRequired = numberOfTouchesRequired
    self.allowableMovement = allowableMovement
    self.maximumIntervalBetweenSuccessiveTaps = maximumIntervalBetweenSuccessiveTaps
    self.maximumTapDuration = maximumTapDuration
  }

  /// How many taps of the current gesture have completed.
  @inlinable
  package var numberOfCompletedTaps: Int { tapsCompleted }

  /// Recomputes `_deadline` from the state (see `nextDeadline`).
  @inlinable
  mutating func refreshDeadline() {
    if _state != .possible {
      _deadline = nil
    } else if !touches.isEmpty {
      let deadline = tapStartTime + maximumTapDuration
      _deadline = deadline.isFinite ? deadline : nil
    } else if tapsCompleted > 0 {
      _deadline = lastLiftTime + maximumIntervalBetweenSuccessiveTaps
    } else {
      _deadline = nil
    }
  }
}

// MARK: - Event processing

extension TapRecognizer {
  /// Fails at the deadline if it is at or before `time`; does not reset.
  @inlinable
  mutating func _advance(to time: Double, into outputs: inout [GestureOutput]) {
    if let deadline = _deadline, deadline <= time {
      let reason: GestureFailureReason =
        touches.isEmpty ? .tapsNotCompleted : .tooSlow(elapsed: deadline - tapStartTime, allowed: maximumTapDuration)
      fail(at: deadline, reason, into: &outputs)
    }
  }

  /// Applies `event`, accepting a beginning touch only when `accepts` returns true for
  /// its index in `event.touches`; does not apply deadlines or reset.
  @inlinable
  mutating func _handle(_ event: TouchEvent, accepting accepts: (Int) -> Bool, into outputs: inout [GestureOutput]) {
    let time = event.time
    let count = event.touches.count
    // Fast path: a single moving sample. Locations matter only while possible.
    if count == 1 && (event.touches[0].phase == .moved || event.touches[0].phase == .stationary) {
      if _state == .possible { move(event.touches[0], at: time, into: &outputs) }
      return
    }

    // touchesBegan
    var index = 0
    while index < count {
      let sample = event.touches[index]
      if sample.phase == .began && touches.index(ofTouch: sample.id) == nil && accepts(index) {
        let startsTap = touches.isEmpty
        touches.append(TrackedTouch(id: sample.id, location: sample.location))
        lastLocation = sample.location
        if _state == .possible {
          if startsTap { tapStartTime = time }
          touchesAtLastDown = touches.count
          if touches.count > numberOfTouchesRequired {
            fail(at: time, .tooManyTouches(count: touches.count, allowed: numberOfTouchesRequired), into: &outputs)
          } else if touches.count == numberOfTouchesRequired {
            tapTouches.removeAllElements()
            tapTouches.append(contentsOf: touches)
            let center = tapTouches.centroid ?? sample.location
            if let start = startPoint {
              let distance = (center - start).length
              if distance > allowableMovement {
                fail(at: time, .movedTooFar(distance: distance, allowed: allowableMovement), into: &outputs)
              }
            } else {
              startPoint = center
            }
          }
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
      move(sample, at: time, into: &outputs)
    }

    // touchesEnded / touchesCancelled
    index = 0
    while index < count {
      let sample = event.touches[index]
      index += 1
      guard sample.phase.isEnd else { continue }
      // UIKit checks no movement at the lift: the lift row's location is not a move.
      guard let i = touches.index(ofTouch: sample.id) else { continue }
      lastLocation = sample.location
      touches.remove(at: i)
      guard _state == .possible else { continue }
      if sample.phase == .cancelled || touchesAtLastDown != numberOfTouchesRequired {
        fail(at: time, sample.phase == .cancelled ? .touchCancelled : .liftedEarly, into: &outputs)
      } else if touches.isEmpty {
        tapsCompleted += 1
        if tapsCompleted == numberOfTapsRequired {
          _state = .ended
          outputs.append(output(.ended, at: time))
        } else {
          lastLiftTime = time
          touchesAtLastDown = 0
          tapTouches.removeAllElements()
        }
      }
    }
    refreshDeadline()
  }

  /// Updates a tracked finger's location; fails if that moves the tap's centroid too
  /// far. Returns whether the finger is tracked.
  @inlinable
  @discardableResult
  mutating func move(_ sample: Touch, at time: Double, into outputs: inout [GestureOutput]) -> Bool {
    guard let i = touches.index(ofTouch: sample.id) else { return false }
    lastLocation = sample.location
    guard touches[i].location != sample.location else { return true }
    touches[i].location = sample.location
    if let j = tapTouches.index(ofTouch: sample.id) {
      tapTouches[j].location = sample.location
      if _state == .possible, let start = startPoint, let center = tapTouches.centroid,
        (center - start).length > allowableMovement
      {
        fail(at: time, .movedTooFar(distance: (center - start).length, allowed: allowableMovement), into: &outputs)
      }
    }
    return true
  }

  /// An output at the tap's location: the start point, else the centroid of the
  /// fingers down, else the latest tracked sample's location.
  @inlinable
  func output(_ state: GestureState, at time: Double) -> GestureOutput {
    GestureOutput(
      recognizer: id, state: state, time: time,
      location: startPoint ?? touches.centroid ?? lastLocation,
      translation: .zero, velocity: nil, numberOfTouches: numberOfTouchesRequired)
  }

  /// Goes back to `possible`, forgetting the gesture, if it is over and no tracked
  /// touch remains.
  @inlinable
  mutating func _resetIfFinished() {
    if _state.isTerminal && touches.isEmpty {
      _state = .possible
      tapsCompleted = 0
      touchesAtLastDown = 0
      tapTouches.removeAllElements()
      startPoint = nil
      _deadline = nil
    }
  }
}
