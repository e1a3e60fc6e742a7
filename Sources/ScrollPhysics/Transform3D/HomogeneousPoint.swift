/// A point in homogeneous coordinates (X, Y, Z, W): the raw result of multiplying
/// the row vector (x, y, z, 1) by a `Transform3D`, before the perspective divide.
///
/// X, Y and Z are in points multiplied by W; W is dimensionless. For an affine
/// transform W is 1. With perspective `m34 = −1/D` a point at depth Z gets
/// `W = 1 − Z/D` (docs/sources.md, "3-D transforms").
package struct HomogeneousPoint: Hashable, Sendable {
  /// The X component (points × W).
  package var x: Double
  /// The Y component (points × W).
  package var y: Double
  /// The Z component (points × W).
  package var z: Double
  /// The homogeneous weight (dimensionless).
  package var w: Double

  /// Creates a homogeneous point from its four components.
  @inlinable
  package init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The point after the perspective divide, (X/W, Y/W, Z/W), in points; `nil` when
  /// W ≤ 0, that is when the point lies at or behind the eye's plane and Core
  /// Animation would clip it rather than draw it.
  @inlinable
  package var projected: Point3D? {
    guard w > 0 else { return nil }
    return Point3D(x: x / w, y: y / w, z: z / w)
  }
}

extension HomogeneousPoint: CustomStringConvertible {
  /// `(x, y, z, w)` with Swift's shortest round-tripping number text.
  package var description: String { "(\(x), \(y), \(z), \(w))" }
}
