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

  /// Every scene with a screen rejects what it cannot draw as bad trace data at
  /// 1:1, naming the metadata key; the drop-down menu needs 200 points of height
  /// (docs/dropdown.md), the side menu takes any viewport of 1…100 000 points.
  @Test func badScreensAreTraceErrors() throws {
    let short = TraceMetadata(viewport: Size(width: 390, height: 100))
    #expect(throws: Never.self) { try ScreenOptions().resolved(for: .sideMenu, metadata: short, path: "t.csv") }
    do {
      _ = try ScreenOptions().resolved(for: .dropdown, metadata: short, path: "t.csv")
      Issue.record("a 100-point-tall viewport was accepted for the drop-down menu")
    } catch {
      #expect(error.line == 1 && error.column == 1)
      guard case .invalidMetadata(let key, _, _) = error.reason else { Issue.record("\(error.reason)"); return }
      #expect(key == "viewport")
    }
    for scene in SceneKind.allCases where scene != .gestures {
      do {
        _ = try ScreenOptions(refresh: 0).resolved(for: scene, metadata: TraceMetadata(), path: "t.csv")
        Issue.record("\(scene): a 0 Hz refresh rate was accepted")
      } catch {
        guard case .invalidMetadata(let key, _, _) = error.reason else { Issue.record("\(error.reason)"); continue }
        #expect(key == "refresh", "\(scene)")
      }
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
