#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// The whole command line as a function: arguments and output streams in, exit code out.
///
/// Tests call `run(arguments:output:errors:)` directly; `GestureSim.main` only
/// connects it to the process's streams.
enum CommandLineTool {
  static let version = "0.1.0"

  static let spec = CommandSpec(
    name: "gesture-sim",
    abstract: "Replay recorded touch traces through deterministic models of UIKit's scroll and gesture physics.",
    discussion: """
      A trace file as the first argument runs 'gesture-sim run <trace>'.
      Example: gesture-sim traces/fastswipe.csv
      """,
    options: [
      OptionSpec(longName: "--version", help: "Show the version."),
    ],
    subcommands: [
      ("run", RunCommand.spec.abstract),
      ("repro", ReproCommand.spec.abstract),
      ("check", CheckCommand.spec.abstract),
      ("bench", BenchCommand.spec.abstract),
      ("physics", PhysicsCommand.spec.abstract),
      ("synth", SynthCommand.spec.abstract),
      ("plot", PlotCommand.spec.abstract),
      ("view", ViewCommand.spec.abstract),
      ("import", ImportCommand.spec.abstract),
      ("recorder", RecorderCommand.spec.abstract),
    ],
    defaultSubcommand: "run")

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
    case "run":
      return RunCommand.run(arguments: rest, output: &output, errors: &errors)
    case "repro":
      return ReproCommand.run(arguments: rest, output: &output, errors: &errors)
    case "check":
      return CheckCommand.run(arguments: rest, output: &output, errors: &errors)
    case "bench":
      return BenchCommand.run(arguments: rest, output: &output, errors: &errors)
    case "physics":
      return PhysicsCommand.run(arguments: rest, output: &output, errors: &errors)
    case "synth":
      return SynthCommand.run(arguments: rest, output: &output, errors: &errors)
    case "plot":
      return PlotCommand.run(arguments: rest, output: &output, errors: &errors)
    case "view":
      return ViewCommand.run(arguments: rest, output: &output, errors: &errors)
    case "import":
      return ImportCommand.run(arguments: rest, output: &output, errors: &errors)
    case "recorder":
      return RecorderCommand.run(arguments: rest, output: &output, errors: &errors)
    default:
      if first.hasPrefix("-") && first != "-" {
        // Options before a trace go to the default subcommand (`gesture-sim --format json t.csv`).
        return RunCommand.run(arguments: arguments, output: &output, errors: &errors)
      }
      if looksLikeFile(first) || pathExists(first) {
        // `run` says what is wrong with it: no such file, a directory, unreadable.
        return RunCommand.run(arguments: arguments, output: &output, errors: &errors)
      }
      var message = "Unknown subcommand or file '\(first)'"
      if let suggestion = EditDistance.closest(to: first, in: spec.subcommands.map(\.name)) {
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
    let names = spec.subcommands.map(\.name)
    guard names.contains(first) else {
      // `help` takes only a subcommand, never a trace.
      var message = "Unknown subcommand '\(first)'"
      if let suggestion = EditDistance.closest(to: first, in: names) {
        message += ". Did you mean '\(suggestion)'?"
      } else {
        message += ". Expected one of: \(names.joined(separator: ", "))"
      }
      errors.write(spec.usageError(UsageError(message: message)))
      return ExitCode.usage
    }
    return run(arguments: [first, "--help"] + path.dropFirst(), output: &output, errors: &errors)
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
