/// A recognized tap and what it landed on (the `taps` list of `gesture-sim run`).
package typealias DropdownTap = SceneTap<DropdownTapTarget>

/// What a tap on the drop-down menu scene lands on (`DropdownTap.Target`).
package enum DropdownTapTarget: String, Hashable, Sendable, CaseIterable {
  /// The navigation bar's menu button: presents the menu.
  case menuButton
  /// A news row (`row` says which): the app does nothing with it.
  case newsRow
  /// A menu item (`row` says which): sets the title and dismisses the menu.
  case menuItem
  /// The menu below its last item: the table selects nothing.
  case menuBackground
  /// The main view's snapshot below the menu: dismisses the menu.
  case snapshot
}
