import Gestures
import ScrollPhysics
import Testing

// Times are multiples of 1/8 s and coordinates whole points (exact in binary);
// velocities come from `LastPairEstimator`, the last two samples' difference quotient.

extension PanRecognizerTests {
  @Test func aZoomEndRestartsTheTranslationAndTheVelocity() {
    var store = RecognizerStore(Pan(estimator: LastPairEstimator()))
    store.send(at(0, began(0, 100, 100)), state: .possible)
    // 20 pt right: began (the hysteresis 10 removed: translation 10), then +40 → translation 50.
    var outputs: [GestureOutput] = []
    store.recognizer.handle(at(0.125, moved(0, 120, 100)), into: &outputs)
    store.recognizer.handle(at(0.25, moved(0, 160, 100)), into: &outputs)
    #expect(store.recognizer.translation == Vector(dx: 50, dy: 0))
    // The zoom ends at 0.375 with the finger at (160, 100): translation zero, and the
    // position at 0.375 is the only sample.
    store.recognizer.resetAfterZoom(at: 0.375)
    #expect(store.recognizer.translation == Vector(dx: 0, dy: 0))
    // +8 pt at 0.5: translation 8; velocity (168 − 160)/(0.5 − 0.375) = 64 pt/s, from the
    // reset's sample (not from the old (160, 100)@0.25: 8/0.25 = 32).
    var out: [GestureOutput] = []
    store.recognizer.handle(at(0.5, moved(0, 168, 100)), into: &out)
    #expect(out.first?.translation == Vector(dx: 8, dy: 0))
    #expect(out.first?.velocity == Vector(dx: 64, dy: 0))
    #expect(store.recognizer.state == .changed)
  }
}
