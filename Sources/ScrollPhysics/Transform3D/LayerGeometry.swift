/// The geometry of one Core Animation layer relative to its superlayer: bounds,
/// anchor point, position and 3-D transform, and the map from the layer's bounds
/// space into the superlayer's coordinates (UIKIT.md §1.5).
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
/// once, at the end, which is exact when the superlayers are flat (UIKIT.md §1.5,
/// "Flattening").
public struct LayerGeometry: Hashable, Sendable {
  /// The layer's own coordinate space: origin and size, in points.
  public var bounds: Rect
  /// The anchor point in unit coordinates of `bounds` (default (0.5, 0.5), the centre).
  public var anchorPoint: Point
  /// The anchor point's depth, in points (default 0).
  public var anchorPointZ: Double
  /// Where the anchor point sits in the superlayer's coordinates, in points.
  public var position: Point
  /// The layer's depth in the superlayer, in points (default 0).
  public var zPosition: Double
  /// The 3-D transform, applied about the anchor point (default identity).
  public var transform: Transform3D

  /// Creates a layer geometry. The defaults are Core Animation's.
  @inlinable
  public init(
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
  public init(frame: Rect) {
    self.init(bounds: Rect(origin: .zero, size: frame.size), position: frame.center)
  }

  /// The anchor point in the layer's bounds space, `bounds.origin + anchorPoint ⊙ bounds.size`, in points.
  @inlinable
  public var anchorInBounds: Point {
    Point(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// The whole map from the layer's bounds space to the superlayer's,
  /// `T(−A) · transform · T(position, zPosition)`, before the perspective divide.
  @inlinable
  public var transformToSuperlayer: Transform3D {
    let a = anchorInBounds
    return Transform3D.translation(tx: -a.x, ty: -a.y, tz: -anchorPointZ)
      .concatenating(transform)
      .concatenating(Transform3D.translation(tx: position.x, ty: position.y, tz: zPosition))
  }

  /// Where the point `point` of the layer's bounds space (at depth 0) appears in
  /// the superlayer after the perspective divide, in points; `nil` when it falls
  /// at or behind the eye (W ≤ 0).
  @inlinable
  public func convertToSuperlayer(_ point: Point) -> Point? {
    transformToSuperlayer.apply(to: Point3D(point)).projected?.xy
  }

  /// The four corners of `bounds` in the superlayer after the transform and the
  /// perspective divide, in points; `nil` when any corner falls at or behind the
  /// eye (W ≤ 0).
  @inlinable
  public var cornersInSuperlayer: Quad? {
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
}
