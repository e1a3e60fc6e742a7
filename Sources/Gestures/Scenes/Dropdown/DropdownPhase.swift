/// Where the drop-down menu is in its life (the `phase` field of the frames).
package enum DropdownPhase: String, Hashable, Sendable, CaseIterable {
  /// The news list is shown; the menu is not presented. Touches work.
  case closed
  /// The presentation runs: the snapshot moves down, the menu in. Touches are refused.
  case presenting
  /// The menu is shown with the snapshot's strip below it. Touches work.
  case open
  /// The dismissal runs: the snapshot moves back up, the menu out. Touches are refused.
  case dismissing

  /// Whether a transition is running (presenting or dismissing).
  package var isTransitioning: Bool {
    switch self {
    case .presenting, .dismissing: return true
    case .closed, .open: return false
    }
  }
}
