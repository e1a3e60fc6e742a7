#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// The declared subcommands: what each is, looking one up, and the one dispatch of
/// every command that has them (`dispatch`), with `help <subcommand>` and the
/// did-you-mean of a mistyped name.
extension CommandSpec {
  /// An entry of a command's subcommand list, declared once (`subcommands`), as
  /// swift-argument-parser's `CommandConfiguration(subcommands:)` lists them: the
  /// SUBCOMMANDS list of its help, `help <subcommand>`, the dispatch and the
  /// did-you-mean suggestion are all read from that list.
  enum Subcommand {
    /// A command, run through the one preamble (`CommandSpec.run`).
    case command(any Command.Type)
    /// A group of subcommands, run through the one dispatch (`CommandSpec.dispatch`).
    case group(any CommandGroup.Type)

    /// The subcommand's declaration.
    var spec: CommandSpec {
      switch self {
      case .command(let command): command.spec
      case .group(let group): group.spec
      }
    }

    /// Runs the subcommand on its own arguments (those after its name) and returns
    /// the exit code.
    func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
      switch self {
      case .command(let command): CommandSpec.run(command, arguments: arguments, output: &output, errors: &errors)
      case .group(let group): group.spec.dispatch(arguments, output: &output, errors: &errors)
      }
    }
  }

  /// The subcommands' names, in the order they are declared (and listed in the help).
  var subcommandNames: [String] {
    subcommands.map { $0.spec.subcommandName }
  }

  /// The subcommand declared with `name`; nil when none is.
  func subcommand(named name: String) -> Subcommand? {
    subcommands.first { $0.spec.subcommandName == name }
  }

  /// The declared subcommand name closest to the mistyped `name`, when one is close
  /// enough to suggest (`EditDistance.closest`).
  func closestSubcommand(to name: String) -> String? {
    EditDistance.closest(to: name, in: subcommandNames)
  }

  /// Runs the subcommand that `arguments` (those after this command's name) name,
  /// and returns the exit code: the one dispatch of a command with subcommands,
  /// read from its declaration (`subcommands`, `defaultSubcommand`):
  /// - nothing, or `-h`/`--help` first: this command's help, `ExitCode.success`;
  /// - `help [<subcommand> …]`: that subcommand's help (`help(for:)`);
  /// - a declared name: that subcommand, on the arguments after it;
  /// - with a default subcommand, which takes a file: an option, or a path that looks
  ///   like a file (a `/` or a `.`) or exists, is the default's (`gesture-sim
  ///   t.csv`, `gesture-sim --format json t.csv`);
  /// - anything else: a usage error, `ExitCode.usage`, with the closest declared
  ///   name (or, for an option, the closest option).
  func dispatch(_ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    guard let first = arguments.first, first != "-h", first != "--help" else {
      output.write(help)
      return ExitCode.success
    }
    let rest = Array(arguments.dropFirst())
    if first == "help" {
      return help(for: rest, output: &output, errors: &errors)
    }
    if let subcommand = subcommand(named: first) {
      return subcommand.run(arguments: rest, output: &output, errors: &errors)
    }
    let isOption = first.hasPrefix("-") && first != "-"
    var message: String
    var suggestion: String?
    if let fallback = defaultSubcommand {
      // For a file-like argument or an existing path, the default says what is wrong
      // with it: no such file, a directory, unreadable.
      if isOption || Self.looksLikeFile(first) || Self.pathExists(first) {
        return fallback.run(arguments: arguments, output: &output, errors: &errors)
      }
      message = "Unknown subcommand or file '\(first)'"
      suggestion = closestSubcommand(to: first)
    } else if first.hasPrefix("-") {
      message = "Unknown option '\(first)'"
      suggestion = EditDistance.closest(to: first, in: options.map(\.longName) + ["--help"])
    } else {
      message = "Unknown subcommand '\(first)'"
      suggestion = closestSubcommand(to: first)
    }
    if let suggestion {
      message += ". Did you mean '\(suggestion)'?"
    }
    errors.write(usageError(UsageError(message: message)))
    return ExitCode.usage
  }

  /// `help <subcommand> …` prints the same text as `<subcommand> … --help`: the
  /// path names a subcommand, and in a group one of its own (`help physics fling`);
  /// `-h` and `--help` in it are skipped. An empty path is this command's help; a
  /// name that is not declared is a usage error (`help` takes only a subcommand,
  /// never a trace).
  func help(for path: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    guard let index = path.firstIndex(where: { $0 != "-h" && $0 != "--help" }) else {
      output.write(help)
      return ExitCode.success
    }
    let name = path[index]
    let rest = Array(path[(index + 1)...])
    guard let subcommand = subcommand(named: name) else {
      var message = "Unknown subcommand '\(name)'"
      if let suggestion = closestSubcommand(to: name) {
        message += ". Did you mean '\(suggestion)'?"
      } else {
        message += ". Expected one of: \(subcommandNames.joined(separator: ", "))"
      }
      errors.write(usageError(UsageError(message: message)))
      return ExitCode.usage
    }
    switch subcommand {
    case .command(let command): return CommandSpec.run(command, arguments: ["--help"] + rest, output: &output, errors: &errors)
    case .group(let group): return group.spec.help(for: rest, output: &output, errors: &errors)
    }
  }

  /// A first argument that is not a subcommand is taken as a trace path when it
  /// names a file-like path (has a path separator or an extension).
  private static func looksLikeFile(_ argument: String) -> Bool {
    argument.contains("/") || argument.contains(".")
  }

  /// Whether something (a file, a directory …) exists at `path`, so that
  /// `gesture-sim adir` reports what `run adir` reports ("is a directory").
  private static func pathExists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }
}
