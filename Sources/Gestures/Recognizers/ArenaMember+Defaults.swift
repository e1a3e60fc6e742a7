/// The behaviour most members share, written once; a member whose rules differ
/// implements the requirement itself.
extension ArenaMember {
  /// No deadline: time passing alone never changes the member.
  @inlinable
  var _deadline: Double? { nil }

  /// A continuous gesture: it succeeds when it begins, and its `ended` closes a
  /// gesture that already succeeded.
  @inlinable
  static var _succeedsByEnding: Bool { false }

  /// A waiting member keeps tracking its fingers.
  @inlinable
  static var _freezesWhileWaiting: Bool { false }

  /// Time passing changes nothing; appends nothing.
  @inlinable
  mutating func _advance(to time: Double, into outputs: inout [GestureOutput]) {}

  /// Enters `failed` (another recognizer won, or a failure requirement was violated,
  /// possibly after a success the arena withheld); returns whether the state changed.
  @inlinable
  mutating func _fail() -> Bool {
    guard _state != .failed else { return false }
    _state = .failed
    return true
  }

  /// Fails at `time` (seconds) for `reason`, as `_fail()` does, and appends the
  /// failure output: the member's current values, `reason`, and no velocity.
  @inlinable @inline(__always)
  mutating func fail(at time: Double, _ reason: GestureFailureReason, into outputs: inout [GestureOutput]) {
    _ = _fail()
    var failure = output(.failed, at: time)
    failure.velocity = nil
    failure.reason = reason
    outputs.append(failure)
  }

  /// The failure reports the member's current values (a withheld success is stale).
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    output(.failed, at: time)
  }

  /// A released member begins at `time` with its current values (nothing special
  /// happens when its failure requirements are met).
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    output(.began, at: time)
  }
}
