import Gestures
import ScrollPhysics
import Testing

// Times are multiples of 1/8 s and coordinates whole points, so every expected value
// below is exact in binary floating point. Velocities come from `LastPairEstimator`
// (last two samples' finite difference), so each is a hand-checkable difference
// quotient of the samples the pan fed it.

@Suite struct PanRecognizerTests {
  typealias Pan = PanRecognizer<LastPairEstimator>

  @Test func beginsOnlyPastTheEuclideanHysteresisWithTheHysteresisRemoved() {
    // Hysteresis 10 pt (default), the Euclidean option: distance > 10; initial
    // translation with the hysteresis removed per axis (default).
    var store = RecognizerStore(Pan(estimator: LastPairEstimator(), hysteresisMetric: .euclidean))
    store.send(at(0, began(0, 100, 100)), state: .possible)
    // Moved (6, 8): distance √(36 + 64) = 10, not more than 10: still possible.
    store.send(at(0.125, moved(0, 106, 108)), state: .possible)
    // Moved (6, 9): √(36 + 81) = √117 ≈ 10.8 > 10: began. Translation (6, 9) with 10
    // removed per axis: (max(6 − 10, 0), max(9 − 10, 0)) = (0, 0). Velocity from the
    // samples (106, 108)@0.125 → (106, 109)@0.25: (0, 1) / 0.125 = (0, 8).
    store.send(
      at(0.25, moved(0, 106, 109)),
      [output(0, .began, t: 0.25, at: (106, 109), translation: (0, 0), velocity: (0, 8), touches: 1)],
      state: .began)
    // +20 in x: translation (20, 0); velocity (20, 0) / 0.125 = (160, 0).
    store.send(
      at(0.375, moved(0, 126, 109)),
      [output(0, .changed, t: 0.375, at: (126, 109), translation: (20, 0), velocity: (160, 0), touches: 1)],
      state: .changed)
    // Lift where it was: ended, no new sample, so the velocity stays (160, 0); the
    // recognizer is possible again at the end of the event (no touch left).
    store.send(
      at(0.5, ended(0, 126, 109)),
      [output(0, .ended, t: 0.5, at: (126, 109), translation: (20, 0), velocity: (160, 0), touches: 0)],
      state: .possible)
  }

  @Test func theInitialTranslationIsAParameter() {
    // Same trace as above: began at (106, 109), 6 and 9 points from the touch-down.
    var fromDown = RecognizerStore(
      Pan(estimator: LastPairEstimator(), hysteresisMetric: .euclidean, initialTranslation: .fromTouchDown))
    fromDown.send(at(0, began(0, 100, 100)), state: .possible)
    fromDown.send(at(0.125, moved(0, 106, 108)), state: .possible)
    // The whole movement since touch-down: (6, 9).
    fromDown.send(
      at(0.25, moved(0, 106, 109)),
      [output(0, .began, t: 0.25, at: (106, 109), translation: (6, 9), velocity: (0, 8), touches: 1)],
      state: .began)
    // (6, 9) + (20, 0) = (26, 9).
    fromDown.send(
      at(0.375, moved(0, 126, 109)),
      [output(0, .changed, t: 0.375, at: (126, 109), translation: (26, 9), velocity: (160, 0), touches: 1)],
      state: .changed)

    var zero = RecognizerStore(Pan(estimator: LastPairEstimator(), initialTranslation: .zero))
    zero.send(at(0, began(0, 100, 100)), state: .possible)
    // (12, 0) from the down: began with translation zero (measured from here).
    zero.send(
      at(0.125, moved(0, 112, 100)),
      [output(0, .began, t: 0.125, at: (112, 100), translation: (0, 0), velocity: (96, 0), touches: 1)],
      state: .began)
    // +8: (8, 0); velocity 8 / 0.125 = 64.
    zero.send(
      at(0.25, moved(0, 120, 100)),
      [output(0, .changed, t: 0.25, at: (120, 100), translation: (8, 0), velocity: (64, 0), touches: 1)],
      state: .changed)

    var removed = RecognizerStore(Pan(estimator: LastPairEstimator()))
    removed.send(at(0, began(0, 100, 100)), state: .possible)
    // (−12, −15): |dx| = 12 ≥ 10 (the default per-axis rule). Each axis moved towards zero by 10:
    // (−12 + 10, −15 + 10) = (−2, −5). Velocity (−12, −15) / 0.125 = (−96, −120).
    removed.send(
      at(0.125, moved(0, 88, 85)),
      [output(0, .began, t: 0.125, at: (88, 85), translation: (-2, -5), velocity: (-96, -120), touches: 1)],
      state: .began)
  }

  @Test func theHysteresisMetricIsAParameter() {
    // Euclidean (an option): (8, 8) is √128 ≈ 11.3 > 10 from the down: began, with the
    // hysteresis removed per axis (8 − 10 < 0 → 0): (0, 0). Velocity (8, 8)/0.125.
    var euclidean = RecognizerStore(Pan(estimator: LastPairEstimator(), hysteresisMetric: .euclidean))
    euclidean.send(at(0, began(0, 100, 100)), state: .possible)
    euclidean.send(
      at(0.125, moved(0, 108, 108)),
      [output(0, .began, t: 0.125, at: (108, 108), translation: (0, 0), velocity: (64, 64), touches: 1)],
      state: .began)
    // Then (110, 100): translation (0, 0) + (2, −8); velocity (2, −8) / 0.125.
    euclidean.send(
      at(0.25, moved(0, 110, 100)),
      [output(0, .changed, t: 0.25, at: (110, 100), translation: (2, -8), velocity: (16, -64), touches: 1)],
      state: .changed)

    // Per axis (UIKit's, the default: |dx| ≥ h or |dy| ≥ h): (8, 8) is below 10 on
    // both axes: possible. (10, 0) reaches 10 on x: began, translation (10 − 10, 0).
    var perAxis = RecognizerStore(Pan(estimator: LastPairEstimator()))
    perAxis.send(at(0, began(0, 100, 100)), state: .possible)
    perAxis.send(at(0.125, moved(0, 108, 108)), state: .possible)
    perAxis.send(
      at(0.25, moved(0, 110, 100)),
      [output(0, .began, t: 0.25, at: (110, 100), translation: (0, 0), velocity: (16, -64), touches: 1)],
      state: .began)

    // The Euclidean rule is strict: exactly 10 points along x does not begin.
    var strict = RecognizerStore(Pan(estimator: LastPairEstimator(), hysteresisMetric: .euclidean))
    strict.send(at(0, began(0, 100, 100)), state: .possible)
    strict.send(at(0.125, moved(0, 110, 100)), state: .possible)

    // On chosen axes only (a scroll view's pan on the axes it scrolls): a horizontal
    // scroll view's pan ignores 30 points of y and begins at 10 points of x.
    var horizontal = RecognizerStore(
      Pan(estimator: LastPairEstimator(), hysteresisMetric: .axes(horizontal: true, vertical: false)))
    horizontal.send(at(0, began(0, 100, 100)), state: .possible)
    horizontal.send(at(0.125, moved(0, 109, 130)), state: .possible)
    horizontal.send(
      at(0.25, moved(0, 110, 130)),
      [output(0, .began, t: 0.25, at: (110, 130), translation: (0, 20), velocity: (8, 0), touches: 1)],
      state: .began)
  }

  @Test func aFingerLandingOrLiftingDoesNotMoveTheTranslation() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator()))
    store.send(at(0, began(0, 100, 100)), state: .possible)
    // (20, 0): began with (20 − 10, 0) = (10, 0); velocity 20 / 0.125 = 160.
    store.send(
      at(0.125, moved(0, 120, 100)),
      [output(0, .began, t: 0.125, at: (120, 100), translation: (10, 0), velocity: (160, 0), touches: 1)],
      state: .began)
    // A second finger lands at (200, 200): the centroid jumps from (120, 100) to
    // (160, 150), the translation stays (10, 0), and nothing moved: no output.
    store.send(at(0.25, began(1, 200, 200)), state: .began)
    #expect(store.recognizer.translation == Vector(dx: 10, dy: 0))
    #expect(store.recognizer.location == Point(x: 160, y: 150))
    #expect(store.recognizer.numberOfTouches == 2)
    // Both move +8 in x: centroid (168, 150), translation (18, 0). The estimator's
    // virtual finger is the centroid minus the jump (40, 50): (128, 100), after
    // (120, 100) at 0.125: velocity 8 / 0.25 = 32.
    store.send(
      at(0.375, moved(0, 128, 100), moved(1, 208, 200)),
      [output(0, .changed, t: 0.375, at: (168, 150), translation: (18, 0), velocity: (32, 0), touches: 2)],
      state: .changed)
    // The first finger lifts: the centroid jumps to (208, 200), the translation stays
    // (18, 0), nothing moved: no output.
    store.send(at(0.5, ended(0, 128, 100)), state: .changed)
    #expect(store.recognizer.translation == Vector(dx: 18, dy: 0))
    #expect(store.recognizer.location == Point(x: 208, y: 200))
    // +8: translation (26, 0). Jumps so far (40, 50) + (40, 50) = (80, 100); virtual
    // finger (216, 200) − (80, 100) = (136, 100), after (128, 100) at 0.375:
    // 8 / 0.25 = 32.
    store.send(
      at(0.625, moved(1, 216, 200)),
      [output(0, .changed, t: 0.625, at: (216, 200), translation: (26, 0), velocity: (32, 0), touches: 1)],
      state: .changed)
    store.send(
      at(0.75, ended(1, 216, 200)),
      [output(0, .ended, t: 0.75, at: (216, 200), translation: (26, 0), velocity: (32, 0), touches: 0)],
      state: .possible)
  }

  @Test func aFingerSwapInOneEventKeepsThePanGoing() {
    // UIKit's order within an event: the new finger begins before the old one lifts,
    // so the pan never runs out of touches.
    var store = RecognizerStore(Pan(estimator: LastPairEstimator()))
    store.send(at(0, began(0, 0, 0)), state: .possible)
    store.send(
      at(0.125, moved(0, 20, 0)),
      [output(0, .began, t: 0.125, at: (20, 0), translation: (10, 0), velocity: (160, 0), touches: 1)],
      state: .began)
    // Listed lift first, landing second: still no output, translation unchanged.
    store.send(at(0.25, ended(0, 20, 0), began(1, 50, 50)), state: .began)
    #expect(store.recognizer.translation == Vector(dx: 10, dy: 0))
    #expect(store.recognizer.location == Point(x: 50, y: 50))
    // The new finger moves +4 in y: translation (10, 4); virtual finger (20, 4) after
    // (20, 0) at 0.125: (0, 4) / 0.25 = (0, 16).
    store.send(
      at(0.375, moved(1, 50, 54)),
      [output(0, .changed, t: 0.375, at: (50, 54), translation: (10, 4), velocity: (0, 16), touches: 1)],
      state: .changed)
  }

  @Test func theMinimumNumberOfTouchesGatesTheBeginning() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator(), minimumNumberOfTouches: 2))
    store.send(at(0, began(0, 0, 100)), state: .possible)
    // 30 points with one finger: past the hysteresis but below the minimum. The
    // translation still accumulates, as UIKit's does.
    store.send(at(0.125, moved(0, 30, 100)), state: .possible)
    // The second finger lands at (100, 100): centroid (30, 100) → (65, 100), jump (35, 0).
    store.send(at(0.25, began(1, 100, 100)), state: .possible)
    // Both +1: two touches moving, translation (31, 0) > 10: began with (31 − 10, 0).
    // Virtual finger (66, 100) − (35, 0) = (31, 100) after (30, 100) at 0.125:
    // 1 / 0.25 = 4.
    store.send(
      at(0.375, moved(0, 31, 100), moved(1, 101, 100)),
      [output(0, .began, t: 0.375, at: (66, 100), translation: (21, 0), velocity: (4, 0), touches: 2)],
      state: .began)
    // Both lift in one event: ended where the last finger lifted, (101, 100).
    store.send(
      at(0.5, ended(0, 31, 100), ended(1, 101, 100)),
      [output(0, .ended, t: 0.5, at: (101, 100), translation: (21, 0), velocity: (4, 0), touches: 0)],
      state: .possible)
  }

  @Test func aTouchBeyondTheMaximumFailsAPanThatHasNotBegun() {
    // Default failsPastMaximumNumberOfTouches (UIKit's failsPastMaxTouches).
    var store = RecognizerStore(Pan(estimator: LastPairEstimator(), maximumNumberOfTouches: 1))
    store.send(at(0, began(0, 0, 0)), state: .possible)
    store.send(
      at(0.125, began(1, 50, 0)),
      [output(0, .failed, t: 0.125, at: (0, 0), translation: (0, 0), velocity: nil, touches: 1, reason: .tooManyTouches(count: 2, allowed: 1))],
      state: .failed)
    store.send(at(0.25, moved(0, 30, 0), moved(1, 80, 0)), state: .failed)
    // The tracked finger lifts: back to possible (the extra finger was never tracked).
    store.send(at(0.375, ended(0, 30, 0)), state: .possible)
    store.send(at(0.5, ended(1, 80, 0)), state: .possible)
  }

  @Test func aTouchBeyondTheMaximumIsIgnoredOtherwise() {
    // failsPastMaximumNumberOfTouches false (UIScrollView's pan): ignored.
    var store = RecognizerStore(
      Pan(estimator: LastPairEstimator(), maximumNumberOfTouches: 1, failsPastMaximumNumberOfTouches: false))
    store.send(at(0, began(0, 0, 0)), state: .possible)
    store.send(at(0.125, began(1, 50, 0)), state: .possible)
    // Only finger 0 counts: (20, 0) → began (10, 0); samples (0, 0)@0 → (20, 0)@0.25:
    // 20 / 0.25 = 80.
    store.send(
      at(0.25, moved(0, 20, 0)),
      [output(0, .began, t: 0.25, at: (20, 0), translation: (10, 0), velocity: (80, 0), touches: 1)],
      state: .began)
    store.send(at(0.375, moved(1, 90, 0)), state: .began)
    store.send(
      at(0.5, ended(0, 20, 0)),
      [output(0, .ended, t: 0.5, at: (20, 0), translation: (10, 0), velocity: (80, 0), touches: 0)],
      state: .possible)

    // After `began`, even the default ignores an extra finger (UIKit fails only while
    // possible).
    var begun = RecognizerStore(Pan(estimator: LastPairEstimator(), maximumNumberOfTouches: 1))
    begun.send(at(0, began(0, 0, 0)), state: .possible)
    begun.send(
      at(0.125, moved(0, 20, 0)),
      [output(0, .began, t: 0.125, at: (20, 0), translation: (10, 0), velocity: (160, 0), touches: 1)],
      state: .began)
    begun.send(at(0.25, began(1, 50, 0)), state: .began)
    #expect(begun.recognizer.numberOfTouches == 1)
  }

  @Test func aCancelledTouchCancelsABegunPanAndFailsAPossibleOne() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator()))
    store.send(at(0, began(0, 0, 0)), state: .possible)
    store.send(
      at(0.125, moved(0, 20, 0)),
      [output(0, .began, t: 0.125, at: (20, 0), translation: (10, 0), velocity: (160, 0), touches: 1)],
      state: .began)
    store.send(
      at(0.25, cancelled(0, 20, 0)),
      [output(0, .cancelled, t: 0.25, at: (20, 0), translation: (10, 0), velocity: (160, 0), touches: 0)],
      state: .possible)

    var possible = RecognizerStore(Pan(estimator: LastPairEstimator()))
    possible.send(at(0, began(0, 0, 0)), state: .possible)
    possible.send(
      at(0.125, cancelled(0, 0, 0)),
      [output(0, .failed, t: 0.125, at: (0, 0), translation: (0, 0), velocity: nil, touches: 0, reason: .touchCancelled)],
      state: .possible)

    // One finger of two cancelled: cancelled at once; the other finger is then ignored
    // until it lifts, and only then is the recognizer possible again.
    var two = RecognizerStore(Pan(estimator: LastPairEstimator()))
    two.send(at(0, began(0, 0, 0), began(1, 40, 0)), state: .possible)
    // Both +20: centroid (20, 0) → (40, 0): began with (20 − 10, 0); virtual finger
    // samples (20, 0)@0 → (40, 0)@0.125: 160.
    two.send(
      at(0.125, moved(0, 20, 0), moved(1, 60, 0)),
      [output(0, .began, t: 0.125, at: (40, 0), translation: (10, 0), velocity: (160, 0), touches: 2)],
      state: .began)
    // Finger 0 cancelled: the centroid jumps to finger 1, (60, 0); translation kept.
    two.send(
      at(0.25, cancelled(0, 20, 0)),
      [output(0, .cancelled, t: 0.25, at: (60, 0), translation: (10, 0), velocity: (160, 0), touches: 1)],
      state: .cancelled)
    two.send(at(0.375, moved(1, 90, 0)), state: .cancelled)
    two.send(at(0.5, ended(1, 90, 0)), state: .possible)
  }

  @Test func liftingBeforeTheHysteresisFails() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator()))
    store.send(at(0, began(0, 0, 0)), state: .possible)
    store.send(at(0.125, moved(0, 3, 4)), state: .possible)
    // Lifted at (3, 4), 5 points away: failed (no action message), translation (3, 4).
    store.send(
      at(0.25, ended(0, 3, 4)),
      [output(0, .failed, t: 0.25, at: (3, 4), translation: (3, 4), velocity: nil, touches: 0, reason: .liftedEarly)],
      state: .possible)

    // A pan never begins on a lift, even one 30 points away; the lift adds no sample
    // (UIKit's touchesEnded), so the failure is reported where the finger last moved.
    var jump = RecognizerStore(Pan(estimator: LastPairEstimator()))
    jump.send(at(0, began(0, 0, 0)), state: .possible)
    jump.send(
      at(0.125, ended(0, 30, 0)),
      [output(0, .failed, t: 0.125, at: (0, 0), translation: (0, 0), velocity: nil, touches: 0, reason: .liftedEarly)],
      state: .possible)
  }

  @Test func itRecordsTheLastRealMovement() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator()))
    #expect(store.recognizer.lastMovementTime == nil)
    #expect(store.recognizer.lastMovementLocation == nil)
    store.send(at(0, began(0, 0, 0)), state: .possible)
    // Before any move, the touch-down counts.
    #expect(store.recognizer.lastMovementTime == 0)
    #expect(store.recognizer.lastMovementLocation == Point(x: 0, y: 0))
    store.send(
      at(0.125, moved(0, 20, 0)),
      [output(0, .began, t: 0.125, at: (20, 0), translation: (10, 0), velocity: (160, 0), touches: 1)],
      state: .began)
    // Resting: a stationary sample and a "moved" one at the same place change nothing.
    store.send(at(0.25, stationary(0, 20, 0)), state: .began)
    store.send(at(0.375, moved(0, 20, 0)), state: .began)
    #expect(store.recognizer.lastMovementTime == 0.125)
    #expect(store.recognizer.lastMovementLocation == Point(x: 20, y: 0))
    store.send(
      at(0.5, ended(0, 20, 0)),
      [output(0, .ended, t: 0.5, at: (20, 0), translation: (10, 0), velocity: (160, 0), touches: 0)],
      state: .possible)
    // Kept after the gesture, for a rest-before-lift rule at the lift (0.5 − 0.125).
    #expect(store.recognizer.lastMovementTime == 0.125)
    #expect(store.recognizer.lastMovementLocation == Point(x: 20, y: 0))
  }

  @Test func velocityCanBeReportedOnlyAtTheEnd() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator(), velocityReporting: .terminalOnly))
    store.send(at(0, began(0, 0, 0)), state: .possible)
    store.send(
      at(0.125, moved(0, 20, 0)),
      [output(0, .began, t: 0.125, at: (20, 0), translation: (10, 0), velocity: nil, touches: 1)],
      state: .began)
    // Still available on demand: 20 / 0.125 = 160.
    #expect(store.recognizer.velocity(at: 0.125) == Vector(dx: 160, dy: 0))
    store.send(
      at(0.25, moved(0, 30, 0)),
      [output(0, .changed, t: 0.25, at: (30, 0), translation: (20, 0), velocity: nil, touches: 1)],
      state: .changed)
    // 10 / 0.125 = 80.
    store.send(
      at(0.375, ended(0, 30, 0)),
      [output(0, .ended, t: 0.375, at: (30, 0), translation: (20, 0), velocity: (80, 0), touches: 0)],
      state: .possible)
  }

  @Test func touchesItNeverTrackedChangeNothing() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator()))
    store.send(at(0, moved(7, 50, 50)), state: .possible)
    store.send(at(0.125, ended(7, 80, 50)), state: .possible)
    // A pan has no deadline: time alone changes nothing.
    #expect(store.recognizer.nextDeadline == nil)
    store.advance(to: 100, state: .possible)
  }
}

/// The pan with the real iOS scroll-view estimator (branch `velocity`): it feeds one
/// sample per event and asks for the velocity at each output's time, so the estimator's
/// documented formula (GESTURES.md §4.2: 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0), zero after
/// 40 ms without a sample) gives the expected values by hand.
@Suite struct PanRecognizerScrollViewVelocityTests {
  /// |a − b| ≤ 1e-9 · max(1, |b|) on both components.
  func close(_ a: Vector?, _ b: Vector) -> Bool {
    guard let a else { return false }
    return abs(a.dx - b.dx) <= 1e-9 * max(1, abs(b.dx)) && abs(a.dy - b.dy) <= 1e-9 * max(1, abs(b.dy))
  }

  /// Down at x 0, then x 8, 24, 48 every 1/128 s (samples s0…s3).
  func drag() -> (PanRecognizer<ScrollViewVelocityEstimator>, [GestureOutput]) {
    var pan = PanRecognizer(estimator: ScrollViewVelocityEstimator())
    var outputs: [GestureOutput] = []
    pan.handle(at(0, began(0, 0, 0)), into: &outputs)
    pan.handle(at(1.0 / 128, moved(0, 8, 0)), into: &outputs)
    pan.handle(at(2.0 / 128, moved(0, 24, 0)), into: &outputs)
    pan.handle(at(3.0 / 128, moved(0, 48, 0)), into: &outputs)
    return (pan, outputs)
  }

  @Test func theReleaseVelocityFollowsTheWeightedPairs() {
    var (pan, outputs) = drag()
    // x 8 is not past 10; x 24 is: began at 2/128 with (24 − 10, 0) = (14, 0).
    // Pairs then: v(−1) = 8 · 128 = 1024, v(0) = 16 · 128 = 2048, v(−2) missing:
    // 0.35 · 1024 + 0.05 · 2048 = 358.4 + 102.4 = 460.8.
    #expect(outputs.map(\.state) == [.began, .changed])
    #expect(outputs[0].translation == Vector(dx: 14, dy: 0))
    #expect(close(outputs[0].velocity, Vector(dx: 460.8, dy: 0)))
    // At 3/128: v(−2) = 1024, v(−1) = 2048, v(0) = 24 · 128 = 3072:
    // 0.6 · 1024 + 0.35 · 2048 + 0.05 · 3072 = 614.4 + 716.8 + 153.6 = 1484.8.
    #expect(outputs[1].translation == Vector(dx: 38, dy: 0))
    #expect(close(outputs[1].velocity, Vector(dx: 1484.8, dy: 0)))
    // Lift 1/128 s later at the same place: no new sample, 1/128 < 0.04: 1484.8.
    let end = pan.handle(at(4.0 / 128, ended(0, 48, 0)))
    #expect(end.count == 1 && end[0].state == .ended)
    #expect(close(end.first?.velocity, Vector(dx: 1484.8, dy: 0)))
  }

  @Test func aFingerThatRestsBeforeLiftingReleasesAtRest() {
    var (pan, _) = drag()
    // Lift 0.05 s after the last move (> 0.04): the estimator reports zero, because the
    // pan asks it at the lift's time.
    let end = pan.handle(at(3.0 / 128 + 0.05, ended(0, 48, 0)))
    #expect(end.count == 1 && end[0].state == .ended)
    #expect(end.first?.velocity == Vector(dx: 0, dy: 0))
    #expect(pan.lastMovementTime == 3.0 / 128)
  }
}
