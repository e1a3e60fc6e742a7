/// One call of the tutorial's `hideOrShowMenu(_:animated:)`, recorded with what
/// caused it (the `action` records of `gesture-sim run`).
public struct SideMenuAction: Hashable, Sendable {
  /// What made the app call `hideOrShowMenu`.
  public enum Cause: String, Hashable, Sendable, CaseIterable {
    /// The first layout at launch (`viewDidLayoutSubviews`, or `viewDidLoad` in the
    /// first two steps): `hideOrShowMenu(showingMenu, animated: false)` with
    /// `showingMenu` still false.
    case launch
    /// A later layout change (rotation, new viewport): `hideOrShowMenu(showingMenu, animated: false)`.
    case layout
    /// A hamburger tap: `hideOrShowMenu(!showingMenu, animated: true)`.
    case hamburger
    /// A menu row selection: `hideOrShowMenu(false, animated: true)`.
    case menuRow
  }

  /// When, in seconds (trace time).
  public var time: Double
  /// The `show` argument: true shows the menu (offset 0), false hides it (offset `menuWidth`).
  public var show: Bool
  /// The `animated` argument.
  public var animated: Bool
  /// What caused the call.
  public var cause: Cause

  /// The method's name, `hideOrShowMenu`, as the `name` field of an action record.
  package static let name = "hideOrShowMenu"

  /// Creates an action record.
  public init(time: Double, show: Bool, animated: Bool, cause: Cause) {
    self.time = time
    self.show = show
    self.animated = animated
    self.cause = cause
  }
}
