/// A discrete gesture (a tap, a swipe): its success is its recognition, an `ended`
/// output, which the arena may withhold for a failure requirement.
@usableFromInline
protocol DiscreteArenaMember: ArenaMember {}

extension DiscreteArenaMember {
  /// It succeeds when it is recognized (`ended` means recognized).
  @inlinable
  static var _succeedsByEnding: Bool { true }

  /// A waiting member was recognized already: it takes no new touches until it is
  /// decided.
  @inlinable
  static var _freezesWhileWaiting: Bool { true }

  /// A member whose recognition was withheld reports that output as its failure.
  @inlinable
  func _failureOutput(withheld: GestureOutput?, at time: Double) -> GestureOutput {
    withheld ?? output(.failed, at: time)
  }

  /// A released member is recognized at `time` with the output it withheld.
  @inlinable
  mutating func _release(_ withheld: GestureOutput, at time: Double) -> GestureOutput {
    withheld.recognized(at: time)
  }
}
