/// A displacement or a rate of change in two dimensions.
///
/// The unit depends on use and is stated wherever a vector is stored: points for
/// a translation, points per second for a pan velocity, points per millisecond for
/// the velocity `scrollViewWillEndDragging` reports.
public struct Vector: Hashable, Sendable {
  /// Horizontal component.
  public var dx: Double
  /// Vertical component (positive downwards on screen).
  public var dy: Double

  /// Creates a vector from its components.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)

  /// The Euclidean length, in the vector's own unit.
  @inlinable
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  @inlinable
  public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }

  @inlinable
  public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }

  @inlinable
  public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }

  @inlinable
  public static func * (a: Vector, k: Double) -> Vector { Vector(dx: a.dx * k, dy: a.dy * k) }

  @inlinable
  public static func / (a: Vector, k: Double) -> Vector { Vector(dx: a.dx / k, dy: a.dy / k) }
}

extension Vector: CustomStringConvertible {
  /// `(dx, dy)` with Swift's shortest round-tripping number text.
  public var description: String { "(\(dx), \(dy))" }
}
