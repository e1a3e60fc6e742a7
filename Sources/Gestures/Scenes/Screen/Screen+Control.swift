extension Screen {
  /// An enabled `UIControl` subclass a view of the screen is (`"control"` in a screen
  /// file). Every kind behaves alike here: a scroll view's default
  /// `touchesShouldCancelInContentView(_:)` answers false for a control, so it may
  /// not cancel the touches the control received (docs/screens.md, "Touch delivery
  /// to the hit view").
  public enum Control: String, CaseIterable, Hashable, Sendable {
    /// `UIButton`.
    case button
    /// `UISwitch`.
    case `switch`
    /// `UISlider`.
    case slider
    /// `UIStepper`.
    case stepper
    /// `UISegmentedControl`.
    case segmentedControl = "segmented-control"
    /// `UITextField`.
    case textField = "text-field"
    /// `UIPageControl`.
    case pageControl = "page-control"
  }
}
