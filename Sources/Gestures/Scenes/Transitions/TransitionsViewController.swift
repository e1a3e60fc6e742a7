/// What the transitions scene shows when no transition runs (or what it showed
/// before the running one).
package enum TransitionsViewController: Hashable, Sendable {
  /// The examples list (the app's root).
  case list
  /// The flip example: a navigation controller presented over the list, with
  /// `depth` view controllers on its stack (1 at first; each push adds one).
  case navigation(depth: Int)
  /// The tabs example: a tab bar controller presented over the list, showing tab
  /// `selected` (0, 1 or 2; 0 at first).
  case tabs(selected: Int)
  /// The overlay example, presented over the list, which stays visible around it.
  case overlay

  /// The screen's name as the `screen` field of the output: `list`, `navigation`,
  /// `tabs` or `overlay`.
  package var name: String {
    switch self {
    case .list: return "list"
    case .navigation: return "navigation"
    case .tabs: return "tabs"
    case .overlay: return "overlay"
    }
  }

  /// The navigation stack's depth on the `navigation` screen, else nil.
  package var navigationDepth: Int? {
    if case .navigation(let depth) = self { return depth }
    return nil
  }

  /// The selected tab on the `tabs` screen, else nil.
  package var selectedTab: Int? {
    if case .tabs(let selected) = self { return selected }
    return nil
  }
}
