import Gestures
import ScrollPhysics
import Testing

/// Your own screen tested from your own test target (docs/library.md, "Your own
/// screen"): every touch call, recognizer change and delegate callback of a tap and a
/// drag asserted with `expect`, the records written with their public initializers
/// (this package sees only gesture-sim's public API), against hand derivations from
/// UIKit's rules (docs/screens.md, "What happens to a touch").
@Suite struct ScreenExpectTests {
  /// A list (a 390 × 844 scroll view of 390 × 3000 content) holding a 200 × 44 button
  /// at (20, 100) with a one-tap recognizer `buy`, and a 390 × 200 row at y 600: every
  /// UIKit default (the list delays content touches 0.15 s, the tap cancels touches in
  /// its view).
  static var screen: Screen {
    Screen(refresh: 120, views: [
      Screen.View(
        id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844),
        scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 3000)),
        subviews: [
          Screen.View(
            id: "button", frame: Rect(x: 20, y: 100, width: 200, height: 44),
            recognizers: [Screen.Recognizer(id: "buy", .tap())]),
          Screen.View(id: "row", frame: Rect(x: 0, y: 600, width: 390, height: 200)),
        ])
    ])
  }

  @Test func aTapOnTheButtonIsAssertedRecordByRecord() throws {
    var tester = ScreenTester(Self.screen)
    let p = Point(x: 100, y: 120)
    tester.tap(at: p, hold: 0.2)  // down at 0, up at 0.2
    tester.settle()  // the frames it runs are skipped below, so finish() has none left
    // At 0.15 s the list's content-touch delay runs out: the button receives its
    // touchesBegan (delaysContentTouches). At the lift (0.2 s) the recognizers see it
    // first: the tap recognizes (UIKit's `.ended`, one finger), which prevents the
    // list's pan, still possible; then the button, which had the touch, gets
    // touchesCancelled (the tap's cancelsTouchesInView) instead of touchesEnded.
    try tester.expect(
      [
        .touch(ScreenTouch(time: 0.15, view: "button", method: .touchesBegan, finger: 0, location: p)),
        .gesture(ScreenGesture(time: 0.2, recognizer: "buy", kind: .tap, view: "button", state: .ended, location: p)),
        .gesture(
          ScreenGesture(
            time: 0.2, recognizer: "list.pan", kind: .pan, view: "list", state: .failed, location: p,
            reason: "prevented by \"buy\"")),
        .touch(ScreenTouch(time: 0.2, view: "button", method: .touchesCancelled, finger: 0, location: p)),
      ], skipping: \.isFrame)
    try tester.finish()
    #expect(tester.recognizerState("buy") == .possible)  // reset after the sequence
    #expect(tester.actions(of: "buy") == 1)
    #expect(tester.actions(of: "list.pan") == 0)
    #expect(tester.callbacks(of: "list").isEmpty)
    #expect(tester.touchesDelivered(to: "button") == ScreenSummary.TouchesDelivered(view: "button", began: 1, moved: 0, ended: 0, cancelled: 1))
    #expect(tester.summary.touchesDelivered == [tester.touchesDelivered(to: "button")])
    #expect(tester.scrollView("list")?.contentOffset == Point(x: 0, y: 0))
  }

  /// A drag up on the row: down at (200, 700), 24 moves of 16 pt every 1/120 s,
  /// then the finger rests 0.5 s and lifts.
  static var drag: [TouchEvent] {
    var events = [TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 200, y: 700))])]
    for i in 1 ... 24 {
      events.append(TouchEvent(time: Double(i) / 120, touches: [Touch(id: 0, phase: .moved, location: Point(x: 200, y: 700 - 16 * Double(i)))]))
    }
    events.append(TouchEvent(time: 24.0 / 120 + 0.5, touches: [Touch(id: 0, phase: .ended, location: Point(x: 200, y: 316))]))
    return events
  }

  @Test func aDragOfTheListIsAssertedRecordByRecord() throws {
    var tester = ScreenTester(Self.screen)
    tester.replay(Self.drag)
    tester.settle()
    // The hand derivation (UIKit's rules, docs/screens.md):
    // - at 0 the finger lands on the row: the list holds its touchesBegan for 0.15 s
    //   (delaysContentTouches);
    // - move 1 (16 pt up, past the pan's 10 pt hysteresis): the pan begins with the
    //   translation past the hysteresis, (0, -6); the list calls willBeginDragging and
    //   didScroll at offset 6 (the content follows the finger); the pan began within
    //   the delay, so the held touches are cancelled and the row receives nothing;
    // - move i (2…24): the pan changes to translation -(16 i - 10), didScroll at
    //   offset 16 i - 10 (whole points: already on the 1/3-pt pixel grid);
    // - the lift after a 0.5 s rest: the pan ends where the finger is, translation
    //   -374, with velocity zero (the finger rested before lifting) and no touches
    //   (UIKit's numberOfTouches in a pan's ended action: the lifted finger is gone); willEndDragging
    //   with velocity zero and the target where the content is (374), and
    //   didEndDragging without deceleration.
    var expected: [ScreenRecord] = []
    for i in 1 ... 24 {
      let t = Double(i) / 120
      let moved = 16 * Double(i)
      let finger = Point(x: 200, y: 700 - moved)
      expected.append(
        .gesture(
          ScreenGesture(
            time: t, recognizer: "list.pan", kind: .pan, view: "list", state: i == 1 ? .began : .changed,
            location: finger, translation: Vector(dx: 0, dy: -(moved - 10)))))
      if i == 1 { expected.append(.callback(ScreenCallback(time: t, scrollView: "list", .scrollViewWillBeginDragging))) }
      expected.append(.callback(ScreenCallback(time: t, scrollView: "list", .scrollViewDidScroll(contentOffset: Point(x: 0, y: moved - 10)))))
    }
    let lift = 24.0 / 120 + 0.5
    expected += [
      .gesture(
        ScreenGesture(
          time: lift, recognizer: "list.pan", kind: .pan, view: "list", state: .ended, location: Point(x: 200, y: 316),
          translation: Vector(dx: 0, dy: -374), velocity: Vector(dx: 0, dy: 0), numberOfTouches: 0)),
      .callback(
        ScreenCallback(
          time: lift, scrollView: "list",
          .scrollViewWillEndDragging(velocity: Vector(dx: 0, dy: 0), targetContentOffset: Point(x: 0, y: 374)))),
      .callback(ScreenCallback(time: lift, scrollView: "list", .scrollViewDidEndDragging(willDecelerate: false))),
    ]
    try tester.expect(expected, skipping: \.isFrame)
    try tester.finish()
    #expect(tester.actions(of: "list.pan") == 25)  // began, 23 changed (moves 2…24), ended
    #expect(tester.gestures(of: "buy").isEmpty)  // the finger never touched the button
    #expect(
      tester.callbackNames(of: "list") == ["scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging", "scrollViewDidEndDragging"])
    #expect(tester.touches.isEmpty)
    #expect(tester.touchesDelivered(to: "row") == ScreenSummary.TouchesDelivered(view: "row", began: 0, moved: 0, ended: 0, cancelled: 0))
    #expect(tester.scrollView("list")?.contentOffset == Point(x: 0, y: 374))
    #expect(tester.frames.last?.scrollViews.map(\.id) == ["list"])
  }
}
