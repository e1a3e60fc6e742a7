extension RotationRecognizer: ArenaMember {
  @inlinable
  var _isIdle: Bool { _state == .possible && touches.isEmpty }

  /// A rotation that tracks no finger cannot react to an event in which none begins.
  @inlinable
  var _ignoresEventWithoutBegan: Bool { touches.isEmpty }

  /// A rotation succeeds when it begins; its `ended` closes a gesture that already succeeded.
  @inlinable
  static var _succeedsByEnding: Bool { false }

  /// A waiting rotation keeps tracking its fingers.
  @inlinable
  static var _freezesWhileWaiting: Bool { false }
}
