/// One output record of a scene whose view-controller transitions animate (the
/// drop-down and transitions scenes: `DropdownRecord`, `TransitionsRecord`), in
/// time order: what `gesture-sim run` prints, one line per record with `--format jsonl`.
package enum AnimatedTransitionSceneRecord<Frame: SceneRecordPayload, Tap: SceneRecordPayload, Transition: SceneTransition>:
  SceneRecord, Hashable, Sendable
{
  /// A display frame (every frame, at the refresh rate).
  case frame(Frame)
  /// A recognized tap.
  case tap(Tap)
  /// A transition began or completed.
  case transition(Transition)
  /// A finger landed during a transition and reached no view.
  case refusedTouch(RefusedTouch)
  /// Something odd the scene noticed (for example a transition whose animations
  /// ended without `completeTransition`).
  case warning(SceneWarning)

  /// The record's `type` field and its time, in seconds.
  package var typeAndTime: (type: String, time: Double) {
    switch self {
    case .frame(let frame): return ("frame", frame.time)
    case .tap(let tap): return ("tap", tap.time)
    case .transition(let transition): return ("transition", transition.time)
    case .refusedTouch(let touch): return ("refusedTouch", touch.time)
    case .warning(let warning): return ("warning", warning.time)
    }
  }
}
