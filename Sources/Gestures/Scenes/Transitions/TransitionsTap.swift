import ScrollPhysics

/// A recognized tap and what it landed on (the `taps` list of `gesture-sim run
/// --scene transitions`).
public struct TransitionsTap: Hashable, Sendable {
  /// What a tap landed on.
  public enum Target: String, Hashable, Sendable, CaseIterable {
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

  /// When the tap was recognized (the lift), in seconds.
  public var time: Double
  /// Where the tap landed.
  public var target: Target
  /// The list row or the tab, counted from 0; nil for the other targets.
  public var index: Int?
  /// Where the finger went down, in screen points.
  public var location: Point

  /// Creates a tap record.
  public init(time: Double, target: Target, index: Int? = nil, location: Point) {
    self.time = time
    self.target = target
    self.index = index
    self.location = location
  }
}
