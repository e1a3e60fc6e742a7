extension CommandSpec {
  /// The usage error for a bad option value, with the option's `Help:` line.
  func invalidValue(_ text: String, for name: String, expected: String) -> UsageError {
    let option = options.first { $0.longName == name }
    let placeholder = "\(name) <\(option?.valueName ?? "value")>"
    return UsageError(
      message: "The value '\(text)' is invalid for '\(placeholder)': expected \(expected)",
      optionHelp: option.map { "\(placeholder)  \($0.help)" })
  }
}
