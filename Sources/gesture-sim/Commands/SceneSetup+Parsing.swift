import Gestures
import ScrollPhysics

/// Reading the scene's set-up from the command line, once for `run`, `plot` and
/// `view`, so that the three take the same options with the same checks, in the
/// same order, and give the same usage errors.
extension SceneSetup {
  /// The options of `gesture-sim command`, whose output is one picture (`picture`),
  /// parsed as `run`'s (`init(parsing:spec:)`) after `--format` is refused
  /// (`refuseFormat`).
  init(parsing parsed: CommandSpec.ParsedArguments, spec: CommandSpec, command: String, picture: String) throws(UsageError) {
    try Self.refuseFormat(parsed, command: command, picture: picture)
    try self.init(parsing: parsed, spec: spec)
  }

  /// Reads `--scene`, `--viewport`, `--scale`, `--flip-at`, `--variant`,
  /// `--refresh`, `--uikit` and the scroll-view flags from `parsed`, each value on
  /// its own, then whether the scene takes them (`checkSupported`). Every problem is
  /// a usage error naming the option. A display value that is no number (no `WxH`)
  /// is refused here; a number out of range by the library's rule for every
  /// scene's display (`Display`'s, the trace reader's limits), run on the flag's
  /// value before any input is opened and reported by `failure(for:)`
  /// (`checkDisplayFlag`). What the scene makes of the values together, on the
  /// display the trace completes, is checked once when the scene is set up
  /// (`SceneSetup`).
  init(parsing parsed: CommandSpec.ParsedArguments, spec: CommandSpec) throws(UsageError) {
    self.init()
    scene = parsed.value("--scene").flatMap(SceneSetup.scene(named:)) ?? SceneSetup.defaultScene
    if let file = parsed.value("--screen") {
      // `--screen` implies the screen scene; with another scene it is a contradiction.
      if let named = parsed.value("--scene"), named != SceneSetup.screenScene.name {
        throw UsageError(message: "'--screen' runs the screen it describes (--scene screen); it cannot be combined with --scene \(named)")
      }
      scene = SceneSetup.screenScene
      screenFile = file
    }
    if let text = parsed.value("--viewport") {
      guard let size = SizeArgument.parse(text, side: CommandSpec.ParsedArguments.finiteNumber) else {
        throw spec.invalidValue(text, for: "--viewport", expected: "a size between 1x1 and 100000x100000 points such as 390x844")
      }
      flagDisplay.viewport = size
      try checkDisplayFlag(.viewport, text: text) { () throws(SetupProblem) in try Display.validate(viewport: size) }
    }
    if let scale = try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10", where: { _ in true }) {
      flagDisplay.scale = scale
      try checkDisplayFlag(.scale, text: parsed.value("--scale") ?? "") { () throws(SetupProblem) in try Display.validate(scale: scale) }
    }
    flipTimes = try SceneSetup.flipTimes(parsed, spec: spec)
    try choose(variant: parsed.value("--variant"))
    profile = SceneSetup.profile(parsed)
    if spec.options.contains(where: { $0.longName == "--recognizers" }) {
      recognizers = try SceneSetup.recognizers(parsed, spec: spec)
    }
    try readScrollViewFlags(parsed, spec: spec)
    try checkSupported(parsed)
    // Text that is no number is refused now; a number (infinity too) out of range
    // by the display's rule (`Display.validate(refreshRate:)`).
    if let text = parsed.value("--refresh") {
      guard let rate = CommandSpec.ParsedArguments.finiteNumber(text) ?? Double(text).flatMap({ $0.isFinite ? nil : $0 }) else {
        throw spec.invalidValue(text, for: "--refresh", expected: "a refresh rate between 1 and 1000 Hz")
      }
      flagDisplay.refresh = rate
      try checkDisplayFlag(.refresh, text: text) { () throws(SetupProblem) in try Display.validate(refreshRate: rate) }
    }
  }

  /// Keeps the display flag `key`'s value as given (`text`, for messages) and checks
  /// it by the library's rule (`check`), before any input is opened: a usage error
  /// before a missing file, whatever the scene (`gestures`, which sets up no
  /// display, included). A problem is reported as `failure(for:)` reports a flag's.
  private mutating func checkDisplayFlag(
    _ key: SetupProblem.Key, text: String, _ check: () throws(SetupProblem) -> Void
  ) throws(UsageError) {
    flagTexts[key.name] = text
    do {
      try check()
    } catch {
      throw failure(for: error).usage
    }
  }
}
