/// An axis-aligned rectangle, in points. The counterpart of `CGRect`.
///
/// Width and height are expected to be non-negative. `contains(_:)` is
/// half-open, like `CGRect.contains`: the minimum edges are inside, the maximum
/// edges are not.
public struct Rect: Hashable, Sendable {
  /// The top-left corner, in points.
  public var origin: Point
  /// The extent, in points.
  public var size: Size

  /// Creates a rectangle from its origin and size, in points.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates, in points.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest x, in points.
  @inlinable public var minX: Double { origin.x }
  /// The smallest y, in points.
  @inlinable public var minY: Double { origin.y }
  /// The largest x, in points.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The largest y, in points.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The centre, in points.
  @inlinable public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// Whether `point` lies inside: `minX <= x < maxX` and `minY <= y < maxY`.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle moved by `vector`.
  @inlinable
  public func offsetBy(_ vector: Vector) -> Rect {
    Rect(origin: origin + vector, size: size)
  }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width, height)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
