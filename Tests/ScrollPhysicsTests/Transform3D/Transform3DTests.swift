import ScrollPhysics
import Testing

/// Whether `a` and `b` differ by at most `tolerance`.
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether all sixteen fields of `a` and `b` differ by at most `tolerance`.
private func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
  let pairs: [(Double, Double)] = [
    (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
    (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
    (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
    (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
  ]
  return pairs.allSatisfy { close($0.0, $0.1, tolerance) }
}

/// A matrix whose field mRC holds the number 10·R + C, so every field is distinct.
private let numbered = Transform3D(
  m11: 11, m12: 12, m13: 13, m14: 14,
  m21: 21, m22: 22, m23: 23, m24: 24,
  m31: 31, m32: 32, m33: 33, m34: 34,
  m41: 41, m42: 42, m43: 43, m44: 44)

@Suite struct Transform3DTests {
  @Test func identityLeavesPointsAlone() {
    let p = Transform3D.identity.apply(to: Point3D(x: 3, y: -4, z: 5))
    #expect(p == HomogeneousPoint(x: 3, y: -4, z: 5, w: 1))
    #expect(Transform3D.identity.isIdentity)
    #expect(!Transform3D.translation(tx: 1, ty: 0, tz: 0).isIdentity)
  }

  @Test func applyUsesRowVectorsOnTheLeft() {
    // UIKIT.md §1.1: X = x·m11 + y·m21 + z·m31 + m41, etc. For (1, 2, 3) and mRC = 10R + C:
    // X = 11 + 2·21 + 3·31 + 41 = 11 + 42 + 93 + 41 = 187
    // Y = 12 + 2·22 + 3·32 + 42 = 12 + 44 + 96 + 42 = 194
    // Z = 13 + 2·23 + 3·33 + 43 = 13 + 46 + 99 + 43 = 201
    // W = 14 + 2·24 + 3·34 + 44 = 14 + 48 + 102 + 44 = 208
    let p = numbered.apply(to: Point3D(x: 1, y: 2, z: 3))
    #expect(p == HomogeneousPoint(x: 187, y: 194, z: 201, w: 208))
  }

  @Test func translationSitsInTheFourthRow() {
    // CATransform3D.h: MakeTranslation = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
    let t = Transform3D.translation(tx: 7, ty: -8, tz: 9)
    #expect(t.m41 == 7 && t.m42 == -8 && t.m43 == 9 && t.m44 == 1)
    #expect(t.m14 == 0 && t.m24 == 0 && t.m34 == 0)
    // (1, 1, 1) + (7, −8, 9) = (8, −7, 10), W = 1.
    #expect(t.apply(to: Point3D(x: 1, y: 1, z: 1)) == HomogeneousPoint(x: 8, y: -7, z: 10, w: 1))
  }

  @Test func scaleIsDiagonal() {
    let s = Transform3D.scale(sx: 2, sy: 3, sz: 4)
    #expect(s == Transform3D(
      m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 3, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 4, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
  }

  @Test func translateActsBeforeTheTransformAndIsScaled() {
    // UIKIT.md §1.2 check: CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41 == 20.
    // T·S: row 4 of T is (10, 0, 0, 1); times S = diag(2, 2, 1, 1) gives (20, 0, 0, 1).
    let t = Transform3D.scale(sx: 2, sy: 2, sz: 1).translated(tx: 10, ty: 0, tz: 0)
    #expect(t.m41 == 20)
    #expect(t.m42 == 0 && t.m11 == 2 && t.m22 == 2)
  }

  @Test func scaledActsBeforeTheTransform() {
    // CATransform3DScale(MakeTranslation(10, 0, 0), 2, 2, 1) = S·T: (1, 0, 0) scales to (2, 0, 0),
    // then translates to (12, 0, 0). The translation is not scaled: m41 stays 10.
    let t = Transform3D.translation(tx: 10, ty: 0, tz: 0).scaled(sx: 2, sy: 2, sz: 1)
    #expect(t.m41 == 10)
    #expect(t.apply(to: Point3D(x: 1, y: 0, z: 0)).projected == Point3D(x: 12, y: 0, z: 0))
  }

  @Test func concatAppliesTheFirstArgumentFirst() {
    // Concat(a, b) = a·b applies a first. a = translate x by 10, b = scale by 2.
    // (1, 0, 0): a then b → (11, 0, 0) → (22, 0, 0); b then a → (2, 0, 0) → (12, 0, 0).
    let a = Transform3D.translation(tx: 10, ty: 0, tz: 0)
    let b = Transform3D.scale(sx: 2, sy: 2, sz: 2)
    let p = Point3D(x: 1, y: 0, z: 0)
    #expect(a.concatenating(b).apply(to: p).projected == Point3D(x: 22, y: 0, z: 0))
    #expect(b.concatenating(a).apply(to: p).projected == Point3D(x: 12, y: 0, z: 0))
  }

  @Test func productFollowsTheMatrixDefinition() {
    // a = translation(1, 2, 3), b = identity with m34 = −1/4.
    // (a·b).m44 = row 4 of a (1, 2, 3, 1) · column 4 of b (0, 0, −1/4, 1) = 3·(−1/4) + 1 = 0.25.
    // (b·a).m44 = row 4 of b (0, 0, 0, 1) · column 4 of a (0, 0, 0, 1) = 1.
    // (b·a).m31 = row 3 of b (0, 0, 1, −1/4) · column 1 of a (1, 0, 0, 1) = −1/4.
    // (b·a).m43 = row 4 of b · column 3 of a (0, 0, 1, 3) = 3.
    let a = Transform3D.translation(tx: 1, ty: 2, tz: 3)
    let b = Transform3D.perspective(distance: 4)
    #expect(a.concatenating(b).m44 == 0.25)
    #expect(b.concatenating(a).m44 == 1)
    #expect(b.concatenating(a).m31 == -0.25)
    #expect(b.concatenating(a).m43 == 3)
    // Identity is neutral on both sides for an arbitrary matrix.
    #expect(numbered.concatenating(.identity) == numbered)
    #expect(Transform3D.identity.concatenating(numbered) == numbered)
  }

  @Test func productIsAssociative() {
    // (a·b)·c = a·(b·c) for a rotation, a perspective and a scaled translation.
    let a = Transform3D.rotation(angle: 0.7, x: 1, y: 2, z: 3)
    let b = Transform3D.perspective(distance: 500)
    let c = Transform3D.translation(tx: 3, ty: -5, tz: 8).scaled(sx: 2, sy: 0.5, sz: 3)
    #expect(close(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)), 1e-12))
  }

  @Test func rotationAboutYMapsXToXCosMinusXSin() {
    // UIKIT.md §1.3: about Y, (x, 0, 0) maps to (x·c, 0, −x·s).
    // a = π/6: c = √3/2 = 0.8660254037844386, s = 1/2. x = 10 → (8.660254037844386, 0, −5).
    let r = Transform3D.rotation(angle: Double.pi / 6, x: 0, y: 1, z: 0)
    let p = r.apply(to: Point3D(x: 10, y: 0, z: 0))
    #expect(close(p.x, 8.660254037844386) && close(p.y, 0) && close(p.z, -5) && p.w == 1)
    #expect(close(r.m11, 0.8660254037844386) && close(r.m13, -0.5) && close(r.m31, 0.5))
  }

  @Test func rotationAboutXMapsYToYCosYSin() {
    // UIKIT.md §1.3: about X, (0, y, 0) maps to (0, y·c, y·s). a = π/6, y = 10 → (0, 8.66…, 5).
    let r = Transform3D.rotation(angle: Double.pi / 6, x: 1, y: 0, z: 0)
    let p = r.apply(to: Point3D(x: 0, y: 10, z: 0))
    #expect(close(p.x, 0) && close(p.y, 8.660254037844386) && close(p.z, 5))
  }

  @Test func rotationAboutZIsClockwiseOnAYDownScreen() {
    // About Z by π/2: m11 = c = 0, m12 = s·z = 1, m21 = −s·z = −1. (1, 0, 0) → (0, 1, 0):
    // the x axis turns onto +y, which points down on screen (UIKit's positive angle is clockwise).
    let r = Transform3D.rotation(angle: Double.pi / 2, x: 0, y: 0, z: 1)
    let p = r.apply(to: Point3D(x: 1, y: 0, z: 0))
    #expect(close(p.x, 0) && close(p.y, 1) && close(p.z, 0))
    #expect(close(r.m12, 1) && close(r.m21, -1))
  }

  @Test func rotationNormalisesTheAxis() {
    // (0, 2, 0) normalises to (0, 1, 0): the same rotation. For an oblique axis (1, 1, 0) the unit
    // axis is (1/√2, 1/√2, 0); a half turn (c = −1, s = 0) gives m11 = −1 + 2·½ = 0, m12 = 2·½ = 1.
    #expect(close(
      Transform3D.rotation(angle: 0.4, x: 0, y: 2, z: 0),
      Transform3D.rotation(angle: 0.4, x: 0, y: 1, z: 0)))
    let half = Transform3D.rotation(angle: Double.pi, x: 3, y: 3, z: 0)
    #expect(close(half.m11, 0) && close(half.m12, 1) && close(half.m21, 1) && close(half.m33, -1))
  }

  @Test func zeroAxisGivesIdentity() {
    // CATransform3DMakeRotation with a zero axis returns the identity [documented, UIKIT.md §1.3].
    #expect(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
    // Rotate with a zero axis is undefined in CA; here it leaves the transform unchanged.
    #expect(numbered.rotated(angle: 1, x: 0, y: 0, z: 0) == numbered)
  }

  @Test func rotationThenInverseRotationIsIdentity() {
    let r = Transform3D.rotation(angle: 1.1, x: 1, y: -2, z: 0.5)
    let back = Transform3D.rotation(angle: -1.1, x: 1, y: -2, z: 0.5)
    #expect(close(r.concatenating(back), .identity, 1e-15))
  }

  @Test func rotatedActsBeforeTheTransform() {
    // Rotate(t, π/2, 0, 0, 1) = R·t with t = translate x by 10. (1, 0, 0): R → (0, 1, 0), then
    // t → (10, 1, 0). The other order, Concat(t, R): t → (11, 0, 0), then R → (0, 11, 0).
    let t = Transform3D.translation(tx: 10, ty: 0, tz: 0)
    let p = Point3D(x: 1, y: 0, z: 0)
    let rotatedFirst = t.rotated(angle: Double.pi / 2, x: 0, y: 0, z: 1).apply(to: p)
    #expect(close(rotatedFirst.x, 10) && close(rotatedFirst.y, 1))
    let translatedFirst = t.concatenating(.rotation(angle: Double.pi / 2, x: 0, y: 0, z: 1)).apply(to: p)
    #expect(close(translatedFirst.x, 0) && close(translatedFirst.y, 11))
  }

  @Test func perspectiveScalesByDOverDMinusZ() {
    // UIKIT.md §1.4: m34 = −1/D gives W = 1 − Z/D. D = 1000, (100, 50, 200):
    // W = 1 − 200/1000 = 0.8, projected = (100/0.8, 50/0.8, 200/0.8) = (125, 62.5, 250).
    let p = Transform3D.perspective(distance: 1000)
    #expect(p.m34 == -0.001)
    let h = p.apply(to: Point3D(x: 100, y: 50, z: 200))
    #expect(close(h.w, 0.8))
    let q = h.projected!
    #expect(close(q.x, 125) && close(q.y, 62.5) && close(q.z, 250))
  }

  @Test func pointAtOrBehindTheEyeHasNoProjection() {
    // D = 100: z = 100 gives W = 0 (at the eye); z = 150 gives W = −0.5 (behind it).
    let p = Transform3D.perspective(distance: 100)
    #expect(p.apply(to: Point3D(x: 1, y: 1, z: 100)).projected == nil)
    #expect(p.apply(to: Point3D(x: 1, y: 1, z: 150)).projected == nil)
    #expect(p.apply(to: Point3D(x: 1, y: 1, z: 99)).projected != nil)
  }

  @Test func perspectiveOrderPitfall() {
    // UIKIT.md §1.4. About y by a = π/3: c = 1/2, s = √3/2. Point (100, 0, 0) in the layer plane.
    // R·P (identity, m34 = −1/1000, then Rotate): R gives (50, 0, −86.60254037844386);
    //   W = 1 + 86.60254037844386/1000 = 1.0866025403784438; X/W = 50/1.0866… = 46.01498537136303.
    // P·R (rotation, then overwrite m34): W = 1 for z = 0, X/W = 50: no foreshortening.
    var p = Transform3D.identity
    p.m34 = -1.0 / 1000.0
    let rp = p.rotated(angle: Double.pi / 3, x: 0, y: 1, z: 0)
    let foreshortened = rp.apply(to: Point3D(x: 100, y: 0, z: 0))
    #expect(close(foreshortened.w, 1.0866025403784438))
    #expect(close(foreshortened.projected!.x, 46.01498537136303))

    var pr = Transform3D.rotation(angle: Double.pi / 3, x: 0, y: 1, z: 0)
    pr.m34 = -1.0 / 1000.0
    let flat = pr.apply(to: Point3D(x: 100, y: 0, z: 0))
    #expect(flat.w == 1)
    #expect(close(flat.projected!.x, 50))
    // Overwriting m34 on a pure rotation R is exactly P·R: row 3 of P·R = row 3 of R + (−1/D)·row 4 of R.
    #expect(close(pr, p.concatenating(.rotation(angle: Double.pi / 3, x: 0, y: 1, z: 0))))
  }
}

@Suite struct Transform3DTranslationTests {
  @Test func translatedAndConcatenatingTranslationMatchTheFullProducts() {
    // Both shortcuts must equal the general products T·M and M·T for an arbitrary matrix
    // (mRC = 10R + C): e.g. (T·M).m41 = 2·11 + 3·21 + 4·31 + 41 = 22 + 63 + 124 + 41 = 250 and
    // (M·T).m11 = 11 + 14·2 = 39.
    let t = Transform3D.translation(tx: 2, ty: 3, tz: 4)
    let before = numberedForTranslation.translated(tx: 2, ty: 3, tz: 4)
    let after = numberedForTranslation.concatenatingTranslation(tx: 2, ty: 3, tz: 4)
    #expect(before == t.concatenating(numberedForTranslation))
    #expect(after == numberedForTranslation.concatenating(t))
    #expect(before.m41 == 250 && before.m11 == 11)
    #expect(after.m11 == 39 && after.m14 == 14)
  }
}

private let numberedForTranslation = Transform3D(
  m11: 11, m12: 12, m13: 13, m14: 14,
  m21: 21, m22: 22, m23: 23, m24: 24,
  m31: 31, m32: 32, m33: 33, m34: 34,
  m41: 41, m42: 42, m43: 43, m44: 44)
