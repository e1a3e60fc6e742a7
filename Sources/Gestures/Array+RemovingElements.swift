extension Array {
  /// Removes every element and keeps the storage, like
  /// `removeAll(keepingCapacity: true)`, for the reused buffers of the per-event
  /// and per-frame paths, which usually hold one or two elements.
  ///
  /// `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`,
  /// about 60 instructions even for one element; popping is a third of that.
  @inlinable
  mutating func removeAllElements() {
    while popLast() != nil {}
  }
}
