/// A recognized tap and what it landed on (the `taps` list of `gesture-sim run
/// --scene transitions`); its `row` is the list row or the tab, also read as `index`.
package typealias TransitionsTap = SceneTap<TransitionsTapTarget>

/// What a tap on the transitions scene lands on (`TransitionsTap.Target`).
package enum TransitionsTapTarget: String, Hashable, Sendable, CaseIterable {
  /// A row of the examples list (`index`: 0 flip, 1 tabs, 2 overlay).
  case listRow
  /// The examples list's table below its rows: nothing happens.
  case listBackground
  /// The flip example's "Push" button.
  case pushButton
  /// The navigation bar's back button.
  case backButton
  /// An example's own view (`TWTExampleViewController`'s tap): closes the example.
  case exampleView
  /// A tab bar item (`index`).
  case tabItem
  /// The overlay's view: closes it.
  case overlay
}

extension SceneTap where Target == TransitionsTapTarget {
  /// The list row or the tab, counted from 0; nil for the other targets (the `index` field).
  package var index: Int? { row }
}
