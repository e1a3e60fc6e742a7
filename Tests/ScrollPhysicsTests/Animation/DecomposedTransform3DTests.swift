import ScrollPhysics
import Testing

@Suite struct DecomposedTransform3DTests {
  /// The largest difference between two transforms' fields.
  func distance(_ a: Transform3D, _ b: Transform3D) -> Double {
    let pairs = [
      (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
      (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
      (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
      (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.map { abs($0.0 - $0.1) }.max() ?? 0
  }

  /// Every field divided by m44.
  func normalised(_ t: Transform3D) -> Transform3D {
    let k = 1 / t.m44
    return Transform3D(
      m11: t.m11 * k, m12: t.m12 * k, m13: t.m13 * k, m14: t.m14 * k,
      m21: t.m21 * k, m22: t.m22 * k, m23: t.m23 * k, m24: t.m24 * k,
      m31: t.m31 * k, m32: t.m32 * k, m33: t.m33 * k, m34: t.m34 * k,
      m41: t.m41 * k, m42: t.m42 * k, m43: t.m43 * k, m44: 1)
  }

  func degrees(_ value: Double) -> Double { value * Double.pi / 180 }

  @Test func partsOfSimpleTransforms() throws {
    // A translation decomposes into itself with scale 1 and the identity rotation.
    let moved = try #require(DecomposedTransform3D(.translation(tx: 10, ty: -20, tz: 5)))
    #expect(moved.translationX == 10 && moved.translationY == -20 && moved.translationZ == 5)
    #expect(moved.scaleX == 1 && moved.scaleY == 1 && moved.scaleZ == 1)
    #expect(moved.quaternionW == 1)
    // A rotation by 90° about x: quaternion (sin 45°, 0, 0, cos 45°) = (0.707107, 0, 0, 0.707107).
    let turned = try #require(DecomposedTransform3D(.rotation(angle: degrees(90), x: 1, y: 0, z: 0)))
    #expect(abs(turned.quaternionX - 0.5.squareRoot()) < 1e-12)
    #expect(abs(turned.quaternionW - 0.5.squareRoot()) < 1e-12)
    #expect(abs(turned.quaternionY) < 1e-12 && abs(turned.quaternionZ) < 1e-12)
    // Scale (2, 3, 4): the scales, no skew.
    let scaled = try #require(DecomposedTransform3D(.scale(sx: 2, sy: 3, sz: 4)))
    #expect(scaled.scaleX == 2 && scaled.scaleY == 3 && scaled.scaleZ == 4)
    #expect(scaled.skewXY == 0 && scaled.skewXZ == 0 && scaled.skewYZ == 0)
    // Perspective m34 = −1/500: perspectiveZ = −0.002, perspectiveW = 1.
    let deep = try #require(DecomposedTransform3D(.perspective(distance: 500)))
    #expect(abs(deep.perspectiveZ + 0.002) < 1e-15)
    #expect(deep.perspectiveW == 1)
  }

  @Test func recomposingGivesTheTransformBack() throws {
    var shear = Transform3D.identity
    shear.m21 = 0.3  // x += 0.3·y: a skew
    shear.m31 = -0.2
    shear.m32 = 0.1
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let cases: [Transform3D] = [
      .identity,
      .translation(tx: 3, ty: 4, tz: 5),
      .rotation(angle: 1, x: 1, y: 2, z: 3),
      .scale(sx: -1, sy: 1, sz: 1),  // a flip
      .scale(sx: 2, sy: 0.5, sz: 3).rotated(angle: 0.7, x: 0, y: 1, z: 0).translated(tx: 10, ty: 20, tz: 5),
      shear.concatenating(.rotation(angle: 2.5, x: 0, y: 0, z: 1)),
      perspective.rotated(angle: 0.5, x: 0, y: 1, z: 0).translated(tx: 10, ty: 20, tz: 5),
      .rotation(angle: Double.pi, x: 1, y: 1, z: 0),  // w = 0: Shepperd's other branches
      .rotation(angle: Double.pi, x: 0, y: 1, z: 1),
      .rotation(angle: Double.pi, x: 0, y: 0, z: 1),
    ]
    for transform in cases {
      let parts = try #require(DecomposedTransform3D(transform))
      // The decomposition normalises m44 to 1, which the homogeneous divide does not notice:
      // the recomposition is the transform divided by its m44 (1.000813 for the perspective case).
      #expect(distance(parts.transform, normalised(transform)) < 1e-12, "\(transform) → \(parts.transform)")
    }
    // A matrix with m44 = 2 decomposes as its normalised form (all fields halved).
    var doubled = Transform3D.rotation(angle: 0.3, x: 0, y: 0, z: 1)
    doubled.m11 *= 2; doubled.m12 *= 2; doubled.m21 *= 2; doubled.m22 *= 2; doubled.m33 *= 2; doubled.m44 = 2
    let recomposed = try #require(DecomposedTransform3D(doubled)).transform
    #expect(distance(recomposed, .rotation(angle: 0.3, x: 0, y: 0, z: 1)) < 1e-12)
  }

  @Test func singularTransformsDoNotDecompose() {
    #expect(DecomposedTransform3D(.scale(sx: 0, sy: 1, sz: 1)) == nil)
    var flat = Transform3D.identity
    flat.m44 = 0
    #expect(DecomposedTransform3D(flat) == nil)
    var broken = Transform3D.identity
    broken.m41 = .nan
    #expect(DecomposedTransform3D(broken) == nil)
  }

  @Test func rotationsInterpolateByAngle() {
    // Identity → 60° about z at 0.5: 30°, so m11 = cos 30° = 0.866025, m12 = sin 30° = 0.5
    // (UIKIT.md §1.3: m12 = s·z). Element-wise interpolation would give m11 = (1 + 0.5)/2 = 0.75.
    let half = Transform3D.interpolate(
      from: .identity, to: .rotation(angle: degrees(60), x: 0, y: 0, z: 1), progress: 0.5)
    #expect(distance(half, .rotation(angle: degrees(30), x: 0, y: 0, z: 1)) < 1e-12)
    #expect(abs(half.m11 - 0.866025) < 1e-6 && abs(half.m12 - 0.5) < 1e-12)
    // Overshoot (a spring at p = 1.2) keeps turning: 72°.
    let over = Transform3D.interpolate(
      from: .identity, to: .rotation(angle: degrees(60), x: 0, y: 0, z: 1), progress: 1.2)
    #expect(distance(over, .rotation(angle: degrees(72), x: 0, y: 0, z: 1)) < 1e-12)
  }

  @Test func tipInCellTransform() {
    // Seed 003: start = CATransform3DTranslate(CATransform3DRotate(identity, −15°, 0, 0, 1), −20, −20, 0)
    // = T · R: rotation rows unchanged, m41 = −20·cos 15° + 20·sin(−15°) = −24.494897,
    // m42 = −20·sin(−15°) − 20·cos 15° = −14.142136.
    let start = Transform3D.rotation(angle: degrees(-15), x: 0, y: 0, z: 1).translated(tx: -20, ty: -20, tz: 0)
    #expect(abs(start.m41 + 24.494897) < 1e-6 && abs(start.m42 + 14.142136) < 1e-6)
    // Halfway to the identity: rotation −7.5° (cos 0.991445, sin −0.130526) and half the
    // translation (−12.247449, −7.071068).
    let half = Transform3D.interpolate(from: start, to: .identity, progress: 0.5)
    #expect(abs(half.m11 - 0.991445) < 1e-6)
    #expect(abs(half.m12 + 0.130526) < 1e-6)
    #expect(abs(half.m21 - 0.130526) < 1e-6)
    #expect(abs(half.m22 - 0.991445) < 1e-6)
    #expect(abs(half.m41 + 12.247449) < 1e-6)
    #expect(abs(half.m42 + 7.071068) < 1e-6)
    #expect(half.m33 == 1 && half.m44 == 1)
  }

  @Test func rotationsTakeTheShorterWay() {
    // 170° → −170° about z goes through 180° (20°, not 340°): at 0.25 the angle is 175°,
    // m11 = cos 175° = −0.996195, m12 = sin 175° = 0.087156 (the long way would be at 85°).
    let quarter = Transform3D.interpolate(
      from: .rotation(angle: degrees(170), x: 0, y: 0, z: 1),
      to: .rotation(angle: degrees(-170), x: 0, y: 0, z: 1), progress: 0.25)
    #expect(abs(quarter.m11 + 0.996195) < 1e-6)
    #expect(abs(quarter.m12 - 0.087156) < 1e-6)
    // A full turn does not animate: identity and a 2π rotation decompose alike (the Core
    // Animation behaviour in "Why 2π rotation animation doesn't work for CALayer.transform?").
    let full = Transform3D.interpolate(
      from: .identity, to: .rotation(angle: 2 * Double.pi, x: 0, y: 0, z: 1), progress: 0.5)
    #expect(distance(full, .identity) < 1e-12)
  }

  @Test func scalesAndTranslationsInterpolateLinearly() {
    // Seed 004's overlay: scale 0.3 → 1; at p = 0.5, 0.65; at p = 1.2 (spring overshoot), 1.14.
    let small = Transform3D.scale(sx: 0.3, sy: 0.3, sz: 1)
    let mid = Transform3D.interpolate(from: small, to: .identity, progress: 0.5)
    #expect(distance(mid, .scale(sx: 0.65, sy: 0.65, sz: 1)) < 1e-12)
    let over = Transform3D.interpolate(from: small, to: .identity, progress: 1.2)
    #expect(distance(over, .scale(sx: 1.14, sy: 1.14, sz: 1)) < 1e-12)
    // Translations: (0, 0) → (100, −50) at 0.3: (30, −15).
    let moved = Transform3D.interpolate(from: .identity, to: .translation(tx: 100, ty: -50, tz: 0), progress: 0.3)
    #expect(distance(moved, .translation(tx: 30, ty: -15, tz: 0)) < 1e-12)
  }

  @Test func singularEndsFallBackToElementwise() {
    // Scale 0 → 1 does not decompose at the start: fields interpolate linearly; at 0.25,
    // diag(0.25, 0.25, 1, 1).
    let grow = Transform3D.interpolate(from: .scale(sx: 0, sy: 0, sz: 1), to: .identity, progress: 0.25)
    #expect(grow == .scale(sx: 0.25, sy: 0.25, sz: 1))
  }

  @Test func endsAreExact() {
    let a = Transform3D.rotation(angle: 0.3, x: 1, y: 2, z: 3).translated(tx: 1, ty: 2, tz: 3)
    let b = Transform3D.rotation(angle: -1.1, x: 0, y: 1, z: 0).scaled(sx: 2, sy: 2, sz: 2)
    #expect(Transform3D.interpolate(from: a, to: b, progress: 0) == a)
    #expect(Transform3D.interpolate(from: a, to: b, progress: 1) == b)
  }

  @Test func preparedInterpolationAgrees() {
    // interpolation(from:to:) + value(of:at:) must give what interpolate(from:to:progress:) gives.
    let a = Transform3D.rotation(angle: -0.26, x: 0, y: 0, z: 1).translated(tx: -20, ty: -20, tz: 0)
    let b = Transform3D.scale(sx: 2, sy: 2, sz: 1).rotated(angle: 1, x: 0, y: 1, z: 0)
    let prepared = Transform3D.interpolation(from: a, to: b)
    for p in [-0.2, 0, 0.1, 0.5, 0.9, 1, 1.3] {
      #expect(Transform3D.value(of: prepared, at: p) == Transform3D.interpolate(from: a, to: b, progress: p))
    }
    #expect(prepared.start == a && prepared.end == b)
  }

  @Test func keyframeHoldsAreExact() throws {
    // Between keyframes a transform holds its value bit for bit (no decomposition round trip).
    let turned = Transform3D.rotation(angle: 0.3, x: 1, y: 1, z: 0)
    let animation = try KeyframeAnimation(
      from: Transform3D.identity,
      keyframes: [
        .init(relativeStartTime: 0, relativeDuration: 0.25, value: turned),
        .init(relativeStartTime: 0.75, relativeDuration: 0.25, value: .identity),
      ], duration: 1, curve: .linear)
    #expect(animation.value(atUnitTime: 0.5) == turned)
  }

  @Test func perspectiveInterpolatesLinearly() throws {
    // identity (m34 = 0) → perspective 500 (m34 = −0.002) at 0.5: m34 = −0.001.
    let half = Transform3D.interpolate(from: .identity, to: .perspective(distance: 500), progress: 0.5)
    #expect(abs(half.m34 + 0.001) < 1e-15)
    #expect(abs(half.m44 - 1) < 1e-15)
  }
}
