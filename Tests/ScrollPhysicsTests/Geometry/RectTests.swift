import ScrollPhysics
import Testing

@Suite struct RectTests {
  @Test func containsIsHalfOpenLikeCGRect() {
    // CGRect.contains: minX <= x < maxX, minY <= y < maxY.
    let r = Rect(x: 8, y: 47, width: 44, height: 44)
    #expect(r.contains(Point(x: 8, y: 47)))
    #expect(r.contains(Point(x: 51.9, y: 90.9)))
    #expect(!r.contains(Point(x: 52, y: 60)))
    #expect(!r.contains(Point(x: 20, y: 91)))
    #expect(r.maxX == 52 && r.maxY == 91)
    #expect(r.center == Point(x: 30, y: 69))
  }
}
