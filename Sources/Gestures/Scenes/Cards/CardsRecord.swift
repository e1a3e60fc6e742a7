/// One output record of the card-stack scene, in time order: what `gesture-sim
/// run --scene cards` prints, one line per record with `--format jsonl`.
public enum CardsRecord: Hashable, Sendable {
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

  /// The record's time, in seconds.
  public var time: Double {
    switch self {
    case .frame(let frame): return frame.time
    case .gesture(let gesture): return gesture.time
    case .flip(let flip): return flip.time
    case .flipEnd(let end): return end.time
    case .warning(let warning): return warning.time
    }
  }

  /// The record's type as the `type` field of a JSON line: `frame`, `gesture`,
  /// `flip`, `flipEnd` or `warning`.
  public var type: String {
    switch self {
    case .frame: return "frame"
    case .gesture: return "gesture"
    case .flip: return "flip"
    case .flipEnd: return "flipEnd"
    case .warning: return "warning"
    }
  }
}
