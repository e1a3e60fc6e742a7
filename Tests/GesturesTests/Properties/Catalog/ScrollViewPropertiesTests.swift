@testable import Gestures
import ScrollPhysics
import Testing

/// The scroll-view properties' scene and judgements (`ScrollViewProperties`, issue 3);
/// `PropertyCatalogTests` runs the properties themselves.
@Suite struct ScrollViewPropertiesTests {
  /// Runs `script` on `setup` at 60 Hz and returns the scene at the end and every callback.
  func run(_ setup: CheckedScrollView, _ script: TraceScript) -> (scene: ScrollViewInvariantCheck.PropertyScene, callbacks: [ScrollViewCallback]) {
    var all: [ScrollViewCallback] = []
    let (_, scene) = ScrollViewInvariantCheck.replay(setup, script.render(), refreshRate: 60) { _, _, callbacks in
      all += callbacks
      return nil
    }
    return (scene, all)
  }

  func tap(_ x: Double, _ y: Double) -> TraceScript {
    TraceScript(steps: [.init(pause: 0.1, gesture: .tap(.init(location: Point(x: x, y: y), hold: 0.05)))])
  }

  @Test func statusBarTapScrollsToTheTopAnimated() {
    // UIKit's scrollsToTop: y goes to its minimum (0), x stays. The tap lands on the
    // status bar (y < 47), which is not the scroll view: no touchDown, so no paging snap.
    let (scene, callbacks) = run(.pager(paging: true, bounces: true), tap(195, 20))
    #expect(scene.scrollView.contentOffset == Point(x: 390, y: 0))
    #expect(callbacks.last?.kind == .scrollViewDidEndScrollingAnimation)
    #expect(!callbacks.contains { $0.kind == .scrollViewWillBeginDragging })
  }

  @Test func jumpBarTapJumpsToTheFractionOfTheRange() {
    // The pager's range is 0…780 × 0…1688. A tap at x = 97.5 is u = 97.5/390 = 0.25 of
    // the way: (195, 422). In the bar's lower half (y ≥ 800 + 22) it is not animated:
    // one scrollViewDidScroll, at once.
    let (scene, callbacks) = run(.pager(paging: false, bounces: true), tap(97.5, 830))
    #expect(scene.scrollView.contentOffset == Point(x: 195, y: 422))
    #expect(callbacks.map(\.kind) == [.scrollViewDidScroll(contentOffset: Point(x: 195, y: 422))])
    // In the upper half it animates and ends with scrollViewDidEndScrollingAnimation.
    let (animated, animatedCallbacks) = run(.pager(paging: false, bounces: true), tap(97.5, 810))
    #expect(animated.scrollView.contentOffset == Point(x: 195, y: 422))
    #expect(animatedCallbacks.count > 2 && animatedCallbacks.last?.kind == .scrollViewDidEndScrollingAnimation)
  }

  @Test func aRestingDragMovesTheContentWithTheFingerFromThePansStart() {
    // The finger moves up 120 points (240 pt/s for 0.5 s, a sample every 4 points at
    // 60 Hz) and rests 0.3 s before lifting. The pan begins at the third sample, 12
    // points from the start (the first to reach the 10-point hysteresis), with the
    // translation 12 − 10 = 2, which the scroll view applies at once: the content
    // trails the finger by exactly the hysteresis, 120 − 10 = 110 points, 2000 → 2110.
    // The rest (over the 0.1 s rule) makes the release velocity zero: no deceleration.
    let script = TraceScript(
      sampling: .init(rate: 60),
      steps: [.init(pause: 0.1, gesture: .stroke(.init(start: Point(x: 200, y: 600), angle: 270, speed: 240, duration: 0.5, rest: 0.3)))])
    let (scene, callbacks) = run(.list(bounces: true, rate: .normal), script)
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 2110))
    #expect(callbacks.contains { $0.kind == .scrollViewDidEndDragging(willDecelerate: false) })
    #expect(!callbacks.contains { $0.kind == .scrollViewWillBeginDecelerating })
  }

  @Test func monotonicJudgement() {
    let range = 0.0...10.0
    #expect(ScrollViewInvariantCheck.monotonicProblem([2, 4, 4, 7], range: range) == nil)
    #expect(ScrollViewInvariantCheck.monotonicProblem([7, 3, 0], range: range) == nil)
    // A bounce: out past 10 to 12, then back to the edge.
    #expect(ScrollViewInvariantCheck.monotonicProblem([8, 10, 12, 11, 10], range: range) == nil)
    // Turning inside the range, or twice, is not a deceleration.
    #expect(ScrollViewInvariantCheck.monotonicProblem([2, 5, 3], range: range) == "turns at 5.0, inside the range 0.0...10.0: [2.0, 5.0, 3.0]")
    #expect(ScrollViewInvariantCheck.monotonicProblem([8, 12, 10, 11], range: range)?.hasPrefix("turns a second time at 10.0") == true)
  }

  @Test func pageJudgement() {
    // Pages of 390 at scale 3: 390 and 780 are boundaries, 80 only as the end of 0…80.
    #expect(ScrollViewInvariantCheck.isOnPage(390, page: 390, range: 0...780, scale: 3))
    #expect(ScrollViewInvariantCheck.isOnPage(80, page: 390, range: 0...80, scale: 3))
    #expect(!ScrollViewInvariantCheck.isOnPage(80, page: 390, range: 0...780, scale: 3))
    #expect(!ScrollViewInvariantCheck.isOnPage(200, page: 390, range: 0...780, scale: 3))
  }

  @Test func aFlickOnTheListDeceleratesAsUIKitsLawSays() {
    // A flick up at 2000 pt/s for 0.1 s (200 points) from y = 600 on the list: the
    // properties hold on it, and the deceleration they judge really ran.
    let events = TraceScript(
      sampling: .init(rate: 120),
      steps: [.init(pause: 0.1, gesture: .stroke(.init(start: Point(x: 200, y: 600), angle: 270, speed: 2000, duration: 0.1)))]
    ).render()
    for property in ScrollViewProperties.all {
      #expect(property.check(events) == nil, "\(property.name)")
    }
    var callbacks: [ScrollViewCallback] = []
    _ = ScrollViewInvariantCheck.replay(.list(bounces: true, rate: .normal), events, refreshRate: 60) { _, _, new in
      callbacks += new
      return nil
    }
    #expect(callbacks.contains { $0.kind == .scrollViewDidEndDecelerating })
  }
}
