/// Why a screen file (docs/screens.md, "The format") was refused: the file, the
/// line and column (from 1; the column counts Unicode scalars, as editors count
/// characters) of the value or key at fault, and the reason. The command line
/// prints `description` and exits with 65:
///
///     carousel.json:12:23: error: unknown key 'frmae' in a view; did you mean 'frame'? …
public typealias ScreenError = FileDiagnostic<ScreenErrorReason>

/// What is wrong with a screen file.
public enum ScreenErrorReason: Error, DiagnosticReason {
  /// `error`.
  public static var severity: DiagnosticSeverity { .error }

  /// Not JSON (RFC 8259): `found` is the text there, `expected` what JSON allows.
  case malformed(found: String, expected: String)
  /// A byte that is not UTF-8 (in a string; outside strings any non-ASCII byte is `malformed`).
  case invalidUTF8(byte: UInt8)
  /// The file, a string, a number or the nesting is beyond the reader's limit.
  case tooLarge(what: String, limit: Int)
  /// A key given twice in one object; the first is at `line`:`column`.
  case duplicateKey(key: String, line: Int, column: Int)
  /// A key the object does not take, with the closest known key when it looks like a typo.
  case unknownKey(key: String, object: String, known: [String], suggestion: String?)
  /// A key the object needs.
  case missingKey(key: String, object: String, expected: String)
  /// A value of the wrong type or out of the key's range: `found` describes it
  /// (`the string '0.5'`, `a height of -10`).
  case invalidValue(key: String, found: String, expected: String)
  /// A recognizer `kind` that is not one of `RecognizerKind`.
  case unknownKind(kind: String, suggestion: String?)
  /// An id given to two views, or to two recognizers (`what`: `view` or
  /// `recognizer`); the first is at `line`:`column`.
  case duplicateID(what: String, id: String, line: Int, column: Int)
  /// `key` (`require-to-fail`, `simultaneous-with`) names an id no recognizer has.
  case missingReference(key: String, id: String, suggestion: String?)
  /// Recognizers that require one another to fail, in a circle (the first id again at the
  /// end); a cycle of more than 9 is cut to its first 8 and its last.
  case requireToFailCycle(ids: [String])
  /// A value the screen cannot run with (`Screen.validate()`), found once the
  /// whole screen is known: `key` as the file names it, `reason` what is wrong.
  case invalidScreen(key: String, reason: String)
  /// The file could not be read.
  case readFailed(message: String)

  public var description: String {
    switch self {
    case .malformed(let found, let expected):
      return "expected \(expected), found \(found)"
    case .invalidUTF8(let byte):
      return "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); expected UTF-8 text"
    case .tooLarge(let what, let limit):
      return "\(what) is larger than the limit of \(limit)"
    case .duplicateKey(let key, let line, let column):
      return "duplicate key \(quote(cut(key))); it was first given at \(line):\(column)"
    case .unknownKey(let key, let object, let known, let suggestion):
      let hint = suggestion.map { "did you mean \(quote($0))? " } ?? ""
      return "unknown key \(quote(cut(key))) in \(object); \(hint)expected one of \(known.joined(separator: ", "))"
    case .missingKey(let key, let object, let expected):
      return "missing key \(quote(key)) in \(object); expected \(expected)"
    case .invalidValue(let key, let found, let expected):
      return "\(quote(key)) expects \(expected), found \(found)"
    case .unknownKind(let kind, let suggestion):
      let hint = suggestion.map { "did you mean \(quote($0))? " } ?? ""
      return "unknown recognizer kind \(quote(cut(kind))); \(hint)expected one of \(RecognizerKind.allCases.map(\.rawValue).joined(separator: ", "))"
    case .duplicateID(let what, let id, let line, let column):
      return "duplicate \(what) id \(quote(cut(id))); it was first given at \(line):\(column)"
    case .missingReference(let key, let id, let suggestion):
      let hint = suggestion.map { "; did you mean \(quote($0))?" } ?? ""
      return "\(quote(key)) names \(quote(cut(id))), which is not the id of a recognizer of the screen\(hint)"
    case .requireToFailCycle(let ids):
      // A long cycle is cut to its first 8 recognizers and its last, back to the first.
      let count = ids.count - 1
      let shown = count <= 9 ? ids.map { quote(cut($0)) } : ids.prefix(8).map { quote(cut($0)) } + ["…"] + ids.suffix(2).map { quote(cut($0)) }
      let size = count <= 9 ? "" : " of \(count) recognizers"
      return "'require-to-fail' makes a cycle\(size): \(shown.joined(separator: " → ")); a recognizer cannot wait for its own failure"
    case .invalidScreen(let key, let reason):
      return "invalid \(quote(key)): \(reason)"
    case .readFailed(let message):
      return "could not read the screen file: \(message)"
    }
  }
}
