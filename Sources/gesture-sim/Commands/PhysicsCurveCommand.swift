import Gestures
import ScrollPhysics

/// `gesture-sim physics curve`: a `CAMediaTimingFunction`'s progress at chosen
/// fractions of the duration (``TimingCurve``, docs/sources.md, "Timing curves").
///
/// JSON: `{"samples": [{"x": fraction of the duration, "y": fraction of the change}]}`.
enum PhysicsCurveCommand: Command {
  /// The named curves, as Core Animation names them (docs/sources.md, "Timing curves").
  static let named: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
    ("default", .default),
  ]

  static let spec = CommandSpec(
    name: "gesture-sim physics curve",
    abstract: "A CAMediaTimingFunction's progress at chosen fractions of the duration.",
    discussion: """
      Named curves (docs/sources.md, "Timing curves"): linear (0,0,1,1), easeIn (0.42,0,1,1),
      easeOut (0,0,0.58,1), easeInEaseOut (0.42,0,0.58,1), default (0.25,0.1,0.25,1).
      easeInOut (UIView's name) is easeInEaseOut. Or the control points x1,y1,x2,y2 with x1 and x2 in 0…1. The Bézier is solved
      for x as WebKit's UnitBezier does (docs/sources.md, "Timing curves").
      Example: gesture-sim physics curve easeInEaseOut --at 0.25,0.5,0.75
      """,
    arguments: [
      CommandSpec.Argument(name: "curve", help: "linear, easeIn, easeOut, easeInEaseOut, default, or x1,y1,x2,y2."),
    ],
    options: [
      CommandSpec.Option(
        longName: "--at", valueName: "u1,u2,…", help: "Fractions of the duration to sample, each in 0…1.",
        isRequired: true),
      .physicsJSON,
    ])

  /// The curve, the fractions of its duration to sample, and the format.
  struct Request {
    var curve: TimingCurve
    /// Fractions of the duration, each in 0…1.
    var fractions: [Double]
    /// `--json`.
    var json: Bool
  }

  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    Request(
      curve: try curve(parsed.positionals[0]),
      fractions: try parsed.numbers("--at", spec: spec, expected: "fractions between 0 and 1") { $0 >= 0 && $0 <= 1 }!,
      json: parsed.flag("--json"))
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors _: inout some TextOutputStream) -> Int32 {
    let (curve, fractions) = (request.curve, request.fractions)
    // Fractions of the duration and of the change: dimensionless, to 10⁻⁹ (Rounded).
    let samples = fractions.map { (x: Rounded.ratio($0), y: Rounded.ratio(curve.progress(at: $0))) }
    if request.json {
      let json = JSONValue.object([
        ("samples", .array(samples.map { .object([("x", .number($0.x)), ("y", .number($0.y))]) })),
      ])
      output.write(json.text + "\n")
      return ExitCode.success
    }
    let n = Rounded.text
    let c1 = curve.controlPoint1, c2 = curve.controlPoint2
    var text = "curve  \(curve)  control points (\(n(c1.x)), \(n(c1.y))) (\(n(c2.x)), \(n(c2.y)))\n\n"
    text += SampleTable.columns(["x (time)", "y (progress)"], samples.map { [n($0.x), n($0.y)] })
    output.write(text)
    return ExitCode.success
  }

  /// A named curve or `x1,y1,x2,y2`; a usage error (with the nearest name) otherwise.
  static func curve(_ text: String) throws(UsageError) -> TimingCurve {
    if let match = named.first(where: { $0.name == text }) { return match.curve }
    // UIView.AnimationCurve's name for the same curve (docs/sources.md, "Timing curves").
    if text == "easeInOut" { return .easeInEaseOut }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    if parts.count == 4 {
      let numbers = parts.compactMap { CommandSpec.ParsedArguments.finiteNumber(String($0)) }
      if numbers.count == 4, numbers.allSatisfy({ $0.magnitude <= 1e6 }),
        let curve = TimingCurve(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
      {
        return curve
      }
      throw UsageError(
        message: "The value '\(text)' is invalid for '<curve>': expected control points x1,y1,x2,y2 with x1 and x2 in 0…1 and finite y1, y2")
    }
    var message = "The value '\(text)' is invalid for '<curve>'. Expected one of: \(named.map(\.name).joined(separator: ", ")), or x1,y1,x2,y2"
    if let suggestion = EditDistance.closest(to: text, in: named.map(\.name)) {
      message += ". Did you mean '\(suggestion)'?"
    }
    throw UsageError(message: message)
  }
}
