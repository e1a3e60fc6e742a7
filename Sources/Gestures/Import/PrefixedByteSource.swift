/// A byte source that has read its first bytes ahead, so that a format can
/// be detected before reading starts; it then serves those bytes again,
/// followed by the rest of the underlying source.
package struct PrefixedByteSource<Source: ByteSource>: ByteSource {
  /// The bytes read ahead (up to `prefixLength`; fewer when the input is
  /// shorter).
  package let prefix: [UInt8]
  var source: Source
  var offset = 0

  /// Reads up to `prefixLength` bytes (default 4 KiB) from `source`.
  ///
  /// - Throws: What `source` throws.
  package init(_ source: Source, prefixLength: Int = 4_096) throws {
    var source = source
    var bytes = [UInt8](repeating: 0, count: prefixLength)
    var count = 0
    while count < prefixLength {
      let read = try bytes.withUnsafeMutableBytes { all in
        try source.read(into: UnsafeMutableRawBufferPointer(rebasing: all[count...]))
      }
      if read == 0 { break }
      count += read
    }
    bytes.removeLast(prefixLength - count)
    prefix = bytes
    self.source = source
  }

  package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    if offset < prefix.count {
      let count = min(buffer.count, prefix.count - offset)
      prefix.withUnsafeBytes { all in
        buffer.baseAddress!.copyMemory(from: all.baseAddress! + offset, byteCount: count)
      }
      offset += count
      return count
    }
    return try source.read(into: buffer)
  }
}
