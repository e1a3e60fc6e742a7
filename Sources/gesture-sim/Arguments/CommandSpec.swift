/// The declaration of one command: its help text, arguments, options and subcommands.
///
/// Help is rendered in swift-argument-parser's layout (OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS), and parsing errors use its message templates.
struct CommandSpec {
  /// The command's full name as typed, for example `gesture-sim physics fling`.
  var name: String
  /// One sentence for OVERVIEW and the parent's SUBCOMMANDS list.
  var abstract: String
  /// Optional extra paragraphs printed after the overview.
  var discussion: String = ""
  var arguments: [Argument] = []
  var options: [Option] = []
  /// The subcommands, declared once: the help's SUBCOMMANDS list (each one's name
  /// and abstract), the dispatch and the did-you-mean suggestions are read from it
  /// (`CommandSpec+Subcommands.swift`).
  var subcommands: [Subcommand] = []
  /// The subcommand used when none is named (marked "(default)" in the list).
  var defaultSubcommand: Subcommand? = nil

  /// The name a parent's subcommand list knows the command by, as the user types
  /// it: the last word of `name` (`fling` for `gesture-sim physics fling`).
  var subcommandName: String {
    String(name.split(separator: " ").last ?? "")
  }

  /// The one-line usage, for example `gesture-sim run <trace> [--format <format>]`.
  var usage: String {
    var parts = [name]
    if !subcommands.isEmpty && arguments.isEmpty {
      parts.append("<subcommand>")
    }
    for argument in arguments {
      parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
    }
    for option in options where option.showInUsage {
      let text = option.valueName.map { "\(option.longName) <\($0)>" } ?? option.longName
      parts.append(option.isRequired ? text : "[\(text)]")
    }
    return parts.joined(separator: " ")
  }

  /// The full `--help` text.
  var help: String {
    var text = "OVERVIEW: \(abstract)\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    text += "\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in arguments {
        text += Self.row("<\(argument.name)>", argument.help)
      }
    }
    text += "\nOPTIONS:\n"
    for option in options {
      var label = option.shortName.map { "\($0), \(option.longName)" } ?? option.longName
      if let valueName = option.valueName { label += " <\(valueName)>" }
      var help = option.help
      var notes: [String] = []
      if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
      if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
      if !notes.isEmpty { help += " (\(notes.joined(separator: "; ")))" }
      text += Self.row(label, help)
    }
    text += Self.row("-h, --help", "Show help information.")
    if !subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in subcommands {
        let name = subcommand.spec.subcommandName
        let label = name == defaultSubcommand?.spec.subcommandName ? "\(name) (default)" : name
        text += Self.row(label, subcommand.spec.abstract)
      }
      text += "\n  See '\(name) help <subcommand>' for detailed help.\n"
    }
    return text
  }

  /// The command as typed: its `name` and `arguments` (as given), each quoted for
  /// a shell: a trace's `# source:` or `# import:` line.
  func commandLine(_ arguments: [String]) -> String {
    ([name] + arguments.map(\.shellQuoted)).joined(separator: " ")
  }

  /// The text of a usage error: `Error:` line, optional help line, usage and a pointer to --help.
  func usageError(_ error: UsageError) -> String {
    var text = "Error: \(error.message)\n"
    if let option = error.optionHelp {
      text += "Help:  \(option)\n"
    }
    text += "Usage: \(usage)\n  See '\(name) --help' for more information.\n"
    return text
  }

  private static func row(_ label: String, _ help: String) -> String {
    let indent = "  "
    let column = 26
    if label.count + indent.count + 1 < column {
      let padding = String(repeating: " ", count: column - label.count - indent.count)
      return indent + label + padding + help + "\n"
    }
    return indent + label + "\n" + String(repeating: " ", count: column) + help + "\n"
  }

  /// A positional argument.
  struct Argument {
    var name: String
    var help: String
    var isOptional: Bool = false
    /// A flag with which a required argument may be left out (`repro --list` needs no
    /// `<name>`); the usage still shows the argument as required.
    var omittedWith: String? = nil
  }

  /// A named option (`--name <value>`) or flag (`--name`).
  struct Option {
    /// The long name with its dashes, for example `--format`.
    var longName: String
    /// The short name with its dash, for example `-o`.
    var shortName: String? = nil
    /// The value's placeholder; nil for a flag.
    var valueName: String? = nil
    var help: String
    /// The default shown in help.
    var defaultValue: String? = nil
    /// The accepted values; empty when any value is accepted.
    var allowedValues: [String] = []
    var isRequired: Bool = false
    var showInUsage: Bool = true

    var isFlag: Bool { valueName == nil }
  }
}
