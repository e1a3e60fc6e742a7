/// The fixed block of memory a trace reader reads into.
///
/// `padding` bytes more than `capacity` are allocated so that the reader can
/// put a `\n` sentinel after the data. The reader copies the buffer before writing
/// to it when the buffer is shared (copy on write), so readers stay values.
final class TraceBuffer: @unchecked Sendable {
  // @unchecked: the memory is written only through a uniquely referenced
  // buffer (see `TraceParser.prepareForInput()`); shared buffers are read-only.

  /// The start of the memory.
  let base: UnsafeMutablePointer<UInt8>
  /// Usable bytes, not counting the padding.
  let capacity: Int
  /// Bytes allocated after `capacity`, for the sentinel.
  static let padding = 1

  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(capacity: capacity + Self.padding)
    base.initialize(repeating: 0, count: capacity + Self.padding)
  }

  deinit {
    base.deallocate()
  }

  /// A new buffer holding this one's bytes in `range`, moved to the start.
  func copy(_ range: Range<Int>) -> TraceBuffer {
    let result = TraceBuffer(capacity: capacity)
    result.base.update(from: base + range.lowerBound, count: range.count)
    return result
  }
}
