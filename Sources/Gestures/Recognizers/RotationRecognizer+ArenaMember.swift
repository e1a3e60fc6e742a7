extension RotationRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty }

  /// A rotation has no deadlines.
  @inlinable
  var _deadline: Double? { nil }

  /// A rotation that tracks no finger cannot react to an event in which none begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touches.isEmpty }

  /// A rotation succeeds when it begins; its `ended` closes a gesture that already succeeded.
  @inlinable
  static var _succeedsByEnding: Bool { false }

  /// A waiting rotation keeps tracking its fingers.
  @inlinable
  static var _freezesWhileWaiting: Bool { false }

  /// Time passing changes nothing for a rotation.
  @inlinable
  mutating func _advance(to time: Double, into outputs: inout [GestureOutput]) {}

  /// A rotation's failure reports its current location (a failure carries no angle).
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    _snapshot(.failed, at: time)
  }

  /// A released rotation begins at `time` with its current rotation and velocity (UIKit's
  /// rotation does nothing special when its failure requirements are met).
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    _snapshot(.began, at: time)
  }
}
