extension Array {
  /// Removes every element and keeps the storage: the one way the libraries
  /// empty a reused buffer (records, callbacks, recognizer outputs, touches)
  /// between inputs, so that a steady run does not allocate.
  ///
  /// `removeAll(keepingCapacity: true)` goes through the generic
  /// `replaceSubrange`, about 60 instructions even for one element; popping is a
  /// third of that per element. The per-event and per-frame buffers usually hold
  /// one or two elements, so short buffers are popped and longer ones (more than
  /// `bulkRemovalThreshold` elements) removed at once (docs/performance.md,
  /// "Idioms").
  @inlinable
  package mutating func removeAllElements() {
    if count > Self.bulkRemovalThreshold {
      removeAll(keepingCapacity: true)
    } else {
      while popLast() != nil {}
    }
  }

  /// Above this many elements `removeAllElements()` removes them at once: 4.
  @inlinable
  package static var bulkRemovalThreshold: Int { 4 }
}
