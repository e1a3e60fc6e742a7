/// Identifies a hit region in a `RegionTree`: its index, in the order regions were
/// added (0, 1, 2, …).
@usableFromInline package struct RegionID: Hashable, Sendable, Comparable {
  /// The index.
  @usableFromInline package var rawValue: Int

  /// Creates an identifier from its index.
  @inlinable
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders identifiers by index (the order the regions were added).
  @inlinable
  package static func < (a: RegionID, b: RegionID) -> Bool {
    a.rawValue < b.rawValue
  }
}
