import Gestures
import ScrollPhysics
@testable import gesture_sim
import Testing

/// The scroll-view scene's timeline and filmstrip for `gesture-sim plot --scene scroll-view`.
@Suite struct ScrollViewPlotSceneTests {
  private func timeline(_ trace: String, _ options: ScrollViewSceneSetup) throws -> (ScrollViewPlotScene, PlotTimeline) {
    var scene = ScrollViewPlotScene(options: try .init(scene: .init(gridSnapping: options), refreshRate: 120))
    for event in try ReproCommand.readEvents(path: packageRoot + "/traces/" + trace) { scene.feed(event) }
    let timeline = scene.finish()
    return (scene, timeline)
  }

  @Test func thePagerPlotsXAndEndsOnTheThirdPage() throws {
    // A horizontal pager (content 1170 wide): x scrolls, y does not, so x is plotted. Two
    // flicks at 1.5 pt/ms: pages 1 then 2, resting at 780 (run's outcome for this trace).
    let (scene, timeline) = try self.timeline(
      "pager-3.csv", ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true))
    #expect(timeline.quantityLabel == "contentOffset.x (pt)")
    #expect(timeline.quantity.first?.last?.value == 780)
    #expect(timeline.guides.map(\.value) == [0, 780, 390])
    // The release velocities marked are the willEndDragging ones: 1.5 pt/ms = 1500 pt/s
    // (the trace's times are written with 4 decimals, so the estimate is within 0.1 pt/s).
    #expect(timeline.velocityPoints.count == 2)
    #expect(timeline.velocityPoints.allSatisfy { abs($0.value - 1500) < 0.1 }, "\(timeline.velocityPoints.map(\.value))")
    // Every delegate callback is on the callbacks lane, in order; the releases among them.
    let named = timeline.marks.filter { $0.lane == .callbacks && !$0.label.isEmpty }.map(\.label)
    #expect(named.filter { $0 == "willEndDragging" }.count == 2)
    #expect(named.filter { $0 == "didEndDecelerating" }.count == 2)
    // At the end the filmstrip shows the resting page 2 with the scroll view at rest.
    let last = scene.snapshot(at: timeline.end)
    #expect(last.caption.contains("page 2"))
    #expect(last.caption.contains("at rest"))
  }

  @Test func aListPlotsYAndTheScrollViewsOwnVelocity() throws {
    // A 5000 pt list: only y scrolls. After the release the plotted velocity is the
    // scroll view's, which decays (per-frame law) to 0 at rest. It is measured on the
    // published, pixel-rounded offsets, so it may rise by up to one pixel per frame:
    // (1/3 pt)·120 Hz = 40 pt/s.
    let (_, timeline) = try self.timeline("list-fast-fling.csv", ScrollViewSceneSetup(content: Size(width: 390, height: 5000)))
    #expect(timeline.quantityLabel == "contentOffset.y (pt)")
    let velocity = try #require(timeline.velocity.first)
    #expect(velocity.last?.value == 0)
    let release = try #require(timeline.velocityPoints.first)
    let after = velocity.filter { $0.t > release.t + 0.02 }.map(\.value)
    #expect(!after.isEmpty)
    #expect(zip(after, after.dropFirst()).allSatisfy { $1 <= $0 + 40 + 1e-6 }, "\(after)")
    #expect(after.first.map { $0 > 2000 } == true)
  }

  /// The subtitle names the scroll view's settings as the viewer's does, the rate the one in
  /// use (UIKit keeps 0.99 below 0.994): it used to leave out the rate and the bounces, so a
  /// plot of `--rate 0.5` did not say that it ran at 0.99.
  @Test func theSubtitleNamesTheSettingsAndTheRateInUse() {
    let list = packageRoot + "/traces/list-fast-fling.csv"
    let plot = runTool(["plot", list, "--scene", "scroll-view", "--rate", "0.5", "--no-bounces", "--snap", "88"])
    #expect(plot.code == 0, "\(plot.err)")
    #expect(plot.out.contains("scroll-view · content 390×5000 · snap 88x88 · bounces none · rate 0.99 · viewport 390×844 @3x · 120 Hz · uikit ios26"), "\(plot.out.prefix(1200))")
  }

  @Test func theCommandDrawsTheSceneAndTakesItsFlags() {
    let pager = packageRoot + "/traces/pager-3.csv"
    let result = runTool(["plot", pager, "--scene", "scroll-view", "--paging", "--content", "1170x844"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("<svg") || result.out.hasPrefix("<?xml"))
    #expect(result.out.contains("contentOffset.x (pt)"))
    #expect(result.out.contains("willEndDragging"))
    // Deterministic: the same bytes twice.
    #expect(result.out == runTool(["plot", pager, "--scene", "scroll-view", "--paging", "--content", "1170x844"]).out)
    // A scroll-view flag without the scene is a usage error.
    #expect(runTool(["plot", pager, "--paging"]).code == 64)
    #expect(runTool(["plot", pager, "--scene", "scroll-view", "--inset", "0,-1,0,0"]).code == 64)
  }
}
