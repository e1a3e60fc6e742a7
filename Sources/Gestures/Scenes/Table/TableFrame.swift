/// What one display frame of the table shows (the `frame` records of `gesture-sim
/// run --scene table`): the scroll view's state and every visible row.
public struct TableFrame: Hashable, Sendable {
  /// The frame's time, in seconds.
  public var time: Double
  /// The published vertical content offset, in points (a multiple of 1/scale;
  /// negative or past the end while bouncing).
  public var contentOffsetY: Double
  /// The scroll view's `isDragging`.
  public var isDragging: Bool
  /// The scroll view's `isDecelerating`.
  public var isDecelerating: Bool
  /// The visible rows, top to bottom.
  package var rows: [TableRowState]

  /// Creates a frame record.
  package init(time: Double, contentOffsetY: Double, isDragging: Bool, isDecelerating: Bool, rows: [TableRowState]) {
    self.time = time
    self.contentOffsetY = contentOffsetY
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.rows = rows
  }
}
