/// Counts and times of what a `TraceReader` has read so far; complete once
/// `next()` has returned `nil`.
public struct TraceSummary: Hashable, Sendable {
  /// Lines read, including comments, blank lines and the header.
  public var lines: Int = 0
  /// Data rows read (one per touch sample).
  public var rows: Int = 0
  /// Events delivered, including the one the reader adds to cancel fingers
  /// still down at the end of the file.
  public var events: Int = 0
  /// Touches: the number of `began` rows, each one finger from touch-down to lift
  /// (a finger id used three times is three touches).
  public var touches: Int = 0
  /// The most fingers down at the same time.
  public var maximumSimultaneousFingers: Int = 0
  /// The time of the first row, in seconds; `nil` before any row.
  public var firstTime: Double?
  /// The time of the last row, in seconds; `nil` before any row.
  public var lastTime: Double?
  /// Fingers still down at the end of the file, for which the reader added a
  /// `cancelled` touch.
  public var synthesizedCancellations: Int = 0
  /// Warnings found, including those dropped.
  public var warnings: Int = 0
  /// Warnings dropped because more than `maximumStoredWarnings` were waiting
  /// to be taken.
  public var droppedWarnings: Int = 0

  /// Creates an empty summary.
  public init() {}

  /// `lastTime - firstTime`, in seconds; 0 before any row.
  public var duration: Double {
    guard let firstTime, let lastTime else { return 0 }
    return lastTime - firstTime
  }
}
