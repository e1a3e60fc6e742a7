/// One output record of the transitions scene, in time order: what `gesture-sim run
/// --scene transitions` prints, one line per record with `--format jsonl`.
public enum TransitionsRecord: SceneRecord, Hashable, Sendable {
  /// A display frame (every frame, at the refresh rate).
  case frame(TransitionsFrame)
  /// A recognized tap.
  case tap(TransitionsTap)
  /// A transition began or completed.
  case transition(TransitionsTransition)
  /// A finger landed during a transition and reached no view.
  case refusedTouch(RefusedTouch)
  /// Something odd the scene noticed (for example a transition whose animations
  /// ended without `completeTransition`).
  case warning(SceneWarning)

  /// The record's `type` field and its time, in seconds.
  public var typeAndTime: (type: String, time: Double) {
    switch self {
    case .frame(let frame): return ("frame", frame.time)
    case .tap(let tap): return ("tap", tap.time)
    case .transition(let transition): return ("transition", transition.time)
    case .refusedTouch(let touch): return ("refusedTouch", touch.time)
    case .warning(let warning): return ("warning", warning.time)
    }
  }
}
