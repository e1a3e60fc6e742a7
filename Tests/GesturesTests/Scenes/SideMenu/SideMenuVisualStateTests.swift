import Gestures
import ScrollPhysics
import Testing

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

@Suite struct SideMenuVisualStateTests {
  let geometry = SideMenuGeometry()

  @Test func fullyShownMenuIsTheContainerFrame() {
    // Offset 0: fraction = 1 − 0/80 = 1, alpha 1, hamburger π/2; rotation (1 − 1)·(−π/2) = 0, so the
    // transform is P · T(40): the +40 undoes the anchor shift and the quad is (0, 0)–(80, 844).
    let s = SideMenuVisualState(contentOffsetX: 0, geometry: geometry)
    #expect(s.fraction == 1 && s.menuAlpha == 1)
    #expect(close(s.hamburgerAngle, Double.pi / 2))
    #expect(close(s.menuQuad.topLeft, Point(x: 0, y: 0)))
    #expect(close(s.menuQuad.topRight, Point(x: 80, y: 0)))
    #expect(close(s.menuQuad.bottomRight, Point(x: 80, y: 844)))
    #expect(close(s.menuQuad.bottomLeft, Point(x: 0, y: 844)))
  }

  @Test func hiddenMenuIsEdgeOnAtTheScreensLeftEdge() {
    // Offset 80: fraction 0, alpha 0, hamburger 0; rotation −π/2 about the hinge (content x 80).
    // Every corner projects to content x 80, i.e. screen x 80 − 80 = 0. The far (left) edge is
    // 80 pt deep: W = 1 + 80/1000 = 1.08, so its y shrinks towards 422: 422 − 422/1.08 =
    // 31.259259259259295 and 422 + 422/1.08 = 812.7407407407406.
    let s = SideMenuVisualState(contentOffsetX: 80, geometry: geometry)
    #expect(s.fraction == 0 && s.menuAlpha == 0 && s.hamburgerAngle == 0)
    #expect(close(s.menuQuad.topLeft, Point(x: 0, y: 31.259259259259295)))
    #expect(close(s.menuQuad.topRight, Point(x: 0, y: 0)))
    #expect(close(s.menuQuad.bottomRight, Point(x: 0, y: 844)))
    #expect(close(s.menuQuad.bottomLeft, Point(x: 0, y: 812.7407407407406)))
  }

  @Test func halfwayFlip() {
    // Offset 40: fraction 1 − 40/80 = 0.5, hamburger 0.5·π/2 = π/4, rotation −π/4.
    // Top-left, (−80, −422) from the hinge: X = −80·cos(π/4) = −56.568542494923804,
    // depth −56.568542494923804, W = 1.0565685424949238; content x = X/W + 40 + 40 =
    // 26.46012992082283, screen x = 26.46012992082283 − 40 = −13.53987007917717;
    // y = −422/W + 422 = 22.593825173412768. The hinge corners stay at content x 80 → screen 40.
    let s = SideMenuVisualState(contentOffsetX: 40, geometry: geometry)
    #expect(s.fraction == 0.5 && s.menuAlpha == 0.5)
    #expect(close(s.hamburgerAngle, Double.pi / 4))
    #expect(close(s.menuQuad.topLeft, Point(x: -13.53987007917717, y: 22.593825173412768)))
    #expect(close(s.menuQuad.topRight, Point(x: 40, y: 0)))
    #expect(close(s.menuQuad.bottomRight, Point(x: 40, y: 844)))
  }

  @Test func fractionIsClamped() {
    // 1 − (−10)/80 = 1.125 → 1; 1 − 100/80 = −0.25 → 0; 1 − 20/80 = 0.75.
    #expect(SideMenuVisualState.fraction(contentOffsetX: -10, menuWidth: 80) == 1)
    #expect(SideMenuVisualState.fraction(contentOffsetX: 100, menuWidth: 80) == 0)
    #expect(SideMenuVisualState.fraction(contentOffsetX: 20, menuWidth: 80) == 0.75)
    #expect(SideMenuVisualState.fraction(contentOffsetX: .nan, menuWidth: 80) == 0)
  }

  @Test func transformFieldsAtFullyShown() {
    // P · T(40): row 3 of P is (0, 0, 1, −0.001); times T's column 1 (1, 0, 0, 40) gives m31 = −0.04;
    // m33 = 1, m34 = −0.001; row 4 (0, 0, 0, 1) · T = (40, 0, 0, 1).
    let t = SideMenuVisualState.menuTransform(fraction: 1, menuWidth: 80)
    #expect(close(t.m31, -0.04) && close(t.m33, 1) && close(t.m34, -0.001))
    #expect(close(t.m41, 40) && t.m44 == 1 && close(t.m11, 1))
  }

  @Test func menuRowHitTesting() {
    // Fully shown, the menu is untransformed on screen: rows at y 91 + 80r, x 0…80.
    let shown = SideMenuVisualState(contentOffsetX: 0, geometry: geometry)
    #expect(shown.menuRow(atScreenPoint: Point(x: 40, y: 100), geometry: geometry) == 0)
    #expect(shown.menuRow(atScreenPoint: Point(x: 40, y: 260), geometry: geometry) == 2)
    #expect(shown.menuRow(atScreenPoint: Point(x: 40, y: 60), geometry: geometry) == nil)
    #expect(shown.menuRow(atScreenPoint: Point(x: 100, y: 260), geometry: geometry) == nil)
    // Hidden, nothing is hit (edge-on and transparent).
    let hidden = SideMenuVisualState(contentOffsetX: 80, geometry: geometry)
    #expect(hidden.menuRow(atScreenPoint: Point(x: 0, y: 260), geometry: geometry) == nil)
    // Half way: the local point (70, 300) of row floor((300 − 91)/80) = 2, mapped forward to the
    // screen through the layer, hits row 2 again (the hit test inverts the projection).
    let half = SideMenuVisualState(contentOffsetX: 40, geometry: geometry)
    let screen = half.menuLayer.convertToSuperlayer(Point(x: 70, y: 300))! - Vector(dx: 40, dy: 0)
    #expect(half.menuRow(atScreenPoint: screen, geometry: geometry) == 2)
    let back = half.menuLayer.convertFromSuperlayer(screen + Vector(dx: 40, dy: 0))!
    #expect(close(back, Point(x: 70, y: 300), 1e-9))
  }
}
