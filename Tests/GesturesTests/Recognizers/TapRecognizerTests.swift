import Gestures
import ScrollPhysics
import Testing

// Times are multiples of 1/16 s and coordinates whole or half points. Deadlines are
// written as the sum the recognizer computes (lift + 0.35), so they compare exactly.

@Suite struct TapRecognizerTests {
  @Test func aSingleTapIsRecognizedAtTheLift() {
    var store = RecognizerStore(TapRecognizer())
    store.send(at(1, began(0, 50, 60)), state: .possible)
    // Recognized (= ended, raw value 3) at the lift, at the touch-down location.
    store.send(
      at(1.0625, ended(0, 50, 60)),
      [output(0, .recognized, t: 1.0625, at: (50, 60), touches: 1)],
      state: .possible)
    // A single tap sets no deadline: nothing waits for time.
    #expect(store.recognizer.nextDeadline == nil)
  }

  @Test func movingUpToTheAllowedMovementIsStillATap() {
    var store = RecognizerStore(TapRecognizer())
    store.send(at(0, began(0, 50, 60)), state: .possible)
    // (27, 36) from the start point: √(729 + 1296) = 45, not more than UIKit's 45.
    store.send(at(0.125, moved(0, 77, 96)), state: .possible)
    // The reported location is the start point (UIKit's `startPoint`), not the lift.
    store.send(
      at(0.25, ended(0, 77, 96)),
      [output(0, .recognized, t: 0.25, at: (50, 60), touches: 1)],
      state: .possible)
  }

  @Test func movingBeyondTheAllowedMovementFails() {
    var store = RecognizerStore(TapRecognizer())
    store.send(at(0, began(0, 50, 60)), state: .possible)
    // (27, 36.5): √(729 + 1332.25) = √2061.25 ≈ 45.4 > 45: failed, no action message.
    store.send(
      at(0.125, moved(0, 77, 96.5)),
      [output(0, .failed, t: 0.125, at: (50, 60), touches: 1, reason: .movedTooFar(distance: (2061.25).squareRoot(), allowed: 45))],
      state: .failed)
    // Failed until the finger lifts, then possible again, silently.
    store.send(at(0.25, ended(0, 77, 96.5)), state: .possible)
    // UIKit checks no movement at the lift: a lift 100 points away is still a tap,
    // reported at the start point.
    store.send(at(0.375, began(1, 0, 0)), state: .possible)
    store.send(
      at(0.5, ended(1, 100, 0)),
      [output(0, .recognized, t: 0.5, at: (0, 0), touches: 1)],
      state: .possible)
    // The earlier rule of 10 points is an option.
    var strict = RecognizerStore(TapRecognizer(allowableMovement: 10))
    strict.send(at(0, began(0, 50, 60)), state: .possible)
    strict.send(
      at(0.125, moved(0, 56, 68.5)),
      [output(0, .failed, t: 0.125, at: (50, 60), touches: 1, reason: .movedTooFar(distance: (36 + 72.25).squareRoot(), allowed: 10))],
      state: .failed)
  }

  @Test func aDoubleTapIsRecognizedAtTheSecondLift() {
    var store = RecognizerStore(TapRecognizer(numberOfTapsRequired: 2))
    store.send(at(0, began(0, 50, 60)), state: .possible)
    store.send(at(0.125, ended(0, 50, 60)), state: .possible)
    #expect(store.recognizer.numberOfCompletedTaps == 1)
    // The interval runs from the first lift: 0.125 + 0.35.
    #expect(store.recognizer.nextDeadline == 0.125 + 0.35)
    // Second tap 2 points from the start point (≤ 45), within the interval.
    store.send(at(0.25, began(0, 52, 60)), state: .possible)
    // While a finger is down there is no deadline (default maximumTapDuration: none).
    #expect(store.recognizer.nextDeadline == nil)
    store.send(
      at(0.375, ended(0, 52, 60)),
      [output(0, .recognized, t: 0.375, at: (50, 60), touches: 1)],
      state: .possible)
    #expect(store.recognizer.numberOfCompletedTaps == 0)
  }

  @Test func theIntervalExpiresThroughAdvance() {
    var store = RecognizerStore(TapRecognizer(numberOfTapsRequired: 2))
    store.send(at(0, began(0, 50, 60)), state: .possible)
    store.send(at(0.125, ended(0, 50, 60)), state: .possible)
    // 0.25 < 0.125 + 0.35: nothing yet.
    store.advance(to: 0.25, state: .possible)
    // Past the deadline: failed, stamped with the deadline itself (lift + 0.35), and
    // possible again at once (no finger down).
    store.advance(
      to: 1,
      [output(0, .failed, t: 0.125 + 0.35, at: (50, 60), touches: 1, reason: .tapsNotCompleted)],
      state: .possible)
    #expect(store.recognizer.nextDeadline == nil)
    store.advance(to: 2, state: .possible)
  }

  @Test func aTouchDownExactlyAtTheDeadlineComesTooLate() {
    var store = RecognizerStore(TapRecognizer(numberOfTapsRequired: 2))
    store.send(at(0, began(0, 50, 60)), state: .possible)
    store.send(at(0.125, ended(0, 50, 60)), state: .possible)
    // handle(_:) first runs time to the event: the deadline (equal to the event's
    // time) fails the gesture, then the touch-down starts a new one.
    let deadline = 0.125 + 0.35
    store.send(
      at(deadline, began(0, 50, 60)),
      [output(0, .failed, t: deadline, at: (50, 60), touches: 1, reason: .tapsNotCompleted)],
      state: .possible)
    store.send(at(0.5, ended(0, 50, 60)), state: .possible)
    #expect(store.recognizer.numberOfCompletedTaps == 1)
  }

  @Test func aSecondTapTooFarFromTheFirstFails() {
    var store = RecognizerStore(TapRecognizer(numberOfTapsRequired: 2))
    store.send(at(0, began(0, 50, 60)), state: .possible)
    store.send(at(0.125, ended(0, 50, 60)), state: .possible)
    // 46 points from the start point (> 45): failed at the second touch-down.
    store.send(
      at(0.25, began(0, 96, 60)),
      [output(0, .failed, t: 0.25, at: (50, 60), touches: 1, reason: .movedTooFar(distance: 46, allowed: 45))],
      state: .failed)
    store.send(at(0.375, ended(0, 96, 60)), state: .possible)
  }

  @Test func aTwoFingerTapNeedsBothFingersDownAtOnce() {
    var store = RecognizerStore(TapRecognizer(numberOfTouchesRequired: 2))
    store.send(at(0, began(0, 10, 10)), state: .possible)
    // Both down: the start point is their centroid ((10 + 30) / 2, 10) = (20, 10).
    store.send(at(0.0625, began(1, 30, 10)), state: .possible)
    store.send(at(0.125, ended(0, 10, 10)), state: .possible)
    store.send(
      at(0.1875, ended(1, 30, 10)),
      [output(0, .recognized, t: 0.1875, at: (20, 10), touches: 2)],
      state: .possible)

    // One finger lifting before the second came down: failed at that lift, where the
    // finger was.
    store.send(at(1, began(0, 10, 10)), state: .possible)
    store.send(
      at(1.0625, ended(0, 10, 10)),
      [output(0, .failed, t: 1.0625, at: (10, 10), touches: 2, reason: .liftedEarly)],
      state: .possible)

    // A third finger: more than required at once, failed at its touch-down.
    store.send(at(2, began(0, 10, 10), began(1, 30, 10)), state: .possible)
    store.send(
      at(2.0625, began(2, 50, 10)),
      [output(0, .failed, t: 2.0625, at: (20, 10), touches: 2, reason: .tooManyTouches(count: 3, allowed: 2))],
      state: .failed)
    store.send(at(2.125, ended(0, 10, 10), ended(1, 30, 10)), state: .failed)
    store.send(at(2.1875, ended(2, 50, 10)), state: .possible)
  }

  @Test func aCancelledTouchFails() {
    var store = RecognizerStore(TapRecognizer())
    store.send(at(0, began(0, 50, 60)), state: .possible)
    store.send(
      at(0.0625, cancelled(0, 50, 60)),
      [output(0, .failed, t: 0.0625, at: (50, 60), touches: 1, reason: .touchCancelled)],
      state: .possible)
  }

  @Test func aHoldLimitIsOptional() {
    // Default: no limit; a two-second hold is still a tap.
    var unlimited = RecognizerStore(TapRecognizer())
    unlimited.send(at(0, began(0, 50, 60)), state: .possible)
    #expect(unlimited.recognizer.nextDeadline == nil)
    unlimited.advance(to: 2, state: .possible)
    unlimited.send(
      at(2, ended(0, 50, 60)),
      [output(0, .recognized, t: 2, at: (50, 60), touches: 1)],
      state: .possible)

    // With maximumTapDuration 0.5 s, measured from the touch-down at 0.
    var limited = RecognizerStore(TapRecognizer(maximumTapDuration: 0.5))
    limited.send(at(0, began(0, 50, 60)), state: .possible)
    #expect(limited.recognizer.nextDeadline == 0.5)
    limited.advance(
      to: 0.75,
      [output(0, .failed, t: 0.5, at: (50, 60), touches: 1, reason: .tooSlow(elapsed: 0.5, allowed: 0.5))],
      state: .failed)
    limited.send(at(1, ended(0, 50, 60)), state: .possible)
  }

  @Test func aFailedTapIgnoresTouchesUntilEveryFingerHasLifted() {
    var store = RecognizerStore(TapRecognizer())
    store.send(at(0, began(0, 0, 0)), state: .possible)
    store.send(
      at(0.0625, moved(0, 46, 0)),
      [output(0, .failed, t: 0.0625, at: (0, 0), touches: 1, reason: .movedTooFar(distance: 46, allowed: 45))],
      state: .failed)
    // A new finger while failed is tracked only to know when all have lifted.
    store.send(at(0.125, began(1, 100, 100)), state: .failed)
    store.send(at(0.1875, ended(0, 46, 0)), state: .failed)
    store.send(at(0.25, ended(1, 100, 100)), state: .possible)
    // Then a fresh tap works.
    store.send(at(0.3125, began(0, 7, 7)), state: .possible)
    store.send(
      at(0.375, ended(0, 7, 7)),
      [output(0, .recognized, t: 0.375, at: (7, 7), touches: 1)],
      state: .possible)
  }
}
