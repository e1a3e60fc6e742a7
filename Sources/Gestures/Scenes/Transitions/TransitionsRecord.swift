/// One output record of the transitions scene, in time order: what `gesture-sim run
/// --scene transitions` prints, one line per record with `--format jsonl`.
public enum TransitionsRecord: Hashable, Sendable {
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

  /// The record's time, in seconds.
  public var time: Double {
    switch self {
    case .frame(let frame): return frame.time
    case .tap(let tap): return tap.time
    case .transition(let transition): return transition.time
    case .refusedTouch(let touch): return touch.time
    case .warning(let warning): return warning.time
    }
  }

  /// The record's type as the `type` field of a JSON line: `frame`, `tap`,
  /// `transition`, `refusedTouch` or `warning`.
  public var type: String {
    switch self {
    case .frame: return "frame"
    case .tap: return "tap"
    case .transition: return "transition"
    case .refusedTouch: return "refusedTouch"
    case .warning: return "warning"
    }
  }
}
