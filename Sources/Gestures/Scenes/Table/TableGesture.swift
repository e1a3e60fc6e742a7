/// The table's `gesture` records (`gesture-sim run --scene table`): the scroll
/// view's pan (`began`, `changed`, `ended`, `cancelled`) or a recognized tap on a
/// row.
public typealias TableGesture = SceneGesture<TableGestureRecognizer>

/// Which of the table's recognizers sent an action message.
public enum TableGestureRecognizer: String, SceneGestureRecognizer, CaseIterable {
  /// The scroll view's pan (the whole viewport).
  case pan
  /// A tap on the table: it only reports the row (the seed's controller has no
  /// selection action).
  case tap
}
