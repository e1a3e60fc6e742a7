/// One output record of the card-stack scene, in time order: what `gesture-sim
/// run --scene cards` prints, one line per record with `--format jsonl`.
package enum CardsRecord: SceneRecord, Hashable, Sendable {
  /// A display frame (every frame, at the refresh rate).
  case frame(CardsFrame)
  /// An action message of the pan recognizer.
  case gesture(CardsGesture)
  /// The outcome of an interaction (a pan or a button press).
  case flip(CardFlip)
  /// A flip animation finished and its completion ran.
  case flipEnd(CardFlipEnd)
  /// Something odd the scene noticed.
  case warning(SceneWarning)

  /// The record's `type` field and its time, in seconds.
  package var typeAndTime: (type: String, time: Double) {
    switch self {
    case .frame(let frame): return ("frame", frame.time)
    case .gesture(let gesture): return ("gesture", gesture.time)
    case .flip(let flip): return ("flip", flip.time)
    case .flipEnd(let end): return ("flipEnd", end.time)
    case .warning(let warning): return ("warning", warning.time)
    }
  }
}
