/// Why a trace could not be read: a position in the file and a reason.
///
/// Every malformed input gives one of these; the reader never traps on input.
/// `line` and `column` are 1-based. The column counts Unicode scalars
/// (characters) of the line as an editor shows it; a UTF-8 byte-order mark is
/// not counted. `description` is the line the command line prints:
///
///     traces/bad.csv:7:12: error: expected a number for x, found 'abc'
public typealias TraceError = FileDiagnostic<TraceErrorReason>

extension TraceError {
  /// How many characters of offending text an error or warning quotes; longer
  /// texts are cut and end with `…`.
  package static var quoteLimit: Int { 64 }
}

/// What is wrong with a trace (`TraceError.Reason`). Texts quoted from the file
/// are cut after `TraceError.quoteLimit` characters.
public enum TraceErrorReason: Error, DiagnosticReason {
  /// `error`.
  public static var severity: DiagnosticSeverity { .error }

  /// The file has nothing in it but blank lines (or nothing at all).
  case emptyFile
  /// The first line that is neither blank nor a comment is not a header: it
  /// starts with a number (`found` is that line), or there is no such line
  /// (`found` is `nil`: the file has only comments).
  case missingHeader(found: String?)
  /// A header field that is not a column name.
  case unknownColumn(String)
  /// A header field that is empty.
  case emptyColumnName
  /// A column named twice; `firstColumn` is where the first one is (a
  /// column of the header line).
  case duplicateColumn(TraceColumn, firstColumn: Int)
  /// Required columns the header lacks, in the order `t,id,phase,x,y`.
  case missingColumns([TraceColumn])
  /// A row with fewer fields than the header has columns.
  case tooFewFields(expected: Int, found: Int)
  /// A row with more fields than the header has columns; `extra` is the
  /// first field too many.
  case tooManyFields(expected: Int, found: Int, extra: String)
  /// A required field that is empty.
  case missingValue(TraceColumn)
  /// A numeric field that is not a decimal number.
  case invalidNumber(TraceColumn, text: String)
  /// A numeric field that is NaN or infinite, in any spelling (`nan`, `inf`,
  /// `Infinity`), or a number too large for a `Double` (`1e999`).
  case nonFiniteNumber(TraceColumn, text: String)
  /// An `id` field that is not a number at all.
  case invalidID(String)
  /// An `id` field that is a negative number.
  case negativeID(String)
  /// An `id` field that is a number but not written as digits only (`1.5`,
  /// `1e3`, `2.0`).
  case nonIntegerID(String)
  /// An `id` field larger than `Int.max`.
  case idOutOfRange(String)
  /// A `phase` field that is not one of the five phases.
  case unknownPhase(String)
  /// A `coalesced` field that is not `0`, `1` or empty.
  case invalidCoalesced(String)
  /// A negative `force` or `radius`.
  case negativeValue(TraceColumn, text: String)
  /// An `x` or `y` farther than `limit` points from 0.
  case coordinateOutOfRange(TraceColumn, text: String, limit: Double)
  /// A `t` farther than `limit` seconds from 0 (`TraceReaderOptions.timeLimit`).
  case timeOutOfRange(text: String, limit: Double)
  /// A time earlier than the previous row's (`previous`, in seconds, on
  /// `previousLine`).
  case timeWentBackwards(text: String, previous: Double, previousLine: Int)
  /// A `moved`, `stationary`, `ended` or `cancelled` row for a finger that is
  /// not down.
  case fingerNotDown(id: Int, phase: TouchPhase)
  /// A `began` row for a finger that is already down (it began on
  /// `beganLine`).
  case fingerAlreadyDown(id: Int, beganLine: Int)
  /// Two rows for one finger in one event (one time); the first is on
  /// `firstLine`.
  case duplicateTouch(id: Int, time: Double, firstLine: Int)
  /// A `began` row that would put more than `limit` fingers down at once.
  case tooManyFingers(limit: Int)
  /// A line longer than `limit` bytes (line ending excluded).
  case lineTooLong(limit: Int)
  /// Bytes that are not UTF-8; `byte` is the first offending byte.
  case invalidUTF8(byte: UInt8)
  /// More than `limit` metadata entries with unknown keys.
  case tooManyMetadataEntries(limit: Int)
  /// A known metadata key with a value that does not parse.
  case invalidMetadata(key: String, value: String, expected: String)
  /// A known metadata key whose value parses and is within the format's limits, but
  /// that the scene named cannot use, and why.
  case unusableMetadata(key: String, value: String, scene: String, reason: String)
  /// The byte source threw; `message` is the description of its error.
  case readFailed(message: String)
  /// A warning, made an error because the reader is strict.
  case strict(TraceWarning.Reason)

  /// The reason as a sentence.
  public var description: String {
    switch self {
    case .emptyFile:
      return "the file is empty; expected a header line such as 't,id,phase,x,y'"
    case .missingHeader(let found):
      let what = found.map { "the data row \(quote($0))" } ?? "the end of the file"
      return "expected a header line naming the columns, such as 't,id,phase,x,y', found \(what)"
    case .unknownColumn(let name):
      return "unknown column \(quote(name)); expected one of \(allColumns)"
    case .emptyColumnName:
      return "empty column name; expected one of \(allColumns)"
    case .duplicateColumn(let column, let first):
      return "duplicate column '\(column.rawValue)' (already named at column \(first))"
    case .missingColumns(let columns):
      let names = columns.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      return columns.count == 1 ? "missing required column \(names)" : "missing required columns \(names)"
    case .tooFewFields(let expected, let found):
      return "too few fields: expected \(expected), found \(found)"
    case .tooManyFields(let expected, let found, let extra):
      return "too many fields: expected \(expected), found \(found) (the first extra one is \(quote(extra)))"
    case .missingValue(let column):
      return "empty \(column.rawValue) field; expected \(expectation(column))"
    case .invalidNumber(let column, let text):
      return "expected a number for \(column.rawValue), found \(quote(text))"
    case .nonFiniteNumber(let column, let text):
      return "expected a finite number for \(column.rawValue), found \(quote(text))"
    case .invalidID(let text):
      return "expected a finger id (a non-negative integer), found \(quote(text))"
    case .negativeID(let text):
      return "expected a non-negative finger id, found \(quote(text))"
    case .nonIntegerID(let text):
      return "expected a finger id written with digits only, found \(quote(text))"
    case .idOutOfRange(let text):
      return "finger id \(quote(text)) is too large; the largest is \(Int.max)"
    case .unknownPhase(let text):
      return "unknown phase \(quote(text)); expected one of began, moved, stationary, ended, cancelled"
    case .invalidCoalesced(let text):
      return "expected 0 or 1 for coalesced, found \(quote(text))"
    case .negativeValue(let column, let text):
      return "expected a non-negative \(column.rawValue), found \(quote(text))"
    case .coordinateOutOfRange(let column, let text, let limit):
      return "\(column.rawValue) coordinate \(quote(text)) is beyond ±\(formatNumber(limit)) points"
    case .timeOutOfRange(let text, let limit):
      return "time \(quote(text)) is beyond ±\(formatNumber(limit)) seconds; expected seconds since an origin such as the device's boot or the Unix epoch"
    case .timeWentBackwards(let text, let previous, let line):
      return "time \(quote(text)) is earlier than the previous row's time \(previous) (line \(line)); rows must be in time order"
    case .fingerNotDown(let id, let phase):
      return "finger \(id) \(verb(phase)) without having begun; expected a 'began' row first"
    case .fingerAlreadyDown(let id, let line):
      return "finger \(id) began again without lifting (it began on line \(line)); expected 'ended' or 'cancelled' first"
    case .duplicateTouch(let id, let time, let line):
      return "finger \(id) appears twice at time \(time) (first on line \(line)); expected at most one row per finger in one event"
    case .tooManyFingers(let limit):
      return "more than \(limit) fingers down at once"
    case .lineTooLong(let limit):
      return "line longer than \(limit) bytes"
    case .invalidUTF8(let byte):
      return "invalid UTF-8 (byte 0x\(hex(byte))); expected UTF-8 text"
    case .tooManyMetadataEntries(let limit):
      return "more than \(limit) metadata comments with unknown keys"
    case .invalidMetadata(let key, let value, let expected):
      return "invalid \(key) \(quote(value)); expected \(expected)"
    case .unusableMetadata(let key, let value, let scene, let reason):
      return "the \(scene) scene cannot use \(key) \(quote(value)): \(reason)"
    case .readFailed(let message):
      return "could not read the trace: \(message)"
    case .strict(let warning):
      return "\(warning.description) (a warning, made an error by strict mode)"
    }
  }
}

private let allColumns = TraceColumn.allCases.map(\.rawValue).joined(separator: ", ")

/// `'text'`, with control characters escaped.
func quote(_ text: String) -> String {
  var result = "'"
  result.appendBackslashEscaped(text, delimiter: "'") { scalar in
    scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : nil
  }
  return result + "'"
}

private func expectation(_ column: TraceColumn) -> String {
  switch column {
  case .t, .x, .y, .force, .radius: return "a number"
  case .id: return "a finger id (a non-negative integer)"
  case .phase: return "one of began, moved, stationary, ended, cancelled"
  case .coalesced: return "0 or 1"
  }
}

private func verb(_ phase: TouchPhase) -> String {
  switch phase {
  case .began: return "began"
  case .moved: return "moved"
  case .stationary: return "rested (stationary)"
  case .ended: return "lifted (ended)"
  case .cancelled: return "was cancelled"
  }
}

private func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
