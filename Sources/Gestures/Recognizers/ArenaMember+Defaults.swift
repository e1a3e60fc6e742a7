/// The behaviour most members share, written once; a member whose rules differ
/// implements the requirement itself.
extension ArenaMember {
  /// No deadline: time passing alone never changes the member.
  @inlinable
  var _deadline: Double? { nil }

  /// Time passing changes nothing; appends nothing.
  @inlinable
  mutating func _advance(to time: Double, into outputs: inout [GestureOutput]) {}

  /// The failure reports the member's current values (a withheld success is stale).
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    _snapshot(.failed, at: time)
  }

  /// A released member begins at `time` with its current values (nothing special
  /// happens when its failure requirements are met).
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    _snapshot(.began, at: time)
  }
}
