/// A command whose arguments name one of its subcommands (`gesture-sim physics`):
/// its spec lists them (`CommandSpec.subcommands`) and its `run` dispatches to the
/// one named.
protocol CommandGroup: SendableMetatype {
  /// The group's help and its subcommands; the last word of its `name`
  /// (`spec.subcommandName`) is what the user types.
  static var spec: CommandSpec { get }
  /// Runs the subcommand its arguments (those after its name) name and returns
  /// the exit code.
  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32
}
