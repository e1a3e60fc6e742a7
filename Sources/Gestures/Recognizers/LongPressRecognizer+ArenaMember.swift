extension LongPressRecognizer: ArenaMember {
  /// A long press tracking no finger and counting no tap cannot react to an event in
  /// which no finger begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { _isIdle }

  /// A long press succeeds when it begins.
  @inlinable
  static var _succeedsByEnding: Bool { false }

  /// A waiting long press keeps tracking its fingers (a move reports `changed`, kept
  /// withheld, and its lift fails it).
  @inlinable
  static var _freezesWhileWaiting: Bool { false }

  /// Forces a failure; returns whether the state changed.
  @inlinable
  mutating func _fail() -> Bool {
    guard _state != .failed else { return false }
    _state = .failed
    beginTime = nil
    pressWindowEnd = nil
    _deadline = nil
    _isIdle = false
    return true
  }

  @inlinable
  func _snapshot(_ state: GestureState, at time: Double) -> GestureOutput {
    output(state, at: time)
  }
}
