/// A `ByteSource` over bytes held in memory: for tests and small inputs.
///
/// `chunkSize` limits how many bytes one `read(into:)` returns, so tests can
/// check that a reader handles lines split across reads.
public struct MemoryByteSource: ByteSource, Sendable {
  /// The whole input.
  public let bytes: [UInt8]
  /// The most bytes one `read(into:)` returns (at least 1).
  public let chunkSize: Int
  /// How many bytes have been read so far.
  public private(set) var offset: Int = 0

  /// Creates a source over `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The input, as raw bytes (normally UTF-8).
  ///   - chunkSize: The most bytes one read returns. Defaults to unlimited;
  ///     must be positive.
  public init(bytes: [UInt8], chunkSize: Int = .max) {
    precondition(chunkSize > 0, "MemoryByteSource: chunkSize must be positive")
    self.bytes = bytes
    self.chunkSize = chunkSize
  }

  /// Creates a source over the UTF-8 encoding of `text`.
  public init(_ text: String, chunkSize: Int = .max) {
    self.init(bytes: Array(text.utf8), chunkSize: chunkSize)
  }

  /// Copies up to `min(buffer.count, chunkSize)` further bytes; 0 at the end.
  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, chunkSize, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { all in
      buffer.baseAddress!.copyMemory(from: all.baseAddress! + offset, byteCount: count)
    }
    offset += count
    return count
  }
}
