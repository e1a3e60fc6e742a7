/// A message about a place in an input file: the file, the line and column (from
/// 1) and a reason. The readers' and importers' errors and warnings are these
/// (`TraceError`, `TraceWarning`, `ImportError`, `ImportWarning`); each says what
/// its column counts.
///
/// `description` is the line the command line prints:
/// `path:line:column: severity: message`, or `line:column: severity: message`
/// for input without a name.
public struct FileDiagnostic<R: DiagnosticReason>: Hashable, Sendable, CustomStringConvertible {
  /// The reason enum (`TraceError.Reason` is `TraceErrorReason`, …).
  public typealias Reason = R

  /// The file, as given to the reader or importer; `nil` for input without a name.
  public var path: String?
  /// The line, from 1.
  public var line: Int
  /// The column, from 1 (in the unit the reader or importer documents).
  public var column: Int
  /// What is wrong or odd.
  public var reason: Reason

  /// Creates a diagnostic at `line` and `column` of `path`.
  public init(path: String?, line: Int, column: Int, reason: Reason) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// The reason's sentence (`Reason.message`).
  public var message: String { reason.message }

  /// `path:line:column: severity: message`, or `line:column: severity: message`
  /// when there is no path.
  public var description: String {
    let text = "\(line):\(column): \(Reason.severity.rawValue): \(message)"
    guard let path else { return text }
    return "\(path):\(text)"
  }
}

/// An error reason makes its diagnostic an `Error`, so readers throw it.
extension FileDiagnostic: Error where R: Error {}
