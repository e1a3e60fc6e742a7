import ScrollPhysics
import Testing

@Suite struct InterpolatableTests {
  @Test func numbersInterpolateLinearlyAndEndExactly() {
    // 10 + (30 − 10)·0.25 = 15; progress 1.2 extrapolates to 34.
    #expect(Double.interpolate(from: 10, to: 30, progress: 0.25) == 15)
    #expect(abs(Double.interpolate(from: 10, to: 30, progress: 1.2) - 34) < 1e-12)
    #expect(Double.interpolate(from: 10, to: 30, progress: -0.5) == 0)
    // 0.3 + (0.9 − 0.3)·1 is 0.9000000000000001 in floating point (checked in Python); the
    // contract says exactly 0.9.
    #expect(0.3 + (0.9 - 0.3) * 1.0 != 0.9)
    #expect(Double.interpolate(from: 0.3, to: 0.9, progress: 1) == 0.9)
    #expect(Double.interpolate(from: 0.3, to: 0.9, progress: 0) == 0.3)
  }

  @Test func geometryInterpolatesPerComponent() {
    let a = Point(x: 0, y: 100)
    let b = Point(x: 40, y: -100)
    // (0 + 40·0.75, 100 − 200·0.75) = (30, −50).
    #expect(Point.interpolate(from: a, to: b, progress: 0.75) == Point(x: 30, y: -50))
    // Size (10, 20) → (30, 60) at 0.5: (20, 40).
    #expect(Size.interpolate(from: Size(width: 10, height: 20), to: Size(width: 30, height: 60), progress: 0.5)
      == Size(width: 20, height: 40))
    // Rect origin (0, 0) → (100, 50), size (10, 10) → (20, 30) at 0.5: (50, 25, 15, 20).
    let rect = Rect.interpolate(
      from: Rect(x: 0, y: 0, width: 10, height: 10), to: Rect(x: 100, y: 50, width: 20, height: 30),
      progress: 0.5)
    #expect(rect == Rect(x: 50, y: 25, width: 15, height: 20))
  }

  @Test func additiveOffsets() {
    // UIKit's additive conversion: fromValue = from − to (the dumped iOS 8 bounds.size animation
    // from 200×200 to 100×100 has fromValue {100, 100} and toValue {0, 0}).
    #expect(Size.additiveOffset(from: Size(width: 200, height: 200), to: Size(width: 100, height: 100))
      == Size(width: 100, height: 100))
    #expect(Double.additiveOffset(from: 0, to: 100) == -100)
    #expect(Point.additiveOffset(from: Point(x: 5, y: 5), to: Point(x: 1, y: 2)) == Point(x: 4, y: 3))
    // model + offset·(1 − p): 100 + (−100)·(1 − 0.25) = 25.
    #expect(Double(100).adding(-100, scaledBy: 0.75) == 25)
    #expect(Point(x: 1, y: 2).adding(Point(x: 4, y: 3), scaledBy: 0.5) == Point(x: 3, y: 3.5))
    #expect(Rect(x: 0, y: 0, width: 10, height: 10).adding(Rect(x: 2, y: 4, width: -6, height: 8), scaledBy: 0.5)
      == Rect(x: 1, y: 2, width: 7, height: 14))
    // Transforms are not additive in UIKit.
    #expect(Transform3D.additiveOffset(from: .identity, to: .scale(sx: 2, sy: 2, sz: 1)) == nil)
  }
}
