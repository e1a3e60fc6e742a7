import Gestures
import ScrollPhysics

/// Reading the scene options from the command line, once for `run`, `plot` and
/// `view`, so that the three take the same options with the same checks, in the
/// same order, and give the same usage errors.
extension SceneOptions {
  /// The options of `gesture-sim command`, whose output is one picture (`picture`),
  /// parsed as `run`'s (`init(parsing:spec:)`) after `--format` is refused
  /// (`refuseFormat`).
  init(parsing parsed: ParsedArguments, spec: CommandSpec, command: String, picture: String) throws(UsageError) {
    try Self.refuseFormat(parsed, command: command, picture: picture)
    try self.init(parsing: parsed, spec: spec)
  }

  /// Reads `--scene`, `--viewport`, `--scale`, `--flip-at`, `--variant`,
  /// `--refresh`, `--uikit` and the scroll-view flags from `parsed` and checks
  /// them: each value on its own (the viewport 1…100000 points a side, the scale
  /// 0.5…10, the refresh rate 1…1000 Hz), then against the scene
  /// (`checkSupported`), then, when `--viewport` is given, the scroll-view flags
  /// together on the command line's screen (`ScrollViewFlags.validate`: e.g.
  /// `--paging` with content smaller than the viewport). Every problem is a usage
  /// error naming the option; without `--viewport` the flags are checked against the
  /// trace's viewport when the scene is resolved.
  init(parsing parsed: ParsedArguments, spec: CommandSpec) throws(UsageError) {
    self.init()
    scene = SceneKind(rawValue: parsed.value("--scene") ?? "") ?? .sideMenu
    if let text = parsed.value("--viewport") {
      guard let size = SizeArgument.parse(text), ScreenGeometry.validate(viewport: size) == nil else {
        throw spec.invalidValue(text, for: "--viewport", expected: "a size between 1x1 and 100000x100000 points such as 390x844")
      }
      screen.viewport = size
    }
    screen.scale = try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10") { TraceMetadata.scales.contains($0) }
    flipTimes = try SceneOptions.flipTimes(parsed, spec: spec)
    variant = try SceneOptions.variant(parsed, for: scene)
    profile = SceneOptions.profile(parsed)
    if spec.options.contains(where: { $0.longName == "--recognizers" }) {
      recognizers = try SceneOptions.recognizers(parsed, spec: spec)
    }
    try readScrollViewFlags(parsed, spec: spec)
    // A number the scene cannot use is refused by the scene's screen rules, then text
    // that is no number.
    screen.refresh = parsed.value("--refresh").flatMap(Double.init)
    try checkSupported(parsed)
    screen.refresh = try parsed.number("--refresh", spec: spec, expected: "a refresh rate between 1 and 1000 Hz") {
      SceneRunner<SideMenuScene>.Options.validate(refreshRate: $0) == nil
    }
    // Against the command line's screen only when it gives the viewport: otherwise the
    // viewport is the trace's (`# viewport:`, the `# scroll-view:` line's `viewport=`),
    // known once the trace is read, and the flags are checked against it there
    // (`ScrollViewFlags.options`), never against the default 390x844.
    if screen.viewport != nil { try ScrollViewFlags.validate(scrollViewFlags, screen: screen) }
  }
}
