import Gestures

extension FileDiagnostic {
  /// Writes each diagnostic on its own line (`file:line:column: warning: …`) to
  /// `errors`, as the commands report an import's warnings.
  static func report(_ diagnostics: [Self], to errors: inout some TextOutputStream) {
    for diagnostic in diagnostics { errors.write("\(diagnostic)\n") }
  }
}
