import ScrollPhysics
import Testing

private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func close(_ a: Quad, _ b: Quad, _ tolerance: Double = 1e-9) -> Bool {
  zip(a.corners, b.corners).allSatisfy { close($0.0, $0.1, tolerance) }
}

@Suite struct LayerGeometryTests {
  @Test func viewFrameMapsBack() {
    // A view with frame (10, 20, 100, 50): bounds (0, 0, 100, 50), position = centre (60, 45).
    // Identity: frame.origin = position − anchor ⊙ size = (60 − 50, 45 − 25) = (10, 20).
    let layer = LayerGeometry(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(layer.position == Point(x: 60, y: 45))
    #expect(layer.anchorInBounds == Point(x: 50, y: 25))
    #expect(layer.cornersInSuperlayer == Quad(Rect(x: 10, y: 20, width: 100, height: 50)))
  }

  @Test func boundsOriginShiftsTheAnchor() {
    // bounds origin (5, 5), size 10 × 10, anchor (0.5, 0.5): A = (10, 10). Position (0, 0):
    // the bounds point (5, 5) maps to (5 − 10, 5 − 10) = (−5, −5).
    let layer = LayerGeometry(bounds: Rect(x: 5, y: 5, width: 10, height: 10), position: .zero)
    #expect(layer.convertToSuperlayer(Point(x: 5, y: 5)) == Point(x: -5, y: -5))
  }

  @Test func movingTheAnchorWithoutThePositionMovesTheLayer() {
    // The side-menu container: frame (0, 0, 80, 844), so position (40, 422). Setting the anchor
    // to (1, 0.5) and keeping the position puts the frame at position − (80, 422) = (−40, 0).
    var layer = LayerGeometry(frame: Rect(x: 0, y: 0, width: 80, height: 844))
    layer.anchorPoint = Point(x: 1, y: 0.5)
    #expect(layer.cornersInSuperlayer == Quad(Rect(x: -40, y: 0, width: 80, height: 844)))
    // A +40 translation in x puts it back: (0, 0, 80, 844).
    layer.transform = .translation(tx: 40, ty: 0, tz: 0)
    #expect(layer.cornersInSuperlayer == Quad(Rect(x: 0, y: 0, width: 80, height: 844)))
  }

  @Test func transformPivotsOnTheAnchor() {
    // 100 × 100 layer at position (200, 300), anchor (0.5, 0.5): A = (50, 50). Rotating by π/2
    // about z turns the bounds point (100, 50) (right-edge middle, offset (50, 0) from A) into
    // offset (0, 50), so it lands at (200, 350).
    let layer = LayerGeometry(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 300),
      transform: .rotation(angle: Double.pi / 2, x: 0, y: 0, z: 1))
    #expect(close(layer.convertToSuperlayer(Point(x: 100, y: 50))!, Point(x: 200, y: 350)))
    // The anchor itself stays at the position.
    #expect(close(layer.convertToSuperlayer(Point(x: 50, y: 50))!, Point(x: 200, y: 300)))
  }

  @Test func hingedFlipEdgeOnAndHalfway() {
    // The tutorial's flip (UIKIT.md §1.4–1.5): P = identity with m34 = −1/1000, R = rotation about y
    // by θ applied before P (R·P), then Concat with translation (40, 0, 0); anchor (1, 0.5),
    // position (40, 422), bounds 80 × 844, so A = (80, 422).
    func layer(angle: Double) -> LayerGeometry {
      var p = Transform3D.identity
      p.m34 = -1.0 / 1000.0
      let t = p.rotated(angle: angle, x: 0, y: 1, z: 0).concatenating(.translation(tx: 40, ty: 0, tz: 0))
      return LayerGeometry(
        bounds: Rect(x: 0, y: 0, width: 80, height: 844), anchorPoint: Point(x: 1, y: 0.5),
        position: Point(x: 40, y: 422), transform: t)
    }
    // θ = 0: the quad is the container frame (0, 0, 80, 844).
    #expect(close(layer(angle: 0).cornersInSuperlayer!, Quad(Rect(x: 0, y: 0, width: 80, height: 844))))
    // θ = −π/2: c = 0, s = −1, so m13 = −s = 1 and m11 = 0. A bounds point (x, y) is (x − 80, y − 422)
    // from A; R gives X = 0, Z = x − 80; W = 1 − Z/1000. The two translations add 40·W each, so
    // X/W = 80 for every corner. Left edge (x = 0): Z = −80, W = 1.08; y = 0 → −422/1.08 + 422 =
    // 31.259259259259295; y = 844 → 422/1.08 + 422 = 812.7407407407406. Right edge: W = 1, y unchanged.
    let edgeOn = layer(angle: -Double.pi / 2).cornersInSuperlayer!
    #expect(close(edgeOn, Quad(
      topLeft: Point(x: 80, y: 31.259259259259295), topRight: Point(x: 80, y: 0),
      bottomRight: Point(x: 80, y: 844), bottomLeft: Point(x: 80, y: 812.7407407407406))))
    // θ = −π/4: c = √2/2, s = −√2/2. Top-left (−80, −422) from A: X = −80c = −56.5685…, Z = −80·(√2/2),
    // W = 1 + 0.0565685… = 1.0565685424949238; x = −56.5685…/W + 80 = 26.46012992082283,
    // y = −422/W + 422 = 22.593825173412768.
    let halfway = layer(angle: -Double.pi / 4).cornersInSuperlayer!
    #expect(close(halfway.topLeft, Point(x: 26.46012992082283, y: 22.593825173412768)))
    #expect(close(halfway.topRight, Point(x: 80, y: 0)))
  }

  @Test func convertFromSuperlayerInvertsThePlaneMap() {
    // The π/2 z-rotation above maps the bounds point (100, 50) to (200, 350); the inverse maps back.
    let rotated = LayerGeometry(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 300),
      transform: .rotation(angle: Double.pi / 2, x: 0, y: 0, z: 1))
    #expect(close(rotated.convertFromSuperlayer(Point(x: 200, y: 350))!, Point(x: 100, y: 50)))
    // A scale of 2 about the centre (50, 50) placed at (50, 50): superlayer (150, 50) is bounds
    // point 50 + (150 − 50)/2 = 100 in x, 50 in y.
    let scaled = LayerGeometry(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
      transform: .scale(sx: 2, sy: 2, sz: 1))
    #expect(close(scaled.convertFromSuperlayer(Point(x: 150, y: 50))!, Point(x: 100, y: 50)))
    // Seen edge-on (rotated π/2 about y) the layer's image is a line: no point can be inverted.
    let edgeOn = LayerGeometry(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
      transform: .rotation(angle: Double.pi / 2, x: 0, y: 1, z: 0))
    #expect(edgeOn.convertFromSuperlayer(Point(x: 50, y: 50)) == nil)
  }
}
