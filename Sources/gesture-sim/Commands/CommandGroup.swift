/// A command whose arguments name one of its subcommands (`gesture-sim physics`):
/// its spec lists them (`CommandSpec.subcommands`), and the one dispatch
/// (`CommandSpec.dispatch`) runs the one named, prints the help or refuses an
/// undeclared name, as it does for the top level.
protocol CommandGroup: SendableMetatype {
  /// The group's help and its subcommands; the last word of its `name`
  /// (`spec.subcommandName`) is what the user types.
  static var spec: CommandSpec { get }
}
