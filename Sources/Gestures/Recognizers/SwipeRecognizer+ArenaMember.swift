extension SwipeRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty }

  /// A swipe tracking no finger cannot react to an event in which none begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touches.isEmpty }

  /// A swipe succeeds when it is recognized (`ended` means recognized).
  @inlinable
  static var _succeedsByEnding: Bool { true }

  /// A waiting swipe was recognized already: it takes no new touches.
  @inlinable
  static var _freezesWhileWaiting: Bool { true }

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

  /// A swipe whose recognition was withheld reports that output as its failure.
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    var out = withheld ?? _snapshot(.failed, at: time)
    out.direction = nil
    return out
  }

  /// A released swipe is recognized at `time` with the output it withheld.
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    withheld.recognized(at: time)
  }
}
