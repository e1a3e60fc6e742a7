import ScrollPhysics

/// A finger known by its identifier and its latest location, in screen points.
@usableFromInline
protocol LocatedTouch: IdentifiedTouch {
  var location: Point { get }
}

extension Array where Element: LocatedTouch {
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
}
