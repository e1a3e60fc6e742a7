extension LongPressRecognizer: ArenaMember {
  /// A long press tracking no finger and counting no tap cannot react to an event in
  /// which no finger begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { _isIdle }

  /// Forces a failure, dropping its deadlines; returns whether the state changed. (A
  /// waiting long press keeps tracking its fingers: a move reports `changed`, kept
  /// withheld, and its lift fails it.)
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
}
