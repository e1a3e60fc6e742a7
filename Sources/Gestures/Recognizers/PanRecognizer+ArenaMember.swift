extension PanRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty }

  /// A pan may move with any event (its fingers' samples), so it sees every one.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { false }

  /// A released pan begins at `time` with a zero translation, as UIKit's
  /// `_willBeginAfterSatisfyingFailureRequirements`.
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    _zeroTranslation()
    return output(.began, at: time)
  }
}
