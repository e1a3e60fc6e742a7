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
  /// its own as the trace reader reads a metadata value (the viewport 1…100000
  /// points a side, the scale 0.5…10, the refresh rate a number), then whether the
  /// scene takes them (`checkSupported`). Every problem is a usage error naming the
  /// option. What the scene makes of the values together, on the screen the trace
  /// completes, is checked once when the scene is set up (`SceneSetup`).
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
      guard let size = SizeArgument.parse(text),
        TraceMetadata.viewportSides.contains(size.width) && TraceMetadata.viewportSides.contains(size.height)
      else {
        throw spec.invalidValue(text, for: "--viewport", expected: "a size between 1x1 and 100000x100000 points such as 390x844")
      }
      flagDisplay.viewport = size
    }
    flagDisplay.scale = try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10") { TraceMetadata.scales.contains($0) }
    flipTimes = try SceneSetup.flipTimes(parsed, spec: spec)
    variant = try SceneSetup.variant(parsed, for: scene)
    profile = SceneSetup.profile(parsed)
    if spec.options.contains(where: { $0.longName == "--recognizers" }) {
      recognizers = try SceneSetup.recognizers(parsed, spec: spec)
    }
    try readScrollViewFlags(parsed, spec: spec)
    try checkSupported(parsed)
    // Text that is no number is refused now; a number (infinity too) the scene
    // cannot use is refused by the set-up's rule (`Display.validate(refreshRate:)`),
    // which names the scene.
    if let text = parsed.value("--refresh") {
      if let rate = CommandSpec.ParsedArguments.finiteNumber(text) ?? Double(text).flatMap({ $0.isFinite ? nil : $0 }) {
        flagDisplay.refresh = rate
      } else {
        throw spec.invalidValue(text, for: "--refresh", expected: "a refresh rate between 1 and 1000 Hz")
      }
    }
  }
}
