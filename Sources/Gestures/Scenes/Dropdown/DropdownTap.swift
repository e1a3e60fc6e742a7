import ScrollPhysics

/// A recognized tap and what it landed on (the `taps` list of `gesture-sim run`).
public struct DropdownTap: Hashable, Sendable {
  /// What a tap landed on.
  public enum Target: String, Hashable, Sendable, CaseIterable {
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

  /// When the tap was recognized (the lift), in seconds.
  public var time: Double
  /// Where the tap landed.
  public var target: Target
  /// The news row or menu item, counted from 0; nil for the other targets.
  public var row: Int?
  /// Where the finger went down, in screen points.
  public var location: Point

  /// Creates a tap record.
  public init(time: Double, target: Target, row: Int? = nil, location: Point) {
    self.time = time
    self.target = target
    self.row = row
    self.location = location
  }
}
