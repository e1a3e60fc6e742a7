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
}
