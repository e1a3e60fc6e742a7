/// A 4 × 4 homogeneous transform with Core Animation's `CATransform3D` conventions.
///
/// Fields are `m11 … m44`, where `mRC` is row R, column C. Points are **row
/// vectors multiplied on the left**, `p′ = p · M`, so a translation sits in the
/// fourth row (`m41, m42, m43`) and, for a point (x, y, z, 1):
///
/// ```
/// X = x·m11 + y·m21 + z·m31 + m41        Y = x·m12 + y·m22 + z·m32 + m42
/// Z = x·m13 + y·m23 + z·m33 + m43        W = x·m14 + y·m24 + z·m34 + m44
/// ```
///
/// The on-screen point is (X/W, Y/W). Composition follows Core Animation
/// (docs/sources.md, "3-D transforms"):
///
/// | Core Animation | Here | Product | Meaning |
/// |---|---|---|---|
/// | `CATransform3DConcat(a, b)` | `a.concatenating(b)` | a · b | apply a first, then b |
/// | `CATransform3DTranslate(t, tx, ty, tz)` | `t.translated(tx:ty:tz:)` | T · t | the translation acts before t |
/// | `CATransform3DScale(t, sx, sy, sz)` | `t.scaled(sx:sy:sz:)` | S · t | the scale acts before t |
/// | `CATransform3DRotate(t, a, x, y, z)` | `t.rotated(angle:x:y:z:)` | R · t | the rotation acts before t |
///
/// Perspective is the `m34` field: the identity with `m34 = −1/D` puts the eye at
/// z = +D looking at the z = 0 plane (docs/sources.md, "3-D transforms"). Mind the order:
/// `var t = .identity; t.m34 = −1/D; t = t.rotated(…)` is R · P (rotate, then
/// project: foreshortened), whereas setting `m34` on a rotation gives P · R, which
/// leaves points of the z = 0 plane unforeshortened.
///
/// Equality (`==`) compares the sixteen fields exactly; compare computed
/// transforms with a tolerance.
package struct Transform3D: Hashable, Sendable {
  /// Row 1, column 1.
  package var m11: Double
  /// Row 1, column 2.
  package var m12: Double
  /// Row 1, column 3.
  package var m13: Double
  /// Row 1, column 4 (the x → W perspective term).
  package var m14: Double
  /// Row 2, column 1.
  package var m21: Double
  /// Row 2, column 2.
  package var m22: Double
  /// Row 2, column 3.
  package var m23: Double
  /// Row 2, column 4 (the y → W perspective term).
  package var m24: Double
  /// Row 3, column 1.
  package var m31: Double
  /// Row 3, column 2.
  package var m32: Double
  /// Row 3, column 3.
  package var m33: Double
  /// Row 3, column 4: the z → W perspective term, −1/D for an eye distance of D points (per point).
  package var m34: Double
  /// Row 4, column 1: the x translation, in points.
  package var m41: Double
  /// Row 4, column 2: the y translation, in points.
  package var m42: Double
  /// Row 4, column 3: the z translation, in points.
  package var m43: Double
  /// Row 4, column 4.
  package var m44: Double

  /// Creates a transform from its sixteen fields, row by row.
  @inlinable
  package init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
    self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
    self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
    self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
  }

  /// `CATransform3DIdentity`: ones on the diagonal, zeros elsewhere.
  package static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// Whether every field equals the identity's exactly (`CATransform3DIsIdentity`).
  @inlinable
  package var isIdentity: Bool { self == .identity }

  /// `CATransform3DMakeTranslation`: `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
  ///
  /// - Parameters:
  ///   - tx: The x translation, in points.
  ///   - ty: The y translation, in points.
  ///   - tz: The z translation, in points.
  @inlinable
  package static func translation(tx: Double, ty: Double, tz: Double) -> Transform3D {
    var t = Transform3D.identity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
  }

  /// `CATransform3DMakeScale`: `diag(sx, sy, sz, 1)`. The factors are dimensionless.
  @inlinable
  package static func scale(sx: Double, sy: Double, sz: Double) -> Transform3D {
    var t = Transform3D.identity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
  }

  /// `CATransform3DMakeRotation`: a rotation by `angle` radians about the axis
  /// (x, y, z) through the origin.
  ///
  /// The axis is normalised first; a zero axis (or one with a non-finite length)
  /// gives the identity, as Core Animation documents. With c = cos a, s = sin a
  /// and the unit axis (x, y, z) (docs/sources.md, "3-D transforms"):
  ///
  /// ```
  /// m11 = c + (1−c)x²      m12 = (1−c)xy + s·z    m13 = (1−c)xz − s·y
  /// m21 = (1−c)xy − s·z    m22 = c + (1−c)y²      m23 = (1−c)yz + s·x
  /// m31 = (1−c)xz + s·y    m32 = (1−c)yz − s·x    m33 = c + (1−c)z²
  /// ```
  ///
  /// So about +y, (x, 0, 0) maps to (x·c, 0, −x·s).
  @inlinable
  package static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = Elementary.cos(angle), s = Elementary.sin(angle)
    let k = 1 - c
    return Transform3D(
      m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
      m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
      m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The identity with `m34 = −1/distance`: the perspective projection of an eye
  /// `distance` points in front of the z = 0 plane (docs/sources.md, "3-D transforms"). A point at
  /// depth z is scaled by `distance/(distance − z)` after the divide.
  ///
  /// - Precondition: `distance > 0`.
  @inlinable
  package static func perspective(distance: Double) -> Transform3D {
    precondition(distance > 0, "Transform3D.perspective(distance:): the eye distance must be positive")
    var t = Transform3D.identity
    t.m34 = -1 / distance
    return t
  }

  /// `CATransform3DConcat(self, other)`: the matrix product self · other, which
  /// applies `self` first and then `other`.
  @inlinable
  package func concatenating(_ other: Transform3D) -> Transform3D {
    Transform3D.product(self, other)
  }

  /// `CATransform3DTranslate(self, tx, ty, tz)`: T(tx, ty, tz) · self, so the
  /// translation acts first, in `self`'s input space (a translation of 10 before a
  /// scale of 2 moves by 20). Distances in points.
  ///
  /// Only the fourth row changes: `row4 = tx·row1 + ty·row2 + tz·row3 + row4`,
  /// the same sums the full product computes.
  @inlinable
  package func translated(tx: Double, ty: Double, tz: Double) -> Transform3D {
    var t = self
    t.m41 = tx * m11 + ty * m21 + tz * m31 + m41
    t.m42 = tx * m12 + ty * m22 + tz * m32 + m42
    t.m43 = tx * m13 + ty * m23 + tz * m33 + m43
    t.m44 = tx * m14 + ty * m24 + tz * m34 + m44
    return t
  }

  /// `CATransform3DConcat(self, CATransform3DMakeTranslation(tx, ty, tz))`:
  /// self · T(tx, ty, tz), so the translation acts after `self`. Distances in points.
  ///
  /// Each row changes by its fourth column times the translation:
  /// `mi1 += mi4·tx`, `mi2 += mi4·ty`, `mi3 += mi4·tz`.
  @inlinable
  package func concatenatingTranslation(tx: Double, ty: Double, tz: Double) -> Transform3D {
    var t = self
    t.m11 = m11 + m14 * tx; t.m12 = m12 + m14 * ty; t.m13 = m13 + m14 * tz
    t.m21 = m21 + m24 * tx; t.m22 = m22 + m24 * ty; t.m23 = m23 + m24 * tz
    t.m31 = m31 + m34 * tx; t.m32 = m32 + m34 * ty; t.m33 = m33 + m34 * tz
    t.m41 = m41 + m44 * tx; t.m42 = m42 + m44 * ty; t.m43 = m43 + m44 * tz
    return t
  }

  /// `CATransform3DScale(self, sx, sy, sz)`: S · self, so the scale acts first.
  @inlinable
  package func scaled(sx: Double, sy: Double, sz: Double) -> Transform3D {
    Transform3D.scale(sx: sx, sy: sy, sz: sz).concatenating(self)
  }

  /// `CATransform3DRotate(self, angle, x, y, z)`: R · self, so the rotation (by
  /// `angle` radians about the axis (x, y, z)) acts first, before `self`.
  ///
  /// Core Animation leaves a zero axis undefined; here it rotates by nothing and
  /// returns `self` unchanged (the axis is normalised exactly as in
  /// `rotation(angle:x:y:z:)`).
  @inlinable
  package func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The row vector (x, y, z, 1) multiplied by this transform: the homogeneous
  /// result before the perspective divide. Its `projected` property is the point
  /// after the divide, in points.
  @inlinable
  package func apply(to point: Point3D) -> HomogeneousPoint {
    let x = point.x, y = point.y, z = point.z
    return HomogeneousPoint(
      x: x * m11 + y * m21 + z * m31 + m41,
      y: x * m12 + y * m22 + z * m32 + m42,
      z: x * m13 + y * m23 + z * m33 + m43,
      w: x * m14 + y * m24 + z * m34 + m44)
  }

  /// The product a · b of two matrices, `(a·b)ᵢⱼ = Σₖ aᵢₖ·bₖⱼ`.
  @inlinable
  static func product(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }
}
