@testable import gesture_sim
import ScrollPhysics
import Testing

/// The scroll indicators' geometry (docs/viewer.md, "scroll-view"), against hand
/// calculations of the documented formula: track T = B − 2 × 3 (less 3 + 3 at the
/// corner when both bars show), length T × visible fraction within [36, T] (the
/// floor shrinking past an edge), start 3 + progress × (T − length).
@Suite struct ScrollIndicatorsTests {
  /// A 390 × 844 scroll view over a 5000-point list: the range is 0…4156.
  let list = ScrollIndicators(boundsSize: Size(width: 390, height: 844), minimum: .zero, maximum: Point(x: 0, y: 4156))

  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test func aListHasAVerticalBarOfTheVisibleFraction() throws {
    #expect(list.horizontal(at: .zero) == nil)
    // T = 844 − 6 = 838; length = 838 × 844/5000 = 141.4544; x = 390 − 3 − 3 = 384.
    let top = try #require(list.vertical(at: .zero))
    #expect(top.minX == 384 && top.size.width == 3 && top.minY == 3)
    #expect(close(top.size.height, 141.4544))
    // At the end the bar ends 3 pt above the bottom: 3 + 838 − 141.4544 = 699.5456.
    let bottom = try #require(list.vertical(at: Point(x: 0, y: 4156)))
    #expect(close(bottom.minY, 699.5456) && close(bottom.maxY, 841))
    // Halfway: 3 + 0.5 × (838 − 141.4544) = 351.2728.
    #expect(close(try #require(list.vertical(at: Point(x: 0, y: 2078))).minY, 351.2728))
  }

  @Test func aLongListsBarIsAtLeast36Points() throws {
    let long = ScrollIndicators(boundsSize: Size(width: 390, height: 844), minimum: .zero, maximum: Point(x: 0, y: 99_156))
    // 838 × 844/100000 = 7.07 pt, raised to the 36-point minimum.
    #expect(try #require(long.vertical(at: Point(x: 0, y: 500))).size.height == 36)
    // Pulled 100 pt past the top: the floor is 36 × (1 − (100/844)/0.2) = 14.6730; the
    // visible fraction 838 × 744/100000 = 6.23 is raised to 8 first, then to the floor.
    let pulled = try #require(long.vertical(at: Point(x: 0, y: -100)))
    #expect(close(pulled.size.height, 36 * (1 - (100.0 / 844) / 0.2)) && pulled.minY == 3)
    // Pulled 300 pt (over 20 % of 844): the floor is gone, the bar is 8 pt, against the top.
    let far = try #require(long.vertical(at: Point(x: 0, y: -300)))
    #expect(far.size.height == 8 && far.minY == 3)
    // Past the bottom it stays against the bottom: 3 + 838 − 8.
    let end = try #require(long.vertical(at: Point(x: 0, y: 99_156 + 300)))
    #expect(end.size.height == 8 && end.minY == 833)
  }

  @Test func anOverscrollShortensTheBarByTheContentLeftInView() throws {
    // Pulled 100 pt past the top of the 5000-point list: 838 × (844 − 100)/5000 = 124.6992,
    // above the shrunken floor.
    let bar = try #require(list.vertical(at: Point(x: 0, y: -100)))
    #expect(close(bar.size.height, 838 * 744.0 / 5000) && bar.minY == 3)
  }

  @Test func twoAxesShareTheCornerAndTheInsetsWidenTheRange() throws {
    // 800 × 5000 content with insets 40, 10, 60, 10 (top, left, bottom, right) in 390 × 844:
    // the range is (−10, −40)…(800 + 10 − 390, 5000 + 60 − 844) = (420, 4216).
    let grid = ScrollIndicators(
      boundsSize: Size(width: 390, height: 844), minimum: Point(x: -10, y: -40), maximum: Point(x: 420, y: 4216))
    let start = Point(x: -10, y: -40)
    let vertical = try #require(grid.vertical(at: start))
    let horizontal = try #require(grid.horizontal(at: start))
    // Vertical: T = 844 − 6 − 6 = 832, length 832 × 844/(4256 + 844) = 137.6941.
    #expect(close(vertical.size.height, 832 * 844.0 / 5100) && vertical.minY == 3 && vertical.minX == 384)
    // Horizontal: T = 390 − 12 = 378, length 378 × 390/(430 + 390) = 179.7805, 3 pt above the bottom.
    #expect(close(horizontal.size.width, 378 * 390.0 / 820) && horizontal.minX == 3 && horizontal.minY == 838)
    // At the far corner neither reaches into the other's 6 points.
    let end = Point(x: 420, y: 4216)
    #expect(close(try #require(grid.vertical(at: end)).maxY, 835))
    #expect(close(try #require(grid.horizontal(at: end)).maxX, 381))
  }

  @Test func contentThatFitsHasNoBar() {
    let fits = ScrollIndicators(boundsSize: Size(width: 390, height: 844), minimum: .zero, maximum: .zero)
    #expect(fits.vertical(at: Point(x: 0, y: -50)) == nil && fits.horizontal(at: .zero) == nil)
  }
}
