/// Something odd about a recording that does not stop it being imported.
///
/// An importer collects warnings (`TouchImporter.takeWarnings()`); a strict
/// importer (`--strict`) throws each as an `ImportError` with reason
/// `.strict` instead. `description` is the line the command line prints:
///
///     swipe.txt:40:1: warning: finger 0 is still down at the end of the file; a 'cancelled' touch is added for it
package typealias ImportWarning = FileDiagnostic<ImportWarningReason>

/// What is odd about a recording, and what the importer does about it.
package enum ImportWarningReason: DiagnosticReason {
  /// `warning`.
  package static var severity: DiagnosticSeverity { .warning }

  /// A finger is still down at the end of the file; a `cancelled` touch is
  /// added for it at the last time (seconds).
  case fingerStillDown(id: Int, time: Double)
  /// The kernel dropped events (`SYN_DROPPED`): the frame is discarded up
  /// to the next `SYN_REPORT`, and the contacts are taken as reported after it.
  case eventsDropped
  /// A time earlier than the previous event's (both seconds); the event is
  /// moved to just after the previous one.
  case timeWentBackwards(time: Double, previous: Double)
  /// A line the importer does not understand and skips (a shell prompt, a
  /// message); `found` is its text.
  case lineSkipped(found: String)
  /// Events from another input device than the touch screen are skipped.
  case otherDevice(device: String)
  /// A slot got a new tracking id without lifting first: the old contact
  /// ends and a new one begins.
  case implicitLift(slot: Int)
  /// A contact with no position yet (no X or Y reported) is held back until
  /// both are known.
  case contactWithoutPosition
  /// A record the importer skips (an event type it does not model).
  case recordSkipped(what: String)
  /// A raw coordinate outside the range of its axis (`x` or `y`, from
  /// `source`): its point lies beyond the display. Reported for the first
  /// such value of each axis.
  case rawValueOutOfRange(axis: String, value: Int, minimum: Int, maximum: Int, source: String)
  /// The recording has no touches at all.
  case noTouches
  /// A warning about a file in gesture-sim's trace format (the recorder
  /// page's CSV), as `TraceWarning` words it.
  case trace(message: String)

  package var description: String {
    switch self {
    case .fingerStillDown(let id, let time):
      return "finger \(id) is still down at the end of the file; a 'cancelled' touch is added for it at time \(time)"
    case .eventsDropped:
      return "the kernel dropped events here (SYN_DROPPED); the frame is discarded up to the next SYN_REPORT"
    case .timeWentBackwards(let time, let previous):
      return "time \(time) is earlier than the previous event's \(previous); the event is moved just after it"
    case .lineSkipped(let found):
      return "line \(quote(cut(found))) is not part of the format; it is skipped"
    case .otherDevice(let device):
      return "events of \(device) are not from the touch screen; they are skipped"
    case .implicitLift(let slot):
      return "slot \(slot) got a new tracking id without lifting; the old finger ends and a new one begins"
    case .contactWithoutPosition:
      return "a finger touched without a reported position; it is held back until both coordinates are known"
    case .recordSkipped(let what):
      return "\(what) is skipped"
    case .rawValueOutOfRange(let axis, let value, let minimum, let maximum, let source):
      return
        "raw \(axis) \(value) is outside the range \(minimum)…\(maximum) from \(source), so its point lies beyond the display; check the range (later values outside it are not reported)"
    case .noTouches:
      return "the recording has no touches"
    case .trace(let message):
      return message
    }
  }
}
