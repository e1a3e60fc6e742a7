extension TapRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty && tapsCompleted == 0 }

  /// A tap that tracks no finger cannot react to an event in which none begins: every
  /// moved or ended sample is another finger's (`_handle` would only look up untracked
  /// fingers and recompute an unchanged deadline).
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touches.isEmpty }

  /// A tap succeeds at the lift that completes it (`ended` means recognized).
  @inlinable
  static var _succeedsByEnding: Bool { true }

  /// A waiting tap ignores new touches until it is decided.
  @inlinable
  static var _freezesWhileWaiting: Bool { true }

  /// A tap whose recognition was withheld reports that output as its failure.
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    withheld ?? _snapshot(.failed, at: time)
  }

  /// A released tap is recognized at `time` with the output it withheld.
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    withheld.recognized(at: time)
  }
}
