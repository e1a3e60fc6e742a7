import Gestures
import ScrollPhysics

/// `gesture-sim synth KIND`: writes a synthetic touch trace in the trace format
/// (docs/trace-format.md).
///
/// The gesture is described as a one-step ``TraceScript`` (the property harness's
/// scripts) and rendered by its renderer, so synthetic traces follow the same
/// documented rules: times in whole microseconds, coordinates on 0.01 point inside
/// the viewport, a moving finger sampled at most 1/refresh apart at constant velocity,
/// optional timing jitter seeded by SplitMix64. The CSV is written by
/// ``TraceWriter`` and reads back with ``TraceReader`` without warnings. Its
/// metadata comments give the exact command (`# source:`) and every resolved
/// parameter (`# parameters:`).
enum SynthCommand: Command {
  /// A kind of gesture and its defaults.
  enum Kind: String, CaseIterable {
    case tap
    case doubleTap = "double-tap"
    case drag
    case flick
    case swipe
    case longPress = "long-press"
    case edgeSwipe = "edge-swipe"
    case twoFingerSwipe = "two-finger-swipe"
    case pinch
    case rotate

    /// One or two fingers moving along a straight line (`--from`, `--to`).
    var isStroke: Bool {
      switch self {
      case .tap, .doubleTap, .longPress, .pinch, .rotate: return false
      case .drag, .flick, .swipe, .edgeSwipe, .twoFingerSwipe: return true
      }
    }

    /// Two fingers about a centre (`--from`), their distance or angle changing.
    var isTransform: Bool {
      switch self {
      case .pinch, .rotate: return true
      case .tap, .doubleTap, .longPress, .drag, .flick, .swipe, .edgeSwipe, .twoFingerSwipe: return false
      }
    }

    /// The finger speed when neither --velocity nor --duration is given, in
    /// points per second: a drag stays below the property harness's flick speed
    /// (300 pt/s, `GestureKind.flickSpeed`), a flick is well above it.
    var defaultVelocity: Double {
      switch self {
      case .drag: return 200
      case .flick: return 1500
      case .swipe, .edgeSwipe, .twoFingerSwipe: return 800
      case .tap, .doubleTap, .longPress, .pinch, .rotate: return 0
      }
    }

    /// The rest before lifting, in seconds: 0.1 s for a swipe (the
    /// rest-before-lift rule's threshold, docs/sources.md, "Gesture recognizers"), 0 otherwise.
    var defaultRest: Double {
      switch self {
      case .swipe: return 0.1
      case .tap, .doubleTap, .longPress, .drag, .flick, .edgeSwipe, .twoFingerSwipe, .pinch, .rotate: return 0
      }
    }

    /// Where a stroke starts by default: 5 pt from the left edge for an edge swipe
    /// (inside UIKit's 13 pt zone), else (100, 422).
    var defaultFrom: Point {
      switch self {
      case .edgeSwipe: return Point(x: 5, y: 422)
      case .tap, .doubleTap, .longPress, .drag, .flick, .swipe, .twoFingerSwipe, .pinch, .rotate: return Point(x: 100, y: 422)
      }
    }
  }

  /// Hold of a long press, in seconds: past UIKit's 0.5 s minimum press duration.
  static let defaultLongPressHold = 0.8
  /// Where a two-finger swipe's second finger is, relative to the first, in points.
  static let twoFingerSpread = Vector(dx: 0, dy: 60)
  /// A pinch's finger distance at the start and the end, in points (a spread to 2×).
  static let defaultPinchDistances = (100.0, 200.0)
  /// A rotation's finger distance, in points, and its turn, in degrees clockwise.
  static let defaultRotateDistance = 150.0
  static let defaultRotateDegrees = 45.0
  /// How long a pinch or rotation moves by default, in seconds.
  static let defaultTransformDuration = 0.3

  /// Hold of a tap, in seconds: lyft/Hammer's tap lift delay (docs/sources.md, "Touch traces").
  static let defaultHold = 0.05
  /// Lift-to-down interval of a double tap, in seconds: Hammer's multi-tap
  /// interval (docs/sources.md, "Touch traces").
  static let defaultInterval = 0.15
  /// Timing jitter with `--jitter`, as a fraction of the sample spacing: the
  /// property harness's largest (`TraceGenerator.maximumJitter`).
  static let jitterAmount = 0.3
  /// The longest hold, rest or interval, in seconds: a gap of more than 5 s with
  /// a finger down draws the reader's `largeTimeGap` warning.
  static let longestPause = 5.0

  static let spec = CommandSpec(
    name: "gesture-sim synth",
    abstract: "Write a synthetic touch trace (tap, double tap, long press, drag, flick, swipe, edge swipe, two-finger swipe, pinch, rotation) in the trace format.",
    discussion: """
      tap, double-tap: one finger down at --from, held --duration, lifted in place (twice,
      --interval apart, for double-tap); long-press: the same, held 0.8 s by default. drag, flick,
      swipe, edge-swipe (from 5,422 by default), two-finger-swipe (a second finger 60 pt below):
      fingers from --from to --to
      in a straight line at constant speed (--velocity, or --duration for the whole move),
      resting --rest seconds before lifting. A move lasting T seconds is sampled
      n = ⌈T·refresh⌉ times, evenly: every T/n seconds, which is 1/refresh when T is a
      whole number of frames and a little less otherwise, so the last sample lands at
      --to exactly. Defaults:
      drag 200 pt/s, flick 1500 pt/s, swipe 800 pt/s with a 0.1 s rest, edge-swipe and
      two-finger-swipe 800 pt/s. pinch, rotate: two fingers symmetric about --from (default the
      viewport's centre), on a horizontal line at the start; a pinch changes their distance
      (--distance d0,d1, default 100,200), a rotation turns them (--distance d, default 150;
      --degrees, clockwise, default 45), over --duration (default 0.3 s).
      --jitter moves each interior sample's time by up to ±30 % of the sample spacing,
      drawn from SplitMix64 seeded with --seed: the same command gives the same trace.
      The metadata comments record the command and every resolved parameter.
      Example: gesture-sim synth flick --from 60,400 --to 330,400 > flick.csv
      """,
    arguments: [
      CommandSpec.Argument(name: "kind", help: "The gesture: tap, double-tap, long-press, drag, flick, swipe, edge-swipe, two-finger-swipe, pinch or rotate."),
    ],
    options: [
      CommandSpec.Option(
        longName: "--from", valueName: "x,y", help: "Where the finger goes down, in screen points.",
        defaultValue: "the viewport's centre for taps, pinches and rotations, 5,422 for edge-swipe, 100,422 for other strokes"),
      CommandSpec.Option(longName: "--to", valueName: "x,y", help: "Where a stroke ends, in screen points.", defaultValue: "300,422"),
      CommandSpec.Option(
        longName: "--duration", valueName: "s",
        help: "Seconds a tap is held, or a stroke moves (instead of --velocity), 0.01…5.",
        defaultValue: "0.05 for taps, 0.8 for long-press, 0.3 for pinch and rotate"),
      CommandSpec.Option(
        longName: "--velocity", valueName: "v", help: "A stroke's finger speed, in points per second (> 0).",
        defaultValue: "drag 200, flick 1500, swipe 800"),
      CommandSpec.Option(
        longName: "--rest", valueName: "s", help: "Seconds a stroke's finger rests before lifting, 0…5.",
        defaultValue: "0.1 for swipe, else 0"),
      CommandSpec.Option(
        longName: "--interval", valueName: "s", help: "Seconds from a double tap's first lift to its second touch, 0.001…5.",
        defaultValue: "0.15"),
      CommandSpec.Option(
        longName: "--distance", valueName: "d",
        help: "pinch: the finger distance at the start and the end, d0,d1; rotate: the finger distance, in points (1…100000).",
        defaultValue: "100,200 for pinch, 150 for rotate"),
      CommandSpec.Option(
        longName: "--degrees", valueName: "a", help: "rotate: the turn, in degrees clockwise (negative: counter-clockwise), |a| ≤ 3600.",
        defaultValue: "45"),
      CommandSpec.Option(
        longName: "--refresh", valueName: "hz",
        help: "Display refresh rate written to the trace, in hertz; a move's samples are at most 1/refresh s apart.", defaultValue: Rounded.text(Display.defaultRefreshRate),
        allowedValues: ["60", "120"]),
      CommandSpec.Option(longName: "--viewport", valueName: "WxH", help: "Screen size in points, written to the metadata.", defaultValue: Display.defaultViewportText),
      CommandSpec.Option(longName: "--scale", valueName: "n", help: "Device pixels per point, 0.5…10, written to the metadata.", defaultValue: Rounded.text(Display.defaultScale)),
      CommandSpec.Option(longName: "--jitter", help: "Jitter the sample times (±30 % of the spacing), seeded by --seed."),
      CommandSpec.Option(longName: "--seed", valueName: "n", help: "Seed of the jitter, an integer 0…18446744073709551615.", defaultValue: "0"),
      CommandSpec.Option(longName: "--output", shortName: "-o", valueName: "file", help: "Write the trace to a file instead of standard output."),
    ])

  /// Everything the trace is made from, resolved and validated.
  struct Plan {
    /// The trace's metadata comments: the display and the refresh rate, the command as
    /// typed (`# source:`), the generator and the parameters (`# parameters:`).
    var metadata: TraceMetadata
    var script: TraceScript
    /// pinch, rotate: the two-finger motion (rendered instead of `script`).
    var transform: SynthTransform?
    /// `--output`: the trace's file; nil (or `-`) for standard output.
    var outputPath: String?
  }

  static func execute(_ plan: Plan, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let text = csv(plan)
    return OutputDestination.with(path: plan.outputPath, standardOutput: &output, errors: &errors) { out, _ in
      out.write(text)
      return ExitCode.success
    }
  }

  /// Validates the options and builds the script.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Plan {
    let kind = try parsed.choice(Kind.self, at: 0, placeholder: "<kind>")
    var notFor: [String]
    if kind.isStroke {
      notFor = ["--interval"]
    } else if kind.isTransform {
      notFor = ["--to", "--velocity", "--interval"]
    } else if kind == .doubleTap {
      notFor = ["--to", "--velocity", "--rest"]
    } else {
      notFor = ["--to", "--velocity", "--rest", "--interval"]
    }
    if kind != .pinch && kind != .rotate { notFor += ["--distance"] }
    if kind != .rotate { notFor += ["--degrees"] }
    for option in notFor where parsed.has(option) {
      throw UsageError(message: "'\(option)' does not apply to '\(kind.rawValue)'")
    }
    var viewport = Display.defaultViewport
    if let text = parsed.value("--viewport") {
      guard let size = SizeArgument.parse(text), (try? Display.validate(viewport: size)) != nil else {
        throw spec.invalidValue(text, for: "--viewport", expected: "a size between 1x1 and 100000x100000 points such as 390x844")
      }
      viewport = size
    }
    let scale = try parsed.scale(spec: spec)
    let refresh = try parsed.refreshRate(spec: spec)
    let inside = "a point x,y inside the \(Rounded.text(viewport.width))x\(Rounded.text(viewport.height)) viewport"
    let isInside = { (p: Point) in p.x >= 0 && p.x <= viewport.width && p.y >= 0 && p.y <= viewport.height }
    let seconds = "a number of seconds between 0.01 and 5"
    var seed: UInt64 = 0
    if let text = parsed.value("--seed") {
      guard let value = UInt64(text.trimmingBlanks) else {
        throw spec.invalidValue(text, for: "--seed", expected: "an integer between 0 and 18446744073709551615")
      }
      seed = value
    }
    let jitter = parsed.flag("--jitter")
    let sampling = TraceScript.Sampling(rate: refresh, jitter: jitter ? jitterAmount : 0, coalescing: 1, noiseSeed: seed)
    var parameters: [(String, String)] = [("kind", kind.rawValue)]
    let n = Rounded.text
    var gesture: ScriptedGesture?

    if kind.isStroke {
      let from = try parsed.point("--from", spec: spec, expected: inside, where: isInside) ?? kind.defaultFrom
      let to = try parsed.point("--to", spec: spec, expected: inside, where: isInside) ?? Point(x: 300, y: 422)
      guard isInside(from), isInside(to) else {
        throw UsageError(
          message: "The default stroke (\(n(kind.defaultFrom.x)),\(n(kind.defaultFrom.y)) to 300,422) does not fit the viewport: give '--from' and '--to'")
      }
      if parsed.has("--duration") && parsed.has("--velocity") {
        throw UsageError(message: "'--duration' cannot be used with '--velocity': give the stroke's speed or its duration")
      }
      let dx = to.x - from.x, dy = to.y - from.y
      let distance = (dx * dx + dy * dy).squareRoot()
      var duration: Double
      if let given = try parsed.number("--duration", spec: spec, expected: seconds, where: { $0 >= 0.01 && $0 <= longestPause }) {
        duration = given
      } else {
        let velocity = try parsed.number("--velocity", default: kind.defaultVelocity, spec: spec, expected: "a number greater than 0 and at most 1000000") {
          $0 > 0 && $0 <= CommandSpec.ParsedArguments.magnitudeLimit
        }!
        guard distance > 0 else {
          throw UsageError(message: "'--from' and '--to' are the same point: give '--duration' for a finger that stays still")
        }
        duration = distance / velocity
        guard duration >= ScriptedGesture.minimumDuration, duration <= longestPause else {
          throw UsageError(
            message: "A stroke of \(n(distance)) pt at \(n(velocity)) pt/s lasts \(n(duration)) s; it must last 0.01…5 s: change '--velocity' or the points")
        }
      }
      // The renderer works in whole microseconds: use the rounded duration, and the
      // speed that covers the distance in exactly that time.
      duration = (duration * 1e6).rounded() / 1e6
      let speed = distance / duration
      let rest = try parsed.number("--rest", default: kind.defaultRest, spec: spec, expected: "a number of seconds between 0 and 5") {
        $0 >= 0 && $0 <= longestPause
      }!
      let twoFingers = kind == .twoFingerSwipe
      let stroke = ScriptedGesture.Stroke(
        start: from, angle: angle(dx: dx, dy: dy), speed: speed, duration: duration, rest: rest,
        fingers: twoFingers ? 2 : 1, spread: twoFingers ? twoFingerSpread : .zero)
      gesture = .stroke(stroke)
      parameters += [
        ("from", "\(n(from.x)),\(n(from.y))"), ("to", "\(n(to.x)),\(n(to.y))"), ("duration", n(duration)),
        ("velocity", SVGWriter.trimmed(speed, decimals: 6)), ("rest", n(rest)),
      ]
    } else if !kind.isTransform {
      let centre = Point(x: viewport.width / 2, y: viewport.height / 2)
      let from = try parsed.point("--from", spec: spec, expected: inside, where: isInside) ?? centre
      let hold = try parsed.number("--duration", default: kind == .longPress ? defaultLongPressHold : defaultHold, spec: spec, expected: seconds) { $0 >= 0.01 && $0 <= longestPause }!
      var interval: Double? = nil
      if kind == .doubleTap {
        interval = try parsed.number("--interval", default: defaultInterval, spec: spec, expected: "a number of seconds between 0.001 and 5") {
          $0 >= TraceScript.minimumGap && $0 <= longestPause
        }!
      }
      gesture = .tap(ScriptedGesture.Tap(location: from, hold: hold, interval: interval))
      parameters += [("at", "\(n(from.x)),\(n(from.y))"), ("hold", n(hold))]
      if let interval { parameters.append(("interval", n(interval))) }
    }
    var transform: SynthTransform?
    if kind.isTransform {
      let centre = try parsed.point("--from", spec: spec, expected: inside, where: isInside)
        ?? Point(x: viewport.width / 2, y: viewport.height / 2)
      let duration = try parsed.number("--duration", default: defaultTransformDuration, spec: spec, expected: seconds) {
        $0 >= 0.01 && $0 <= longestPause
      }!
      let rest = try parsed.number("--rest", default: 0, spec: spec, expected: "a number of seconds between 0 and 5") { $0 >= 0 && $0 <= longestPause }!
      let distanceRange = { (d: Double) in d >= 1 && d <= CommandSpec.ParsedArguments.magnitudeLimit / 10 }
      var distances: (Double, Double)
      var turn = 0.0
      if kind == .pinch {
        distances = defaultPinchDistances
        if let text = parsed.value("--distance") {
          let parts = text.split(separator: ",").map { Double($0.trimmingBlanks) }
          guard parts.count == 2, let d0 = parts[0], let d1 = parts[1], distanceRange(d0), distanceRange(d1) else {
            throw spec.invalidValue(text, for: "--distance", expected: "two distances d0,d1 in points, each 1…100000, such as 100,200")
          }
          distances = (d0, d1)
        }
      } else {
        let d = try parsed.number("--distance", default: defaultRotateDistance, spec: spec, expected: "a distance in points, 1…100000", where: distanceRange)!
        distances = (d, d)
        turn = try parsed.number("--degrees", default: defaultRotateDegrees, spec: spec, expected: "a number of degrees, −3600…3600") {
          $0.isFinite && abs($0) <= 3600
        }!
      }
      transform = SynthTransform(
        centre: centre, startDistance: distances.0, endDistance: distances.1, startAngle: 0, endAngle: turn * Double.pi / 180,
        duration: duration, rest: rest, viewport: viewport, rate: refresh, jitter: jitter ? jitterAmount : 0, seed: seed)
      parameters += [("at", "\(n(centre.x)),\(n(centre.y))"), ("distance", "\(n(distances.0)),\(n(distances.1))")]
      if kind == .rotate { parameters.append(("degrees", n(turn))) }
      parameters += [("duration", n(duration)), ("rest", n(rest))]
    }
    parameters += [("refresh", n(refresh)), ("jitter", jitter ? n(jitterAmount) : "0")]
    if jitter { parameters.append(("seed", String(seed))) }
    let script = TraceScript(viewport: viewport, sampling: sampling, steps: gesture.map { [TraceScript.Step(pause: 0, gesture: $0)] } ?? [])
    let metadata = TraceMetadata(
      viewport: viewport, scale: scale, refresh: refresh,
      source: spec.commandLine(parsed.arguments).split(whereSeparator: \.isNewline).joined(separator: " "),
      unknown: [
        TraceMetadata.Entry(
          key: "generator",
          value: "gesture-sim \(CommandLineTool.version) synth (\(transform == nil ? "TraceScript" : "two-finger transform") rendering, docs/cli.md)"),
        TraceMetadata.Entry(key: "parameters", value: parameters.map { "\($0.0)=\($0.1)" }.joined(separator: " ")),
      ])
    return Plan(metadata: metadata, script: script, transform: transform, outputPath: parsed.value("--output"))
  }

  /// The stroke's direction in degrees clockwise from screen-right (y down), exact
  /// for the four axis directions (which the renderer then moves along exactly).
  static func angle(dx: Double, dy: Double) -> Double {
    if dy == 0 { return dx < 0 ? 180 : 0 }
    if dx == 0 { return dy > 0 ? 90 : 270 }
    var degrees = Elementary.atan2(dy, dx) * (180 / Double.pi)
    if degrees < 0 { degrees += 360 }
    return degrees
  }

  /// The trace text: metadata comments (the command and the parameters), the
  /// header `t,id,phase,x,y` and the rows, written by `TraceWriter`.
  static func csv(_ plan: Plan) -> String {
    var writer = TraceWriter(output: "", metadata: plan.metadata, columns: [.t, .id, .phase, .x, .y])
    writer.write(plan.transform?.render() ?? plan.script.render())
    return writer.output
  }
}
