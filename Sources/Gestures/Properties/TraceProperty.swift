/// A named statement that must hold for every valid touch trace, with the generator
/// that searches for traces breaking it.
///
/// `check` receives the rendered events of a generated script, or the events of a
/// stored regression trace, with the trace's display refresh rate
/// (`TraceScript.refreshRate`, or a stored trace's `# refresh:`, 60 Hz when absent),
/// and returns `nil` when the property holds or a `PropertyFailure` saying what went
/// wrong. It must be a pure function of the events and the rate (deterministic, no
/// clock, no shared mutable state), total on every valid trace, and cheap: build
/// strings only for a failure. Properties without a scene ignore the rate.
package struct TraceProperty: Sendable {
  /// The property's name as `gesture-sim check --property` takes it, e.g.
  /// `recognizer-state-sequence`: lowercase words joined by hyphens.
  package var name: String
  /// The scene the property runs on, as `--scene` takes it, or `nil` when it needs
  /// none.
  package var scene: String?
  /// The scene variant, as `--variant` takes it, or `nil`.
  package var variant: String?
  /// One line for `check --list`: what must hold, and which issue invariants it covers.
  package var summary: String
  /// For a property that demonstrates a bug of the tutorial step it runs on, the
  /// bug's name (for example "the double-tap hamburger bug"); `nil` for a property
  /// that must hold. Such a property is expected to fail: `gesture-sim check` runs it
  /// only when its variant is selected with `--variant`, the tests assert that it
  /// fails, and its report says so.
  package var knownBug: String?
  /// Generates the traces to check.
  package var generator: TraceGenerator
  /// The `gesture-sim check` options, as given, that configure what the property
  /// runs on beyond selecting it (`--uikit ios7`, the scroll-view flags such as
  /// `--paging --content 1170x844`): a failure's replay line repeats them. Empty by
  /// default.
  package var configurationArguments: [String] = []
  /// For a property over generated screens (`ScreenProperties`): draws each case's
  /// screen, before its trace from the same random stream; the trace then aims at the
  /// screen's views (`ScreenGenerator.hotspots(of:)`). `nil` for the other properties.
  package var screens: ScreenGenerator?
  /// Returns `nil` when the property holds for the events at the refresh rate (Hz),
  /// else how it failed.
  let checkAtRate: @Sendable ([TouchEvent], Double) -> PropertyFailure?
  /// A screen property's check of the events at the refresh rate (Hz) on a screen.
  let checkOnScreen: (@Sendable (Screen, [TouchEvent], Double) -> PropertyFailure?)?

  /// Creates a property whose check does not depend on the display refresh rate.
  package init(
    name: String, scene: String? = nil, variant: String? = nil, summary: String, knownBug: String? = nil,
    generator: TraceGenerator = TraceGenerator(), check: @escaping @Sendable ([TouchEvent]) -> PropertyFailure?
  ) {
    self.init(
      name: name, scene: scene, variant: variant, summary: summary, knownBug: knownBug, generator: generator,
      checkAtRefreshRate: { events, _ in check(events) })
  }

  /// Creates a property whose check runs a scene at the trace's display refresh rate
  /// (hertz).
  package init(
    name: String, scene: String? = nil, variant: String? = nil, summary: String, knownBug: String? = nil,
    generator: TraceGenerator = TraceGenerator(),
    checkAtRefreshRate: @escaping @Sendable ([TouchEvent], Double) -> PropertyFailure?
  ) {
    self.name = name
    self.scene = scene
    self.variant = variant
    self.summary = summary
    self.knownBug = knownBug
    self.generator = generator
    self.checkAtRate = checkAtRefreshRate
    self.screens = nil
    self.checkOnScreen = nil
  }

  /// Creates a property over generated screens: each case is a screen from `screens`
  /// and a trace from `generator` aimed at its views, checked with `check`. A stored
  /// regression trace, which has no screen, is checked on `regressionScreen`.
  package init(
    name: String, scene: String, summary: String, generator: TraceGenerator, screens: ScreenGenerator,
    regressionScreen: Screen, check: @escaping @Sendable (Screen, [TouchEvent], Double) -> PropertyFailure?
  ) {
    self.name = name
    self.scene = scene
    self.variant = nil
    self.summary = summary
    self.knownBug = nil
    self.generator = generator
    self.screens = screens
    self.checkOnScreen = check
    self.checkAtRate = { events, rate in check(regressionScreen, events, rate) }
  }

  /// The properties of one catalog that share a scene (or none) and a generator, one
  /// per member, in order: its name, its summary and its check, which does not depend
  /// on the display refresh rate.
  package static func family(
    scene: String? = nil, generator: TraceGenerator = TraceGenerator(),
    _ members: [(name: String, summary: String, check: @Sendable ([TouchEvent]) -> PropertyFailure?)]
  ) -> [TraceProperty] {
    members.map { TraceProperty(name: $0.name, scene: scene, summary: $0.summary, generator: generator, check: $0.check) }
  }

  /// Checks the property on `events` shown at `refreshRate` (hertz) on `screen`: `nil`
  /// when it holds, else how it failed. A property that is not over screens ignores
  /// the screen.
  package func check(_ events: [TouchEvent], refreshRate: Double, screen: Screen?) -> PropertyFailure? {
    if let screen, let checkOnScreen { return checkOnScreen(screen, events, refreshRate) }
    return checkAtRate(events, refreshRate)
  }

  /// Checks the property on `events` shown at `refreshRate` (hertz, default 60):
  /// `nil` when it holds, else how it failed.
  package func check(_ events: [TouchEvent], refreshRate: Double = Display.defaultRefreshRate) -> PropertyFailure? {
    checkAtRate(events, refreshRate)
  }

  /// The property's name qualified by its scene and variant, unique in the catalog:
  /// `side-menu/hamburger/single-tap-toggles`, `scroll-view/scroll-view-in-range`,
  /// `tap-pan-exclusive`.
  package var qualifiedName: String {
    [scene, variant, name].compactMap { $0 }.joined(separator: "/")
  }

  /// The `gesture-sim check` arguments that select this property:
  /// `--property NAME`, preceded by `--scene` and `--variant` when set.
  package var selectionArguments: [String] {
    var arguments: [String] = []
    if let scene { arguments += ["--scene", scene] }
    if let variant { arguments += ["--variant", variant] }
    return arguments + ["--property", name]
  }
}
