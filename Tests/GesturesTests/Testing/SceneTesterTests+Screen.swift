import Gestures
import ScrollPhysics
import Testing

/// `SceneTester<ScreenScene>` (`ScreenTester`, issue 28 section 4): a screen's records
/// built with their public initializers and asserted exhaustively with
/// `expect(_:skipping:)`, and the readers by id, against the hand derivation of
/// docs/screens.md's first worked example (UIKit's rules, "What happens to a touch").
/// A tap and a drag asserted the same way from a package of their own are
/// Examples/PagerTests' `ScreenExpectTests`.
@Suite struct SceneTesterScreenTests {
  /// A still press on `card0` of the carousel-in-list, from 0 to 0.6 s.
  static func pressed() -> ScreenTester {
    var tester = ScreenTester(ScreenSceneTests.carouselInList)
    tester.tap(at: Point(x: 200, y: 200), hold: 0.6)
    tester.settle()
    return tester
  }

  @Test func aStillPressIsAssertedRecordByRecord() throws {
    var tester = ScreenTester(ScreenSceneTests.carouselInList)
    let p = Point(x: 200, y: 200)
    tester.send([Touch(id: 0, phase: .began, location: p)])
    tester.wait(0.55)
    // - 0.15 s: both scroll views' content-touch delay runs out: card0's touchesBegan;
    // - 0.5 s: the long press's minimumPressDuration: `press` begins (one finger), which
    //   prevents the pans of the carousel and the list (outer views' recognizers after
    //   the card's) and `open`, the tap that requires it to fail; then it cancels
    //   card0's touch (cancelsTouchesInView).
    // The press reports its velocity, zero: the finger never moved, so it has no sample
    // (LongPressRecognizer's rule: zero before any).
    let still = Vector(dx: 0, dy: 0)
    let failed = { (recognizer: String, kind: RecognizerKind, view: String) in
      ScreenRecord.gesture(
        ScreenGesture(
          time: 0.5, recognizer: recognizer, kind: kind, view: view, state: .failed, location: p,
          reason: "prevented by \"press\""))
    }
    try tester.expect(
      [
        .touch(ScreenTouch(time: 0.15, view: "card0", method: .touchesBegan, finger: 0, location: p)),
        .gesture(
          ScreenGesture(time: 0.5, recognizer: "press", kind: .longPress, view: "card0", state: .began, location: p, velocity: still)),
        failed("carousel.pan", .pan, "carousel"),
        failed("list.pan", .pan, "list"),
        failed("open", .tap, "card0"),
        .touch(ScreenTouch(time: 0.5, view: "card0", method: .touchesCancelled, finger: 0, location: p)),
      ], skipping: \.isFrame)
    // 0.6 s: the lift ends the press, and card0 (cancelled) gets nothing more. Whether
    // the ended action still counts the lifting finger has no public source (the pan's
    // ended counts none, the long press's one), so this record is asserted by the rest.
    tester.send([Touch(id: 0, phase: .ended, location: p)], after: 0.05)
    let lift = 0.55 + 0.05  // the tester's time then, as it adds them
    tester.settle()
    try tester.receive(where: {
      guard case .gesture(let g) = $0 else { return false }
      return (g.time, g.recognizer, g.state, g.output.location, g.output.velocity) == (lift, "press", .ended, p, still)
    })
    try tester.expect([], skipping: \.isFrame)
    try tester.finish()
  }

  @Test func theReadersNameWhatHappenedByID() {
    let tester = Self.pressed()
    #expect(tester.gestures(of: "press").map(\.state) == [.began, .ended])
    #expect(tester.gestures(of: "open").map(\.reason) == ["prevented by \"press\""])
    #expect(tester.actions(of: "press") == 2)  // began, ended
    #expect(tester.actions(of: "open") == 0)  // a failure sends no action message
    #expect(tester.recognizerState("press") == .possible)  // reset after the touches ended
    #expect(tester.callbacks(of: "list").isEmpty && tester.callbackNames(of: "carousel").isEmpty)
    #expect(tester.touches.map(\.method) == [.touchesBegan, .touchesCancelled])
    let card0 = ScreenSummary.TouchesDelivered(view: "card0", began: 1, moved: 0, ended: 0, cancelled: 1)
    #expect(tester.touchesDelivered(to: "card0") == card0)
    #expect(tester.summary.touchesDelivered == [card0])  // the summary counts alike
    #expect(tester.touchesDelivered(to: "list") == ScreenSummary.TouchesDelivered(view: "list", began: 0, moved: 0, ended: 0, cancelled: 0))
    #expect(tester.scrollView("carousel")?.contentOffset == Point(x: 0, y: 0))
    #expect(tester.frames.allSatisfy { $0.scrollViews.map(\.id) == ["list", "carousel"] })
  }

  @Test func aSkippingExpectFailsOnARecordItDoesNotSkip() {
    // Exhaustive over the records it does not skip: the press asserted without its
    // touches and failures fails, and drains nothing.
    var tester = Self.pressed()
    let pending = tester.pendingRecords.count
    #expect(throws: ScreenTester.Failure.self) {
      try tester.expect(
        [.gesture(ScreenGesture(time: 0.5, recognizer: "press", kind: .longPress, view: "card0", state: .began, location: Point(x: 200, y: 200)))],
        skipping: \.isFrame)
    }
    #expect(tester.pendingRecords.count == pending)
  }
}
