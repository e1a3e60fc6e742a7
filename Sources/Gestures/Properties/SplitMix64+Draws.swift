// Draws used by the trace generator. They are written here rather than taken from
// the standard library's `random(in:using:)`, whose algorithms may change between
// Swift releases: a seed must keep producing the same case.

extension SplitMix64 {
  /// A uniform `Double` in `0 ..< 1`: the top 53 bits of the next output over 2⁵³.
  @inlinable
  package mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform `Double` in `range` (the upper bound is reached only when the range is
  /// a single value).
  @inlinable
  package mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
  }

  /// A uniform integer in `range`, by the multiply-high method (Lemire): the bias is
  /// below `range.count / 2⁶⁴`, far below anything a test can see.
  /// - Precondition: the range has fewer than 2⁶³ values.
  @inlinable
  package mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    let count = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next().multipliedFullWidth(by: count).high)
  }

  /// `true` with probability `probability` (0 never, 1 always).
  @inlinable
  package mutating func nextBool(probability: Double) -> Bool {
    nextUnit() < probability
  }
}
