/// One animation the table's delegate started (the `animations` list of the run's
/// summary): which row, when, and until when.
public struct TableRowAnimation: Hashable, Sendable {
  /// The row, counted from 0.
  public var row: Int
  /// When `willDisplayCell` started it, in seconds.
  public var startTime: Double
  /// When it ends unless a later animation of the row replaces it, in seconds:
  /// `startTime` + the variant's duration.
  public var endTime: Double
}
