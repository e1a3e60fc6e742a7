import Gestures
import ScrollPhysics
import Testing

/// `SceneTester`: scripted touches, time, settling and recorded traces, against
/// hand calculations and UIKit's documented callback order.
@Suite struct SceneTesterTests {
  /// A 3-page horizontal pager on a 390 × 844 screen.
  static var pager: ScrollViewSceneSetup {
    ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true)
  }

  @Test func aFlingLeftAdvancesOnePage() {
    // Finger moves left at 1500 pt/s for 0.1 s: 150 pt. The content velocity is
    // +1500 pt/s (> the 10 pt/s threshold), so the half-page rule adds 0.5 page to
    // offset/390 < 0.4 and rounds to page 1: offset 390.
    var tester = ScrollViewTester(setup: Self.pager)
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
    let rested = tester.settle()
    #expect(rested)
    #expect(tester.scrollView.contentOffset == Point(x: 390, y: 0))
    #expect(tester.summary.final.page == ScrollViewScenePage(x: 1, y: 0))
    #expect(tester.summary.rest == .decelerationEnded)
    // UIKit's order (UIScrollViewDelegate documentation): will begin dragging,
    // scrolls, will end dragging, did end dragging (decelerate), will begin
    // decelerating, scrolls, did end decelerating.
    #expect(
      tester.callbackNames == [
        "scrollViewWillBeginDragging", "scrollViewDidScroll", "scrollViewWillEndDragging",
        "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidScroll",
        "scrollViewDidEndDecelerating",
      ])
  }

  @Test func aScrollViewBouncingAlongXOnlyStopsYAtItsEdge() {
    // bounces x (bouncesHorizontally on, bouncesVertically off) over 1170 × 1688:
    // range 0…780 × 0…844, from (500, 500). A diagonal fling up-left at 2000 pt/s
    // per axis for 0.1 s drags the content to (700, 700) and releases it at 2 pt/ms
    // per axis: both proposals (700 + 1.99/0.002002 ≈ 1694) clamp to (780, 844).
    var options = ScrollViewSceneSetup(content: Size(width: 1170, height: 1688))
    options.bounces = ScrollViewSceneSetup.Axes(x: true, y: false)
    options.startOffset = Point(x: 500, y: 500)
    var tester = ScrollViewTester(setup: options)
    #expect(tester.scrollView.bouncesHorizontally && !tester.scrollView.bouncesVertically)
    tester.fling(from: Point(x: 300, y: 600), velocity: Vector(dx: -2000, dy: -2000))
    let rested = tester.settle()
    #expect(rested)
    #expect(tester.scrollView.contentOffset == Point(x: 780, y: 844))
    // y stops dead at its edge; x bounces past its edge and comes back.
    #expect(tester.frames.allSatisfy { $0.contentOffset.y <= 844 })
    #expect(tester.frames.contains { $0.contentOffset.x > 780 + 30 })
    #expect(tester.summary.rest == .decelerationEnded)
  }

  @Test func theReleaseVelocityIsTheFlingsInPointsPerMillisecond() {
    // A constant-speed finger: the estimate is the finger's speed, 1500 pt/s, and
    // scrollViewWillEndDragging reports the content's, +1.5 pt/ms.
    var tester = ScrollViewTester(setup: Self.pager)
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
    let release = tester.summary.releases.first
    #expect(release.map { abs($0.velocity.dx - 1.5) < 1e-9 } == true)
    #expect(release?.velocity.dy == 0)
  }

  @Test func waitRunsTheFramesInBetween() {
    // At 120 Hz, waiting 0.1 s after a fling runs the frames of that interval:
    // frames come every 1/120 s.
    var tester = ScrollViewTester(setup: Self.pager)
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
    let before = tester.frames.count
    let start = tester.now
    tester.wait(0.1)
    #expect(tester.now == start + 0.1)
    let ran = tester.frames.count - before
    #expect(ran >= 11 && ran <= 13)
    #expect(tester.scrollView.isDecelerating)
  }

  @Test func aTapIsReportedAndScrollsNothing() {
    var tester = ScrollViewTester(setup: Self.pager)
    tester.tap(at: Point(x: 100, y: 100))
    tester.settle()
    #expect(tester.gestures.map(\.recognizer) == [.tap])
    #expect(tester.callbacks.isEmpty)
    #expect(tester.scrollView.contentOffset == .zero)
    #expect(tester.summary.rest == .neverMoved)
  }

  @Test func aSlowDragFollowsTheFinger() {
    // A drag of 100 pt left in 1 s (100 pt/s, a sample every 1/120 s). The content
    // trails the finger by the pan's 10 pt hysteresis (UIKit moves it at the began
    // event by the translation with the hysteresis removed). The last frame while
    // dragging is at 119/120 s, after that instant's sample: 100 · 119/120 − 10 =
    // 89.17 pt, published within a pixel (1/3 pt).
    var tester = ScrollViewTester(setup: Self.pager)
    tester.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 1)
    let lastDragFrame = tester.frames.last { $0.isDragging }
    #expect(lastDragFrame.map { abs($0.time - 119.0 / 120) < 1e-9 } == true)
    #expect(lastDragFrame.map { abs($0.contentOffset.x - (100 * 119.0 / 120 - 10)) <= 1.0 / 3 + 1e-9 } == true)
    // The release at about 90 pt with 0.1 pt/ms, below UIKit's 0.3 pt/ms paging
    // threshold: the nearest page, floor(90/390 + 0.5) = 0. The content goes back.
    tester.settle()
    #expect(tester.scrollView.contentOffset.x == 0)
    #expect(tester.summary.final.page == ScrollViewScenePage(x: 0, y: 0))
  }

  @Test func aRecordedTraceReplaysFromText() throws {
    // The fast swipe of docs/trace-format.md's example, shifted to start now.
    let trace = """
      # viewport: 390x844
      t,id,phase,x,y
      0.000,0,began,300,400
      0.025,0,moved,262.5,400
      0.050,0,moved,225,400
      0.075,0,moved,187.5,400
      0.100,0,ended,150,400
      """
    var tester = ScrollViewTester(setup: Self.pager)
    tester.wait(1)
    try tester.replay(trace: trace)
    tester.settle()
    // 150 pt left in 0.1 s: the same fling as above, so page 1.
    #expect(tester.scrollView.contentOffset.x == 390)
    // The pan begins at the first move (37.5 pt, past the 10 pt hysteresis),
    // 0.025 s into the trace, which starts at 1 s.
    #expect(tester.gestures.first?.time == 1.025)
  }

  @Test func aBadTraceThrowsWithItsLine() {
    var tester = ScrollViewTester(setup: Self.pager)
    do {
      try tester.replay(trace: "t,id,phase,x,y\n0,0,began,abc,1\n")
      Issue.record("no error")
    } catch {
      // Line 2, column 11: the x field ("0,0,began," is 10 characters).
      #expect(error.line == 2)
      #expect(error.column == 11)
    }
  }

  @Test func theSameCallsGiveTheSameRecords() {
    func run() -> [ScrollViewSceneRecord] {
      var tester = ScrollViewTester(setup: Self.pager)
      tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -2000, dy: 0))
      tester.settle()
      tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -2000, dy: 0))
      tester.settle()
      return tester.records
    }
    #expect(run() == run())
  }
}
