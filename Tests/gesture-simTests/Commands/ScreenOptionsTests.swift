@testable import gesture_sim
import Gestures
import ScrollPhysics
import Testing

/// `ScreenOptions.resolved`: the one step that settles viewport, scale and refresh
/// rate for every scene. The precedence and defaults are the ones `run --help`
/// documents ("trace metadata, else 390x844", "else 3", "else 60").
@Suite struct ScreenOptionsTests {
  @Test func commandLineThenMetadataThenDefaults() throws {
    let metadata = TraceMetadata(viewport: Size(width: 375, height: 667), scale: 2, refresh: 120)
    let fromMetadata = try ScreenOptions().resolved(for: .sideMenu, metadata: metadata, path: "t.csv")
    #expect(fromMetadata.viewport == Size(width: 375, height: 667) && fromMetadata.scale == 2 && fromMetadata.refresh == 120)
    let given = ScreenOptions(viewport: Size(width: 320, height: 480), scale: 1, refresh: 60)
    let fromOptions = try given.resolved(for: .table, metadata: metadata, path: "t.csv")
    #expect(fromOptions.viewport == Size(width: 320, height: 480) && fromOptions.scale == 1 && fromOptions.refresh == 60)
    let defaults = try ScreenOptions().resolved(for: .cards, metadata: TraceMetadata(), path: "t.csv")
    #expect(defaults.viewport == Size(width: 390, height: 844) && defaults.scale == 3 && defaults.refresh == 60)
  }

  /// Every scene with a screen rejects what it cannot draw. A metadata value is bad
  /// trace data reported at its own line and column (the reader's `metadataLocations`),
  /// naming the scene and the reason (it was reported at 1:1); a command-line value is a
  /// usage error naming the option. The drop-down menu needs 200 points of height
  /// (docs/dropdown.md), the side menu takes any viewport of 1…100 000 points.
  @Test func badScreensAreReportedWhereTheyCameFrom() throws {
    let short = TraceMetadata(viewport: Size(width: 390, height: 100))
    let locations = ["viewport": TraceMetadata.ValueLocation(line: 3, column: 13, text: "390x100")]
    #expect(throws: Never.self) { try ScreenOptions().resolved(for: .sideMenu, metadata: short, locations: locations, path: "t.csv") }
    do {
      _ = try ScreenOptions().resolved(for: .dropdown, metadata: short, locations: locations, path: "t.csv")
      Issue.record("a 100-point-tall viewport was accepted for the drop-down menu")
    } catch {
      #expect(error.line == 3 && error.column == 13)
      #expect(error.reason == .unusableMetadata(
        key: "viewport", value: "390x100", scene: "dropdown",
        reason: "the drop-down menu needs a viewport at least 200 points tall, got 100.0"))
      #expect("\(error)" == "t.csv:3:13: error: the dropdown scene cannot use viewport '390x100': the drop-down menu needs a viewport at least 200 points tall, got 100.0")
    }
    for scene in SceneKind.allCases where scene != .gestures {
      #expect(
        ScreenOptions(refresh: 0).usageProblem(for: scene)
          == "The value '0' is invalid for '--refresh' with --scene \(scene.rawValue): the refresh rate must be between 1 and 1000 Hz, got 0.0",
        "\(scene)")
      #expect(ScreenOptions().usageProblem(for: scene) == nil)
    }
  }

  /// The gestures scene has no screen: nothing is checked (its output does not
  /// depend on the screen).
  @Test func theGesturesSceneChecksNothing() throws {
    let odd = ScreenOptions(viewport: Size(width: 0.5, height: 0.5), scale: 100, refresh: 0)
    #expect(throws: Never.self) { try odd.resolved(for: .gestures, metadata: TraceMetadata(), path: "t.csv") }
  }

  /// `--variant` values per scene, as README.md and docs/table.md list them.
  @Test func variants() {
    #expect(SceneKind.sideMenu.variants == ["paging", "paging-toggle", "hamburger", "end-decelerating", "fixed"])
    #expect(SceneKind.table.variants == ["tip-in", "fade", "always"])
    #expect(SceneKind.allCases.filter { !$0.variants.isEmpty } == [.sideMenu, .table])
    #expect(SceneKind.names() == ["side-menu", "cards", "dropdown", "table", "transitions", "scroll-view", "gestures"])
  }
}
