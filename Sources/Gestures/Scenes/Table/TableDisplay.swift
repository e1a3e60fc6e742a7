/// One `tableView(_:willDisplay:forRowAt:)` call: a row came on screen (the
/// `display` records of `gesture-sim run --scene table`).
public struct TableDisplay: Hashable, Sendable {
  /// When, in seconds: the time of the input that moved the row on screen (a
  /// touch event while dragging, a display frame while decelerating, the launch).
  public var time: Double
  /// The row, counted from 0.
  public var row: Int
  /// Whether the delegate started the row's animation (always in `fade` and
  /// `always`; only the first time in `tip-in`).
  public var animated: Bool
}
