/// Four corners of a projected rectangle, in points, in the order top-left,
/// top-right, bottom-right, bottom-left of the source rectangle (whatever their
/// positions after a transform).
package struct Quad: Hashable, Sendable {
  /// The image of the rectangle's top-left corner, in points.
  package var topLeft: Point
  /// The image of the rectangle's top-right corner, in points.
  package var topRight: Point
  /// The image of the rectangle's bottom-right corner, in points.
  package var bottomRight: Point
  /// The image of the rectangle's bottom-left corner, in points.
  package var bottomLeft: Point

  /// Creates a quad from its four corners, in points.
  @inlinable
  package init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The untransformed corners of `rect`.
  @inlinable
  package init(_ rect: Rect) {
    self.init(
      topLeft: Point(x: rect.minX, y: rect.minY), topRight: Point(x: rect.maxX, y: rect.minY),
      bottomRight: Point(x: rect.maxX, y: rect.maxY), bottomLeft: Point(x: rect.minX, y: rect.maxY))
  }

  /// The corners in order: top-left, top-right, bottom-right, bottom-left.
  @inlinable
  package var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// The quad moved by `vector` (points).
  @inlinable
  package func offsetBy(_ vector: Vector) -> Quad {
    Quad(topLeft: topLeft + vector, topRight: topRight + vector, bottomRight: bottomRight + vector, bottomLeft: bottomLeft + vector)
  }
}

extension Quad: CustomStringConvertible {
  /// `[(x, y), (x, y), (x, y), (x, y)]` in corner order.
  package var description: String { "[\(topLeft), \(topRight), \(bottomRight), \(bottomLeft)]" }
}
