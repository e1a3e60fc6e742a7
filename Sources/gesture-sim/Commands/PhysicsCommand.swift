import Gestures

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

  /// A readable sample table: `header` and `rows` in right-aligned columns, each
  /// as wide as its widest cell, two spaces apart.
  static func columns(_ header: [String], _ rows: [[String]]) -> String {
    let lines = [header] + rows
    let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for cells in lines {
      for (index, cell) in cells.enumerated() {
        text += Formatting.padLeft(cell, widths[index] + (index == 0 ? 0 : 2))
      }
      text += "\n"
    }
    return text
  }

  /// The readable table of a motion's samples (time in seconds, offset in points,
  /// velocity in points per second), after a blank line; empty without samples.
  static func offsetSamples(_ samples: [(t: Double, offset: Double, velocity: Double)]) -> String {
    guard !samples.isEmpty else { return "" }
    let rows = samples.map { [number(Rounded.time($0.t)), number(Rounded.length($0.offset)), number(Rounded.length($0.velocity))] }
    return "\n" + columns(["t (s)", "offset (pt)", "velocity (pt/s)"], rows)
  }

  /// A number as printed everywhere by the calculator: the shortest text that reads
  /// back as the same `Double` (JSON's number format).
  static func number(_ value: Double) -> String { JSONValue.format(value) }
}
