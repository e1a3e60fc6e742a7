import Gestures
import ScrollPhysics
import Testing

/// A 3-page horizontal pager and a list with a custom snap delegate, tested with
/// gesture-sim's `SceneTester` (docs/library.md).
@Suite struct PagerTests {
  /// Three 390-pt pages side by side.
  static var pager: ScrollViewSceneSetup {
    ScrollViewSceneSetup(viewport: Size(width: 390, height: 844), content: Size(width: 1170, height: 844), paging: true)
  }

  @Test func twoFlicksReachTheLastPage() {
    var tester = ScrollViewTester(setup: Self.pager)
    // 1500 pt/s to the left: faster than UIKit's 0.3 pt/ms paging threshold, so
    // each flick turns exactly one page.
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
    tester.settle()
    #expect(tester.scrollView.contentOffset.x == 390)
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
    tester.settle()
    #expect(tester.scrollView.contentOffset.x == 780)
    #expect(tester.summary.final.page == ScrollViewScenePage(x: 2, y: 0))
    // A third flick cannot go past the last page.
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
    tester.settle()
    #expect(tester.scrollView.contentOffset.x == 780)
  }

  @Test func aSlowDragGoesBackToItsPage() {
    var tester = ScrollViewTester(setup: Self.pager)
    // 100 pt in 1 s: 0.1 pt/ms, below the threshold: the nearest page, page 0.
    tester.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 1)
    tester.settle()
    #expect(tester.scrollView.contentOffset.x == 0)
  }

  @Test func aTapSendsOneActionAndScrollsNothing() throws {
    var tester = ScrollViewTester(setup: Self.pager)
    tester.tap(at: Point(x: 200, y: 400))  // down at 0, up 0.05 s later
    tester.settle()
    tester.exhaustivity = .off  // the frames are not this test's subject
    // A UITapGestureRecognizer sends its one action message when the finger lifts.
    let tap = try tester.receive(where: { if case .gesture(let g) = $0 { g.recognizer == .tap } else { false } })
    #expect(tap.time == 0.05)
    #expect(tester.callbacks.isEmpty)
    try tester.finish()  // at rest; with .on it would fail on the frames left
  }

  @Test func everyRecordOfASlowDragIsAsserted() throws {
    var tester = ScrollViewTester(setup: Self.pager)
    tester.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 1)
    tester.settle()
    // The delegate's calls first, then everything else is skipped on purpose;
    // finish() fails if anything happens after that.
    #expect(tester.callbackNames.first == "scrollViewWillBeginDragging")
    tester.skipPendingRecords()
    try tester.finish()
  }

  /// A custom delegate: snap the resting offset to 300-pt cards.
  struct SnapToCards: ScrollViewSceneDelegate {
    var cardHeight = 300.0
    var releases = 0

    mutating func scrollViewWillEndDragging(
      _ scrollView: inout ScrollView, withVelocity velocity: Vector, targetContentOffset: inout Point
    ) {
      releases += 1
      let card = (targetContentOffset.y / cardHeight).rounded()
      targetContentOffset.y = min(card * cardHeight, scrollView.maximumContentOffset.y)
    }
  }

  @Test func aCustomDelegateSnapsTheFlingToACard() {
    let setup = ScrollViewSceneSetup(content: Size(width: 390, height: 6000))
    var tester = SceneTester<ScrollViewScene<SnapToCards>>(setup: setup, delegate: SnapToCards())
    tester.fling(from: Point(x: 200, y: 700), velocity: Vector(dx: 0, dy: -1200))
    tester.settle()
    // The delegate was called once and the content rests on a card boundary.
    #expect(tester.scene.delegate.releases == 1)
    #expect(tester.scrollView.contentOffset.y > 0)
    #expect(tester.scrollView.contentOffset.y.truncatingRemainder(dividingBy: 300) == 0)
    // UIKit's order: will end dragging (with the proposed target) before did end dragging.
    let names = tester.callbackNames
    let willEnd = names.firstIndex(of: "scrollViewWillEndDragging")
    let didEnd = names.firstIndex(of: "scrollViewDidEndDragging")
    #expect(willEnd != nil && didEnd != nil && willEnd! < didEnd!)
  }

  @Test func theTraceFormatExampleReplays() throws {
    // docs/trace-format.md's example, as a library user reads it (no Foundation).
    let trace = """
      # source: a fast left-to-right swipe, 120 Hz
      # viewport: 390x844
      # scale: 3
      # refresh: 120
      t,id,phase,x,y
      0.000000,0,began,100,420
      0.008333,0,moved,108.5,420
      0.016667,0,ended,121,420.5
      """
    var reader = try TraceReader(text: trace, path: "example.csv")
    var events: [TouchEvent] = []
    while let event = try reader.next() { events.append(event) }
    #expect(events.count == 3)
    #expect(reader.metadata.viewport == Size(width: 390, height: 844))
    var tester = ScrollViewTester(setup: Self.pager)
    tester.replay(events)
    tester.settle()
    #expect(tester.scrollView.contentOffset.x == 0)  // a swipe to the right at page 0 stays there
  }
}
