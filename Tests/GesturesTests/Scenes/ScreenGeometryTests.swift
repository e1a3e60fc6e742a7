import Gestures
import ScrollPhysics
import Testing

/// `ScreenGeometry`: the viewport and scale rules every scene shares.
@Suite struct ScreenGeometryTests {
  @Test func validationRejectsUnusableInput() {
    #expect(ScreenGeometry.validate(viewport: Size(width: 390, height: 844), scale: 3) == nil)
    #expect(ScreenGeometry.validate(viewport: Size(width: 0, height: 844), scale: 3) != nil)
    #expect(ScreenGeometry.validate(viewport: Size(width: 390, height: .nan), scale: 3) != nil)
    #expect(ScreenGeometry.validate(viewport: Size(width: 390, height: 844), scale: 0) != nil)
    #expect(ScreenGeometry.validate(viewport: Size(width: 390, height: 844), scale: .infinity) != nil)
  }

  /// The bounds are inclusive: 1 and 100 000 points, 0.5 and 10 pixels per point.
  @Test func boundsAreInclusive() {
    #expect(ScreenGeometry.validate(viewport: Size(width: 1, height: 100_000), scale: 0.5) == nil)
    #expect(ScreenGeometry.validate(viewport: Size(width: 100_000, height: 1), scale: 10) == nil)
    #expect(ScreenGeometry.validate(viewport: Size(width: 100_000.5, height: 844)) != nil)
    #expect(ScreenGeometry.validate(viewport: Size(width: 390, height: 0.99)) != nil)
    #expect(ScreenGeometry.validate(scale: 10.01) != nil)
    #expect(ScreenGeometry.validate(scale: 0.49) != nil)
  }

  /// The viewport is checked before the scale, with the wording the command line prints.
  @Test func reasonsNameWhatIsWrong() {
    #expect(
      ScreenGeometry.validate(viewport: Size(width: 0, height: 844), scale: 0)
        == "the viewport must be between 1x1 and 100000x100000 points, got \(Size(width: 0, height: 844))")
    #expect(ScreenGeometry.validate(scale: 0) == "the scale must be between 0.5 and 10 pixels per point, got 0.0")
  }

  /// The drop-down and transitions scenes apply the shared rule before their own.
  @Test func sceneRulesStartFromTheSharedOne() {
    let tooWide = Size(width: 200_000, height: 844)
    #expect(DropdownGeometry.validate(viewport: tooWide) == ScreenGeometry.validate(viewport: tooWide))
    #expect(TransitionsGeometry.validate(viewport: tooWide) == ScreenGeometry.validate(viewport: tooWide))
  }
}
