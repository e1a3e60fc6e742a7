import ScrollPhysics

/// Something odd about a trace that does not stop it being read.
///
/// A reader collects warnings as values (`TraceReader.takeWarnings()`); a
/// strict reader throws each as a `TraceError` with reason `.strict` instead.
/// `line` and `column` are 1-based, counted as for `TraceError`.
/// `description` is the line the command line prints:
///
///     traces/hold.csv:9:5: warning: finger 0 is still down at the end of the file; …
public typealias TraceWarning = FileDiagnostic<TraceWarningReason>

/// What is odd about a trace. Each is documented in `docs/trace-format.md`.
public enum TraceWarningReason: DiagnosticReason {
  /// `warning`.
  public static var severity: DiagnosticSeverity { .warning }

  /// The reason and, when the reader does something about it, what:
  /// `description` and `consequence` joined by "; ".
  public var message: String {
    guard let consequence else { return description }
    return "\(description); \(consequence)"
  }

  /// A finger is still down at the end of the file. The reader delivers a
  /// `cancelled` touch for it, at its last location, in one extra event at
  /// `time` (the last time in the file, in seconds). Reported at the
  /// finger's last row, `id` field.
  case fingerStillDown(id: Int, time: Double)
  /// A `stationary` row whose location differs from the finger's previous
  /// one (both in points). The location is taken as given. Reported at the
  /// first coordinate that differs.
  case stationaryMoved(id: Int, from: Point, to: Point)
  /// Consecutive events more than `limit` seconds apart (`gap`, in seconds)
  /// while a finger is down: UIKit delivers touches at 60–240 Hz while a
  /// finger moves, so this is either a motionless hold or times that are not
  /// in seconds. Reported at the later event's first `t` field.
  case largeTimeGap(gap: Double, limit: Double)
  /// The file has a header but no rows. Reported at the header.
  case noRows
  /// A known metadata key after the header, where it has no effect.
  /// Reported at the key.
  case metadataAfterHeader(key: String)
  /// A known metadata key given again before the header; the later value is
  /// used. The first is on `firstLine`. Reported at the later key.
  case duplicateMetadata(key: String, firstLine: Int)
  /// The file ends inside its last data row: the row has no line ending. A
  /// file cut short (a copy interrupted, `head -c`) can end inside a number
  /// that still reads as a number (`22.75` cut to `22.7`), so the row is read
  /// as it is but reported. Reported just after the row's last character.
  case unterminatedLastRow

  /// What is odd, as a sentence; in a strict reader's error this is the
  /// whole message.
  public var description: String {
    switch self {
    case .fingerStillDown(let id, _):
      return "finger \(id) is still down at the end of the file; expected 'ended' or 'cancelled'"
    case .stationaryMoved(let id, let from, let to):
      return "finger \(id) is 'stationary' but moved from \(from) to \(to)"
    case .largeTimeGap(let gap, let limit):
      return "\(gap) s between events while a finger is down (more than \(limit) s); are the times in seconds?"
    case .noRows:
      return "the trace has a header but no rows"
    case .metadataAfterHeader(let key):
      return "metadata '\(key)' after the header; metadata comments must come before the header"
    case .duplicateMetadata(let key, let line):
      return "metadata '\(key)' given again (first on line \(line))"
    case .unterminatedLastRow:
      return "the last row has no line ending; the file may have been cut short inside it"
    }
  }

  /// What the reader does about it, when it does something; `nil` otherwise.
  package var consequence: String? {
    switch self {
    case .fingerStillDown(_, let time): return "a 'cancelled' touch is added for it at time \(time)"
    case .stationaryMoved: return "the new location is used"
    case .largeTimeGap, .noRows: return nil
    case .metadataAfterHeader: return "it is ignored"
    case .duplicateMetadata: return "the later value is used"
    case .unterminatedLastRow: return "it is read as it is"
    }
  }
}
