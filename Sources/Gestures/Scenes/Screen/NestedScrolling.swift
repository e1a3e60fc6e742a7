import ScrollPhysics

/// The rules that decide between nested scroll views of a `ScreenScene` (docs/screens.md,
/// "Nested scroll views"), applied to each scroll view's pan when a touch sequence
/// starts on it (`ScrollPanBeginRule`):
///
/// - **The begin rule**: the pan begins only on an axis its scroll view can scroll and
///   the directional lock leaves free; on the other axis it waits.
/// - **The transfer to the parent**: abutted at an edge and pushed past it, along an
///   axis the parent scroll view can scroll, it waits when `transfers…ScrollingToParent`
///   is true, so the parent's pan takes the touches.
/// - **The directional lock** of a scroll view that can scroll both ways masks the
///   axis it locked out while its pan has not begun.
///
/// There is no take-back from a paging parent: UIKit decides it when the child's scroll
/// begins and needs an outward translation then, which a finger's touch-down never has
/// (docs/sources.md, "Nested scroll views"), so a parent that took the touches keeps them.
///
/// Only scroll views in a nesting (with a parent scroll view, or holding one) get the
/// rule; a scroll view alone keeps its hysteresis alone, as the scroll-view scene's.
struct NestedScrolling: Sendable {
  /// Per scroll view: its nearest enclosing scroll view (index), or -1.
  let parents: [Int]
  /// Per scroll view: whether it is in a nesting.
  let isNested: [Bool]
  /// Whether any scroll view is.
  let any: Bool

  /// The nesting of `scrollViews`, whose views are `views` (their chains set).
  init<Delegate>(views: [ScreenViewNode], scrollViews: [ScreenScrollView<Delegate>]) {
    var parents = Array(repeating: -1, count: scrollViews.count)
    var nested = Array(repeating: false, count: scrollViews.count)
    for k in scrollViews.indices {
      let chain = views[scrollViews[k].view].chainScrollViews
      // The chain is nearest first and starts with the scroll view itself.
      if chain.count > 1 {
        parents[k] = chain[1]
        nested[k] = true
        nested[chain[1]] = true
      }
    }
    self.parents = parents
    isNested = nested
    any = nested.contains(true)
  }

  /// The begin rule of scroll view `k`'s pan for a touch sequence starting now, or nil
  /// when it is not in a nesting.
  func beginRule<Delegate>(of k: Int, in scrollViews: [ScreenScrollView<Delegate>]) -> ScrollPanBeginRule? {
    guard isNested[k] else { return nil }
    let scrollView = scrollViews[k].scrollView
    var rule = ScrollPanBeginRule(canScrollX: scrollView.canScrollHorizontally, canScrollY: scrollView.canScrollVertically)
    let lock = scrollView.touchLockAllows
    rule.lockAllowsX = lock.horizontal
    rule.lockAllowsY = lock.vertical
    let p = parents[k]
    // The parent takes part only with its pan in the arena (scrolling enabled).
    guard p >= 0, scrollViews[p].panID != nil else { return rule }
    let parent = scrollViews[p].scrollView
    let settings = scrollViews[k].settings
    rule.transfersX = parent.canScrollHorizontally && settings.transfersHorizontalScrollingToParent
    rule.transfersY = parent.canScrollVertically && settings.transfersVerticalScrollingToParent
    let edges = scrollView.abuttedEdges
    rule.abutsLeft = edges.left
    rule.abutsRight = edges.right
    rule.abutsTop = edges.top
    rule.abutsBottom = edges.bottom
    return rule
  }
}
