import Gestures

/// The declared subcommands: what each is, looking one up for dispatch and for the
/// did-you-mean of a mistyped name, and running it.
extension CommandSpec {
  /// An entry of a command's subcommand list, declared once (`subcommands`), as
  /// swift-argument-parser's `CommandConfiguration(subcommands:)` lists them: the
  /// SUBCOMMANDS list of its help, `help <subcommand>`, the dispatch and the
  /// did-you-mean suggestion are all read from that list.
  enum Subcommand {
    /// A command, run through the one preamble (`CommandSpec.run`).
    case command(any Command.Type)
    /// A group of subcommands, which dispatches its arguments itself.
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
      case .group(let group): group.run(arguments: arguments, output: &output, errors: &errors)
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
}
