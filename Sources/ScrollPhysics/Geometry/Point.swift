/// A location in a two-dimensional coordinate space, in points.
///
/// The counterpart of `CGPoint`. Screen coordinates have their origin at the
/// top-left corner with y growing downwards, as in UIKit.
public struct Point: Hashable, Sendable {
  /// Horizontal coordinate, in points.
  public var x: Double
  /// Vertical coordinate, in points (y grows downwards on screen).
  public var y: Double

  /// Creates a point from its coordinates, in points.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The point moved by `vector`.
  @inlinable
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// The point moved by the opposite of `vector`.
  @inlinable
  public static func - (point: Point, vector: Vector) -> Point {
    Point(x: point.x - vector.dx, y: point.y - vector.dy)
  }

  /// The displacement from `b` to `a`.
  @inlinable
  public static func - (a: Point, b: Point) -> Vector {
    Vector(dx: a.x - b.x, dy: a.y - b.y)
  }
}

extension Point: CustomStringConvertible {
  /// `(x, y)` with Swift's shortest round-tripping number text.
  public var description: String { "(\(x), \(y))" }
}
