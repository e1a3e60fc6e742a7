/// Why a recording could not be imported: a position in the file and a reason.
///
/// Every malformed input gives one of these; the importers never trap on
/// input. `line` and `column` are 1-based (the column counts bytes of the
/// line; recordings are ASCII where it matters). `description` is the line the
/// command line prints, and it exits with 65:
///
///     swipe.txt:12:40: error: expected 8 hexadecimal digits for the value, found '00zz'
package typealias ImportError = FileDiagnostic<ImportErrorReason>

/// What is wrong with a recording (an `Error` itself so that the decoders
/// can throw it before the position is attached).
package enum ImportErrorReason: Error, DiagnosticReason {
  /// `error`.
  package static var severity: DiagnosticSeverity { .error }

  /// A line that does not have the format's shape: `found` is the text
  /// (cut), `expected` says what was expected.
  case malformed(found: String, expected: String)
  /// A field whose value does not parse or is out of its range.
  case invalidValue(field: String, found: String, expected: String)
  /// A required field is absent (JSON formats).
  case missingField(field: String, expected: String)
  /// What the conversion of raw values to points needs and the recording
  /// does not say (the raw range of the position axes, the display size, the
  /// scale), all in one error; `remedies` names the way to supply each.
  case conversionUnknown(missing: [String], remedies: [String])
  /// A setting the conversion needs (the display size, the scale) is
  /// unknown; `remedy` names the flag that supplies it.
  case missingSetting(name: String, remedy: String)
  /// getevent output recorded without `-t`: the events have no times.
  case noTimestamps
  /// More fingers down at once than the limit.
  case tooManyFingers(limit: Int)
  /// A coordinate, in points, beyond the trace format's limit.
  case coordinateOutOfRange(value: Double, limit: Double)
  /// A time, in seconds, beyond the trace format's limit.
  case timeOutOfRange(value: Double, limit: Double)
  /// A line longer than `limit` bytes.
  case lineTooLong(limit: Int)
  /// JSON nested deeper than `limit`, or a record larger than the limit.
  case tooLarge(what: String, limit: Int)
  /// The byte source threw.
  case readFailed(message: String)
  /// A warning, made an error by strict mode.
  case strict(ImportWarning.Reason)
  /// An error of a file in gesture-sim's trace format (the recorder page's
  /// CSV), as `TraceError` words it.
  case trace(message: String)

  package var description: String {
    switch self {
    case .malformed(let found, let expected):
      return "expected \(expected), found \(quote(cut(found)))"
    case .invalidValue(let field, let found, let expected):
      return "invalid \(field) \(quote(cut(found))); expected \(expected)"
    case .missingField(let field, let expected):
      return "missing field '\(field)'; expected \(expected)"
    case .conversionUnknown(let missing, let remedies):
      let list = missing.count <= 1 ? missing.joined() : missing.dropLast().joined(separator: ", ") + " and " + missing.last!
      return "\(list) \(missing.count == 1 ? "is" : "are") unknown, so the raw values cannot be converted to points; \(remedies.joined(separator: "; "))"
    case .missingSetting(let name, let remedy):
      return "the \(name) is unknown; \(remedy)"
    case .noTimestamps:
      return "the events have no timestamps; record with 'getevent -lt' (or -t), which prints '[seconds] ' before each event"
    case .tooManyFingers(let limit):
      return "more than \(limit) fingers down at once"
    case .coordinateOutOfRange(let value, let limit):
      return "a coordinate of \(value) points is beyond ±\(limit) points; check the ranges, --display and --scale"
    case .timeOutOfRange(let value, let limit):
      return "a time of \(value) seconds is beyond ±\(limit) seconds"
    case .lineTooLong(let limit):
      return "line longer than \(limit) bytes"
    case .tooLarge(let what, let limit):
      return "\(what) is larger than the limit of \(limit)"
    case .readFailed(let message):
      return "could not read the recording: \(message)"
    case .strict(let warning):
      return "\(warning) (a warning, made an error by --strict)"
    case .trace(let message):
      return message
    }
  }
}

/// `text` cut after `TraceError.quoteLimit` characters.
func cut(_ text: String) -> String {
  let scalars = text.unicodeScalars
  if scalars.count <= TraceError.quoteLimit { return text }
  var result = String.UnicodeScalarView()
  result.append(contentsOf: scalars.prefix(TraceError.quoteLimit))
  return String(result) + "…"
}
