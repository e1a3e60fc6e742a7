/// The phase of one finger in one touch event, as `UITouch.Phase`.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  /// The finger touched the screen.
  case began
  /// The finger moved.
  case moved
  /// The finger is down and did not move since the previous event.
  case stationary
  /// The finger lifted.
  case ended
  /// The system cancelled the touch (for example an incoming call).
  case cancelled

  /// Whether the finger is off the screen after this phase (`ended` or `cancelled`).
  @inlinable
  package var isEnd: Bool {
    switch self {
    case .ended, .cancelled: return true
    case .began, .moved, .stationary: return false
    }
  }
}
