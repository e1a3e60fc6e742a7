/// Why a `FileDiagnostic` was reported: a reason enum of a reader or importer.
public protocol DiagnosticReason: Hashable, Sendable, CustomStringConvertible {
  /// Whether the input was refused (`error`) or read anyway (`warning`).
  static var severity: DiagnosticSeverity { get }
  /// The sentence after the severity. Default: `description`.
  var message: String { get }
}

extension DiagnosticReason {
  /// `description`.
  public var message: String { description }
}

/// How bad a `FileDiagnostic` is: the word the command line prints after the place.
public enum DiagnosticSeverity: String, Hashable, Sendable {
  /// The input was refused.
  case error
  /// The input was read; something about it is odd.
  case warning
}
