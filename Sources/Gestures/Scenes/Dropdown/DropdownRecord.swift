/// One output record of the drop-down menu scene, in time order: what `gesture-sim
/// run --scene dropdown` prints, one line per record with `--format jsonl`.
public enum DropdownRecord: SceneRecord, Hashable, Sendable {
  /// A display frame (every frame, at the refresh rate).
  case frame(DropdownFrame)
  /// A recognized tap.
  case tap(DropdownTap)
  /// A transition began or completed.
  case transition(DropdownTransition)
  /// A finger landed during a transition and reached no view.
  case refusedTouch(RefusedTouch)
  /// Something odd the scene noticed.
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
