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
        viewport: setup.options.viewport, unknown: [.init(key: ScrollViewSceneSetup.metadataKey, value: setup.metadataValue, line: 1, valueColumn: 15)])
      var read = ScrollViewSceneSetup(viewport: setup.options.viewport, scale: setup.options.scale)
      var refresh: Double?
      try read.apply(metadata, path: "minimal.csv", refresh: &refresh)
      var expected = setup.options
      expected.statusBar = setup.statusBar
      expected.jumpBar = setup.jumpBar
      #expect(read == expected, "\(setup.name): \(setup.metadataValue)")
      #expect(refresh == nil)
      let configuration = ScrollViewScene<GridSnapDelegate>.Configuration(options: read)
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
}
