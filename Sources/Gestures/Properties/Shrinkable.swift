/// A value that proposes simpler variants of itself, simplest first, for a shrinker.
protocol Shrinkable {
  /// Calls `body` with each simpler variant, in the order a shrinker tries them, until
  /// `body` returns true; returns whether it did.
  func visitSimplifications(_ body: (Self) -> Bool) -> Bool
}

extension TraceScript: Shrinkable {}
extension Screen: Shrinkable {}
