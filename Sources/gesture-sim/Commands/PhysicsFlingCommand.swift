import Gestures
import ScrollPhysics

/// `gesture-sim physics fling`: the target UIKit proposes for a fling, where it comes
/// to rest, when, and the offset and velocity at chosen times, along one axis (docs/sources.md, "Deceleration" and "Edges and bounce").
///
/// The motion is ``Fling``: UIKit's per-frame deceleration at `--refresh` hertz (the
/// first frame at the release), which bounces at an edge of `--min…--max` or stops
/// there with `--bounces false`. The proposed target, the resting offset and the
/// sampled offsets are pixel-rounded as UIKit publishes them; velocities are exact,
/// and the duration is the time of the frame on which the content is at rest. A sample at time t shows the last frame at or before t.
///
/// `--finger-velocity` gives the finger's velocity instead of the content's (the
/// content moves opposite to the finger). With `--paging --page-width W` the
/// release follows UIKit's paging rule and per-millisecond settle, as
/// `physics page` and a paging scroll view do, under the `--uikit` profile.
///
/// JSON: `{"target": pt, "rest": pt, "duration": s, "samples": [{"t": s, "offset": pt, "velocity": pt/s}]}`,
/// with `"page": n` after `"duration"` when paging.
enum PhysicsFlingCommand: PhysicsCalculator {
  static let spec = CommandSpec(
    name: "gesture-sim physics fling",
    abstract: "The target UIKit proposes for a fling, where it rests, when, and its offset and velocity at chosen times.",
    discussion: """
      The content decelerates as UIScrollView's, frame by frame at --refresh hertz:
      each frame of t ms multiplies the velocity by p = 1 + a + a²/2 (a = t·ln rate)
      and moves the content by v·rate·(1 − p)/(1 − rate); the first frame is applied
      at the release, and the motion stops below 0.01 pt/ms without snapping to the
      target, so it rests about a device pixel short of it. A release under 250 pt/s
      does not decelerate. The target is UIKit's proposed targetContentOffset,
      offset + (v − 0.01·sign v)/(−ln rate) with v in pt/ms, clamped to the range.
      The range is --min…--max: 0 … unbounded by default, as a UIScrollView with
      zero insets (its smallest offset is 0) over long content; a fling that
      crosses an edge bounces by UIKit's own law or, with --bounces false, stops
      dead at the edge. The edge is crossed inside a
      frame, and that frame shows the bounce: outside the range each frame of t ms
      runs Q = q(−0.01005·t), P = q(t·ln rate), y ← e + (y − e)·Q +
      (1 − P)·Q·rate·v/(1 − rate), v ← P·Q·v; the motion ends, pinned to the edge,
      on the first frame within 0.5 pt of it below 0.01 pt/ms. An --offset outside
      the range is a release while overscrolled: it returns to the edge by the same
      law (from rest, by the bounce spring). Offsets are pixel-rounded to 1/scale as
      UIKit publishes them; velocities are exact (outside the range, the offset's
      rate of change). The duration is the time of the frame on which the content
      is at rest. A sample at time t shows the last frame at or before t.
      Velocity: --velocity is the content's (contentOffset grows with it);
      --finger-velocity is the finger's on the screen, as a pan recognizer
      reports it, and the content moves the opposite way (v = −finger). Give
      exactly one.
      Paging: with --paging --page-width w the release runs UIKit's paging rule
      (see gesture-sim physics page): the target is a page (a multiple of w,
      clamped to --min…--max) and the motion the per-millisecond settle; rest is
      the target. --uikit selects the profile whose paging rule applies; a free
      fling is the same under every profile.
      The answers are those of run --scene scroll-view for the same release
      velocity, offset, range, --refresh and --scale.
      Example: gesture-sim physics fling --velocity 1000 --at 0.5,1 --json
      Example: gesture-sim physics fling --offset 30 --velocity -3000 --at 0,0.0167,0.0334,0.05
      Example: gesture-sim physics fling --finger-velocity -800 --offset 100 --paging --page-width 390 --min 0 --max 780
      """,
    options: [
      CommandSpec.Option(
        longName: "--velocity", valueName: "v",
        help: "Release velocity of the content, in points per second (|v| ≤ 1000000); or give --finger-velocity.",
        defaultValue: "none"),
      CommandSpec.Option(
        longName: "--finger-velocity", valueName: "v",
        help: "Release velocity of the finger, in points per second: the content's is −v.", defaultValue: "none"),
      CommandSpec.Option(longName: "--offset", valueName: "x", help: "Content offset at the release, in points.", defaultValue: "0"),
      CommandSpec.Option(
        longName: "--rate", valueName: "rate",
        help: "Deceleration rate per millisecond: normal (0.998), fast (0.99) or a number in (0, 1), used as given (a UIScrollView keeps 0.99 below 0.994, else 0.998: run --scene scroll-view --rate).",
        defaultValue: "normal"),
      CommandSpec.Option(longName: "--scale", valueName: "s", help: "Device pixels per point, 0.5…10; offsets are rounded to 1/s.", defaultValue: Rounded.text(Display.defaultScale)),
      CommandSpec.Option(
        longName: "--refresh", valueName: "hz", help: "Display refresh rate in hertz, 1…1000: the frame of the per-frame law.",
        defaultValue: Rounded.text(Display.defaultRefreshRate)),
      CommandSpec.Option(
        longName: "--min", valueName: "a",
        help: "Smallest content offset of the range, in points, or unbounded (a scroll view with zero insets: 0).",
        defaultValue: "0"),
      CommandSpec.Option(
        longName: "--max", valueName: "b", help: "Largest content offset of the range, in points (≥ --min), or unbounded.",
        defaultValue: "unbounded"),
      CommandSpec.Option(
        longName: "--bounces", valueName: "bool", help: "Whether the content bounces at an edge (UIScrollView.bounces).",
        defaultValue: "true", allowedValues: ["true", "false"]),
      CommandSpec.Option(
        longName: "--viewport", valueName: "d",
        help: "Viewport length along the axis, in points: an --offset overscrolled by d or more is rejected (the rubber band never shows that much).",
        defaultValue: "none"),
      CommandSpec.Option(longName: "--paging", help: "The scroll view pages (isPagingEnabled): UIKit's paging rule and settle."),
      CommandSpec.Option(
        longName: "--page-width", valueName: "w", help: "Page width (the bounds' length along the axis), in points, > 0; with --paging.",
        defaultValue: "none"),
      .uikitProfile(help: "The UIKit behaviour profile (its paging rule)."),
      .sampleTimes(after: "release"),
      .physicsJSON,
    ])

  /// The computed fling: what both output formats print.
  struct Result {
    var simulation: Fling
    var velocity: Double
    var offset: Double
    var rate: DecelerationRate
    var scale: Double
    var refresh: Double
    var minimum: Double
    var maximum: Double
    var bounces: Bool
    /// The proposed target, pixel-rounded, in points.
    var target: Double
    /// The resting offset, pixel-rounded, in points.
    var rest: Double
    /// (t, pixel-rounded offset, velocity) per requested time.
    var samples: [(t: Double, offset: Double, velocity: Double)]
    var viewport: Double?
    /// The paging settle, when `--paging`.
    var paging: PagingRelease? = nil
    /// Whether the velocity was given as the finger's.
    var fromFinger: Bool = false
    /// The duration of the motion, in seconds: the time after the release of the frame
    /// on which the scroll view is at rest. A bounce's spring ends between frames; the
    /// scroll view sees it done on the next frame (frames every 1/refresh s from the release).
    var duration: Double {
      if let paging { return paging.settle.duration }
      guard simulation.bounce != nil else { return simulation.duration }
      return (simulation.duration * refresh).rounded(.up) / refresh
    }
  }

  /// Validates the options and runs the simulation.
  static func compute(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Result {
    let limit = CommandSpec.ParsedArguments.magnitudeLimit
    let bounded = "a number between -1000000 and 1000000"
    let content = try parsed.number("--velocity", spec: spec, expected: bounded) { $0.magnitude <= limit }
    let finger = try parsed.number("--finger-velocity", spec: spec, expected: bounded) { $0.magnitude <= limit }
    let velocity: Double
    switch (content, finger) {
    case (let v?, nil): velocity = v
    case (nil, let f?): velocity = -f + 0
    case (.some, .some):
      throw UsageError(message: "Give either '--velocity' (the content's) or '--finger-velocity' (the finger's), not both")
    case (nil, nil):
      throw UsageError(message: "Missing the release velocity: give '--velocity' (the content's) or '--finger-velocity' (the finger's)")
    }
    let offset = try parsed.number("--offset", default: 0, spec: spec, expected: bounded) { $0.magnitude <= limit }!
    let rate = try self.rate(parsed)
    let scale = try parsed.scale(spec: spec)
    let minimum = try edge(parsed, "--min", default: 0)
    let maximum = try edge(parsed, "--max", default: nil)
    if let minimum, let maximum, minimum > maximum {
      let implicit = parsed.value("--min") == nil ? ", its default" : ""
      throw UsageError(
        message: "The range is empty: '--min' (\(Rounded.text(minimum))\(implicit)) is greater than '--max' (\(Rounded.text(maximum)))")
    }
    let bounces = (parsed.value("--bounces") ?? "true") == "true"
    let viewport = try parsed.number("--viewport", spec: spec, expected: "a number greater than 0 and at most 1000000") {
      $0 > 0 && $0 <= limit
    }
    let times = try parsed.sampleTimes(spec: spec)
    let refresh = try parsed.refreshRate(spec: spec)

    let paging = parsed.flag("--paging")
    let width = try parsed.number("--page-width", spec: spec, expected: "a number greater than 0 and at most 1000000") {
      $0 > 0 && $0 <= limit
    }
    if paging && width == nil {
      throw UsageError(message: "'--paging' needs '--page-width <w>': the page width in points")
    }
    if !paging && width != nil {
      throw UsageError(message: "'--page-width' applies only with '--paging'")
    }
    let profile = parsed.uikitProfile

    let lower = minimum ?? -Double.infinity
    let upper = maximum ?? Double.infinity
    let overscroll = offset < lower ? offset - lower : (offset > upper ? offset - upper : 0)
    if let viewport, overscroll.magnitude >= viewport {
      throw UsageError(
        message: "'--offset' \(Rounded.text(offset)) is \(Rounded.text(overscroll.magnitude)) pt past the edge, "
          + "which a \(Rounded.text(viewport))-pt viewport cannot show: the rubber band stays below the viewport length (docs/sources.md, \"Rubber band\")")
    }
    let simulation = Fling(
      position: offset, velocity: velocity, rate: rate, minimum: lower, maximum: upper, refreshRate: refresh,
      scale: scale, configuration: BounceSimulation.Configuration(bounces: bounces))
    let samples = times.map { t in
      (t: t, offset: roundedToPixel(simulation.position(at: t), scale: scale) + 0, velocity: simulation.velocity(at: t) + 0)
    }
    var result = Result(
      simulation: simulation, velocity: velocity, offset: offset, rate: rate, scale: scale, refresh: refresh,
      minimum: lower, maximum: upper, bounces: bounces, target: roundedToPixel(simulation.target, scale: scale) + 0,
      rest: roundedToPixel(simulation.finalPosition, scale: scale) + 0, samples: samples, viewport: viewport,
      fromFinger: finger != nil)
    if paging, let width {
      // As ScrollView's pageTarget and settle: the rule's page, clamped to the range and
      // pixel-rounded; with bounces off, the settle is clamped to the range.
      let rule = ScrollViewConfiguration.PagingRule.uikit(velocityThreshold: 300)
      let page = rule.targetPage(offset: offset, velocity: velocity, pageSize: width, maximumOffset: upper, profile: profile)
      let target = roundedToPixel(Swift.min(Swift.max(page * width, lower), upper), scale: scale) + 0
      let settle = PagingSettle(
        from: offset, to: target, velocity: velocity, width: width, refreshRate: refresh, scale: scale,
        clamp: bounces || lower == -Double.infinity || upper == Double.infinity ? nil : lower...upper)
      var shown = page
      if lower > -Double.infinity { shown = Swift.max(shown, (lower / width).rounded(.up)) }
      if upper < Double.infinity { shown = Swift.min(shown, (upper / width).rounded(.up)) }
      let release = PagingRelease(width: width, profile: profile, page: shown + 0, settle: settle)
      result.paging = release
      result.target = target
      result.rest = target
      result.samples = release.samples(at: times, scale: scale)
    }
    return result
  }

  /// `--min` or `--max` (`name`): a number of points within the calculators' limit, or
  /// `unbounded` (nil: no edge on that side); `fallback` when the option is absent.
  static func edge(_ parsed: CommandSpec.ParsedArguments, _ name: String, default fallback: Double?) throws(UsageError) -> Double? {
    guard let text = parsed.value(name) else { return fallback }
    if text == "unbounded" { return nil }
    guard let number = CommandSpec.ParsedArguments.finiteNumber(text), number.magnitude <= CommandSpec.ParsedArguments.magnitudeLimit else {
      throw spec.invalidValue(text, for: name, expected: "a number between -1000000 and 1000000, or unbounded")
    }
    return number
  }

  /// `--rate`: `normal`, `fast` or a factor per millisecond strictly between 0 and 1.
  static func rate(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> DecelerationRate {
    guard let text = parsed.value("--rate") else { return .normal }
    switch text {
    case "normal": return .normal
    case "fast": return .fast
    default:
      guard let number = CommandSpec.ParsedArguments.finiteNumber(text), let rate = DecelerationRate(rawValue: number) else {
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
    var fields: [(String, JSONValue)] = [
      ("target", .number(result.target)),
      ("rest", .number(result.rest)),
      ("duration", .number(Rounded.time(result.duration))),
    ]
    if let paging = result.paging { fields.append(("page", .number(paging.page))) }
    fields.append(
      ("samples", .array(result.samples.map { sample in
        .object([
          ("t", .number(Rounded.time(sample.t))), ("offset", .number(sample.offset)),
          ("velocity", .number(Rounded.length(sample.velocity))),
        ])
      })))
    return .object(fields)
  }

  static func table(_ result: Result) -> String {
    let simulation = result.simulation
    let n = Rounded.text
    var text = "fling  velocity \(n(result.velocity)) pt/s"
    if result.fromFinger { text += " (finger \(n(-result.velocity + 0)) pt/s)" }
    text += "  offset \(n(result.offset)) pt"
    text += "  rate \(result.rate) (\(n(result.rate.rawValue))/ms)  scale \(n(result.scale))  refresh \(n(result.refresh)) Hz\n"
    if result.minimum > -Double.infinity || result.maximum < Double.infinity {
      let low = result.minimum > -Double.infinity ? n(result.minimum) : "-∞"
      let high = result.maximum < Double.infinity ? n(result.maximum) : "+∞"
      text += "range  \(low) … \(high) pt  bounces \(result.bounces)\n"
    }
    text += "\n"
    let time = { (t: Double) in n(Rounded.time(t)) }
    let length = { (x: Double) in n(Rounded.length(x)) }
    // Readable: pixel-rounded offsets to 10⁻⁶ pt with their whole device pixels (1484/3 pt
    // reads 494.666667 pt, 1484 px); the JSON keeps the exact pixel multiple.
    let pixels = { (x: Double) in n((x * result.scale).rounded() + 0) }
    if let paging = result.paging {
      text += "paging     page width \(length(paging.width)) pt  uikit \(paging.profile)\n"
      text += "target     page \(n(paging.page)), \(length(result.target)) pt = \(pixels(result.target)) px\n"
      text += "rest       \(length(result.rest)) pt = \(pixels(result.rest)) px\n"
      text += "duration   \(time(paging.settle.duration)) s (\(paging.settle.frameCount) frames, the first at the release)\n"
      text += SampleTable.offsets(result.samples)
      return text
    }
    text += "target     \(length(result.target)) pt = \(pixels(result.target)) px (proposed; unrounded \(length(simulation.target)) pt)\n"
    text += "rest       \(length(result.rest)) pt = \(pixels(result.rest)) px (unrounded \(length(simulation.finalPosition)) pt)\n"
    text += "duration   \(time(result.duration)) s"
    if result.duration != simulation.duration { text += " (the frame after the spring's end, \(time(simulation.duration)) s)" }
    text += "\n"
    if let frames = simulation.edgeBounce, let edgeTime = simulation.edgeTime {
      if let inside = frames.crossingOffset {
        text += "edge       crosses \(n(frames.edge)) pt \(length(inside)) ms into the frame shown at "
          + "\(time(Swift.max(edgeTime, 0))) s, at \(length(frames.crossingVelocity)) pt/s, and bounces (UIKit's law)\n"
      } else {
        text += "edge       released overscrolled: returns to \(n(frames.edge)) pt (UIKit's law)"
        if let viewport = result.viewport {
          let raw = RubberBand.overscroll(forOffset: result.offset - frames.edge, dimension: viewport)
          text += " (a finger \(length(raw.magnitude)) pt past the edge, viewport \(n(viewport)) pt)"
        }
        text += "\n"
      }
    }
    if let bounce = simulation.bounce, let edgeTime = simulation.edgeTime {
      let edge = bounce.edge ?? bounce.finalPosition
      if edgeTime == 0 && (result.offset < result.minimum || result.offset > result.maximum) {
        text += "edge       released overscrolled: springs back to \(n(edge)) pt"
        if let viewport = result.viewport {
          let raw = RubberBand.overscroll(forOffset: result.offset - edge, dimension: viewport)
          text += " (a finger \(length(raw.magnitude)) pt past the edge, viewport \(n(viewport)) pt)"
        }
        text += "\n"
      } else {
        let what = result.bounces ? "bounces" : "stops"
        text += "edge       reaches \(n(edge)) pt at \(time(edgeTime)) s at \(length(bounce.initialVelocity)) pt/s and \(what)\n"
      }
    }
    text += SampleTable.offsets(result.samples)
    return text
  }
}
