/// One output record of the table scene, in time order: what `gesture-sim run
/// --scene table` prints, one line per record with `--format jsonl`.
public enum TableRecord: SceneRecord, Hashable, Sendable {
  /// A display frame (every frame, at the refresh rate).
  case frame(TableFrame)
  /// A row came on screen (`willDisplayCell`).
  case display(TableDisplay)
  /// A gesture recognizer's action message.
  case gesture(TableGesture)
  /// Something odd the scene noticed.
  case warning(SceneWarning)

  /// The record's `type` field and its time, in seconds.
  public var typeAndTime: (type: String, time: Double) {
    switch self {
    case .frame(let frame): return ("frame", frame.time)
    case .display(let display): return ("display", display.time)
    case .gesture(let gesture): return ("gesture", gesture.time)
    case .warning(let warning): return ("warning", warning.time)
    }
  }
}
