import Gestures
import ScrollPhysics
import Testing

/// `CardStackGeometry`: the per-depth formulas, the perspective they give, the
/// validation of user input and the flip's projected quads. Expected values are
/// computed by hand in the comments.
@Suite struct CardStackGeometryTests {
  let geometry = CardStackGeometry()

  func expectRect(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(r.minX - x) < 1e-9 && abs(r.minY - y) < 1e-9, "origin \(r)", sourceLocation: sourceLocation)
    #expect(abs(r.size.width - w) < 1e-9 && abs(r.size.height - h) < 1e-9, "size \(r)", sourceLocation: sourceLocation)
  }

  func expectPoint(_ p: Point, _ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9, "\(p) vs (\(x), \(y))", sourceLocation: sourceLocation)
  }

  @Test func defaultsAreTheIssues() {
    // Issue 5: 390 × 844 at scale 3, 20 cards, 4 visible, head 300 × 400 centred with its bottom at 640;
    // the seed's m34 = −1/2000.
    #expect(geometry.viewport == Size(width: 390, height: 844) && geometry.scale == 3)
    #expect(geometry.cardCount == 20 && geometry.visibleCount == 4)
    #expect(geometry.cardSize == Size(width: 300, height: 400) && geometry.headBottom == 640)
    #expect(geometry.perspectiveDistance == 2000)
    // Centred: x = 195 − 150 = 45; top = 640 − 400 = 240.
    expectRect(geometry.headFrame, 45, 240, 300, 400)
  }

  @Test func perDepthFormulas() {
    // s(d) = 0.9^d; top offset −30·(1 + 0.9 + … + 0.9^(d−1)); border 8·s; dimming 1 − 0.85^d.
    // d = 1: s 0.9, 270 × 360, x = 195 − 135 = 60, y = 240 − 30 = 210, border 7.2, dimming 0.15.
    // d = 2: s 0.81, 243 × 324, x = 195 − 121.5 = 73.5, y = 240 − 57 = 183, border 6.48, dimming 1 − 0.7225 = 0.2775.
    // d = 3: s 0.729, 218.7 × 291.6, x = 195 − 109.35 = 85.65, y = 240 − 81.3 = 158.7, border 5.832,
    //        dimming 1 − 0.614125 = 0.385875.
    // d = 4 (a card sliding in or out at the back): s 0.6561, 196.83 × 262.44, x = 195 − 98.415 = 96.585,
    //        y = 240 − (81.3 + 21.87) = 136.83, border 5.2488, dimming 1 − 0.52200625 = 0.47799375.
    let expected: [(Double, Double, Double, Double, Double, Double, Double, Double)] = [
      (1, 0, 45, 240, 300, 400, 8, 0),
      (0.9, -30, 60, 210, 270, 360, 7.2, 0.15),
      (0.81, -57, 73.5, 183, 243, 324, 6.48, 0.2775),
      (0.729, -81.3, 85.65, 158.7, 218.7, 291.6, 5.832, 0.385875),
      (0.6561, -103.17, 96.585, 136.83, 196.83, 262.44, 5.2488, 0.47799375),
    ]
    for (d, e) in expected.enumerated() {
      #expect(abs(geometry.scale(atDepth: d) - e.0) < 1e-12, "scale \(d)")
      #expect(abs(geometry.verticalOffset(atDepth: d) - e.1) < 1e-9, "offset \(d)")
      expectRect(geometry.frame(atDepth: d), e.2, e.3, e.4, e.5)
      #expect(abs(geometry.borderWidth(atDepth: d) - e.6) < 1e-12, "border \(d)")
      #expect(abs(geometry.dimming(atDepth: d) - e.7) < 1e-12, "dimming \(d)")
      let layout = geometry.layout(atDepth: d)
      #expect(layout.frame == geometry.frame(atDepth: d) && layout.borderWidth == geometry.borderWidth(atDepth: d))
      #expect(layout.dimming == geometry.dimming(atDepth: d))
    }
  }

  @Test func theStackLooksLikeThePerspectiveTheSeedDescribes() {
    // The seed: cards further back are smaller, higher, darker and have thinner borders, and the
    // spacing differs in x and y. Each card peeks out above the one in front by a strip that shrinks
    // with depth, and is hidden below it (narrower and ending higher).
    for d in 1..<5 {
      let front = geometry.frame(atDepth: d - 1)
      let back = geometry.frame(atDepth: d)
      #expect(back.size.width < front.size.width && back.size.height < front.size.height)
      #expect(back.minY < front.minY, "higher")
      #expect(back.minX > front.minX && back.maxX < front.maxX && back.maxY < front.maxY, "hidden below the one in front")
      #expect(geometry.borderWidth(atDepth: d) < geometry.borderWidth(atDepth: d - 1))
      #expect(geometry.dimming(atDepth: d) > geometry.dimming(atDepth: d - 1) && geometry.dimming(atDepth: d) < 1)
      #expect(abs(back.center.x - 195) < 1e-9, "centred")
      if d >= 2 {
        let strip = front.minY - back.minY
        let previousStrip = geometry.frame(atDepth: d - 2).minY - front.minY
        #expect(strip < previousStrip, "the strips shrink: \(strip) < \(previousStrip)")
      }
    }
    // Spacing differs in x and y: between depths 0 and 1, 15 points per side against 30 at the top.
    #expect(geometry.frame(atDepth: 1).minX - geometry.frame(atDepth: 0).minX == 15)
    #expect(geometry.frame(atDepth: 0).minY - geometry.frame(atDepth: 1).minY == 30)
  }

  @Test func negativeDepthHasTheHeadLayout() {
    // A card flipped off the stack stays hinged on the head card's bottom edge.
    #expect(geometry.layout(atDepth: -1) == geometry.layout(atDepth: 0))
    #expect(geometry.layout(atDepth: -7) == geometry.layout(atDepth: 0))
  }

  @Test func aDepthScaleOfOneGivesEqualGaps() {
    // r = 1: the sum 1 + r + … has d terms, so the offset is −30·d and every card has the head's size.
    let flat = CardStackGeometry(depthScale: 1)
    #expect(flat.verticalOffset(atDepth: 3) == -90)
    #expect(flat.frame(atDepth: 3).size == Size(width: 300, height: 400))
  }

  @Test func validation() {
    #expect(problem { try geometry.validate() } == nil)
    var g = geometry
    g.cardCount = 0
    #expect(problem { try g.validate() } != nil)
    g = geometry
    g.visibleCount = 0
    #expect(problem { try g.validate() } != nil)
    g = geometry
    g.cardSize = Size(width: 300, height: 2000)
    #expect(problem { try g.validate() }?.reason.contains("perspective") == true, "a card as tall as the eye distance would reach the eye")
    g = geometry
    g.depthScale = 0
    #expect(problem { try g.validate() } != nil)
    g.depthScale = 1.01
    #expect(problem { try g.validate() } != nil)
    g = geometry
    g.brightnessRatio = 1.5
    #expect(problem { try g.validate() } != nil)
    g = geometry
    g.topGap = -1
    #expect(problem { try g.validate() } != nil)
    g = geometry
    g.borderWidth = .nan
    #expect(problem { try g.validate() } != nil)
    g = geometry
    g.headBottom = .infinity
    #expect(problem { try g.validate() } != nil)
    #expect(problem { try Display.validate(viewport: Size(width: 0, height: 844), scale: 3) }?.key == .viewport)
    #expect(problem { try Display.validate(viewport: Size(width: 390, height: 844), scale: 0.1) }?.key == .scale)
    #expect(problem { try Display.validate(viewport: Size(width: 390, height: 844), scale: 3) } == nil)
  }

  // MARK: - The flip's transform and quads

  @Test func flipTransformIsRotationThenPerspective() {
    // identity with m34 = −1/2000, then CATransform3DRotate(t, a, 1, 0, 0) = R · P (UIKIT.md §1.4).
    var p = Transform3D.identity
    p.m34 = -1.0 / 2000
    let expected = Transform3D.rotation(angle: -1, x: 1, y: 0, z: 0).concatenating(p)
    let t = geometry.flipTransform(angle: -1)
    #expect(t == expected)
    // R · P keeps the z → W term: m34 = cos a · (−1/2000), m24 = sin a · (−1/2000)·... (row 2 of R is
    // (0, c, s, 0), times P's column 4 (0, 0, −1/2000, 1) gives s·(−1/2000)).
    #expect(abs(t.m24 - Elementary.sin(-1) * (-1.0 / 2000)) < 1e-15)
  }

  @Test func flatCardQuadIsItsFrame() {
    let quad = geometry.quad(frame: geometry.headFrame, angle: 0)
    expectPoint(quad.topLeft, 45, 240)
    expectPoint(quad.topRight, 345, 240)
    expectPoint(quad.bottomRight, 345, 640)
    expectPoint(quad.bottomLeft, 45, 640)
  }

  @Test func edgeOnCardIsALineAtTheHinge() {
    // −π/2: the top edge (y = −400 from the anchor) goes to (y·cos, y·sin) = (0, 400): 400 points
    // towards the viewer, so W = 1 − 400/2000 = 0.8 and its x spreads to 195 ± 150/0.8 = 195 ± 187.5.
    // The bottom edge is on the hinge and does not move.
    let quad = geometry.quad(frame: geometry.headFrame, angle: -Double.pi / 2)
    expectPoint(quad.topLeft, 7.5, 640)
    expectPoint(quad.topRight, 382.5, 640)
    expectPoint(quad.bottomRight, 345, 640)
    expectPoint(quad.bottomLeft, 45, 640)
  }

  @Test func cardAtMinusPiOverThreeIsForeshortened() {
    // −π/3: cos = 0.5, sin = −√3/2. The top edge goes to y = −400·0.5 = −200, z = 400·√3/2 = 346.41;
    // W = 1 − 346.41/2000 = 1 − 0.1·√3 = 0.826795. On screen: x = 195 ∓ 150/W = 195 ∓ 181.423466
    // (13.576534, 376.423466), y = 640 − 200/W = 640 − 241.897955 = 398.102045.
    let quad = geometry.quad(frame: geometry.headFrame, angle: -Double.pi / 3)
    #expect(abs(quad.topLeft.x - 13.576533903574074) < 1e-9 && abs(quad.topLeft.y - 398.10204520476543) < 1e-9)
    #expect(abs(quad.topRight.x - 376.42346609642595) < 1e-9 && abs(quad.topRight.y - 398.10204520476543) < 1e-9)
    expectPoint(quad.bottomRight, 345, 640)
    expectPoint(quad.bottomLeft, 45, 640)
  }

  @Test func cardTurnedDownShowsBelowTheHinge() {
    // −π: (0, −400, 0) → (0, 400, ~0): the card lies mirrored below its bottom edge, y 640…1040,
    // with its top-left corner at the bottom left.
    let quad = geometry.quad(frame: geometry.headFrame, angle: -Double.pi)
    expectPoint(quad.topLeft, 45, 1040)
    expectPoint(quad.topRight, 345, 1040)
    expectPoint(quad.bottomRight, 345, 640)
    expectPoint(quad.bottomLeft, 45, 640)
  }

  @Test func depthOneCardHingesOnItsOwnBottomEdge() {
    // The card at depth 1 (60…330 × 210…570) edge-on: anchor (195, 570); its top edge is 360 points
    // towards the viewer, W = 1 − 360/2000 = 0.82, x = 195 ∓ 135/0.82 = 195 ∓ 164.634146.
    let quad = geometry.quad(frame: geometry.frame(atDepth: 1), angle: -Double.pi / 2)
    expectPoint(quad.topLeft, 30.365853658536594, 570)
    expectPoint(quad.topRight, 359.6341463414634, 570)
    expectPoint(quad.bottomLeft, 60, 570)
  }

  @Test func layerGeometryUsesTheBottomAnchor() {
    // The seed moves the anchor to (0.5, 1) and compensates the position, so the frame does not move.
    let layer = geometry.cardLayer(frame: geometry.headFrame, angle: 0)
    #expect(layer.anchorPoint == Point(x: 0.5, y: 1))
    #expect(layer.position == Point(x: 195, y: 640))
    #expect(layer.bounds == Rect(x: 0, y: 0, width: 300, height: 400))
  }
}
