@testable import Gestures
import ScrollPhysics
import Testing

/// The scroll-view scene set up from a trace's `# scroll-view:` line and flags, as
/// `gesture-sim run --scene scroll-view` sets it up: UIKit's defaults on the screen
/// decided, then the line, then the flags (docs/scroll-view-scene.md). Expectations
/// are derived by hand from the line's text and the keys' documented forms.
@Suite struct ScrollViewSceneMetadataTests {
  typealias Scene = ScrollViewScene<GridSnapDelegate>

  /// `# scroll-view: ` is 15 characters, so the value starts at column 16.
  static func metadata(_ line: String, at lineNumber: Int = 3) -> TraceMetadata {
    TraceMetadata(
      viewport: Size(width: 390, height: 844),
      unknown: [.init(key: ScrollViewSceneSetup.metadataKey, value: line, line: lineNumber, valueColumn: 16)])
  }

  @Test func theLineGivesItsPairsWhereTheyStartAndItsScreen() throws {
    // content=1170x667 (16 characters and a space) starts at 16, paging=true (11 and a
    // space) at 33, viewport=375x667 (16 and a space) at 45, refresh=120 at 62.
    let line = try Scene.MetadataLine(
      Self.metadata("content=1170x667 paging=true viewport=375x667 refresh=120"), path: "t.csv", overridden: [])
    #expect(line.pairs[.content] == TraceMetadata.ValueLocation(line: 3, column: 16, text: "1170x667"))
    #expect(line.pairs[.paging] == TraceMetadata.ValueLocation(line: 3, column: 33, text: "true"))
    #expect(line.pairs[.viewport] == TraceMetadata.ValueLocation(line: 3, column: 45, text: "375x667"))
    #expect(line.pairs[.refresh] == TraceMetadata.ValueLocation(line: 3, column: 62, text: "120"))
    #expect(line.viewport == Size(width: 375, height: 667))
    #expect(line.scale == nil)
    #expect(line.refresh == 120)
    #expect(Scene.MetadataLine.name == "scroll-view")
  }

  @Test func anOverriddenPairIsNeitherCheckedNorTheScreens() throws {
    // viewport=wide is no WxH, and paging=maybe no boolean: both are overridden.
    let line = try Scene.MetadataLine(
      Self.metadata("viewport=wide paging=maybe scale=2"), path: "t.csv", overridden: [.viewport, .paging])
    #expect(line.viewport == nil)
    #expect(line.scale == 2)
    #expect(line.pairs[.viewport]?.text == "wide")
  }

  @Test func aBadPairNotOverriddenIsATraceErrorAtItsValue() {
    // paging=maybe starts at column 16 + "content=390x2000 ".count = 33; its value
    // after "paging=", at 40.
    #expect(throws: TraceError(
      path: "t.csv", line: 3, column: 40,
      reason: .invalidMetadata(key: "scroll-view paging", value: "maybe", expected: "true or false"))
    ) {
      try Scene.MetadataLine(Self.metadata("content=390x2000 paging=maybe"), path: "t.csv", overridden: [])
    }
  }

  @Test func theFlagsWinOverTheLineWhichWinsOverUIKitsDefaults() {
    // A three-page horizontal pager with 20 pt between pages, of which the flag keeps
    // 10 pt; the screen decided is 375 × 667 at 2×.
    let configuration = Scene.Configuration(
      viewport: Size(width: 375, height: 667), scale: 2,
      metadata: Self.metadata("content=1125x667 paging=true page-spacing=20"), flags: [.pageSpacing: "10"])
    var expected = ScrollViewSceneSetup(viewport: Size(width: 375, height: 667), scale: 2, content: Size(width: 1125, height: 667), paging: true)
    expected.pageSpacing = 10
    #expect(configuration.setup == expected)
    #expect(configuration.delegate == GridSnapDelegate(interval: .zero))
  }

  @Test func theContentIsTheScreenDecidedUnlessGivenAndTheLinesScreenIsNotReadAgain() {
    // The line's viewport (320 × 480) lost to the screen decided (375 × 667): the
    // content is the decided viewport's size. snap=88 is a GridSnapDelegate's grid.
    let configuration = Scene.Configuration(
      viewport: Size(width: 375, height: 667), scale: 3,
      metadata: Self.metadata("viewport=320x480 scale=2 snap=88 bounces=y"), flags: [.rate: "fast"])
    var expected = ScrollViewSceneSetup(viewport: Size(width: 375, height: 667), scale: 3)
    expected.snap = Size(width: 88, height: 88)
    expected.bounces = ScrollViewSceneSetup.Axes(x: false, y: true)
    expected.rate = .fast
    #expect(configuration.setup == expected)
    #expect(configuration.setup.content == Size(width: 375, height: 667))
    #expect(configuration.delegate == GridSnapDelegate(interval: Size(width: 88, height: 88)))
  }

  @Test func aFlagIsCheckedOnItsOwnByItsKeysForm() {
    #expect(Scene.accepts("390x5000", for: .content))
    #expect(Scene.accepts("fast", for: .rate))
    #expect(Scene.accepts("0,0,34,0", for: .inset))
    #expect(!Scene.accepts("maybe", for: .paging))
    #expect(!Scene.accepts("-1", for: .pageSpacing))
    // Decimal numbers only: 0x10 is no number of points.
    #expect(!Scene.accepts("0x10", for: .pageSpacing))
  }
}
