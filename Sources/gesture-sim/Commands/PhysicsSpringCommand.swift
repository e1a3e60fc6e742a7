import ScrollPhysics

/// `gesture-sim physics spring`: a spring animation's mass, stiffness and damping
/// and its progress at chosen times (docs/sources.md, "Springs").
///
/// Three forms, chosen by the options given (they cannot be mixed):
/// - `--duration D --damping-ratio Z [--velocity V]`: `UIView.animate(withDuration:…
///   usingSpringWithDamping:initialSpringVelocity:)`, with the stiffness and damping
///   UIKit derives (``SpringParameters/init(uiViewDuration:dampingRatio:initialVelocity:)``,
///   docs/sources.md, "Springs"); the animation ends at exactly D, where the progress is 1
///   (``AnimationTiming/spring(duration:delay:dampingRatio:initialVelocity:)``).
/// - `--response R --damping-ratio Z [--velocity V]`: SwiftUI's
///   `spring(response:dampingFraction:)` (docs/sources.md, "Springs"), mass 1.
/// - `--stiffness K --damping C [--mass M] [--velocity V]`: `CASpringAnimation`.
///
/// `--damping-ratio` is always the ratio ζ (1 is critical) and `--damping` always the
/// coefficient c (mass/s), as in the JSON output's `damping`.
///
/// The last two follow the spring for ever (``SpringTimingCurve``; a damping ratio
/// above 1 moves as the critical spring, Core Animation's default).
///
/// JSON: `{"mass": …, "stiffness": …, "damping": …, "samples": [{"t": s, "progress": …}]}`.
enum PhysicsSpringCommand: PhysicsCalculator {
  static let spec = CommandSpec(
    name: "gesture-sim physics spring",
    abstract: "A spring animation's mass, stiffness and damping, and its progress at chosen times.",
    discussion: """
      Forms (the options choose one; they cannot be mixed):
        --duration D --damping-ratio Z [--velocity V]
            UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)
            as UIKit derives it (docs/sources.md, "Springs"); the progress is 1 from D on.
        --response R --damping-ratio Z [--velocity V]
            SwiftUI's spring(response:dampingFraction:), mass 1 (docs/sources.md, "Springs").
        --stiffness K --damping C [--mass M] [--velocity V]
            CASpringAnimation's parameters (a damping ratio above 1 moves as the
            critically damped spring, Core Animation's default).
      --damping-ratio is always the ratio (1 is critical), --damping always the
      coefficient (mass/s), as the output's "damping".
      Progress runs from 0 to 1 (and may overshoot); value = from + (to − from)·progress.
      Example: gesture-sim physics spring --duration 3 --damping-ratio 0.25 --json
      """,
    options: [
      CommandSpec.Option(longName: "--duration", valueName: "d", help: "UIView animation duration, in seconds (> 0; UIKit's solve clamps it to 0.01…10)."),
      CommandSpec.Option(
        longName: "--damping-ratio", valueName: "z",
        help: "The damping ratio, 1 is critical: with --duration, usingSpringWithDamping (≥ 0; UIKit clamps it to 1.1920929e-7…1); "
          + "with --response, dampingFraction (0…1000)."),
      CommandSpec.Option(longName: "--response", valueName: "r", help: "Response (undamped period), in seconds (> 0)."),
      CommandSpec.Option(
        longName: "--damping", valueName: "c", help: "With --stiffness: the damping coefficient, in mass units per second (≥ 0)."),
      CommandSpec.Option(longName: "--mass", valueName: "m", help: "Mass for --stiffness (> 0).", defaultValue: "1"),
      CommandSpec.Option(longName: "--stiffness", valueName: "k", help: "Stiffness, in mass units per second squared (> 0)."),
      CommandSpec.Option(
        longName: "--velocity", valueName: "v",
        help: "Initial velocity, normalised: 1 is the whole animation distance per second (initialSpringVelocity).",
        defaultValue: "0"),
      .sampleTimes(after: "start"),
      .physicsJSON,
    ])

  /// The spring as given on the command line.
  enum Form {
    /// UIView's duration and damping ratio.
    case uiView(duration: Double, dampingRatio: Double)
    /// SwiftUI's response and damping ratio.
    case response(response: Double, dampingRatio: Double)
    /// Core Animation's mass, stiffness and damping coefficient.
    case physical
  }

  struct Result {
    var form: Form
    var parameters: SpringParameters
    var velocity: Double
    var samples: [(t: Double, progress: Double)]
  }

  static func compute(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Result {
    let form = try self.form(parsed)
    let velocity = try parsed.number("--velocity", default: 0, spec: spec, expected: "a number between -1000000 and 1000000") {
      $0.magnitude <= CommandSpec.ParsedArguments.magnitudeLimit
    }!
    let times = try parsed.sampleTimes(spec: spec)
    switch form {
    case .uiView(let duration, let ratio):
      let timing = AnimationTiming.spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
      let parameters = SpringParameters(uiViewDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
      // Where UIKit's Newton solve breaks down (e.g. ζ = 1 with v = 5/d) the library
      // returns its documented fallback spring, never NaN (SpringParameters+UIView).
      let samples = times.map { ($0, timing.progress(atElapsed: $0) + 0) }
      return Result(form: form, parameters: parameters, velocity: velocity, samples: samples)
    case .response(let response, let ratio):
      let parameters = SpringParameters(dampingRatio: ratio, response: response)
      let curve = SpringTimingCurve(parameters: parameters, initialVelocity: velocity)
      return Result(form: form, parameters: parameters, velocity: velocity, samples: times.map { ($0, curve.progress(at: $0) + 0) })
    case .physical:
      let positive = "a number greater than 0 and at most 1000000"
      let mass = try parsed.number("--mass", default: 1, spec: spec, expected: positive) { $0 > 0 && $0 <= 1e6 }!
      let stiffness = try parsed.number("--stiffness", spec: spec, expected: positive) { $0 > 0 && $0 <= 1e6 }!
      let damping = try parsed.number("--damping", spec: spec, expected: "a number between 0 and 1000000") { $0 >= 0 && $0 <= 1e6 }!
      let parameters = SpringParameters(mass: mass, stiffness: stiffness, damping: damping)
      let curve = SpringTimingCurve(parameters: parameters, initialVelocity: velocity)
      return Result(form: form, parameters: parameters, velocity: velocity, samples: times.map { ($0, curve.progress(at: $0) + 0) })
    }
  }

  /// Which form the options select, with its own values validated; a usage error
  /// when options of two forms are mixed or a form's option is missing.
  static func form(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Form {
    let forms: [(key: String, options: [String])] = [
      ("--duration", ["--duration", "--damping-ratio"]),
      ("--response", ["--response", "--damping-ratio"]),
      ("--stiffness", ["--stiffness", "--damping", "--mass"]),
    ]
    let chosen = forms.filter { parsed.has($0.key) }
    guard let form = chosen.first else {
      let stray = ["--damping-ratio", "--mass", "--damping"].first { parsed.has($0) }
      throw UsageError(
        message: (stray.map { "'\($0)' needs its form. " } ?? "")
          + "Give one of: --duration <d> --damping-ratio <z> (UIView), --response <r> --damping-ratio <z> (SwiftUI), "
          + "--stiffness <k> --damping <c> [--mass <m>] (Core Animation)")
    }
    if chosen.count > 1 {
      throw UsageError(message: "'\(chosen[0].key)' cannot be used with '\(chosen[1].key)': choose one form")
    }
    if form.key == "--duration" && parsed.has("--damping") {
      throw UsageError(
        message: "'--damping' is the damping coefficient (mass/s) of '--stiffness'; "
          + "give UIView's damping ratio as '--damping-ratio <z>'")
    }
    for option in ["--duration", "--damping", "--response", "--damping-ratio", "--stiffness", "--mass"]
    where parsed.has(option) && !form.options.contains(option) {
      throw UsageError(message: "'\(option)' cannot be used with '\(form.key)'")
    }
    for option in form.options where option != "--mass" && !parsed.has(option) {
      let valueName = spec.options.first { $0.longName == option }?.valueName ?? "value"
      throw UsageError(message: "Missing expected argument '\(option) <\(valueName)>' (needed with '\(form.key)')")
    }
    switch form.key {
    case "--duration":
      let duration = try parsed.number("--duration", spec: spec, expected: "a number greater than 0 and at most 3600") {
        $0 > 0 && $0 <= 3600
      }!
      let ratio = try parsed.number("--damping-ratio", spec: spec, expected: "a damping ratio of at least 0") { $0 >= 0 }!
      return .uiView(duration: duration, dampingRatio: ratio)
    case "--response":
      let response = try parsed.number("--response", spec: spec, expected: "a number greater than 0 and at most 3600") {
        $0 > 0 && $0 <= 3600
      }!
      let ratio = try parsed.number("--damping-ratio", spec: spec, expected: "a number between 0 and 1000") { $0 >= 0 && $0 <= 1000 }!
      return .response(response: response, dampingRatio: ratio)
    default:
      return .physical
    }
  }

  static func json(_ result: Result) -> JSONValue {
    .object([
      ("mass", .number(Rounded.ratio(result.parameters.mass))),
      ("stiffness", .number(Rounded.ratio(result.parameters.stiffness))),
      ("damping", .number(Rounded.ratio(result.parameters.damping))),
      ("samples", .array(result.samples.map {
        .object([("t", .number(Rounded.time($0.t))), ("progress", .number(Rounded.ratio($0.progress)))])
      })),
    ])
  }

  static func table(_ result: Result) -> String {
    let n = Rounded.text
    let r = { (x: Double) in n(Rounded.ratio(x)) }  // spring constants, ratios, progress: 10⁻⁹
    let time = { (t: Double) in n(Rounded.time(t)) }
    let p = result.parameters
    var text: String
    switch result.form {
    case .uiView(let duration, let ratio):
      text = "spring  UIView duration \(n(duration)) s  damping ratio \(n(ratio))  velocity \(n(result.velocity))\n\n"
    case .response(let response, let ratio):
      text = "spring  response \(n(response)) s  damping ratio \(n(ratio))  velocity \(n(result.velocity))\n\n"
    case .physical:
      text = "spring  mass \(n(p.mass))  stiffness \(n(p.stiffness))  damping \(n(p.damping))  velocity \(n(result.velocity))\n\n"
    }
    text += "mass           \(r(p.mass))\n"
    text += "stiffness      \(r(p.stiffness)) (mass/s²)\n"
    text += "damping        \(r(p.damping)) (mass/s)\n"
    text += "damping ratio  \(r(p.dampingRatio))\n"
    text += "response       \(time(p.response)) s\n"
    switch result.form {
    case .uiView(let duration, _):
      text += "ends at        \(n(duration)) s (the animation is removed and the value shows the target)\n"
    case .response, .physical:
      let settling = SpringTimingCurve(parameters: p, initialVelocity: result.velocity).settlingDuration()
      if settling.isFinite { text += "settles by     \(time(settling)) s (within 0.001 of the distance)\n" }
    }
    if !result.samples.isEmpty {
      text += "\n" + SampleTable.columns(["t (s)", "progress"], result.samples.map { [time($0.t), r($0.progress)] })
    }
    return text
  }
}
