import Gestures
import ScrollPhysics
import Testing

// The arena's rules (docs/recognizers.md, "Arena") across the new kinds: failure
// requirements, simultaneity and prevention work for every kind, by the same code.

@Suite struct GestureArenaKindsTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// The interactive pop's rule (UIKIT-RECOGNIZERS §3b: other recognizers wait for the
  /// edge swipe to fail): a pan that requires an edge pan to fail. A touch at x = 5
  /// moving +2 pt per 1/120 s: the pan would begin at 10 pt (move 5) but waits; the
  /// edge pan begins at 16 pt (move 8), which fails the waiting pan. A touch at x = 30
  /// fails the edge pan at its landing, so the pan begins on its own at move 5.
  @Test func aPanWaitsForTheEdgePanToFail() {
    for (start, expected) in [(5.0, [GestureState.failed, .began]), (30.0, [.failed, .began])] {
      var arena = GestureArena<LastPairEstimator>()
      let view = arena.addRegion(frame: Self.screen)
      let edge = arena.add(ScreenEdgePanRecognizer(bounds: Self.screen), to: view)
      let pan = arena.add(PanRecognizer(estimator: LastPairEstimator()), to: view)
      arena.require(pan, toFail: edge)
      var outputs = arena.handle(at(0, began(0, start, 400)))
      for k in 1...10 {
        outputs += arena.handle(at(Double(k) / 120, moved(0, start + 2 * Double(k), 400)))
      }
      let decided = outputs.filter { $0.state == .began || $0.state == .failed }
      if start == 5 {
        // Edge pan began at move 8; the pan, waiting since move 5, failed then.
        #expect(decided.map(\.recognizer) == [edge, pan])
        #expect(decided.map(\.state) == [.began, .failed])
        #expect(decided.map(\.time) == [8.0 / 120, 8.0 / 120])
      } else {
        // Edge pan failed at the landing (30 pt from the edge); the pan began at move 5.
        #expect(decided.map(\.recognizer) == [edge, pan])
        #expect(decided.map(\.state) == expected)
        #expect(decided.map(\.time) == [0, 5.0 / 120])
      }
    }
  }

  /// A single tap that requires a long press to fail: a 0.2 s tap fails the long press
  /// at the lift (lifted before 0.5 s), which releases the tap at that instant.
  @Test func aTapWaitsForALongPressToFail() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Self.screen)
    let press = arena.add(LongPressRecognizer(), to: view)
    let tap = arena.add(TapRecognizer(), to: view)
    arena.require(tap, toFail: press)
    _ = arena.handle(at(0, began(0, 100, 100)))
    let lift = arena.handle(at(0.2, ended(0, 100, 100)))
    #expect(lift.map(\.recognizer) == [press, tap])
    #expect(lift.map(\.state) == [.failed, .recognized])
    #expect(lift.map(\.time) == [0.2, 0.2])
    // Held 0.6 s instead: the long press begins at 1 + 0.5, and its success fails the
    // tap that requires it to fail at once (the arena's rule: when b succeeds, a
    // fails); the lift then ends the long press.
    _ = arena.handle(at(1, began(0, 100, 100)))
    let held = arena.handle(at(1.6, ended(0, 100, 100)))
    #expect(held.map(\.state) == [.began, .failed, .ended])
    #expect(held.map(\.recognizer) == [press, tap, press])
    #expect(held.map(\.time) == [1 + 0.5, 1 + 0.5, 1.6])
  }

  /// A long press and a pan recognizing simultaneously: both begin and both end.
  @Test func aLongPressAndAPanMayRecognizeTogether() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Self.screen)
    let press = arena.add(LongPressRecognizer(), to: view)
    let pan = arena.add(PanRecognizer(estimator: LastPairEstimator()), to: view)
    arena.recognizeSimultaneously(press, pan)
    _ = arena.handle(at(0, began(0, 100, 100)))
    let began = arena.advance(to: 0.55)
    #expect(began.map(\.state) == [.began])
    let moved = arena.handle(at(0.6, moved(0, 130, 100)))
    #expect(moved.map(\.recognizer) == [press, pan])
    #expect(moved.map(\.state) == [.changed, .began])
    let lift = arena.handle(at(0.7, ended(0, 130, 100)))
    #expect(lift.map(\.state) == [.ended, .ended])
  }
}
