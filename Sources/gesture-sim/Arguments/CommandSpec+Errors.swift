extension CommandSpec {
  /// The usage error for a bad option value, with the option's `Help:` line (its
  /// help, or `help` when given).
  func invalidValue(_ text: String, for name: String, expected: String, help: String? = nil) -> UsageError {
    Self.invalidValue(text, for: name, in: options, reason: "expected \(expected)", help: help)
  }

  /// The usage error for the value `text` of the option `name` (one of `options`)
  /// that is refused for `reason` (after `context`, e.g. " with --scene cards"), with
  /// the option's `Help:` line (its help, or `help` when given).
  static func invalidValue(
    _ text: String, for name: String, in options: [Option], context: String = "", reason: String, help: String? = nil
  ) -> UsageError {
    let option = options.first { $0.longName == name }
    let placeholder = "\(name) <\(option?.valueName ?? "value")>"
    return UsageError(
      message: "The value '\(text)' is invalid for '\(placeholder)'\(context): \(reason)",
      optionHelp: (help ?? option?.help).map { "\(placeholder)  \($0)" })
  }
}

extension CommandSpec.Option {
  /// The usage error for `value`, which is none of the option's `allowedValues`:
  /// it lists them, with the option's `Help:` line.
  func unlistedValue(_ value: String) -> UsageError {
    let placeholder = "\(longName) <\(valueName ?? "value")>"
    return UsageError(
      message: "The value '\(value)' is invalid for '\(placeholder)'. Expected one of: \(allowedValues.joined(separator: ", "))",
      optionHelp: "\(placeholder)  \(help)")
  }
}
