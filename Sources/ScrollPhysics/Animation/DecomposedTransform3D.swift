/// A ``Transform3D`` split into the parts an animation interpolates: scale,
/// skew, rotation (a unit quaternion), translation and perspective.
///
/// Core Animation does not interpolate a `transform` element by element: it
/// decomposes both ends into primitive components, interpolates those and
/// recomposes (a rotation to 2π therefore does not animate, and rotations take
/// the shorter way; see docs/animations.md for the sources — docs/sources.md does not
/// cover it). The decomposition here is the one WebKit uses for
/// CSS transforms (CSS Transforms Level 2, "Decomposing a 3D matrix", after
/// Graphics Gems II `unmatrix`), written for Core Animation's row-vector layout
/// (docs/sources.md, "3-D transforms"). With the matrix normalised so that m44 = 1:
///
/// ```
/// M = | A    A·p     |     A = diag(scale) · K · R     (3 × 3, rows act on row vectors)
///     | t    t·p + w |     K = | 1   0   0 |
///                              | kxy 1   0 |   (skew, lower triangular)
///                              | kxz kyz 1 |
/// ```
///
/// so a point is scaled, skewed, rotated, translated by t and finally put in
/// perspective by the column (p, w). `t` is (m41, m42, m43); (p, w) solves
/// `[[A, 0], [t, 1]]·(p, w) = (m14, m24, m34, 1)`; scale and skew come from
/// Gram–Schmidt on the rows of A; a negative determinant negates the three
/// scales and R; the quaternion is extracted from R by Shepperd's method and
/// kept with w ≥ 0.
///
/// A matrix with m44 = 0, a singular A, or a non-finite field does not
/// decompose (`init?` returns nil).
package struct DecomposedTransform3D: Hashable, Sendable {
  /// The scale factors along x, y and z (dimensionless; negative after a flip).
  package var scaleX: Double, scaleY: Double, scaleZ: Double
  /// The skew factors: x into y (kxy), x into z (kxz), y into z (kyz) (dimensionless).
  package var skewXY: Double, skewXZ: Double, skewYZ: Double
  /// The rotation as a unit quaternion (x, y, z, w), w ≥ 0 when decomposed:
  /// a rotation by a about the unit axis u is (u·sin(a/2), cos(a/2)).
  package var quaternionX: Double, quaternionY: Double, quaternionZ: Double, quaternionW: Double
  /// The translation, in points.
  package var translationX: Double, translationY: Double, translationZ: Double
  /// The perspective column (m14, m24, m34, m44) of the perspective part,
  /// (0, 0, 0, 1) without perspective; perspectiveZ is −1/D for an eye at
  /// distance D points.
  package var perspectiveX: Double, perspectiveY: Double, perspectiveZ: Double, perspectiveW: Double

  /// Decomposes `transform`, or returns nil if it cannot be decomposed (m44 = 0,
  /// a singular upper 3 × 3 block, or a non-finite field).
  package init?(_ transform: Transform3D) {
    let m = transform
    guard m.m44 != 0 else { return nil }
    let k = 1 / m.m44
    let a11 = m.m11 * k, a12 = m.m12 * k, a13 = m.m13 * k
    let a21 = m.m21 * k, a22 = m.m22 * k, a23 = m.m23 * k
    let a31 = m.m31 * k, a32 = m.m32 * k, a33 = m.m33 * k
    let c1 = m.m14 * k, c2 = m.m24 * k, c3 = m.m34 * k
    let t1 = m.m41 * k, t2 = m.m42 * k, t3 = m.m43 * k
    // Cofactors of A; det(A) = a11·C11 + a12·C12 + a13·C13.
    let f11 = a22 * a33 - a23 * a32, f12 = a23 * a31 - a21 * a33, f13 = a21 * a32 - a22 * a31
    let determinant = a11 * f11 + a12 * f12 + a13 * f13
    guard determinant != 0, determinant.isFinite, c1.isFinite, c2.isFinite, c3.isFinite,
      t1.isFinite, t2.isFinite, t3.isFinite
    else { return nil }

    // Perspective: A·p = (c1, c2, c3), p = A⁻¹·c = adj(A)·c/det; w = 1 − t·p.
    if c1 != 0 || c2 != 0 || c3 != 0 {
      let f21 = a13 * a32 - a12 * a33, f22 = a11 * a33 - a13 * a31, f23 = a12 * a31 - a11 * a32
      let f31 = a12 * a23 - a13 * a22, f32 = a13 * a21 - a11 * a23, f33 = a11 * a22 - a12 * a21
      let inverse = 1 / determinant
      let p1 = (f11 * c1 + f21 * c2 + f31 * c3) * inverse
      let p2 = (f12 * c1 + f22 * c2 + f32 * c3) * inverse
      let p3 = (f13 * c1 + f23 * c2 + f33 * c3) * inverse
      perspectiveX = p1
      perspectiveY = p2
      perspectiveZ = p3
      perspectiveW = 1 - (t1 * p1 + t2 * p2 + t3 * p3)
    } else {
      perspectiveX = 0
      perspectiveY = 0
      perspectiveZ = 0
      perspectiveW = 1
    }
    translationX = t1
    translationY = t2
    translationZ = t3

    // Gram–Schmidt on the rows of A.
    var r0 = (a11, a12, a13), r1 = (a21, a22, a23), r2 = (a31, a32, a33)
    var s0 = Self.length(r0)
    r0 = Self.scale(r0, 1 / s0)
    var kxy = Self.dot(r0, r1)
    r1 = Self.combine(r1, r0, -kxy)
    var s1 = Self.length(r1)
    r1 = Self.scale(r1, 1 / s1)
    kxy /= s1
    var kxz = Self.dot(r0, r2)
    r2 = Self.combine(r2, r0, -kxz)
    var kyz = Self.dot(r1, r2)
    r2 = Self.combine(r2, r1, -kyz)
    var s2 = Self.length(r2)
    r2 = Self.scale(r2, 1 / s2)
    kxz /= s2
    kyz /= s2
    // A flip: negate the scales and the rows so that R is a rotation.
    if determinant < 0 {
      s0 = -s0
      s1 = -s1
      s2 = -s2
      r0 = Self.scale(r0, -1)
      r1 = Self.scale(r1, -1)
      r2 = Self.scale(r2, -1)
    }
    scaleX = s0
    scaleY = s1
    scaleZ = s2
    skewXY = kxy
    skewXZ = kxz
    skewYZ = kyz

    // Shepperd's method on R (m_ij = r_i[j]), with R's entries in Core
    // Animation's layout: m12 − m21 = 4zw, m23 − m32 = 4xw, m31 − m13 = 4yw.
    let m11 = r0.0, m12 = r0.1, m13 = r0.2
    let m21 = r1.0, m22 = r1.1, m23 = r1.2
    let m31 = r2.0, m32 = r2.1, m33 = r2.2
    let trace = m11 + m22 + m33
    var x: Double, y: Double, z: Double, w: Double
    if trace >= m11, trace >= m22, trace >= m33 {
      w = 0.5 * (1 + trace).squareRoot()
      let f = 0.25 / w
      x = (m23 - m32) * f
      y = (m31 - m13) * f
      z = (m12 - m21) * f
    } else if m11 >= m22, m11 >= m33 {
      x = 0.5 * max(0, 1 + m11 - m22 - m33).squareRoot()
      let f = 0.25 / x
      w = (m23 - m32) * f
      y = (m12 + m21) * f
      z = (m13 + m31) * f
    } else if m22 >= m33 {
      y = 0.5 * max(0, 1 - m11 + m22 - m33).squareRoot()
      let f = 0.25 / y
      w = (m31 - m13) * f
      x = (m12 + m21) * f
      z = (m23 + m32) * f
    } else {
      z = 0.5 * max(0, 1 - m11 - m22 + m33).squareRoot()
      let f = 0.25 / z
      w = (m12 - m21) * f
      x = (m13 + m31) * f
      y = (m23 + m32) * f
    }
    if w < 0 {
      x = -x
      y = -y
      z = -z
      w = -w
    }
    let norm = 1 / (x * x + y * y + z * z + w * w).squareRoot()
    quaternionX = x * norm
    quaternionY = y * norm
    quaternionZ = z * norm
    quaternionW = w * norm
  }

  /// The transform these parts compose: `[[A, A·p], [t, t·p + w]]` with
  /// `A = diag(scale)·K·R` (see the type's documentation).
  package var transform: Transform3D {
    let x = quaternionX, y = quaternionY, z = quaternionZ, w = quaternionW
    // R in Core Animation's layout (docs/sources.md, "3-D transforms" with the half-angle identities).
    let q0 = (1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
    let q1 = (2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
    let q2 = (2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    let a0 = Self.scale(q0, scaleX)
    let a1 = Self.scale(Self.combine(q1, q0, skewXY), scaleY)
    let a2 = Self.scale(Self.combine(Self.combine(q2, q0, skewXZ), q1, skewYZ), scaleZ)
    let p1 = perspectiveX, p2 = perspectiveY, p3 = perspectiveZ
    let t1 = translationX, t2 = translationY, t3 = translationZ
    return Transform3D(
      m11: a0.0, m12: a0.1, m13: a0.2, m14: a0.0 * p1 + a0.1 * p2 + a0.2 * p3,
      m21: a1.0, m22: a1.1, m23: a1.2, m24: a1.0 * p1 + a1.1 * p2 + a1.2 * p3,
      m31: a2.0, m32: a2.1, m33: a2.2, m34: a2.0 * p1 + a2.1 * p2 + a2.2 * p3,
      m41: t1, m42: t2, m43: t3, m44: t1 * p1 + t2 * p2 + t3 * p3 + perspectiveW)
  }

  /// The parts `progress` of the way from `start` to `end`: scale, skew,
  /// translation and perspective linearly; the rotation by spherical linear
  /// interpolation along the shorter arc (the second quaternion is negated when
  /// the two have a negative dot product, as WebKit's `slerp`). Near-equal
  /// rotations (1 − dot < 1e−9) are interpolated linearly and renormalised.
  /// Progress outside [0, 1] extrapolates.
  package static func interpolate(
    from start: DecomposedTransform3D, to end: DecomposedTransform3D, progress: Double
  ) -> DecomposedTransform3D {
    QuaternionArc(from: start, to: end).interpolate(start, end, progress: progress)
  }

  private typealias Vector3 = (Double, Double, Double)

  private static func dot(_ a: Vector3, _ b: Vector3) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
  private static func length(_ a: Vector3) -> Double { dot(a, a).squareRoot() }
  private static func scale(_ a: Vector3, _ s: Double) -> Vector3 { (a.0 * s, a.1 * s, a.2 * s) }
  /// a + b·s.
  private static func combine(_ a: Vector3, _ b: Vector3, _ s: Double) -> Vector3 {
    (a.0 + b.0 * s, a.1 + b.1 * s, a.2 + b.2 * s)
  }
}

/// The precomputed part of a rotation's spherical linear interpolation: the end
/// quaternion on the start's side, the angle between them and 1/sin of it.
struct QuaternionArc: Sendable {
  let endX: Double, endY: Double, endZ: Double, endW: Double
  /// The angle θ between the quaternions (half the rotation between them), in radians.
  let theta: Double
  /// 1/sin θ, or 0 when the rotations are nearly equal (linear weights then).
  let inverseSine: Double

  init(from start: DecomposedTransform3D, to end: DecomposedTransform3D) {
    var bx = end.quaternionX, by = end.quaternionY, bz = end.quaternionZ, bw = end.quaternionW
    var cosine = start.quaternionX * bx + start.quaternionY * by + start.quaternionZ * bz + start.quaternionW * bw
    if cosine < 0 {
      bx = -bx
      by = -by
      bz = -bz
      bw = -bw
      cosine = -cosine
    }
    endX = bx
    endY = by
    endZ = bz
    endW = bw
    if 1 - cosine < 1e-9 {
      theta = 0
      inverseSine = 0
    } else {
      theta = Elementary.acos(min(cosine, 1))
      inverseSine = 1 / (1 - cosine * cosine).squareRoot()
    }
  }

  /// The parts at `t`: linear for everything but the rotation, which follows the arc.
  func interpolate(_ start: DecomposedTransform3D, _ end: DecomposedTransform3D, progress t: Double)
    -> DecomposedTransform3D
  {
    let weightA: Double, weightB: Double
    if inverseSine == 0 {
      weightA = 1 - t
      weightB = t
    } else {
      weightA = Elementary.sin((1 - t) * theta) * inverseSine
      weightB = Elementary.sin(t * theta) * inverseSine
    }
    var qx = start.quaternionX * weightA + endX * weightB
    var qy = start.quaternionY * weightA + endY * weightB
    var qz = start.quaternionZ * weightA + endZ * weightB
    var qw = start.quaternionW * weightA + endW * weightB
    let norm = 1 / (qx * qx + qy * qy + qz * qz + qw * qw).squareRoot()
    qx *= norm
    qy *= norm
    qz *= norm
    qw *= norm
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    var result = start
    result.scaleX = mix(start.scaleX, end.scaleX)
    result.scaleY = mix(start.scaleY, end.scaleY)
    result.scaleZ = mix(start.scaleZ, end.scaleZ)
    result.skewXY = mix(start.skewXY, end.skewXY)
    result.skewXZ = mix(start.skewXZ, end.skewXZ)
    result.skewYZ = mix(start.skewYZ, end.skewYZ)
    result.quaternionX = qx
    result.quaternionY = qy
    result.quaternionZ = qz
    result.quaternionW = qw
    result.translationX = mix(start.translationX, end.translationX)
    result.translationY = mix(start.translationY, end.translationY)
    result.translationZ = mix(start.translationZ, end.translationZ)
    result.perspectiveX = mix(start.perspectiveX, end.perspectiveX)
    result.perspectiveY = mix(start.perspectiveY, end.perspectiveY)
    result.perspectiveZ = mix(start.perspectiveZ, end.perspectiveZ)
    result.perspectiveW = mix(start.perspectiveW, end.perspectiveW)
    return result
  }
}
