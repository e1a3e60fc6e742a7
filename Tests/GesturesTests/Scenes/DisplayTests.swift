import Gestures
import ScrollPhysics
import Testing

/// `Display`: the viewport and scale rules every scene shares.
@Suite struct DisplayTests {
  @Test func validationRejectsUnusableInput() {
    #expect(problem { try Display.validate(viewport: Size(width: 390, height: 844), scale: 3) } == nil)
    #expect(problem { try Display.validate(viewport: Size(width: 0, height: 844), scale: 3) } != nil)
    #expect(problem { try Display.validate(viewport: Size(width: 390, height: .nan), scale: 3) } != nil)
    #expect(problem { try Display.validate(viewport: Size(width: 390, height: 844), scale: 0) } != nil)
    #expect(problem { try Display.validate(viewport: Size(width: 390, height: 844), scale: .infinity) } != nil)
  }

  /// The bounds are inclusive: 1 and 100 000 points, 0.5 and 10 pixels per point.
  @Test func boundsAreInclusive() {
    #expect(problem { try Display.validate(viewport: Size(width: 1, height: 100_000), scale: 0.5) } == nil)
    #expect(problem { try Display.validate(viewport: Size(width: 100_000, height: 1), scale: 10) } == nil)
    #expect(problem { try Display.validate(viewport: Size(width: 100_000.5, height: 844)) } != nil)
    #expect(problem { try Display.validate(viewport: Size(width: 390, height: 0.99)) } != nil)
    #expect(problem { try Display.validate(scale: 10.01) } != nil)
    #expect(problem { try Display.validate(scale: 0.49) } != nil)
  }

  /// The viewport is checked before the scale, with the wording the command line prints.
  @Test func reasonsNameWhatIsWrong() {
    #expect(
      problem { try Display.validate(viewport: Size(width: 0, height: 844), scale: 0) }
        == SetupProblem(.viewport, "the viewport must be between 1x1 and 100000x100000 points, got \(Size(width: 0, height: 844))"))
    #expect(problem { try Display.validate(scale: 0) } == SetupProblem(.scale, "the scale must be between 0.5 and 10 pixels per point, got 0.0"))
  }

  /// Every scene's display: 1…1000 Hz (the trace reader's `# refresh:` limit), the
  /// rule `SceneRunner` and the command line apply.
  @Test func theRefreshRateRule() {
    #expect(problem { try Display.validate(refreshRate: 1) } == nil)
    #expect(problem { try Display.validate(refreshRate: 1000) } == nil)
    #expect(
      problem { try Display.validate(refreshRate: 0) } == SetupProblem(.refresh, "the refresh rate must be between 1 and 1000 Hz, got 0.0"))
    #expect(problem { try Display.validate(refreshRate: 1000.5) }?.key == .refresh)
    #expect(problem { try Display.validate(refreshRate: .nan) }?.key == .refresh)
  }

  /// The default screen: 390 × 844 points at 3× and 60 Hz (an iPhone 12–15 in
  /// portrait, docs/sources.md), the one every scene's default configuration is built on.
  @Test func theDefaultScreen() {
    #expect(Display.defaultViewport == Size(width: 390, height: 844))
    #expect(Display.defaultScale == 3 && Display.defaultRefreshRate == 60)
    #expect(SideMenuGeometry().viewport == Display.defaultViewport && TableGeometry().scale == 3)
  }

  /// The drop-down and transitions scenes apply the shared rule before their own.
  @Test func sceneRulesStartFromTheSharedOne() {
    let tooWide = Size(width: 200_000, height: 844)
    #expect(problem { try DropdownGeometry.validate(viewport: tooWide) } == problem { try Display.validate(viewport: tooWide) })
    #expect(problem { try TransitionsGeometry.validate(viewport: tooWide) } == problem { try Display.validate(viewport: tooWide) })
  }
}
