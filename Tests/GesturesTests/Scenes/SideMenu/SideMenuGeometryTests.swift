import Gestures
import ScrollPhysics
import Testing

@Suite struct SideMenuGeometryTests {
  @Test func defaultsAreTheIssues() {
    let g = SideMenuGeometry()
    #expect(g.viewport == Size(width: 390, height: 844))
    #expect(g.scale == 3)
    // Content width = viewport width + menu width = 390 + 80 = 470.
    #expect(g.contentSize == Size(width: 470, height: 844))
    // The largest offset is 470 − 390 = 80: the menu is hidden there.
    #expect(g.hiddenOffsetX == 80)
    #expect(g.menuContainerFrame == Rect(x: 0, y: 0, width: 80, height: 844))
    #expect(g.detailContainerFrame == Rect(x: 80, y: 0, width: 390, height: 844))
  }

  @Test func hamburgerMovesWithTheContent() {
    // Screen x = 80 − offsetX + local x; local frame x 8…52, y 47…91.
    let g = SideMenuGeometry()
    // Hidden (offset 80): 80 − 80 + 8 = 8.
    #expect(g.hamburgerScreenFrame(contentOffsetX: 80) == Rect(x: 8, y: 47, width: 44, height: 44))
    // Shown (offset 0): 80 − 0 + 8 = 88, so x 88…132.
    #expect(g.hamburgerScreenFrame(contentOffsetX: 0) == Rect(x: 88, y: 47, width: 44, height: 44))
    // Half way (offset 40): 80 − 40 + 8 = 48.
    #expect(g.hamburgerScreenFrame(contentOffsetX: 40).minX == 48)
  }

  @Test func menuRowsStartBelowTheNavigationBar() {
    // Row r spans y 91 + 80r … 91 + 80(r + 1); 7 rows end at 91 + 560 = 651.
    let g = SideMenuGeometry()
    #expect(g.menuRowFrame(0) == Rect(x: 0, y: 91, width: 80, height: 80))
    #expect(g.menuRowFrame(6) == Rect(x: 0, y: 571, width: 80, height: 80))
    #expect(g.menuRow(atLocalPoint: Point(x: 40, y: 90.9)) == nil)
    #expect(g.menuRow(atLocalPoint: Point(x: 40, y: 91)) == 0)
    #expect(g.menuRow(atLocalPoint: Point(x: 40, y: 170.9)) == 0)
    #expect(g.menuRow(atLocalPoint: Point(x: 40, y: 171)) == 1)
    #expect(g.menuRow(atLocalPoint: Point(x: 79.9, y: 650.9)) == 6)
    #expect(g.menuRow(atLocalPoint: Point(x: 40, y: 651)) == nil)
    #expect(g.menuRow(atLocalPoint: Point(x: 80, y: 300)) == nil)
    #expect(g.menuRow(atLocalPoint: Point(x: -0.1, y: 300)) == nil)
    #expect(g.menuRow(atLocalPoint: Point(x: 40, y: .infinity)) == nil)
  }
}
