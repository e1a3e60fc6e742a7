import ScrollPhysics

/// A finger known by its identifier (`Touch.id`): what the recognizers and the arena
/// look fingers up by.
@usableFromInline
protocol IdentifiedTouch {
  var id: Int { get }
}

/// A finger a recognizer follows: its identifier, its latest location, and where it
/// was when the current event began (`UITouch.previousLocation(in:)`), both in screen
/// points.
@usableFromInline
struct TrackedTouch: LocatedTouch, Hashable, Sendable {
  @usableFromInline var id: Int
  @usableFromInline var location: Point
  /// Where the finger was when the current event began: kept by the recognizers that
  /// measure the fingers' motion between events (pinch and rotation, with
  /// `startEvent()`); the others leave it at the touch-down location.
  @usableFromInline var previousLocation: Point

  /// A finger that lands at `location`.
  @inlinable
  init(id: Int, location: Point) {
    self.id = id
    self.location = location
    self.previousLocation = location
  }
}

extension Array where Element: IdentifiedTouch {
  /// The index of the touch with identifier `id`, if present.
  @inlinable
  func index(ofTouch id: Int) -> Int? {
    var i = 0
    while i < count {
      if self[i].id == id { return i }
      i += 1
    }
    return nil
  }
}
