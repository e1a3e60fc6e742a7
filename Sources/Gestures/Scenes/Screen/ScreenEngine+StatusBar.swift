import ScrollPhysics

extension ScreenEngine {
  /// The scroll views a tap on the status bar may scroll to the top: those with
  /// `scrollsToTop` whose view and superviews are shown (not hidden, alpha at least
  /// 0.01), in document order.
  static func scrollsToTopCandidates(described: [Screen.View], views: [ScreenViewNode], scrollViews: [ScreenScrollView<Delegate>]) -> [Int] {
    var shown: [Bool] = []
    shown.reserveCapacity(views.count)
    for v in views.indices {
      let own = !described[v].hidden && described[v].alpha >= 0.01
      shown.append(own && (views[v].parent < 0 || shown[views[v].parent]))
    }
    return scrollViews.indices.filter { scrollViews[$0].settings.scrollsToTop && shown[scrollViews[$0].view] }
  }

  /// The status bar's tap, recognized at `time` (seconds): UIKit scrolls to the top
  /// the scroll view that has `scrollsToTop`, animated, when it is the only shown
  /// one that has it, and nothing otherwise (`UIScrollView.scrollsToTop`: "On iPhone,
  /// the scroll-to-top gesture has no effect if there is more than one scroll view
  /// on-screen that has scrollsToTop set to true"). The top is the content's top edge
  /// (the top inset above it), at the current horizontal offset: the scroll-view
  /// scene's status bar.
  mutating func scrollToTop(at time: Double, into records: inout [Record]) {
    guard scrollsToTopCandidates.count == 1 else { return }
    let k = scrollsToTopCandidates[0]
    let scrollView = scrollViews[k].scrollView
    let top = Point(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y)
    send(.setContentOffset(top, animated: true), to: k, at: time, into: &records)
  }
}
