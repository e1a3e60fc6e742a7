import ScrollPhysics

/// `gesture-sim physics fling`: where a fling comes to rest, when, and the offset
/// and velocity at chosen times, along one axis (docs/sources.md, "Deceleration" and "Edges and bounce").
///
/// The motion is ``BounceSimulation`` (a ``DecelerationSimulation`` that bounces at
/// an edge of `--min…--max`, or stops there with `--bounces false`). The resting
/// offset (`target`) and the sampled offsets are pixel-rounded as UIKit publishes
/// them (``roundedToPixel(_:scale:)``); velocities and the duration are exact.
///
/// JSON: `{"target": pt, "duration": s, "samples": [{"t": s, "offset": pt, "velocity": pt/s}]}`.
enum PhysicsFlingCommand {
  static let spec = CommandSpec(
    name: "gesture-sim physics fling",
    abstract: "Where a fling comes to rest, when, and its offset and velocity at chosen times.",
    discussion: """
      The content decelerates as UIScrollView's (v = v0·rate^(1000·t), stopping below
      10 pt/s; docs/sources.md, "Deceleration"). With --min/--max, a fling that crosses an edge bounces
      (critically damped spring, ω = 10.9 1/s; docs/sources.md, "Edges and bounce") or, with
      --bounces false, stops dead at the edge. An --offset outside the range is
      a release while overscrolled: it springs back to the edge (docs/sources.md, "Edges and bounce").
      Offsets are pixel-rounded to 1/scale as UIKit publishes them; velocities and
      the duration are exact.
      Example: gesture-sim physics fling --velocity 1000 --at 0.5,1 --json
      """,
    options: [
      OptionSpec(
        longName: "--velocity", valueName: "v", help: "Release velocity of the content, in points per second (|v| ≤ 1000000).",
        isRequired: true),
      OptionSpec(longName: "--offset", valueName: "x", help: "Content offset at the release, in points.", defaultValue: "0"),
      OptionSpec(
        longName: "--rate", valueName: "rate",
        help: "Deceleration rate per millisecond: normal (0.998), fast (0.99) or a number in (0, 1).",
        defaultValue: "normal"),
      OptionSpec(longName: "--scale", valueName: "s", help: "Device pixels per point, 0.5…10; offsets are rounded to 1/s.", defaultValue: "3"),
      OptionSpec(longName: "--min", valueName: "a", help: "Smallest content offset of the range, in points.", defaultValue: "unbounded"),
      OptionSpec(longName: "--max", valueName: "b", help: "Largest content offset of the range, in points (≥ --min).", defaultValue: "unbounded"),
      OptionSpec(
        longName: "--bounces", valueName: "bool", help: "Whether the content bounces at an edge (UIScrollView.bounces).",
        defaultValue: "true", allowedValues: ["true", "false"]),
      OptionSpec(
        longName: "--viewport", valueName: "d",
        help: "Viewport length along the axis, in points: an --offset overscrolled by d or more is rejected (the rubber band never shows that much).",
        defaultValue: "none"),
      OptionSpec(longName: "--at", valueName: "t1,t2,…", help: "Times after the release to sample, in seconds (≥ 0).", defaultValue: "none"),
      OptionSpec(longName: "--json", help: "Print one JSON object instead of the readable report."),
    ])

  /// The computed fling: what both output formats print.
  struct Result {
    var simulation: BounceSimulation
    /// The resting offset, pixel-rounded, in points.
    var target: Double
    /// (t, pixel-rounded offset, velocity) per requested time.
    var samples: [(t: Double, offset: Double, velocity: Double)]
    var viewport: Double?
  }

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let parsed: ParsedArguments
    let result: Result
    do throws(UsageError) {
      parsed = try ParsedArguments(arguments, spec: spec)
      if parsed.wantsHelp {
        output.write(spec.help)
        return ExitCode.success
      }
      result = try compute(parsed)
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    if parsed.flag("--json") {
      output.write(json(result).text + "\n")
    } else {
      output.write(table(result))
    }
    return ExitCode.success
  }

  /// Validates the options and runs the simulation.
  static func compute(_ parsed: ParsedArguments) throws(UsageError) -> Result {
    let limit = PhysicsCommand.magnitudeLimit
    let bounded = "a number between -1000000 and 1000000"
    let velocity = try parsed.number("--velocity", spec: spec, expected: bounded) { $0.magnitude <= limit }!
    let offset = try parsed.number("--offset", default: 0, spec: spec, expected: bounded) { $0.magnitude <= limit }!
    let rate = try self.rate(parsed)
    let scale = try parsed.number("--scale", default: 3, spec: spec, expected: "a number between 0.5 and 10") {
      PhysicsCommand.scales.contains($0)
    }!
    let minimum = try parsed.number("--min", spec: spec, expected: bounded) { $0.magnitude <= limit }
    let maximum = try parsed.number("--max", spec: spec, expected: bounded) { $0.magnitude <= limit }
    if let minimum, let maximum, minimum > maximum {
      throw UsageError(message: "The range is empty: '--min' (\(PhysicsCommand.number(minimum))) is greater than '--max' (\(PhysicsCommand.number(maximum)))")
    }
    let bounces = (parsed.value("--bounces") ?? "true") == "true"
    let viewport = try parsed.number("--viewport", spec: spec, expected: "a number greater than 0 and at most 1000000") {
      $0 > 0 && $0 <= limit
    }
    let times = try parsed.numbers("--at", spec: spec, expected: "times of at least 0 seconds") { $0 >= 0 } ?? []

    let lower = minimum ?? -Double.infinity
    let upper = maximum ?? Double.infinity
    let overscroll = offset < lower ? offset - lower : (offset > upper ? offset - upper : 0)
    if let viewport, overscroll.magnitude >= viewport {
      throw UsageError(
        message: "'--offset' \(PhysicsCommand.number(offset)) is \(PhysicsCommand.number(overscroll.magnitude)) pt past the edge, "
          + "which a \(PhysicsCommand.number(viewport))-pt viewport cannot show: the rubber band stays below the viewport length (docs/sources.md, \"Rubber band\")")
    }
    let simulation = BounceSimulation(
      position: offset, velocity: velocity, rate: rate, minimum: lower, maximum: upper, scale: scale,
      configuration: BounceSimulation.Configuration(bounces: bounces))
    let samples = times.map { t in
      (t: t, offset: roundedToPixel(simulation.position(at: t), scale: scale) + 0, velocity: simulation.velocity(at: t) + 0)
    }
    return Result(
      simulation: simulation, target: roundedToPixel(simulation.finalPosition, scale: scale) + 0, samples: samples,
      viewport: viewport)
  }

  /// `--rate`: `normal`, `fast` or a factor per millisecond strictly between 0 and 1.
  static func rate(_ parsed: ParsedArguments) throws(UsageError) -> DecelerationRate {
    guard let text = parsed.value("--rate") else { return .normal }
    switch text {
    case "normal": return .normal
    case "fast": return .fast
    default:
      guard let number = ParsedArguments.finiteNumber(text), let rate = DecelerationRate(rawValue: number) else {
        var expected = "normal, fast or a number strictly between 0 and 1"
        if let suggestion = EditDistance.closest(to: text, in: ["normal", "fast"]) {
          expected += " (did you mean '\(suggestion)'?)"
        }
        throw spec.invalidValue(text, for: "--rate", expected: expected)
      }
      return rate
    }
  }

  static func json(_ result: Result) -> JSONValue {
    .object([
      ("target", .number(result.target)),
      ("duration", .number(Rounded.time(result.simulation.duration))),
      ("samples", .array(result.samples.map { sample in
        .object([
          ("t", .number(Rounded.time(sample.t))), ("offset", .number(sample.offset)),
          ("velocity", .number(Rounded.length(sample.velocity))),
        ])
      })),
    ])
  }

  static func table(_ result: Result) -> String {
    let simulation = result.simulation
    let n = PhysicsCommand.number
    var text = "fling  velocity \(n(simulation.initialVelocity)) pt/s  offset \(n(simulation.initialPosition)) pt"
    text += "  rate \(simulation.rate) (\(n(simulation.rate.rawValue))/ms)  scale \(n(simulation.scale))\n"
    if simulation.minimum > -Double.infinity || simulation.maximum < Double.infinity {
      let low = simulation.minimum > -Double.infinity ? n(simulation.minimum) : "-∞"
      let high = simulation.maximum < Double.infinity ? n(simulation.maximum) : "+∞"
      text += "range  \(low) … \(high) pt  bounces \(simulation.configuration.bounces)\n"
    }
    text += "\n"
    let time = { (t: Double) in n(Rounded.time(t)) }
    let length = { (x: Double) in n(Rounded.length(x)) }
    // Readable: pixel-rounded offsets to 10⁻⁶ pt with their whole device pixels (1484/3 pt
    // reads 494.666667 pt, 1484 px); the JSON keeps the exact pixel multiple.
    let pixels = { (x: Double) in n((x * simulation.scale).rounded() + 0) }
    text += "target     \(length(result.target)) pt = \(pixels(result.target)) px (unrounded \(length(simulation.finalPosition)) pt)\n"
    text += "duration   \(time(simulation.duration)) s\n"
    if let edge = simulation.edge, let edgeTime = simulation.edgeTime {
      if edgeTime == 0 {
        text += "edge       released overscrolled: springs back to \(n(edge)) pt"
        if let viewport = result.viewport {
          let raw = RubberBand.overscroll(forOffset: simulation.initialPosition - edge, dimension: viewport)
          text += " (a finger \(length(raw.magnitude)) pt past the edge, viewport \(n(viewport)) pt)"
        }
        text += "\n"
      } else {
        let what = simulation.configuration.bounces ? "bounces" : "stops"
        text += "edge       reaches \(n(edge)) pt at \(time(edgeTime)) s at \(length(simulation.edgeVelocity)) pt/s and \(what)\n"
      }
    }
    if !result.samples.isEmpty {
      let rows = result.samples.map { [time($0.t), length($0.offset), length($0.velocity)] }
      let header = ["t (s)", "offset (pt)", "velocity (pt/s)"]
      let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
      text += "\n" + PhysicsCommand.row(header, widths: widths)
      for row in rows { text += PhysicsCommand.row(row, widths: widths) }
    }
    return text
  }
}
