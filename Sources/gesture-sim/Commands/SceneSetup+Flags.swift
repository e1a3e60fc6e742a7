import Gestures
import ScrollPhysics

/// The scene flags of `run`, `plot` and `view` (and some of `check`'s): their
/// declarations, and how each is read and checked on its own.
extension SceneSetup {
  /// The options of `run`, `plot` and `view`, declared once and in one order:
  /// `--scene` (one of `scenes`), the command's own options (`own`), then those of
  /// the scene and of its input: `--variant`, the display's (`displaySpecs`),
  /// `--flip-at`, `--screen`, `--strict`, `--uikit`, `--recognizers` (when `scenes`
  /// has `gestures`, the one scene that takes it), `--input-format`, a recording's
  /// conversion options (`SceneSetup.importSpecs`) and the scroll-view flags
  /// (`scrollViewSpecs`).
  static func options(scenes: [SceneKind], own: [CommandSpec.Option]) -> [CommandSpec.Option] {
    [sceneOption(scenes)] + own + [variantOption] + displaySpecs
      + [flipAtOption, screenOption, SceneSetup.strictOption, profileOption]
      + (scenes.contains(.gestures) ? [recognizersOption] : []) + [SceneSetup.inputFormatOption]
      + SceneSetup.importSpecs + scrollViewSpecs
  }

  /// The `--scene` option of `run`, `plot` and `view`: one of `scenes`.
  static func sceneOption(_ scenes: [SceneKind]) -> CommandSpec.Option {
    CommandSpec.Option(
      longName: "--scene", valueName: "scene", help: "The scene to replay the trace through.", defaultValue: defaultScene.name,
      allowedValues: scenes.map(\.name))
  }

  /// The display options of `run`, `plot` and `view`: `--viewport`, `--scale` and
  /// `--refresh` (`display`).
  static let displaySpecs: [CommandSpec.Option] = [
    CommandSpec.Option(longName: "--viewport", valueName: "WxH", help: "Viewport size in points, e.g. 390x844.", defaultValue: "trace metadata, else 390x844"),
    CommandSpec.Option(longName: "--scale", valueName: "n", help: "Device pixels per point.", defaultValue: "trace metadata, else 3"),
    CommandSpec.Option(
      longName: "--refresh", valueName: "hz", help: "Display refresh rate in hertz, 1…1000 (as the trace's metadata accepts).",
      defaultValue: "trace metadata, else 60"),
  ]

  /// The `--recognizers` option of `run`.
  static let recognizersOption = CommandSpec.Option(
    longName: "--recognizers", valueName: "kinds",
    help: "gestures: the recognizers to run, comma-separated: \(RecognizerKind.allCases.map(\.rawValue).joined(separator: ", ")).",
    defaultValue: "all")

  /// The kinds named by `--recognizers` in `parsed` (all when absent).
  static func recognizers(_ parsed: CommandSpec.ParsedArguments, spec: CommandSpec) throws(UsageError) -> [RecognizerKind] {
    guard let text = parsed.value("--recognizers") else { return RecognizerKind.allCases }
    var kinds: [RecognizerKind] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let kind = RecognizerKind(rawValue: String(name)) else {
        throw spec.invalidValue(
          text, for: "--recognizers",
          expected: "a comma-separated list of \(RecognizerKind.allCases.map(\.rawValue).joined(separator: ", ")) ('\(name)' is none of them)")
      }
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    return kinds
  }

  /// The `--uikit` option of `run`, `plot`, `view` and `check`.
  static let profileOption = CommandSpec.Option.uikitProfile(
    help: "The UIKit behaviour profile: ios26 (today's UIKit) or ios7 (the tutorials' era).")

  /// The `--variant` option of `run`, `plot` and `view`.
  static let variantOption = CommandSpec.Option(
    longName: "--variant", valueName: "variant",
    help: "side-menu: the tutorial step (paging, paging-toggle, hamburger, end-decelerating, fixed); table: tip-in, fade, always.",
    defaultValue: "fixed for side-menu, tip-in for table")

  /// The `--flip-at` option of `run`, `plot` and `view`.
  static let flipAtOption = CommandSpec.Option(
    longName: "--flip-at", valueName: "t", help: "cards: press the flip button at time t (seconds, the trace's time base); repeatable.")

  /// The `--format` of `plot` and `view`, whose output is one picture (`picture`:
  /// "an SVG", "an HTML page"): `run`'s, listed so that it is refused by name
  /// (`refuseFormat`), not as an unknown option.
  static func refusedFormatOption(picture: String) -> CommandSpec.Option {
    CommandSpec.Option(
      longName: "--format", valueName: "format",
      help: "Not taken: the output is always \(picture); run prints the \(reportFormats) reports.")
  }

  /// run's report formats, for messages.
  private static let reportFormats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")

  /// A usage error when `parsed` has `--format` (`refusedFormatOption`), naming what the
  /// command writes and where the reports come from.
  static func refuseFormat(_ parsed: CommandSpec.ParsedArguments, command: String, picture: String) throws(UsageError) {
    guard let text = parsed.value("--format") else { return }
    throw UsageError(
      message: "'--format \(text)' chooses run's report (\(reportFormats)); 'gesture-sim \(command)' always writes \(picture): "
        + "remove it, or use 'gesture-sim run' for a report")
  }

  /// The `--uikit` value of `parsed` (the spec restricts it to the profiles' names).
  static func profile(_ parsed: CommandSpec.ParsedArguments) -> UIKitProfile {
    parsed.value("--uikit").flatMap(UIKitProfile.init(rawValue:)) ?? .ios26
  }

  /// Reads `--scene scroll-view`'s configuration flags from `parsed`
  /// (`parseScrollViewFlags(_:spec:)`: each value checked on its own); with another scene
  /// any of them is a usage error naming the flag. `scene` must be set first.
  mutating func readScrollViewFlags(_ parsed: CommandSpec.ParsedArguments, spec: CommandSpec) throws(UsageError) {
    scrollViewFlags = try Self.parseScrollViewFlags(parsed, spec: spec)
    if let flag = Self.scrollViewFlag(in: parsed), !scene.accepts(flag) {
      throw UsageError(message: "'\(flag)' configures --scene \(Self.scenes(taking: flag)); the scene '\(scene.name)' does not take it")
    }
  }

  /// Rejects an option the scene does not use, naming what it supports: a flag
  /// only some scenes take (`--flip-at`, the card stack's flip button; `--uikit`,
  /// the profile of the scenes with a scroll view: `CommandLineScene.acceptedFlags`)
  /// with another scene, and the display options (`--refresh`; `--viewport` and
  /// `--scale` only convert a recording there, see
  /// `SceneSetup.Input.screenlessOption`) with `gestures`, which has no display.
  /// An unused option used to be ignored silently.
  func checkSupported(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) {
    let purposes = [("--flip-at", "presses the card stack's flip button"), ("--uikit", "chooses the UIKit profile of a scroll view")]
    for (flag, purpose) in purposes where parsed.has(flag) && !scene.accepts(flag) {
      throw UsageError(message: "'\(flag)' \(purpose): it works only with --scene \(Self.scenes(taking: flag)), not --scene \(scene.name)")
    }
    // `--scale` also converts a recording: the input refuses it for a trace (`SceneSetup.Input.screenlessOption`).
    if scene == .gestures, parsed.has("--refresh") {
      throw UsageError(
        message: "The gestures scene has no frames, so '--refresh' does not apply; it takes --format, --output, --strict, --viewport (the screen edges), --recognizers and a recording's conversion options (--display, --scale, … as for gesture-sim import)")
    }
    if scene != .gestures && parsed.has("--recognizers") {
      throw UsageError(message: "'--recognizers' chooses the recognizers of --scene gestures; the scene '\(scene.name)' does not take it")
    }
  }

  /// The names of the scenes that take `flag` (`SceneKind.accepts`), for a message:
  /// `cards`, `side-menu, table or scroll-view`.
  private static func scenes(taking flag: String) -> String {
    let takers = scenes.filter { $0.accepts(flag) }.map(\.name)
    return takers.count < 2 ? takers.joined() : takers.dropLast().joined(separator: ", ") + " or " + takers[takers.count - 1]
  }

  /// The values of the repeatable `--flip-at` option of `spec`: finite times in seconds.
  static func flipTimes(_ parsed: CommandSpec.ParsedArguments, spec: CommandSpec) throws(UsageError) -> [Double] {
    var times: [Double] = []
    for text in parsed.values["--flip-at"] ?? [] {
      guard let time = Double(text), time.isFinite else {
        throw spec.invalidValue(text, for: "--flip-at", expected: "a finite number of seconds")
      }
      times.append(time)
    }
    return times
  }
}
