@testable import Gestures
import ScrollPhysics
import Testing

/// The screen benchmark's workload is what the issue's Speed section names: 50
/// views, 12 recognizers, 3 scroll views one of which is nested in another; its
/// trace is a valid trace whose every finger lifts within its cycle.
@Suite struct ScreenBenchmarkTests {
  @Test func theScreenHasTheIssuesShape() {
    let screen = ScreenBenchmark.screen()
    #expect(screen.problem() == nil)
    var views = 0
    var recognizers = 0
    var scrollViews: [String] = []
    var nested: [String] = []
    func visit(_ view: Screen.View, insideScrollView: Bool) {
      views += 1
      recognizers += view.recognizers.count
      if view.scrollView != nil {
        scrollViews.append(view.id)
        if insideScrollView { nested.append(view.id) }
      }
      for subview in view.subviews { visit(subview, insideScrollView: insideScrollView || view.scrollView != nil) }
    }
    for view in screen.views { visit(view, insideScrollView: false) }
    #expect(views == 50)
    #expect(recognizers == 12)
    #expect(scrollViews == ["list", "carousel", "tabs"])
    #expect(nested == ["carousel"])
  }

  @Test func eachCycleIsAValidTraceThatEndsWithNoFingerDown() {
    var down: Set<Int> = []
    var last = -Double.infinity
    var twoFingerEvents = 0
    for event in ScreenBenchmark.cycle() {
      #expect(event.time > last && event.time < ScreenBenchmark.cycleDuration)
      last = event.time
      if event.touches.count == 2 { twoFingerEvents += 1 }
      for touch in event.touches {
        switch touch.phase {
        case .began: #expect(down.insert(touch.id).inserted)
        case .moved, .stationary: #expect(down.contains(touch.id))
        case .ended, .cancelled: #expect(down.remove(touch.id) != nil)
        }
      }
    }
    #expect(down.isEmpty)
    #expect(twoFingerEvents > 0)
    // Cycle c is cycle 0 shifted by c × 14 s.
    let two = Array(ScreenBenchmark.Trace(cycles: 2))
    let one = ScreenBenchmark.cycle()
    #expect(two.count == 2 * one.count)
    #expect(two[one.count].time == one[0].time + ScreenBenchmark.cycleDuration)
  }

  /// The gestures do what the workload's description says: the list, the carousel
  /// and the tabs are each dragged, the first card's press fires, and every scroll
  /// view comes to rest.
  @Test func theGesturesReachTheirViews() {
    let (run, _) = SceneRunner<ScreenScene>.run(
      Array(ScreenBenchmark.Trace(cycles: 1)),
      options: .init(scene: ScreenBenchmark.screen(), refreshRate: ScreenBenchmark.refreshRate))
    for scroll in run.scrollViews { #expect(scroll.drags >= 1, "\(scroll.id)") }
    #expect(run.recognizers.first { $0.id == "card0.press" }?.actions ?? 0 >= 1)
    #expect(run.facts.cameToRest)
  }
}
