import Gestures
import ScrollPhysics

/// `gesture-sim physics page`: the page a paging scroll view settles on after a
/// release, how long UIKit's settle takes, and the offset and velocity at chosen
/// times, along one axis.
///
/// The target is UIKit's paging rule (``ScrollViewConfiguration/PagingRule/uikit(velocityThreshold:)``,
/// 0.3 pt/ms) and the motion ``PagingSettle``, at `--refresh` hertz with the first
/// frame at the release. Pages are `--page-width` apart from 0; with `--pages N` the
/// range is 0…(N − 1)·width and the target is clamped to it.
///
/// JSON: `{"target": pt, "page": n, "duration": s, "samples": [{"t": s, "offset": pt, "velocity": pt/s}]}`.
enum PhysicsPageCommand: PhysicsCalculator {
  static let spec = CommandSpec(
    name: "gesture-sim physics page",
    abstract: "The page a paging scroll view settles on, how long UIKit's settle takes, and its offset at chosen times.",
    discussion: """
      The target page follows UIKit: with p = offset/width and the content velocity v
      in pt/ms, an offset on a page stays; v > 0.3 takes ceil(p), v < −0.3 floor(p),
      any slower release the nearest page, floor(p + 0.5). Under --uikit ios26 (the
      default) a slow release at or past the last offset of the range keeps ceil(p).
      The settle is UIKit's per-millisecond spring: each millisecond
      v = (v + (target − x)·pull)·friction, x += v, with pull and friction set by the
      page width; each frame applies the whole milliseconds of its length, the
      fraction dropped (16 at 60 Hz, 8 at 120 Hz), from the offset shown before it,
      rounds to pixels and finishes by UIKit's rules: |v| < 0.01 pt/ms near the
      target, or on the way back out of an overshoot. The first frame is applied at
      the release, and a sample at time t shows the last frame at or before t.
      Example: gesture-sim physics page --offset 80 --velocity 0 --page-width 390 --json
      """,
    options: [
      CommandSpec.Option(longName: "--offset", valueName: "x", help: "Content offset at the release, in points.", isRequired: true),
      CommandSpec.Option(
        longName: "--velocity", valueName: "v", help: "Release velocity of the content, in points per second.",
        isRequired: true),
      CommandSpec.Option(
        longName: "--page-width", valueName: "w", help: "Page width (the bounds' width), in points, > 0.",
        isRequired: true),
      CommandSpec.Option(
        longName: "--pages", valueName: "n", help: "Number of pages: the range is 0…(n − 1)·width.",
        defaultValue: "unbounded"),
      CommandSpec.Option(longName: "--scale", valueName: "s", help: "Device pixels per point, 0.5…10.", defaultValue: Rounded.text(Display.defaultScale)),
      CommandSpec.Option(
        longName: "--refresh", valueName: "hz", help: "Display refresh rate in hertz, 1…1000.", defaultValue: Rounded.text(Display.defaultRefreshRate)),
      .uikitProfile(),
      .sampleTimes(after: "release"),
      .physicsJSON,
    ])

  /// The computed settle: what both output formats print.
  struct Result {
    var pages: Int?
    /// The page width and profile, the target page and the settle (which holds the
    /// offset and the velocity at the release, the target and the refresh rate).
    var release: PagingRelease
    var samples: [(t: Double, offset: Double, velocity: Double)]

    /// The offset at the release, in points.
    var offset: Double { release.settle.initialPosition }
    /// The release velocity, in points per second.
    var velocity: Double { release.settle.initialVelocity }
    /// The display's refresh rate, in hertz.
    var refresh: Double { release.settle.refreshRate }
    /// The target offset, pixel-rounded, in points.
    var target: Double { release.settle.target }
  }

  /// Validates the options and computes the target and the settle.
  static func compute(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Result {
    let limit = CommandSpec.ParsedArguments.magnitudeLimit
    let bounded = "a number between -1000000 and 1000000"
    let offset = try parsed.number("--offset", spec: spec, expected: bounded) { $0.magnitude <= limit }!
    let velocity = try parsed.number("--velocity", spec: spec, expected: bounded) { $0.magnitude <= limit }!
    let width = try parsed.number("--page-width", spec: spec, expected: "a number greater than 0 and at most 1000000") {
      $0 > 0 && $0 <= limit
    }!
    let pages = try parsed.number("--pages", spec: spec, expected: "a whole number between 1 and 1000000") {
      $0 >= 1 && $0 <= limit && $0 == $0.rounded()
    }.map { Int($0) }
    let scale = try parsed.scale(spec: spec)
    let refresh = try parsed.refreshRate(spec: spec)
    let profile = parsed.uikitProfile
    let times = try parsed.sampleTimes(spec: spec)

    let maximum = pages.map { Double($0 - 1) * width } ?? .infinity
    let rule = ScrollViewConfiguration.PagingRule.uikit(velocityThreshold: 300)
    var page = rule.targetPage(offset: offset, velocity: velocity, pageSize: width, maximumOffset: maximum, profile: profile)
    if let pages { page = Swift.min(Swift.max(page, 0), Double(pages - 1)) }
    let target = roundedToPixel(page * width, scale: scale) + 0
    let settle = PagingSettle(
      from: offset, to: target, velocity: velocity, width: width, refreshRate: refresh, scale: scale)
    let release = PagingRelease(width: width, profile: profile, page: page + 0, settle: settle)
    return Result(pages: pages, release: release, samples: release.samples(at: times, scale: scale))
  }

  static func json(_ result: Result) -> JSONValue {
    .object([
      ("target", .number(result.target)),
      ("page", .number(result.release.page)),
      ("duration", .number(Rounded.time(result.release.settle.duration))),
      ("samples", .array(result.samples.map { sample in
        .object([
          ("t", .number(Rounded.time(sample.t))), ("offset", .number(sample.offset)),
          ("velocity", .number(Rounded.length(sample.velocity))),
        ])
      })),
    ])
  }

  static func table(_ result: Result) -> String {
    let n = Rounded.text
    let coefficients = PagingSettle.coefficients(width: result.release.width)
    var text = "page  offset \(n(result.offset)) pt  velocity \(n(result.velocity)) pt/s  width \(n(result.release.width)) pt"
    text += result.pages.map { "  pages \($0)" } ?? ""
    text += "  refresh \(n(result.refresh)) Hz  uikit \(result.release.profile)\n"
    let time = { (t: Double) in n(Rounded.time(t)) }
    let length = { (x: Double) in n(Rounded.length(x)) }
    text += "pull \(n(Rounded.ratio(coefficients.pull)))/ms²  friction \(n(Rounded.ratio(coefficients.friction)))/ms\n\n"
    text += "target     page \(n(result.release.page)), \(length(result.target)) pt\n"
    text += "duration   \(time(result.release.settle.duration)) s (\(result.release.settle.frameCount) frames, the first at the release)\n"
    return text + SampleTable.offsets(result.samples)
  }
}
