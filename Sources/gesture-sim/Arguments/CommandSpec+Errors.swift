extension CommandSpec {
  /// The usage error for a bad option value, with the option's `Help:` line (its
  /// help, or `help` when given).
  func invalidValue(_ text: String, for name: String, expected: String, help: String? = nil) -> UsageError {
    let option = options.first { $0.longName == name }
    let placeholder = "\(name) <\(option?.valueName ?? "value")>"
    return UsageError(
      message: "The value '\(text)' is invalid for '\(placeholder)': expected \(expected)",
      optionHelp: (help ?? option?.help).map { "\(placeholder)  \($0)" })
  }
}
