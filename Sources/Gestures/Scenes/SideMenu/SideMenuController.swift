import ScrollPhysics

/// The tutorial's `ContainerViewController`, step by step: the scroll view's
/// delegate plus the actions the app calls ("The controller, as the
/// tutorial builds it").
///
/// The controller does not own the scroll view. Both are values held side by
/// side (by `SideMenuScene`); the actions take the scroll view `inout` and send
/// it inputs with this controller as the delegate, so delegate calls made while
/// an action runs come back to the same value.
///
/// What each variant does (see `SideMenuVariant`):
/// - `scrollViewDidScroll`: from `paging-toggle` on, `pagingEnabled = offsetX <
///   contentWidth − boundsWidth` (so paging is off exactly when the menu is
///   hidden); in `fixed`, `showingMenu = (contentOffset != (menuWidth, 0))`.
/// - `scrollViewDidEndDecelerating`: in `end-decelerating`, `showingMenu =
///   (contentOffset != (menuWidth, 0))`.
/// - `hideOrShowMenu(show, animated)`: `showingMenu = show`, then
///   `setContentOffset(show ? (0, 0) : (menuWidth, 0), animated)`.
/// - A layout change re-applies `hideOrShowMenu(showingMenu, animated: false)`
///   (`viewDidLayoutSubviews`); the launch is the first layout.
/// - A hamburger tap calls `hideOrShowMenu(!showingMenu, animated: true)`; a
///   menu row selection calls `hideOrShowMenu(false, animated: true)`.
///
/// The tutorial introduces `showingMenu` at the hamburger step. In `paging` and
/// `paging-toggle` the property is modelled all the same: only
/// `hideOrShowMenu` sets it there, always to false (launch, layout, row
/// selection), so it stays false, which is what those steps' code implies.
///
/// `showingMenu` is not kept equal to the offset: `hideOrShowMenu` sets it at
/// once while an animated offset change has not moved yet, and
/// `scrollViewDidScroll` fires only when the published offset changes
/// (as the tutorial's code does; docs/side-menu.md).
package struct SideMenuController: ScrollViewDelegate, Sendable {
  /// Which step of the tutorial this controller is.
  package let variant: SideMenuVariant
  /// The layout the controller works with; changed by `layoutChanged`.
  package private(set) var geometry: SideMenuGeometry
  /// The tutorial's `showingMenu`: what the app believes about the menu (initially false).
  package private(set) var showingMenu: Bool

  /// Creates the controller as the app launches, before the first layout.
  package init(variant: SideMenuVariant, geometry: SideMenuGeometry) {
    self.variant = variant
    self.geometry = geometry
    self.showingMenu = false
  }

  /// The scroll view the tutorial's storyboard builds for `geometry`: bounds =
  /// viewport, content = viewport + menu width, paging on, bounces off, at offset
  /// (0, 0) before the first layout.
  package static func makeScrollView(
    geometry: SideMenuGeometry, configuration: ScrollViewConfiguration = ScrollViewConfiguration()
  ) -> ScrollView {
    var scrollView = ScrollView(
      boundsSize: geometry.viewport, contentSize: geometry.contentSize, scale: geometry.scale,
      configuration: configuration)
    scrollView.isPagingEnabled = true
    scrollView.bounces = false
    return scrollView
  }

  // MARK: - UIScrollViewDelegate

  /// The tutorial's `scrollViewDidScroll`: the paging fix (from `paging-toggle`)
  /// and, in `fixed`, `showingMenu` from the offset. The visual state is computed
  /// per frame by `SideMenuVisualState` from the same offset.
  package mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {
    if variant.togglesPaging {
      scrollView.isPagingEnabled = scrollView.contentOffset.x < scrollView.contentSize.width - scrollView.boundsSize.width
    }
    if variant.updatesShowingMenuOnScroll {
      showingMenu = scrollView.contentOffset != hiddenOffset
    }
  }

  /// The tutorial's first attempt (`end-decelerating` only): `showingMenu` from the offset.
  package mutating func scrollViewDidEndDecelerating(_ scrollView: inout ScrollView) {
    if variant.updatesShowingMenuOnEndDecelerating {
      showingMenu = scrollView.contentOffset != hiddenOffset
    }
  }

  // MARK: - Actions

  /// The content offset that hides the menu, (menuWidth, 0), in points.
  package var hiddenOffset: Point { Point(x: geometry.menuWidth, y: 0) }

  /// `hideOrShowMenu(_:animated:)`: sets `showingMenu = show` and sends
  /// `setContentOffset((0, 0) or (menuWidth, 0), animated)` to the scroll view at
  /// `time` (seconds), appending the callbacks it causes to `callbacks`.
  package mutating func hideOrShowMenu(
    _ show: Bool, animated: Bool, scrollView: inout ScrollView, at time: Double,
    into callbacks: inout [ScrollViewCallback]
  ) {
    showingMenu = show
    let offset = show ? Point.zero : hiddenOffset
    scrollView.handle(.setContentOffset(offset, animated: animated), at: time, delegate: &self, into: &callbacks)
  }

  /// `viewDidLayoutSubviews` after the first layout or a layout change (a
  /// rotation, a new viewport): adopts `geometry`, resizes the scroll view
  /// (bounds = viewport, content = viewport + menu width) and re-applies
  /// `hideOrShowMenu(showingMenu, animated: false)` at `time` (seconds).
  package mutating func layoutChanged(
    to geometry: SideMenuGeometry, scrollView: inout ScrollView, at time: Double,
    into callbacks: inout [ScrollViewCallback]
  ) {
    self.geometry = geometry
    scrollView.boundsSize = geometry.viewport
    scrollView.contentSize = geometry.contentSize
    scrollView.scale = geometry.scale
    hideOrShowMenu(showingMenu, animated: false, scrollView: &scrollView, at: time, into: &callbacks)
  }

  /// The hamburger button's action: `hideOrShowMenu(!showingMenu, animated: true)`.
  /// Returns the `show` argument it passed.
  @discardableResult
  package mutating func hamburgerTapped(
    scrollView: inout ScrollView, at time: Double, into callbacks: inout [ScrollViewCallback]
  ) -> Bool {
    let show = !showingMenu
    hideOrShowMenu(show, animated: true, scrollView: &scrollView, at: time, into: &callbacks)
    return show
  }

  /// A menu row was selected (`menuItem`'s `didSet`): `hideOrShowMenu(false, animated: true)`.
  package mutating func menuRowSelected(
    _ row: Int, scrollView: inout ScrollView, at time: Double, into callbacks: inout [ScrollViewCallback]
  ) {
    hideOrShowMenu(false, animated: true, scrollView: &scrollView, at: time, into: &callbacks)
  }
}
