/// A recognized tap and what it landed on (the `taps` list of `gesture-sim run`).
public typealias SideMenuTap = SceneTap<SideMenuTapTarget>

/// What a tap on the side-menu scene lands on (`SideMenuTap.Target`).
public enum SideMenuTapTarget: String, Hashable, Sendable, CaseIterable {
  /// The hamburger button (variants from `hamburger` on).
  case hamburger
  /// A row of the menu table; `row` says which.
  case menuRow
  /// The detail view outside the hamburger: the app does nothing with it, but
  /// the touch still reaches the scroll view (which may snap to a page).
  case detail
}
