// What a scroll view inside another one reads of it (the nested-scrolling rules of a
// screen: docs/screens.md, "Nested scroll views").

extension ScrollView {
  /// Whether the content can scroll along x: wider than the bounds with the insets, or
  /// `alwaysBounceHorizontal` with horizontal bouncing (UIKit's `_canScrollX`, read from
  /// the public decompilation of UIKitCore for iOS 26.1, UIScrollView.mm).
  package var canScrollHorizontally: Bool { canScroll(.horizontal) }

  /// Whether the content can scroll along y (`_canScrollY`; see `canScrollHorizontally`).
  package var canScrollVertically: Bool { canScroll(.vertical) }

  /// The content edges the offset is at, in points: left when `contentOffset.x ≤
  /// −contentInset.left`, right when `contentOffset.x + bounds.width ≥
  /// ⌊contentSize.width + contentInset.right⌋`, top and bottom likewise (UIKit's
  /// `_abuttedEdgesForContentOffset:`, same decompilation). Content smaller than the
  /// bounds abuts both edges of its axis.
  package var abuttedEdges: (left: Bool, right: Bool, top: Bool, bottom: Bool) {
    let offset = contentOffset
    return (
      left: offset.x <= -contentInset.left,
      right: offset.x + boundsSize.width >= (contentSize.width + contentInset.right).rounded(.down),
      top: offset.y <= -contentInset.top,
      bottom: offset.y + boundsSize.height >= (contentSize.height + contentInset.bottom).rounded(.down))
  }

  /// The axes the directional lock leaves to the touch now: both unless
  /// `isDirectionalLockEnabled` and a move of the current touch sequence locked one
  /// (``ScrollViewInput/touchMoved(movement:)``).
  package var touchLockAllows: (horizontal: Bool, vertical: Bool) {
    guard isDirectionalLockEnabled && canScroll(.horizontal) && canScroll(.vertical) else { return (true, true) }
    switch touchLock {
    case .free: return (true, true)
    case .horizontal: return (true, false)
    case .vertical: return (false, true)
    }
  }
}
