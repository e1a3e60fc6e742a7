@testable import Gestures
import ScrollPhysics
import Testing

/// `ScreenGenerator`: every screen it draws is one a `ScreenScene` runs, within the
/// issue's bounds (up to 8 views, 2 scroll views, 6 recognizers), and it draws the
/// features the properties need (nesting, relations, every kind).
@Suite struct ScreenGeneratorTests {
  @Test func screensAreValidAndWithinBounds() {
    let generator = ScreenGenerator()
    var nestedScrollViews = 0
    var requirements = 0
    var simultaneous = 0
    var conditions = 0
    var kinds = Set<RecognizerKind>()
    for seed in 0..<2000 as Range<UInt64> {
      var random = SplitMix64(seed: seed)
      let screen = generator.generate(using: &random)
      let found = problem { try screen.validate() }
      #expect(found == nil, "seed \(seed): \(found.map(\.description) ?? "")")
      let views = screen.viewPaths.map { screen.view(at: $0) }
      #expect((1...8).contains(views.count))
      let scrollPaths = screen.viewPaths.filter { screen.view(at: $0).scrollView != nil }
      #expect(scrollPaths.count <= 2)
      if scrollPaths.count == 2, scrollPaths[1].starts(with: scrollPaths[0]) { nestedScrollViews += 1 }
      let recognizers = views.flatMap(\.recognizers)
      #expect(recognizers.count <= 6)
      for recognizer in recognizers {
        kinds.insert(recognizer.kind)
        requirements += recognizer.requireToFail.count
        simultaneous += recognizer.simultaneousWith.count
        if recognizer.shouldBegin != nil { conditions += 1 }
      }
      for hotspot in ScreenGenerator.hotspots(of: screen) {
        #expect(hotspot.minX >= 0 && hotspot.minY >= 0 && hotspot.maxX <= 390 && hotspot.maxY <= 844)
      }
    }
    #expect(nestedScrollViews > 20)
    #expect(requirements > 200 && simultaneous > 200 && conditions > 200)
    #expect(kinds == Set(RecognizerKind.allCases))
  }

  @Test func theSameSeedGivesTheSameScreen() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    #expect(ScreenGenerator().generate(using: &a) == ScreenGenerator().generate(using: &b))
  }

  /// Hotspots are the views where they are drawn, clipped to the window: a 100 × 100
  /// view at (50, 60) inside a view at (300, 800) is at (350, 860), of which the window
  /// (390 × 844) holds nothing; the outer view keeps (300, 800, 90, 44).
  @Test func hotspotsAreTheViewsOnScreen() {
    let screen = Screen(views: [
      Screen.View(
        id: "a", frame: Rect(x: 300, y: 800, width: 200, height: 200),
        subviews: [Screen.View(id: "b", frame: Rect(x: 50, y: 60, width: 100, height: 100))]),
      Screen.View(
        id: "c", frame: Rect(x: 0, y: 0, width: 390, height: 400),
        scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 800)),
        subviews: [Screen.View(id: "d", frame: Rect(x: 10, y: 20, width: 30, height: 40))]),
    ])
    #expect(ScreenGenerator.hotspots(of: screen) == [
      Rect(x: 300, y: 800, width: 90, height: 44), Rect(x: 0, y: 0, width: 390, height: 400), Rect(x: 10, y: 20, width: 30, height: 40),
    ])
  }
}
