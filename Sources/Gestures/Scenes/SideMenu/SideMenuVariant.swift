/// One step of the side-menu tutorial, selected with `--variant` ("The
/// controller, as the tutorial builds it"). Each step adds to the previous one,
/// except that `fixed` moves the `scrollViewDidEndDecelerating` code into
/// `scrollViewDidScroll`.
///
/// | Variant | Paging toggled in DidScroll | Hamburger | showingMenu from the offset |
/// |---|---|---|---|
/// | `paging` | no | no | never |
/// | `paging-toggle` | yes | no | never |
/// | `hamburger` | yes | yes | never (only hideOrShowMenu sets it) |
/// | `end-decelerating` | yes | yes | in scrollViewDidEndDecelerating |
/// | `fixed` | yes | yes | in scrollViewDidScroll |
public enum SideMenuVariant: String, Hashable, Sendable, CaseIterable, ScrollingSceneVariant {
  /// Step 1: paging on, bounces off, the menu hidden at launch, a row selection
  /// hides it. Has the menu-that-pops-back-out bug.
  case paging
  /// Step 2: adds `pagingEnabled = offsetX < contentWidth − viewportWidth` in scrollViewDidScroll.
  case pagingToggle = "paging-toggle"
  /// Step 3: adds the hamburger button, which calls `hideOrShowMenu(!showingMenu, animated: true)`.
  /// Has the double-tap bug.
  case hamburger
  /// Step 4: adds `showingMenu = (offset != menuWidth)` in scrollViewDidEndDecelerating,
  /// which misses drags that end without decelerating.
  case endDecelerating = "end-decelerating"
  /// Step 5, the tutorial's final code (the default): sets showingMenu from the offset
  /// in scrollViewDidScroll.
  case fixed

  /// The variant `gesture-sim run` uses when none is given: the tutorial's final code.
  public static let defaultVariant = SideMenuVariant.fixed

  /// Whether scrollViewDidScroll sets `pagingEnabled = offsetX < contentWidth − viewportWidth`.
  package var togglesPaging: Bool {
    switch self {
    case .paging: return false
    case .pagingToggle, .hamburger, .endDecelerating, .fixed: return true
    }
  }

  /// Whether the detail view's navigation bar has the hamburger button.
  package var hasHamburger: Bool {
    switch self {
    case .paging, .pagingToggle: return false
    case .hamburger, .endDecelerating, .fixed: return true
    }
  }

  /// Whether scrollViewDidEndDecelerating sets `showingMenu = (offset != menuWidth)`.
  package var updatesShowingMenuOnEndDecelerating: Bool {
    switch self {
    case .endDecelerating: return true
    case .paging, .pagingToggle, .hamburger, .fixed: return false
    }
  }

  /// Whether scrollViewDidScroll sets `showingMenu = (offset != menuWidth)`.
  package var updatesShowingMenuOnScroll: Bool {
    switch self {
    case .fixed: return true
    case .paging, .pagingToggle, .hamburger, .endDecelerating: return false
    }
  }
}
