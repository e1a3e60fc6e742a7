/// A location in three-dimensional layer space, in points.
///
/// x grows to the right and y downwards, as on screen; z grows towards the viewer
/// (Core Animation's convention: with perspective `m34 = −1/D` the eye sits at
/// z = +D, docs/sources.md, "3-D transforms").
package struct Point3D: Hashable, Sendable {
  /// Horizontal coordinate, in points.
  package var x: Double
  /// Vertical coordinate, in points (downwards).
  package var y: Double
  /// Depth, in points (positive towards the viewer).
  package var z: Double

  /// Creates a point from its coordinates, in points.
  @inlinable
  package init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// Lifts a plane point into layer space at depth `z` (points, default 0: the layer's plane).
  @inlinable
  package init(_ point: Point, z: Double = 0) {
    self.init(x: point.x, y: point.y, z: z)
  }

  /// The projection onto the z = 0 plane: (x, y), in points.
  @inlinable
  package var xy: Point { Point(x: x, y: y) }
}

extension Point3D: CustomStringConvertible {
  /// `(x, y, z)` with Swift's shortest round-tripping number text.
  package var description: String { "(\(x), \(y), \(z))" }
}
