import ScrollPhysics

/// A view of a `ScreenScene`'s screen, flattened: the scene keeps its views in
/// document order (a superview before its subviews, siblings back to front), each
/// with its hit region in the arena.
struct ScreenViewNode: Sendable {
  /// The view's id.
  let id: String
  /// The index of its superview, or -1 for a subview of the window.
  let parent: Int
  /// Its frame in its superview's coordinates, points.
  let frame: Rect
  /// Whether hit-testing may return it (`Screen.View.isHitTestable`).
  let isHitTestable: Bool
  /// The index of its scroll view in the scene's scroll views, or -1 for a plain view.
  let scrollIndex: Int
  /// Its hit region.
  let region: RegionID
  /// Whether it is an enabled `UIControl` (`Screen.View.control`): an enclosing scroll
  /// view may not cancel its touches.
  var isControl = false
  /// The recognizers on its chain (itself and its ancestors, nearest first), as the
  /// arena knows them, with their delivery policies; and the scroll views on its
  /// chain (indexes, nearest first).
  var chainPolicies: [GestureRecognizerID: TouchDelivery.Policy] = [:]
  var chainScrollViews: [Int] = []
}
