import ScrollPhysics

/// A finger known by its identifier and its latest location, in screen points.
@usableFromInline
protocol LocatedTouch: IdentifiedTouch {
  var location: Point { get set }
}

extension Array where Element: LocatedTouch {
  /// Moves the tracked finger of `sample` (a `moved` or `stationary` one) to the
  /// sample's location; returns whether a tracked finger's location changed (a sample
  /// that does not change it is not a move).
  @inlinable @inline(__always)
  mutating func move(_ sample: Touch) -> Bool {
    guard let i = index(ofTouch: sample.id), self[i].location != sample.location else { return false }
    self[i].location = sample.location
    return true
  }

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
