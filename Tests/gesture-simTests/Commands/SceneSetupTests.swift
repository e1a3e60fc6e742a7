@testable import gesture_sim
import Gestures
import ScrollPhysics
import Testing

/// `SceneSetup`: the one step that decides viewport, scale and refresh rate for
/// every scene, validates the scene's configuration once and says where a bad value
/// came from. The precedence and defaults are the ones `run --help` documents
/// ("trace metadata, else 390x844", "else 3", "else 60").
@Suite struct SceneSetupTests {
  /// The set-up `options` completed by a trace with `metadata` read at `locations`.
  func setup(
    _ options: SceneSetup = SceneSetup(), _ metadata: TraceMetadata = TraceMetadata(),
    _ locations: [String: TraceMetadata.ValueLocation] = [:]
  ) -> SceneSetup {
    options.completed(metadata: metadata, locations: locations, path: "t.csv", settings: SceneSetup.SceneSettings())
  }

  /// The set-up's failure for `scene`, or nil when the scene takes it.
  func failure(_ scene: SceneSetup.SceneKind, _ setup: SceneSetup) -> SceneSetup.Failure? {
    func check<Scene: CommandLineScene>(_: Scene.Type) -> SceneSetup.Failure? {
      do {
        _ = try setup.runnerOptions(Scene.self)
        return nil
      } catch {
        return error
      }
    }
    switch scene {
    case .runner(_, let conformance): return check(conformance())
    case .gestures: return nil
    }
  }

  @Test func commandLineThenMetadataThenDefaults() throws {
    let metadata = TraceMetadata(viewport: Size(width: 375, height: 667), scale: 2, refresh: 120)
    let fromMetadata = setup(SceneSetup(), metadata).display
    #expect(fromMetadata.viewport == Size(width: 375, height: 667) && fromMetadata.scale == 2 && fromMetadata.refresh == 120)
    let given = SceneSetup(flagDisplay: DisplayOptions(viewport: Size(width: 320, height: 480), scale: 1, refresh: 60))
    let fromOptions = setup(given, metadata).display
    #expect(fromOptions.viewport == Size(width: 320, height: 480) && fromOptions.scale == 1 && fromOptions.refresh == 60)
    let defaults = setup().display
    #expect(defaults.viewport == Size(width: 390, height: 844) && defaults.scale == 3 && defaults.refresh == 60)
  }

  /// A scene's own metadata line (the scroll view's `# scroll-view: viewport=…`) wins
  /// over the trace's `# viewport:`; the command line wins over both.
  @Test func theScenesLineWinsOverTheTracesDisplay() throws {
    var settings = SceneSetup.SceneSettings()
    settings.display = DisplayOptions(viewport: Size(width: 1000, height: 500), scale: nil, refresh: 90)
    let metadata = TraceMetadata(viewport: Size(width: 375, height: 667), scale: 2, refresh: 120)
    let fromLine = SceneSetup().completed(metadata: metadata, locations: [:], path: "t.csv", settings: settings).display
    #expect(fromLine.viewport == Size(width: 1000, height: 500) && fromLine.scale == 2 && fromLine.refresh == 90)
    let given = SceneSetup(flagDisplay: DisplayOptions(viewport: Size(width: 320, height: 480), scale: nil, refresh: nil))
    let fromFlag = given.completed(metadata: metadata, locations: [:], path: "t.csv", settings: settings).display
    #expect(fromFlag.viewport == Size(width: 320, height: 480) && fromFlag.refresh == 90)
  }

  /// Every scene with a picture rejects what it cannot draw. A metadata value is bad
  /// trace data reported at its own line and column (the reader's `metadataLocations`),
  /// naming the scene and the reason; a command-line value is a usage error naming the
  /// option. The drop-down menu needs 200 points of height (docs/dropdown.md), the side
  /// menu takes any viewport of 1…100 000 points; every scene's refresh rate is 1…1000 Hz.
  @Test func badDisplaysAreReportedWhereTheyCameFrom() throws {
    let short = TraceMetadata(viewport: Size(width: 390, height: 100))
    let locations = ["viewport": TraceMetadata.ValueLocation(line: 3, column: 13, text: "390x100")]
    #expect(failure(.runner("side-menu", SideMenuScene.self), setup(SceneSetup(scene: .runner("side-menu", SideMenuScene.self)), short, locations)) == nil)
    let dropdown = SceneSetup.SceneKind.runner("dropdown", DropdownScene.self)
    guard case .data(let error) = failure(dropdown, setup(SceneSetup(scene: dropdown), short, locations)) else {
      Issue.record("a 100-point-tall viewport was not bad trace data for the drop-down menu")
      return
    }
    #expect(error.line == 3 && error.column == 13)
    #expect(error.reason == .unusableMetadata(
      key: "viewport", value: "390x100", scene: "dropdown",
      reason: "the drop-down menu needs a viewport at least 200 points tall, got 100.0"))
    #expect("\(error)" == "t.csv:3:13: error: the dropdown scene cannot use viewport '390x100': the drop-down menu needs a viewport at least 200 points tall, got 100.0")
    for scene in SceneSetup.scenes where scene != .gestures {
      let options = SceneSetup(scene: scene, flagDisplay: DisplayOptions(refresh: 0))
      guard case .usage(let usage) = failure(scene, setup(options)) else {
        Issue.record("--refresh 0 was not a usage error with --scene \(scene.name)")
        continue
      }
      #expect(
        usage.message
          == "The value '0' is invalid for '--refresh <hz>' with --scene \(scene.name): the refresh rate must be between 1 and 1000 Hz, got 0.0",
        "\(scene)")
      #expect(failure(scene, setup(SceneSetup(scene: scene))) == nil, "\(scene)")
    }
  }

  /// The gestures scene sets up no display: its set-up checks nothing (its output does
  /// not depend on the display). The display flags' values are checked as they are
  /// parsed, for every scene (`SceneSetupDisplayFlagTests`).
  @Test func theGesturesSceneChecksNothing() throws {
    let odd = SceneSetup(scene: .gestures, flagDisplay: DisplayOptions(viewport: Size(width: 0.5, height: 0.5), scale: 100, refresh: 0))
    #expect(failure(.gestures, setup(odd)) == nil)
  }

  /// `--variant` values per scene, as README.md and docs/table.md list them.
  @Test func variants() {
    #expect(SceneSetup.scene(named: "side-menu")?.variants == ["paging", "paging-toggle", "hamburger", "end-decelerating", "fixed"])
    #expect(SceneSetup.scene(named: "table")?.variants == ["tip-in", "fade", "always"])
    #expect(SceneSetup.scenes.filter { !$0.variants.isEmpty }.map(\.name) == ["side-menu", "table"])
    #expect(SceneSetup.scenes.map(\.name) == ["side-menu", "cards", "dropdown", "table", "transitions", "scroll-view", "gestures", "screen"])
  }

  /// The variant is chosen once (`choose(variant:)`, the only way to set it), checked
  /// against the scene's variants with the messages of a bad `--variant`
  /// (RunCommandAnimationScenesTests runs them end to end), and reaches the scene's
  /// configuration as its own type: without one, the default of docs/table.md
  /// (`tip-in`) and docs/side-menu.md (`fixed`).
  @Test func theVariantIsChosenOnceAndReadAsTheScenesType() throws {
    var table = SceneSetup(scene: try #require(SceneSetup.scene(named: "table")))
    #expect(TableScene.configuration(table).variant == .tipIn)
    try table.choose(variant: "fade")
    #expect(TableScene.configuration(table).variant == .fade)
    var sideMenu = SceneSetup()
    #expect(SideMenuScene.configuration(sideMenu).variant == .fixed)
    try sideMenu.choose(variant: "hamburger")
    #expect(SideMenuScene.configuration(sideMenu).variant == .hamburger)
    let help = "--variant <variant>  The tutorial step or version of the scene."
    #expect(throws: UsageError(
      message: "The value 'fixed' is invalid for '--variant <variant>' with --scene table. Expected one of: tip-in, fade, always",
      optionHelp: help)) { try table.choose(variant: "fixed") }
    #expect(TableScene.configuration(table).variant == .fade)
    var cards = SceneSetup(scene: try #require(SceneSetup.scene(named: "cards")))
    #expect(throws: UsageError(
      message: "'--variant' chooses the side menu's tutorial step or the table's version: it works only with --scene side-menu or --scene table, not --scene cards",
      optionHelp: help)) { try cards.choose(variant: "fade") }
    #expect(cards.variant == nil)
  }

  /// The flags only some scenes take, as each scene's conformance declares them:
  /// `--uikit` chooses a scroll view's profile (the side menu, the table, the scroll
  /// view: docs/cli.md), `--flip-at` presses the card stack's button (docs/cards.md).
  @Test func theFlagsOnlySomeScenesTake() {
    #expect(SceneSetup.scenes.filter { $0.accepts("--uikit") }.map(\.name) == ["side-menu", "table", "scroll-view"])
    #expect(SceneSetup.scenes.filter { $0.accepts("--flip-at") }.map(\.name) == ["cards"])
    #expect(SceneSetup.scenes.filter(\.hasPicture).map(\.name) == SceneSetup.scenes.map(\.name).filter { $0 != "gestures" })
  }
}
