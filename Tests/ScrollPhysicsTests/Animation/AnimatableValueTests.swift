import ScrollPhysics
import Testing

@Suite struct AnimatableValueTests {
  @Test func sameKindsInterpolateAsTheirKind() {
    #expect(AnimatableValue.interpolate(from: .number(0), to: .number(8), progress: 0.25) == .number(2))
    #expect(AnimatableValue.interpolate(from: .point(.zero), to: .point(Point(x: 4, y: 8)), progress: 0.5)
      == .point(Point(x: 2, y: 4)))
    #expect(AnimatableValue.interpolate(
      from: .size(Size(width: 2, height: 2)), to: .size(Size(width: 4, height: 6)), progress: 0.5)
      == .size(Size(width: 3, height: 4)))
    // Scale 0.3 → 1 at 0.5 is scale 0.65 (decomposition agrees with linear for scales).
    let scale = AnimatableValue.interpolate(
      from: .transform(.scale(sx: 0.3, sy: 0.3, sz: 1)), to: .transform(.identity), progress: 0.5)
    #expect(abs((scale.transform?.m11 ?? 0) - 0.65) < 1e-12)
    #expect(scale.number == nil && scale.point == nil)
  }

  @Test func preparedInterpolationAgrees() {
    let pairs: [(AnimatableValue, AnimatableValue)] = [
      (.number(1), .number(3)), (.point(.zero), .point(Point(x: 1, y: 2))),
      (.transform(.identity), .transform(.rotation(angle: 1, x: 0, y: 0, z: 1))),
      (.number(1), .size(.zero)),
    ]
    for (a, b) in pairs {
      let prepared = AnimatableValue.interpolation(from: a, to: b)
      for p in [0, 0.3, 1, 1.2] {
        #expect(AnimatableValue.value(of: prepared, at: p) == AnimatableValue.interpolate(from: a, to: b, progress: p))
      }
    }
    // Double's default preparation is the pair of values.
    let pair = Double.interpolation(from: 2, to: 6)
    #expect(pair.start == 2 && pair.end == 6 && Double.value(of: pair, at: 0.25) == 3)
  }

  @Test func mixedKindsHoldThenJump() {
    #expect(AnimatableValue.interpolate(from: .number(1), to: .point(.zero), progress: 0.9) == .number(1))
    #expect(AnimatableValue.interpolate(from: .number(1), to: .point(.zero), progress: 1) == .point(.zero))
  }

  @Test func additiveForGeometryNotForTransforms() {
    #expect(AnimatableValue.additiveOffset(from: .number(0), to: .number(100)) == .number(-100))
    #expect(AnimatableValue.additiveOffset(from: .rect(Rect(x: 0, y: 0, width: 10, height: 10)),
      to: .rect(Rect(x: 5, y: 5, width: 5, height: 5))) == .rect(Rect(x: -5, y: -5, width: 5, height: 5)))
    #expect(AnimatableValue.additiveOffset(from: .transform(.identity), to: .transform(.identity)) == nil)
    #expect(AnimatableValue.additiveOffset(from: .number(0), to: .size(.zero)) == nil)
    // 100 + (−100)·0.5 = 50.
    #expect(AnimatableValue.number(100).adding(.number(-100), scaledBy: 0.5) == .number(50))
  }
}
