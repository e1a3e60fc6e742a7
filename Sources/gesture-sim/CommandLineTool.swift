#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

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

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    guard let first = arguments.first else {
      output.write(spec.help)
      return ExitCode.success
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      output.write(spec.help)
      return ExitCode.success
    case "--version":
      output.write("\(version)\n")
      return ExitCode.success
    case "help":
      return help(for: rest, output: &output, errors: &errors)
    default:
      if let subcommand = spec.subcommand(named: first) {
        return subcommand.run(arguments: rest, output: &output, errors: &errors)
      }
      if let fallback = spec.defaultSubcommand {
        // Options before a trace go to the default subcommand (`gesture-sim --format json t.csv`).
        // For a file-like argument or an existing path, `run` says what is wrong with
        // it: no such file, a directory, unreadable.
        if first.hasPrefix("-") && first != "-" || looksLikeFile(first) || pathExists(first) {
          return fallback.run(arguments: arguments, output: &output, errors: &errors)
        }
      }
      var message = "Unknown subcommand or file '\(first)'"
      if let suggestion = spec.closestSubcommand(to: first) {
        message += ". Did you mean '\(suggestion)'?"
      }
      errors.write(spec.usageError(UsageError(message: message)))
      return ExitCode.usage
    }
  }

  /// `help <subcommand>` prints the same text as `<subcommand> --help`.
  private static func help(for path: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    guard let first = path.first else {
      output.write(spec.help)
      return ExitCode.success
    }
    guard let subcommand = spec.subcommand(named: first) else {
      // `help` takes only a subcommand, never a trace.
      var message = "Unknown subcommand '\(first)'"
      if let suggestion = spec.closestSubcommand(to: first) {
        message += ". Did you mean '\(suggestion)'?"
      } else {
        message += ". Expected one of: \(spec.subcommandNames.joined(separator: ", "))"
      }
      errors.write(spec.usageError(UsageError(message: message)))
      return ExitCode.usage
    }
    return subcommand.run(arguments: ["--help"] + path.dropFirst(), output: &output, errors: &errors)
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
