import ScrollPhysics

/// A finger a pinch or rotation recognizer follows: its identifier, its latest
/// location and where it was at the event before (`UITouch.previousLocation(in:)`),
/// both in screen points.
@usableFromInline
struct TransformTouch: IdentifiedTouch, Hashable, Sendable {
  @usableFromInline var id: Int
  @usableFromInline var location: Point
  @usableFromInline var previousLocation: Point

  @inlinable
  init(id: Int, location: Point) {
    self.id = id
    self.location = location
    self.previousLocation = location
  }
}

extension Array where Element == TransformTouch {
  /// The centroid of the touches' locations, in points; `nil` when empty.
  @inlinable
  var centroid: Point? {
    if isEmpty { return nil }
    var x = 0.0
    var y = 0.0
    var i = 0
    while i < count {
      x += self[i].location.x
      y += self[i].location.y
      i += 1
    }
    let n = Double(count)
    return Point(x: x / n, y: y / n)
  }

  /// The distance between the first two touches, in points (0 with fewer than two).
  @inlinable
  var distanceBetweenFirstTwo: Double {
    guard count >= 2 else { return 0 }
    return (self[1].location - self[0].location).length
  }
}
