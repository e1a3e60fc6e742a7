extension ScreenEdgePanRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touch == nil && extraTouches.isEmpty }

  /// An edge pan following no finger cannot react to an event in which none begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touch == nil && extraTouches.isEmpty }

  /// An edge pan's failure reports its current values, without an edge.
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    var out = output(.failed, at: time)
    out.edge = nil
    return out
  }

  /// A released edge pan begins at `time` with a zero translation, as a released pan.
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    translationOrigin = touch?.location ?? lastLocation
    return output(.began, at: time)
  }
}
