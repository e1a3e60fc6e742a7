import ScrollPhysics

/// A recognized tap and what it landed on (the `taps` list of `gesture-sim run`).
public struct SideMenuTap: Hashable, Sendable {
  /// What a tap landed on.
  public enum Target: String, Hashable, Sendable, CaseIterable {
    /// The hamburger button (variants from `hamburger` on).
    case hamburger
    /// A row of the menu table; `row` says which.
    case menuRow
    /// The detail view outside the hamburger: the app does nothing with it, but
    /// the touch still reaches the scroll view (which may snap to a page).
    case detail
  }

  /// When the tap was recognized (the lift), in seconds.
  public var time: Double
  /// Where the tap landed.
  public var target: Target
  /// The menu row, counted from 0, for `menuRow`; `nil` otherwise.
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
