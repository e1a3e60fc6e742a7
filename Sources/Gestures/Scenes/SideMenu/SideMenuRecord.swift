import ScrollPhysics

/// One output record of the side-menu scene, in time order: what `gesture-sim
/// run` prints, one line per record with `--format jsonl`.
public enum SideMenuRecord: SceneRecord, Hashable, Sendable {
  /// A display frame (every frame, at the refresh rate).
  case frame(SideMenuFrame)
  /// A scroll-view delegate callback, with its arguments.
  case callback(ScrollViewCallback)
  /// A gesture recognizer's action message.
  case gesture(SideMenuGesture)
  /// A call of `hideOrShowMenu(_:animated:)`.
  case action(SideMenuAction)
  /// Something odd the scene noticed.
  case warning(SceneWarning)

  /// The record's `type` field and its time, in seconds.
  public var typeAndTime: (type: String, time: Double) {
    switch self {
    case .frame(let frame): return ("frame", frame.time)
    case .callback(let callback): return ("callback", callback.time)
    case .gesture(let gesture): return ("gesture", gesture.time)
    case .action(let action): return ("action", action.time)
    case .warning(let warning): return ("warning", warning.time)
    }
  }
}
