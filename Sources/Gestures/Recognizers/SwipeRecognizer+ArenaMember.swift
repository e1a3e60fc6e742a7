extension SwipeRecognizer: DiscreteArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty }

  /// A swipe tracking no finger cannot react to an event in which none begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touches.isEmpty }

  /// A swipe whose recognition was withheld reports that output as its failure,
  /// without a direction.
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    var out = withheld ?? output(.failed, at: time)
    out.direction = nil
    return out
  }
}
