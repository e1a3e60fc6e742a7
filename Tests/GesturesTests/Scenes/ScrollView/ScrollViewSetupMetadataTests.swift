@testable import Gestures
import ScrollPhysics
import Testing

/// A scroll-view property's failing set-up travels in its CSV's `# scroll-view:` line
/// (issue 24): read back by `ScrollViewSceneSetup.apply`, as `gesture-sim run` reads it,
/// the line gives the set-up's scroll view and bars exactly.
@Suite struct ScrollViewSetupMetadataTests {
  static let setups: [CheckedScrollView] = ScrollViewInvariant.allCases.flatMap { CheckedScrollView.setups(for: $0) }

  @Test func everySetUpOfEveryPropertyReadsBackFromItsLine() throws {
    #expect(Self.setups.count >= 10)
    for setup in Self.setups {
      let metadata = TraceMetadata(
        viewport: setup.scrollViewSetup.viewport, unknown: [.init(key: ScrollViewSceneSetup.metadataKey, value: setup.metadataValue, line: 1, valueColumn: 15)])
      var read = ScrollViewSceneSetup(viewport: setup.scrollViewSetup.viewport, scale: setup.scrollViewSetup.scale)
      var refresh: Double?
      try read.apply(metadata, path: "minimal.csv", refresh: &refresh)
      var expected = setup.scrollViewSetup
      expected.statusBar = setup.statusBar
      expected.jumpBar = setup.jumpBar
      #expect(read == expected, "\(setup.name): \(setup.metadataValue)")
      #expect(refresh == nil)
      let configuration = ScrollViewScene<GridSnapDelegate>.Configuration(setup: read)
      #expect(configuration.statusBar == setup.statusBar && configuration.jumpBar == setup.jumpBar, "\(setup.name)")
    }
  }

  @Test func aFractionalRateAndSnapReadBack() throws {
    var options = ScrollViewSceneSetup(viewport: Size(width: 375, height: 667), content: Size(width: 1125.5, height: 667))
    options.rate = try #require(DecelerationRate(rawValue: 0.99))
    options.snap = Size(width: 88, height: 0)
    options.inset = EdgeInsets(top: 0.5, left: 0, bottom: 34, right: 0)
    options.startOffset = Point(x: -1.25, y: 0)
    let metadata = TraceMetadata(unknown: [.init(key: ScrollViewSceneSetup.metadataKey, value: options.metadataValue, line: 1, valueColumn: 15)])
    var read = ScrollViewSceneSetup(viewport: options.viewport)
    var refresh: Double?
    try read.apply(metadata, path: "t.csv", refresh: &refresh)
    #expect(read == options, "\(options.metadataValue)")
  }

  /// A snap grid with a zero width is written `snap=0x18`; Swift's `Double("0x18")` reads that
  /// as the hexadecimal 24, which made it a 24 × 24 grid. The keys take decimal numbers only
  /// (as the trace format does, docs/trace-format.md), so `0x18` is the size 0 × 18 and a
  /// hexadecimal spelling elsewhere is refused. Found by the screen file's round trip.
  @Test func aSnapWithAZeroWidthReadsBackAndHexadecimalIsNotANumber() throws {
    var options = ScrollViewSceneSetup()
    options.snap = Size(width: 0, height: 18)
    let metadata = TraceMetadata(unknown: [.init(key: ScrollViewSceneSetup.metadataKey, value: options.metadataValue, line: 1, valueColumn: 15)])
    var read = ScrollViewSceneSetup()
    var refresh: Double?
    try read.apply(metadata, path: "t.csv", refresh: &refresh)
    #expect(read.snap == Size(width: 0, height: 18), "\(options.metadataValue)")
    var scratch = ScrollViewSceneSetup()
    for (key, text) in [(ScrollViewSceneSetup.Key.pageSpacing, "0x10"), (.scale, "0x1p1"), (.inset, "0x1,0,0,0"), (.startOffset, "0x10,0"), (.rate, "0x0.ff"), (.content, "0x1p9x10")] {
      #expect(!scratch.set(key, to: text, refresh: &refresh), "\(key.rawValue)=\(text) was read")
    }
  }
}
