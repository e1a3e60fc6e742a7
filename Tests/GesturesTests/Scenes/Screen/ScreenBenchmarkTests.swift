@testable import Gestures
import ScrollPhysics
import Testing

/// The screen benchmark's workload is what the issues' Speed sections name: 50
/// views, 12 recognizers, scroll views nested in one another (issue 28), with a
/// zoomable pager and a navigation container (issue 29); its trace is a valid trace
/// whose every finger lifts within its cycle.
@Suite struct ScreenBenchmarkTests {
  @Test func theScreenHasTheIssuesShape() throws {
    let screen = ScreenBenchmark.screen()
    #expect(problem { try screen.validate() } == nil)
    var views = 0
    var recognizers = 0
    var scrollViews: [String] = []
    var nested: [String] = []
    var zooming: [String] = []
    var navigations: [String] = []
    func visit(_ view: Screen.View, insideScrollView: Bool) {
      views += 1
      recognizers += view.recognizers.count
      if let zoom = view.scrollView?.zoom, zoom.hasPinch { zooming.append(view.id) }
      if view.navigation != nil { navigations.append(view.id) }
      if view.scrollView != nil {
        scrollViews.append(view.id)
        if insideScrollView { nested.append(view.id) }
      }
      for subview in view.subviews { visit(subview, insideScrollView: insideScrollView || view.scrollView != nil) }
    }
    for view in screen.views { visit(view, insideScrollView: false) }
    #expect(views == 50)
    #expect(recognizers == 12)
    #expect(scrollViews == ["list", "carousel", "card0", "card1", "card2", "tabs"])
    #expect(nested == ["carousel", "card0", "card1", "card2"])
    // The zoomable pager: the paging carousel's pages are the photos that zoom.
    #expect(zooming == ["card0", "card1", "card2"])
    #expect(navigations == ["root"])
  }

  @Test func eachCycleIsAValidTraceThatEndsWithNoFingerDown() throws {
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

  /// The gestures do what the workload's description says: the list, the carousel,
  /// the first photo and the tabs are each dragged, the first card's press fires, the
  /// back swipe begins and is cancelled (it rests at about 65 / 390 of the width, under
  /// min(187.5 / 390, 0.5), with no velocity), the first photo zooms past 2 (60 → 160 pt
  /// between the fingers, 160 / 60 ≈ 2.7 from the pinch's start) and back to 1, and
  /// every scroll view comes to rest.
  @Test func theGesturesReachTheirViews() throws {
    let (run, records) = SceneRunner<ScreenScene>.run(
      Array(ScreenBenchmark.Trace(cycles: 1)),
      options: try .init(scene: ScreenBenchmark.screen(), refreshRate: ScreenBenchmark.refreshRate))
    for id in ["list", "carousel", "card0", "tabs"] {
      #expect(run.scrollViews.first { $0.id == id }?.drags ?? 0 >= 1, "\(id)")
    }
    #expect(run.recognizers.first { $0.id == "card0.press" }?.actions ?? 0 >= 1)
    #expect(run.navigations.map { [$0.view, "\($0.depth)", "\($0.popsFinished)", "\($0.popsCancelled)"] } == [["root", "2", "0", "1"]])
    var largestZoom = 0.0
    for case .frame(let frame) in records {
      for state in frame.scrollViews where state.id == "card0" { largestZoom = max(largestZoom, state.zoomScale ?? 0) }
    }
    #expect(largestZoom > 2 && largestZoom <= 3, "\(largestZoom)")
    #expect(run.scrollViews.first { $0.id == "card0" }?.zoomScale == 1)
    #expect(run.facts.cameToRest)
  }

  /// Each cycle starts from the same screen state: the second cycle's records are the
  /// first's (the same kinds in the same order, the same recognizers entering the same
  /// states, the same pop events), shifted by the cycle's length.
  @Test func theSecondCycleRepeatsTheFirst() throws {
    let (_, records) = SceneRunner<ScreenScene>.run(
      Array(ScreenBenchmark.Trace(cycles: 2)),
      options: try .init(scene: ScreenBenchmark.screen(), refreshRate: ScreenBenchmark.refreshRate))
    func kinds(_ from: Double, _ to: Double) -> [String] {
      records.compactMap { record in
        let (type, time) = record.typeAndTime
        guard time >= from && time < to else { return nil }
        switch record {
        case .gesture(let gesture): return "\(type) \(gesture.recognizer) \(gesture.state)"
        case .navigation(let navigation): return "\(type) \(navigation.event)"
        case .callback(let callback): return "\(type) \(callback.scrollView)"
        case .touch, .frame, .refresh, .action, .warning: return type
        }
      }
    }
    let first = kinds(0, ScreenBenchmark.cycleDuration)
    #expect(first.count > 100)
    #expect(kinds(ScreenBenchmark.cycleDuration, 2 * ScreenBenchmark.cycleDuration) == first)
  }
}
