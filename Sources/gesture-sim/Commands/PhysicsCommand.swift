import Gestures

/// `gesture-sim physics <subcommand>`: a calculator over the ScrollPhysics library.
///
/// Every subcommand prints a readable report, or with `--json` one JSON object
/// whose shape is a contract (README.md "Physics calculator, synthesis and plots",
/// docs/cli.md). The numbers come from the library types; nothing is re-derived here.
enum PhysicsCommand: CommandGroup {
  static let spec = CommandSpec(
    name: "gesture-sim physics",
    abstract: "Compute what UIKit's scroll and animation physics would do (fling, paging, rubber band, spring, timing curve).",
    discussion: """
      Every subcommand prints a readable report, or one JSON object with --json.
      Example: gesture-sim physics fling --velocity 1000 --at 0.5,1
      """,
    subcommands: [
      .command(PhysicsFlingCommand.self), .command(PhysicsPageCommand.self), .command(PhysicsRubberBandCommand.self),
      .command(PhysicsSpringCommand.self), .command(PhysicsCurveCommand.self),
    ])

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    // The subcommand is the first argument that is not -h/--help, so that
    // `physics --help fling` (what `help physics fling` passes) shows fling's help.
    guard let index = arguments.firstIndex(where: { $0 != "-h" && $0 != "--help" }) else {
      output.write(spec.help)
      return ExitCode.success
    }
    var name = arguments[index]
    var rest = arguments
    rest.remove(at: index)
    if name == "help" {
      // `physics help <subcommand>` prints the same text as `physics <subcommand> --help`.
      guard let sub = rest.first(where: { $0 != "-h" && $0 != "--help" }) else {
        output.write(spec.help)
        return ExitCode.success
      }
      name = sub
      rest = ["--help"]
    }
    if let subcommand = spec.subcommand(named: name) {
      return subcommand.run(arguments: rest, output: &output, errors: &errors)
    }
    var message = name.hasPrefix("-") ? "Unknown option '\(name)'" : "Unknown subcommand '\(name)'"
    if let suggestion = spec.closestSubcommand(to: name) {
      message += ". Did you mean '\(suggestion)'?"
    }
    errors.write(spec.usageError(UsageError(message: message)))
    return ExitCode.usage
  }
}
