/// One of `count` disjoint parts of a run's generated cases, so that several machines
/// (a CI matrix) or processes share a large check: shard `index` (from 1) of `count`
/// runs the cases whose index `i` (from 0) has `i % count == index - 1`.
///
/// Every shard keeps the run's seed policy (case `i` is generated from
/// `PropertyRunner.caseSeed(runSeed:index:)`), so a failure found by any shard replays
/// alone with its case seed, and the shards of one run together check exactly the
/// cases an unsharded run checks. Regression traces are replayed by every shard.
package struct PropertyShard: Hashable, Sendable, CustomStringConvertible {
  /// The shard's number, 1…`count`.
  package let index: Int
  /// How many shards the run is split into (1 or more).
  package let count: Int

  /// The whole run (shard 1 of 1).
  package static let whole = PropertyShard(uncheckedIndex: 1, count: 1)

  /// Shard `index` of `count`; `nil` unless `1 <= index <= count`.
  package init?(index: Int, count: Int) {
    guard count >= 1, index >= 1, index <= count else { return nil }
    self.index = index
    self.count = count
  }

  private init(uncheckedIndex: Int, count: Int) {
    self.index = uncheckedIndex
    self.count = count
  }

  /// Parses `I/N`, as `check --shard` takes it; `nil` when malformed or out of range.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  /// `I/N`.
  package var description: String { "\(index)/\(count)" }

  /// How many of a run's first `cases` cases this shard runs: ⌈(cases − (index − 1)) / count⌉.
  package func caseCount(of cases: Int) -> Int {
    let offset = index - 1
    return cases > offset ? (cases - offset + count - 1) / count : 0
  }

  /// The run's case index of this shard's `position`-th case (from 0).
  @inlinable
  package func caseIndex(position: Int) -> Int {
    (index - 1) + position * count
  }
}
