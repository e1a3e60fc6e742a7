extension ScreenEdgePanRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touch == nil && extraTouches.isEmpty }

  /// An edge pan following no finger cannot react to an event in which none begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touch == nil && extraTouches.isEmpty }

  /// An edge pan succeeds when it begins.
  @inlinable
  static var _succeedsByEnding: Bool { false }

  /// A waiting edge pan keeps tracking its finger.
  @inlinable
  static var _freezesWhileWaiting: Bool { false }

  @inlinable
  mutating func _fail() -> Bool {
    guard _state != .failed else { return false }
    _state = .failed
    return true
  }

  @inlinable
  func _snapshot(_ state: GestureState, at time: Double) -> GestureOutput {
    output(state, at: time)
  }

  /// An edge pan's failure reports its current values.
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    var out = _snapshot(.failed, at: time)
    out.edge = nil
    return out
  }

  /// A released edge pan begins at `time` with a zero translation, as a released pan.
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    translationOrigin = touch?.location ?? lastLocation
    return _snapshot(.began, at: time)
  }
}
