import ScrollPhysics

/// One output record of the side-menu scene, in time order: what `gesture-sim
/// run` prints, one line per record with `--format jsonl`.
public enum SideMenuRecord: Hashable, Sendable {
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

  /// The record's time, in seconds.
  public var time: Double {
    switch self {
    case .frame(let frame): return frame.time
    case .callback(let callback): return callback.time
    case .gesture(let gesture): return gesture.time
    case .action(let action): return action.time
    case .warning(let warning): return warning.time
    }
  }

  /// The record's type as the `type` field of a JSON line: `frame`, `callback`,
  /// `gesture`, `action` or `warning`.
  public var type: String {
    switch self {
    case .frame: return "frame"
    case .callback: return "callback"
    case .gesture: return "gesture"
    case .action: return "action"
    case .warning: return "warning"
    }
  }
}
