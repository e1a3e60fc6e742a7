extension PanRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty }

  /// A pan may move with any event (its fingers' samples), so it sees every one.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { false }

  /// A pan succeeds when it begins; its `ended` closes a gesture that already succeeded.
  @inlinable
  static var _succeedsByEnding: Bool { false }

  /// A waiting pan keeps tracking its fingers.
  @inlinable
  static var _freezesWhileWaiting: Bool { false }

  /// A released pan begins at `time` with a zero translation, as UIKit's
  /// `_willBeginAfterSatisfyingFailureRequirements`.
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    _zeroTranslation()
    return _snapshot(.began, at: time)
  }
}
