/// `gesture-sim physics <subcommand>`: a calculator over the ScrollPhysics library.
///
/// Every subcommand prints a readable report, or with `--json` one JSON object
/// whose shape is a contract (README.md "Physics calculator, synthesis and plots",
/// docs/cli.md). The numbers come from the library types; nothing is re-derived here.
enum PhysicsCommand {
  static let spec = CommandSpec(
    name: "gesture-sim physics",
    abstract: "Compute what UIKit's scroll and animation physics would do (fling, paging, rubber band, spring, timing curve).",
    discussion: """
      Every subcommand prints a readable report, or one JSON object with --json.
      Example: gesture-sim physics fling --velocity 1000 --at 0.5,1
      """,
    subcommands: [
      ("fling", PhysicsFlingCommand.spec.abstract),
      ("page", PhysicsPageCommand.spec.abstract),
      ("rubber-band", PhysicsRubberBandCommand.spec.abstract),
      ("spring", PhysicsSpringCommand.spec.abstract),
      ("curve", PhysicsCurveCommand.spec.abstract),
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
    switch name {
    case "fling":
      return PhysicsFlingCommand.run(arguments: rest, output: &output, errors: &errors)
    case "page":
      return PhysicsPageCommand.run(arguments: rest, output: &output, errors: &errors)
    case "rubber-band":
      return PhysicsRubberBandCommand.run(arguments: rest, output: &output, errors: &errors)
    case "spring":
      return PhysicsSpringCommand.run(arguments: rest, output: &output, errors: &errors)
    case "curve":
      return PhysicsCurveCommand.run(arguments: rest, output: &output, errors: &errors)
    default:
      var message = name.hasPrefix("-") ? "Unknown option '\(name)'" : "Unknown subcommand '\(name)'"
      if let suggestion = EditDistance.closest(to: name, in: spec.subcommands.map(\.name)) {
        message += ". Did you mean '\(suggestion)'?"
      }
      errors.write(spec.usageError(UsageError(message: message)))
      return ExitCode.usage
    }
  }

  /// The largest magnitude accepted for offsets, bounds and velocities, in points
  /// (per second): the trace format's coordinate limit, far beyond any screen.
  static let magnitudeLimit = 1_000_000.0

  /// The accepted device scales, in pixels per point (as `run`'s `--scale`).
  static let scales: ClosedRange<Double> = 0.5...10

  /// Right-aligned columns for the readable sample tables.
  static func row(_ cells: [String], widths: [Int]) -> String {
    var line = ""
    for (index, cell) in cells.enumerated() {
      line += Formatting.padLeft(cell, widths[index] + (index == 0 ? 0 : 2))
    }
    return line + "\n"
  }

  /// A number as printed everywhere by the calculator: the shortest text that reads
  /// back as the same `Double` (JSON's number format).
  static func number(_ value: Double) -> String { JSONValue.format(value) }
}
