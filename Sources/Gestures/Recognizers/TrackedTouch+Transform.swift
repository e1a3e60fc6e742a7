import ScrollPhysics

/// The fingers of a pinch or rotation recognizer: their motion between events and
/// the pair they form.
extension Array where Element == TrackedTouch {
  /// Starts a new event: each touch's previous location becomes where it is now.
  @inlinable
  mutating func startEvent() {
    var i = 0
    while i < count {
      self[i].previousLocation = self[i].location
      i += 1
    }
  }

  /// Appends every finger that begins in `event`, is not tracked yet and whose index in
  /// `event.touches` `accepts` returns true for; returns whether any was appended.
  @inlinable
  mutating func appendBeginning(_ event: TouchEvent, accepting accepts: (Int) -> Bool) -> Bool {
    var landed = false
    var index = 0
    while index < event.touches.count {
      let sample = event.touches[index]
      if sample.phase == .began && self.index(ofTouch: sample.id) == nil && accepts(index) {
        append(TrackedTouch(id: sample.id, location: sample.location))
        landed = true
      }
      index += 1
    }
    return landed
  }

  /// The distance between the first two touches, in points (0 with fewer than two).
  @inlinable
  var distanceBetweenFirstTwo: Double {
    guard count >= 2 else { return 0 }
    return (self[1].location - self[0].location).length
  }
}
