#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole command line as a function: arguments and output streams in, exit code out.
///
/// Tests call `run(arguments:output:errors:)` directly; the process's entry point,
/// `main`, only connects it to the process's streams and exits with its code.
@main
enum CommandLineTool {
  static let version = "0.1.0"

  /// The process's entry point: `run` on the process's arguments and standard streams.
  static func main() {
    var output = OutputDestination.standardOutput
    var errors = OutputDestination.standardError
    let code = run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors)
    output.flush()
    errors.flush()
    exit(code)
  }

  static let spec = CommandSpec(
    name: "gesture-sim",
    abstract: "Replay recorded touch traces through deterministic models of UIKit's scroll and gesture physics.",
    discussion: """
      A trace file as the first argument runs 'gesture-sim run <trace>'.
      Example: gesture-sim traces/fastswipe.csv
      """,
    options: [
      CommandSpec.Option(longName: "--version", help: "Show the version."),
    ],
    subcommands: [
      .command(RunCommand.self), .command(ReproCommand.self), .command(CheckCommand.self), .command(BenchCommand.self),
      .group(PhysicsCommand.self), .command(SynthCommand.self), .command(PlotCommand.self), .command(ViewCommand.self),
      .command(ImportCommand.self), .command(RecorderCommand.self), .command(GalleryCommand.self),
    ],
    defaultSubcommand: .command(RunCommand.self))

  /// Runs the command line `arguments` (those after the program's name) and
  /// returns the exit code: `--version` first prints the version; anything else is
  /// the subcommand list's (`CommandSpec.dispatch`, `run` the default).
  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    if arguments.first == "--version" {
      output.write("\(version)\n")
      return ExitCode.success
    }
    return spec.dispatch(arguments, output: &output, errors: &errors)
  }
}
