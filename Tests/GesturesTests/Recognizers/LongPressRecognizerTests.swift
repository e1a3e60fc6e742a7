import Gestures
import ScrollPhysics
import Testing

// UIKIT-RECOGNIZERS §1 (the public UIKitCore decompilation for iOS 26.1,
// UILongPressGestureRecognizer): defaults 0.5 s, 10 pt, 1 touch, 0 taps; `.began` at
// touch-down + 0.5 s (the deadline, not the next event); strict > 10 pt fails;
// velocity 0.25·latest + 0.75·previous.

@Suite struct LongPressRecognizerTests {
  /// `long-press-basic`: t = 0 down (100,100); 0.10 (105,100); 0.20 (110,100), 10.0 pt
  /// from the start, not > 10; 0.60 (150,100); lift 0.70.
  /// Expected: began at 0.500 (0 + 0.5) at (110,100), translation (10,0); velocity
  /// samples 5/0.1 = 50 and 5/0.1 = 50 pt/s, blended 0.25·50 + 0.75·50 = 50.
  /// changed at 0.60: sample 40/0.4 = 100, velocity 0.25·100 + 0.75·50 = 62.5,
  /// translation (50,0). ended at 0.70 at (150,100), velocity unchanged (a lift adds no
  /// sample).
  @Test func beginsAtTheDeadlineChangesOnMovesAndEndsAtTheLift() {
    var press = LongPressRecognizer()
    #expect(press.handle(at(0, began(0, 100, 100))).isEmpty)
    #expect(press.nextDeadline == 0.5)
    #expect(press.handle(at(0.1, moved(0, 105, 100))).isEmpty)
    #expect(press.handle(at(0.2, moved(0, 110, 100))).isEmpty)
    #expect(press.state == .possible)
    // Time alone, between events, begins it at the deadline.
    let began = press.advance(to: 0.55)
    #expect(began.count == 1)
    #expect(began.first?.state == .began)
    #expect(began.first?.time == 0.5)
    #expect(began.first?.location == Point(x: 110, y: 100))
    #expect(began.first?.translation == Vector(dx: 10, dy: 0))
    expectClose(began.first?.velocity, Vector(dx: 50, dy: 0))
    let changed = press.handle(at(0.6, moved(0, 150, 100)))
    #expect(changed.map(\.state) == [.changed])
    #expect(changed.first?.time == 0.6)
    #expect(changed.first?.translation == Vector(dx: 50, dy: 0))
    expectClose(changed.first?.velocity, Vector(dx: 62.5, dy: 0))
    let ended = press.handle(at(0.7, LongPressRecognizerTests.lift(0, 150, 100)))
    #expect(ended.map(\.state) == [.ended])
    #expect(ended.first?.time == 0.7)
    #expect(ended.first?.location == Point(x: 150, y: 100))
    expectClose(ended.first?.velocity, Vector(dx: 62.5, dy: 0))
    #expect(press.state == .possible)
  }

  /// The same trace fed event by event: the `.began` output comes with the event at
  /// 0.60 but carries the deadline 0.5, before that event's `.changed`.
  @Test func anEventAfterTheDeadlineReportsTheBeginFirstAtTheDeadline() {
    var press = LongPressRecognizer()
    _ = press.handle(at(0, began(0, 100, 100)))
    _ = press.handle(at(0.2, moved(0, 110, 100)))
    let outputs = press.handle(at(0.6, moved(0, 150, 100)))
    #expect(outputs.map(\.state) == [.began, .changed])
    #expect(outputs.map(\.time) == [0.5, 0.6])
  }

  /// Variant: the move at 0.20 goes to (110.01,100): 10.01 pt > 10 → failed at 0.20,
  /// reason "moved 10.01 pt > 10"; no began afterwards.
  @Test func movingMoreThanTheAllowableMovementFailsIt() {
    var press = LongPressRecognizer()
    _ = press.handle(at(0, began(0, 100, 100)))
    _ = press.handle(at(0.1, moved(0, 105, 100)))
    let failed = press.handle(at(0.2, moved(0, 110.01, 100)))
    #expect(failed.map(\.state) == [.failed])
    #expect(failed.first?.time == 0.2)
    guard case .movedTooFar(let distance, let allowed) = failed.first?.reason else {
      Issue.record("expected a movement failure, got \(String(describing: failed.first?.reason))")
      return
    }
    #expect(abs(distance - 10.01) < 1e-9)
    #expect(allowed == 10)
    #expect(press.nextDeadline == nil)
    #expect(press.advance(to: 1).isEmpty)
    #expect(press.handle(at(1, LongPressRecognizerTests.lift(0, 110.01, 100))).isEmpty)
    #expect(press.state == .possible)
  }

  /// Moving after the begin never cancels: 300 pt away still reports changed.
  @Test func movingFarAfterTheBeginDoesNotCancel() {
    var press = LongPressRecognizer()
    _ = press.handle(at(0, began(0, 100, 100)))
    _ = press.advance(to: 0.5)
    #expect(press.state == .began)
    let outputs = press.handle(at(0.6, moved(0, 400, 100)))
    #expect(outputs.map(\.state) == [.changed])
    #expect(outputs.first?.translation == Vector(dx: 300, dy: 0))
  }

  /// A lift before 0.5 s fails it at the lift ("lifted before recognized").
  @Test func liftingBeforeTheDurationFailsIt() {
    var press = LongPressRecognizer()
    _ = press.handle(at(0, began(0, 100, 100)))
    let outputs = press.handle(at(0.25, LongPressRecognizerTests.lift(0, 100, 100)))
    #expect(outputs.map(\.state) == [.failed])
    #expect(outputs.first?.reason == .liftedEarly)
    #expect(press.advance(to: 1).isEmpty)
  }

  /// A second finger with one required: too many touches, failed at its landing.
  @Test func aSecondFingerFailsAOneFingerPress() {
    var press = LongPressRecognizer()
    _ = press.handle(at(0, began(0, 100, 100)))
    let outputs = press.handle(at(0.1, began(1, 200, 100)))
    #expect(outputs.map(\.state) == [.failed])
    #expect(outputs.first?.reason == .tooManyTouches(count: 2, allowed: 1))
  }

  /// Two fingers required: the timer starts when the second lands (t = 0.25), so it
  /// begins at 0.75, at their centroid (150,100).
  @Test func theTimerStartsWhenTheRequiredFingersAreDown() {
    var press = LongPressRecognizer(numberOfTouchesRequired: 2)
    _ = press.handle(at(0, began(0, 100, 100)))
    #expect(press.nextDeadline == nil)
    _ = press.handle(at(0.25, began(1, 200, 100)))
    #expect(press.nextDeadline == 0.75)
    let outputs = press.advance(to: 1)
    #expect(outputs.map(\.state) == [.began])
    #expect(outputs.first?.time == 0.75)
    #expect(outputs.first?.location == Point(x: 150, y: 100))
  }

  /// One tap required: tap down 0, up 0.1; the press's finger lands at 0.3 (before
  /// 0.1 + 0.35 = 0.45) and the press begins at 0.3 + 0.5 = 0.8.
  @Test func aRequiredTapComesFirst() {
    var press = LongPressRecognizer(numberOfTapsRequired: 1)
    _ = press.handle(at(0, began(0, 100, 100)))
    #expect(press.handle(at(0.1, LongPressRecognizerTests.lift(0, 100, 100))).isEmpty)
    #expect(press.nextDeadline == 0.1 + 0.35)
    _ = press.handle(at(0.3, began(0, 100, 100)))
    #expect(press.nextDeadline == 0.8)
    let outputs = press.advance(to: 0.9)
    #expect(outputs.map(\.state) == [.began])
    #expect(outputs.first?.time == 0.8)
  }

  /// One tap required, no press after it: failed at the window's end, 0.1 + 0.35.
  @Test func noPressAfterTheTapFailsAtTheIntervalsEnd() {
    var press = LongPressRecognizer(numberOfTapsRequired: 1)
    _ = press.handle(at(0, began(0, 100, 100)))
    _ = press.handle(at(0.1, LongPressRecognizerTests.lift(0, 100, 100)))
    let outputs = press.advance(to: 1)
    #expect(outputs.map(\.state) == [.failed])
    #expect(outputs.first?.time == 0.1 + 0.35)
    #expect(outputs.first?.reason == .tapsNotCompleted)
  }

  /// Variant with a tap on the same view, no movement, lift at 0.60: the long press
  /// begins at 0.50 and ends at 0.60; it cannot prevent the single tap (taps required
  /// 1 > the long press's 0), whose duration is unlimited by default, so the tap is
  /// recognized at 0.60 too.
  @Test func aDefaultLongPressDoesNotPreventASingleTap() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let press = arena.add(LongPressRecognizer(), to: view)
    let tap = arena.add(TapRecognizer(), to: view)
    #expect(!arena.canPrevent(press, tap))
    #expect(arena.handle(at(0, began(0, 100, 100))).isEmpty)
    let began = arena.advance(to: 0.55)
    #expect(began.map(\.state) == [.began])
    #expect(began.first?.time == 0.5)
    #expect(arena.state(of: tap) == .possible)
    let lift = arena.handle(at(0.6, LongPressRecognizerTests.lift(0, 100, 100)))
    #expect(lift.map(\.recognizer) == [press, tap])
    #expect(lift.map(\.state) == [.ended, .recognized])
    #expect(lift.map(\.time) == [0.6, 0.6])
  }

  /// With UIKit's configured 0.75 s tap duration the outcome is the same (0.6 < 0.75).
  @Test func aTapWithUIKitsConfiguredDurationIsStillRecognized() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    _ = arena.add(LongPressRecognizer(), to: view)
    _ = arena.add(TapRecognizer(maximumTapDuration: 0.75), to: view)
    _ = arena.handle(at(0, began(0, 100, 100)))
    let lift = arena.handle(at(0.6, LongPressRecognizerTests.lift(0, 100, 100)))
    #expect(lift.map(\.state) == [.began, .ended, .recognized])
  }

  /// A long press requiring one tap can prevent a single tap (1 is not > 1): when it
  /// begins, the tap sharing its touch fails.
  @Test func aLongPressWithAsManyTapsPreventsTheTap() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let press = arena.add(LongPressRecognizer(minimumPressDuration: 0.5, numberOfTapsRequired: 0), to: view)
    let doubleTap = arena.add(TapRecognizer(numberOfTapsRequired: 2), to: view)
    let single = arena.add(TapRecognizer(numberOfTapsRequired: 1), to: view)
    #expect(!arena.canPrevent(press, doubleTap))
    #expect(!arena.canPrevent(press, single))
    var other = GestureArena<LastPairEstimator>()
    let region = other.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let tapPress = other.add(LongPressRecognizer(numberOfTapsRequired: 1), to: region)
    let oneTap = other.add(TapRecognizer(), to: region)
    #expect(other.canPrevent(tapPress, oneTap))
    // A pan is always preventable by a long press.
    let pan = other.add(PanRecognizer(estimator: LastPairEstimator()), to: region)
    #expect(other.canPrevent(tapPress, pan))
    other.disallowPrevention(of: pan, by: tapPress)
    #expect(!other.canPrevent(tapPress, pan))
  }

  /// A held finger next to a pan: the pan waits for movement, the long press begins
  /// at 0.5 and then prevents the pan (UIKIT-RECOGNIZERS §1, "Versus a scroll view's
  /// pan"): a 30 pt move at 0.6 is the long press's `changed`, the pan fails.
  @Test func aRecognizedLongPressPreventsAPan() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let press = arena.add(LongPressRecognizer(), to: view)
    let pan = arena.add(PanRecognizer(estimator: LastPairEstimator()), to: view)
    _ = arena.handle(at(0, began(0, 100, 100)))
    let began = arena.advance(to: 0.5)
    #expect(began.map(\.recognizer) == [press, pan])
    #expect(began.map(\.state) == [.began, .failed])
    let moved = arena.handle(at(0.6, moved(0, 130, 100)))
    #expect(moved.map(\.state) == [.changed])
  }

  static func lift(_ id: Int, _ x: Double, _ y: Double) -> Touch {
    Touch(id: id, phase: .ended, location: Point(x: x, y: y))
  }
}

/// Expects `actual` within 1e-9 of `expected` on both axes.
func expectClose(_ actual: Vector?, _ expected: Vector, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let actual else {
    Issue.record("expected \(expected), got nil", sourceLocation: sourceLocation)
    return
  }
  #expect(abs(actual.dx - expected.dx) < 1e-9 && abs(actual.dy - expected.dy) < 1e-9, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}
