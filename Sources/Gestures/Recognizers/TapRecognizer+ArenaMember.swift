extension TapRecognizer: DiscreteArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty && tapsCompleted == 0 }

  /// A tap that tracks no finger cannot react to an event in which none begins: every
  /// moved or ended sample is another finger's (`_handle` would only look up untracked
  /// fingers and recompute an unchanged deadline).
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touches.isEmpty }

  /// Forces a failure: another recognizer won, or a failure requirement was violated,
  /// possibly after a recognition the arena withheld. Returns whether the state changed.
  @inlinable
  mutating func _fail() -> Bool {
    guard _state != .failed else { return false }
    _state = .failed
    _deadline = nil
    return true
  }
}
