extension TouchEvent {
  /// Whether every sample is a `moved` or `stationary` one (no finger begins or ends):
  /// such an event cannot change a recognizer whose gesture is decided.
  @inlinable
  var isOnlyMovement: Bool {
    var i = 0
    while i < touches.count {
      switch touches[i].phase {
      case .moved, .stationary: i += 1
      case .began, .ended, .cancelled: return false
      }
    }
    return true
  }
}
