/// One output record of the table scene, in time order: what `gesture-sim run
/// --scene table` prints, one line per record with `--format jsonl`.
public enum TableRecord: Hashable, Sendable {
  /// A display frame (every frame, at the refresh rate).
  case frame(TableFrame)
  /// A row came on screen (`willDisplayCell`).
  case display(TableDisplay)
  /// A gesture recognizer's action message.
  case gesture(TableGesture)
  /// Something odd the scene noticed.
  case warning(SceneWarning)

  /// The record's time, in seconds.
  public var time: Double {
    switch self {
    case .frame(let frame): return frame.time
    case .display(let display): return display.time
    case .gesture(let gesture): return gesture.time
    case .warning(let warning): return warning.time
    }
  }

  /// The record's type as the `type` field of a JSON line: `frame`, `display`,
  /// `gesture` or `warning`.
  public var type: String {
    switch self {
    case .frame: return "frame"
    case .display: return "display"
    case .gesture: return "gesture"
    case .warning: return "warning"
    }
  }
}
