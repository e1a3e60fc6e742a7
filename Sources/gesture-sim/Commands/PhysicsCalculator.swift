import Gestures
import ScrollPhysics

/// A `physics` subcommand that computes one result from its options and prints it
/// as a readable report, or with `--json` as one JSON object (`fling`, `page`,
/// `spring`): the parsing, `--help`, the usage errors and the choice of format are
/// the same for each and written once: `Command.run`, then `execute`.
protocol PhysicsCalculator: Command {
  /// What the subcommand computes: what both formats print.
  associatedtype Result
  /// Validates the options and computes the result.
  static func compute(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Result
  /// The `--json` object.
  static func json(_ result: Result) -> JSONValue
  /// The readable report.
  static func table(_ result: Result) -> String
}

/// What a `PhysicsCalculator` prints: its result, and in which format.
struct PhysicsCalculation<Result> {
  /// The computed result.
  var result: Result
  /// `--json`: one JSON object instead of the readable report.
  var json: Bool
}

extension PhysicsCalculator {
  /// The computed result and the format `--json` chooses.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> PhysicsCalculation<Result> {
    PhysicsCalculation(result: try compute(parsed), json: parsed.flag("--json"))
  }

  /// Prints the result in the format `--json` chose.
  static func execute(
    _ request: PhysicsCalculation<Result>, output: inout some TextOutputStream, errors _: inout some TextOutputStream
  ) -> Int32 {
    output.write(request.json ? json(request.result).text + "\n" : table(request.result))
    return ExitCode.success
  }
}

extension CommandSpec.Option {
  /// `--json`: the flag every `physics` subcommand takes for its one-object output.
  static let physicsJSON = CommandSpec.Option(longName: "--json", help: "Print one JSON object instead of the readable report.")

  /// `--at t1,t2,…`: the times to sample, in seconds (≥ 0) after `event` (read by
  /// `CommandSpec.ParsedArguments.sampleTimes(spec:)`).
  static func sampleTimes(after event: String) -> CommandSpec.Option {
    CommandSpec.Option(longName: "--at", valueName: "t1,t2,…", help: "Times after the \(event) to sample, in seconds (≥ 0).", defaultValue: "none")
  }

  /// `--uikit profile`: the UIKit behaviour profile (read by `CommandSpec.ParsedArguments.uikitProfile`).
  static func uikitProfile(help: String = "The UIKit behaviour profile.") -> CommandSpec.Option {
    CommandSpec.Option(
      longName: "--uikit", valueName: "profile", help: help, defaultValue: "ios26", allowedValues: UIKitProfile.allCases.map(\.rawValue))
  }
}

extension CommandSpec.ParsedArguments {
  /// `--at`: the times to sample, in seconds, each at least 0 (none by default).
  func sampleTimes(spec: CommandSpec) throws(UsageError) -> [Double] {
    try numbers("--at", spec: spec, expected: "times of at least 0 seconds") { $0 >= 0 } ?? []
  }

  /// `--uikit`: the UIKit behaviour profile (default ios26; the spec allows only its names).
  var uikitProfile: UIKitProfile {
    UIKitProfile(rawValue: value("--uikit") ?? "ios26") ?? .ios26
  }
}
