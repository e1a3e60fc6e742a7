import Gestures

extension CommandSpec {
  /// The result of parsing a command line against a `CommandSpec`.
  struct ParsedArguments {
    /// The arguments parsed, as given (for a trace's `# source:` or `# import:` line).
    let arguments: [String]
    /// Positional arguments in order.
    var positionals: [String] = []
    /// Option values by long name; a repeated option keeps every value in order.
    var values: [String: [String]] = [:]
    /// Flags that were given, by long name.
    var flags: Set<String> = []
    /// Whether `-h`/`--help` was given.
    var wantsHelp = false

    /// Parses `arguments` against `spec`: options may appear anywhere, `--` ends
    /// options, `--name=value` is accepted, and an unknown option suggests the
    /// closest known one.
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
      self.arguments = arguments
      var index = 0
      var optionsEnded = false
      while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" || Self.isNumber(argument) {
          positionals.append(argument)
          continue
        }
        if argument == "--" { optionsEnded = true; continue }
        if argument == "-h" || argument == "--help" { wantsHelp = true; continue }
        var name = argument
        var inlineValue: String? = nil
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
          name = String(argument[..<equals])
          inlineValue = String(argument[argument.index(after: equals)...])
        }
        guard let option = spec.options.first(where: { $0.longName == name || $0.shortName == name }) else {
          var message = "Unknown option '\(name)'"
          let candidates = spec.options.map(\.longName) + ["--help"]
          if let suggestion = EditDistance.closest(to: name, in: candidates) {
            message += ". Did you mean '\(suggestion)'?"
          }
          throw UsageError(message: message)
        }
        if option.isFlag {
          if inlineValue != nil { throw UsageError(message: "The flag '\(option.longName)' does not take a value") }
          flags.insert(option.longName)
          continue
        }
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("-") || Self.isNumber(arguments[index]) || arguments[index] == "-" {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError(message: "Missing value for '\(option.longName) <\(option.valueName ?? "value")>'")
        }
        if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
          throw option.unlistedValue(value)
        }
        values[option.longName, default: []].append(value)
      }
      if wantsHelp { return }
      let required = spec.arguments.filter { !$0.isOptional && !($0.omittedWith.map(flags.contains) ?? false) }.count
      if positionals.count < required {
        throw UsageError(message: "Missing expected argument '<\(spec.arguments[positionals.count].name)>'")
      }
      if positionals.count > spec.arguments.count {
        throw UsageError(message: "Unexpected argument '\(positionals[spec.arguments.count])'")
      }
      for option in spec.options where option.isRequired && values[option.longName] == nil {
        throw UsageError(message: "Missing expected argument '\(option.longName) <\(option.valueName ?? "value")>'")
      }
    }

    /// The last value given for `name`, if any.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `name` as a finite number, or `fallback` when absent.
    func number(_ name: String, default fallback: Double? = nil, spec: CommandSpec) throws(UsageError) -> Double? {
      guard let text = value(name) else { return fallback }
      guard let number = Double(text), number.isFinite else {
        let option = spec.options.first { $0.longName == name }
        throw UsageError(
          message: "The value '\(text)' is invalid for '\(name) <\(option?.valueName ?? "value")>': expected a finite number",
          optionHelp: option.map { "\($0.longName) <\($0.valueName ?? "value")>  \($0.help)" })
      }
      return number
    }

    private static func isNumber(_ text: String) -> Bool {
      guard let first = text.utf8.dropFirst().first else { return false }
      return text.hasPrefix("-") && ((first >= 0x30 && first <= 0x39) || first == 0x2E)
    }
  }
}
