/// The geometry of one Core Animation layer relative to its superlayer: bounds,
/// anchor point, position and 3-D transform, and the map from the layer's bounds
/// space into the superlayer's coordinates (docs/sources.md, "3-D transforms").
///
/// `transform` acts relative to the anchor point, and `position` is where the
/// anchor point lies in the superlayer [documented]. With
/// `A = bounds.origin + anchorPoint ⊙ bounds.size`:
///
/// ```
/// M(layer → super) = T(−A.x, −A.y, −anchorPointZ) · transform · T(position.x, position.y, zPosition)
/// p_super          = divide((p.x, p.y, 0, 1) · M)
/// ```
///
/// With the identity transform the layer's frame is
/// `position − anchorPoint ⊙ bounds.size`. Changing `anchorPoint` without
/// changing `position` therefore moves the layer (the side-menu tutorial's hinge
/// relies on this). One level of 3-D is modelled: the homogeneous divide happens
/// once, at the end, which is exact when the superlayers are flat (docs/sources.md, "3-D transforms",
/// "Flattening").
package struct LayerGeometry: Hashable, Sendable {
  /// The layer's own coordinate space: origin and size, in points.
  package var bounds: Rect
  /// The anchor point in unit coordinates of `bounds` (default (0.5, 0.5), the centre).
  package var anchorPoint: Point
  /// The anchor point's depth, in points (default 0).
  package var anchorPointZ: Double
  /// Where the anchor point sits in the superlayer's coordinates, in points.
  package var position: Point
  /// The layer's depth in the superlayer, in points (default 0).
  package var zPosition: Double
  /// The 3-D transform, applied about the anchor point (default identity).
  package var transform: Transform3D

  /// Creates a layer geometry. The defaults are Core Animation's.
  @inlinable
  package init(
    bounds: Rect, anchorPoint: Point = Point(x: 0.5, y: 0.5), anchorPointZ: Double = 0,
    position: Point, zPosition: Double = 0, transform: Transform3D = .identity
  ) {
    self.bounds = bounds
    self.anchorPoint = anchorPoint
    self.anchorPointZ = anchorPointZ
    self.position = position
    self.zPosition = zPosition
    self.transform = transform
  }

  /// The geometry a view with `frame` gets, as UIKit sets it: bounds at the origin
  /// with the frame's size, anchor (0.5, 0.5), position at the frame's centre,
  /// identity transform.
  @inlinable
  package init(frame: Rect) {
    self.init(bounds: Rect(origin: .zero, size: frame.size), position: frame.center)
  }

  /// The anchor point in the layer's bounds space, `bounds.origin + anchorPoint ⊙ bounds.size`, in points.
  @inlinable
  package var anchorInBounds: Point {
    Point(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// The whole map from the layer's bounds space to the superlayer's,
  /// `T(−A) · transform · T(position, zPosition)`, before the perspective divide.
  @inlinable
  package var transformToSuperlayer: Transform3D {
    let a = anchorInBounds
    return transform.translated(tx: -a.x, ty: -a.y, tz: -anchorPointZ)
      .concatenatingTranslation(tx: position.x, ty: position.y, tz: zPosition)
  }

  /// Where the point `point` of the layer's bounds space (at depth 0) appears in
  /// the superlayer after the perspective divide, in points; `nil` when it falls
  /// at or behind the eye (W ≤ 0).
  @inlinable
  package func convertToSuperlayer(_ point: Point) -> Point? {
    transformToSuperlayer.apply(to: Point3D(point)).projected?.xy
  }

  /// The four corners of `bounds` in the superlayer after the transform and the
  /// perspective divide, in points; `nil` when any corner falls at or behind the
  /// eye (W ≤ 0).
  @inlinable
  package var cornersInSuperlayer: Quad? {
    let m = transformToSuperlayer
    let b = bounds
    guard
      let tl = m.apply(to: Point3D(x: b.minX, y: b.minY, z: 0)).projected,
      let tr = m.apply(to: Point3D(x: b.maxX, y: b.minY, z: 0)).projected,
      let br = m.apply(to: Point3D(x: b.maxX, y: b.maxY, z: 0)).projected,
      let bl = m.apply(to: Point3D(x: b.minX, y: b.maxY, z: 0)).projected
    else { return nil }
    return Quad(topLeft: tl.xy, topRight: tr.xy, bottomRight: br.xy, bottomLeft: bl.xy)
  }

  /// The point of the layer's plane (bounds space, depth 0) that appears at
  /// `point` of the superlayer, in points: the inverse of `convertToSuperlayer(_:)`
  /// for the layer's plane, as hit testing needs it. `nil` when the layer is seen
  /// edge-on (its image has no area, so no point of it can be hit) or when the
  /// matching point lies at or behind the eye.
  ///
  /// The plane map is the 3 × 3 homography of rows 1, 2, 4 and columns 1, 2, 4 of
  /// `transformToSuperlayer`: (x, y, 1) · H = (X, Y, W). Its inverse is applied
  /// through the adjugate, (u, v, 1) · adj(H) ∝ (x, y, 1).
  @inlinable
  package func convertFromSuperlayer(_ point: Point) -> Point? {
    let m = transformToSuperlayer
    let h11 = m.m11, h12 = m.m12, h13 = m.m14
    let h21 = m.m21, h22 = m.m22, h23 = m.m24
    let h31 = m.m41, h32 = m.m42, h33 = m.m44
    // Adjugate (transpose of the cofactor matrix).
    let a11 = h22 * h33 - h23 * h32, a12 = h13 * h32 - h12 * h33, a13 = h12 * h23 - h13 * h22
    let a21 = h23 * h31 - h21 * h33, a22 = h11 * h33 - h13 * h31, a23 = h13 * h21 - h11 * h23
    let a31 = h21 * h32 - h22 * h31, a32 = h12 * h31 - h11 * h32, a33 = h11 * h22 - h12 * h21
    // det(H) scales the bounds' area into the superlayer (for W ≈ 1); an image with
    // less than 1e−9 of the area (edge-on) cannot be inverted meaningfully.
    let det = h11 * a11 + h12 * a21 + h13 * a31
    guard abs(det) > 1e-9 else { return nil }
    let u = point.x, v = point.y
    let x = u * a11 + v * a21 + a31
    let y = u * a12 + v * a22 + a32
    let c = u * a13 + v * a23 + a33
    guard c != 0 else { return nil }
    let local = Point(x: x / c, y: y / c)
    // Reject solutions whose forward image is behind the eye.
    guard m.apply(to: Point3D(local)).w > 0 else { return nil }
    return local
  }
}
