/// What a command's subcommand list declares: a command with its spec (name,
/// abstract, help) and its run.
///
/// A command with subcommands (`gesture-sim`, `gesture-sim physics`) lists their
/// types once, in its `CommandSpec.subcommands`, as swift-argument-parser's
/// `CommandConfiguration(subcommands:)` does; the SUBCOMMANDS list of its help,
/// `help <subcommand>`, the dispatch and the did-you-mean suggestion are all read
/// from that list.
protocol Subcommand: SendableMetatype {
  /// The subcommand's options, arguments and help; the last word of its `name`
  /// (`spec.subcommandName`) is what the user types.
  static var spec: CommandSpec { get }
  /// Runs the subcommand on its own arguments (those after its name) and returns
  /// the exit code.
  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32
}
