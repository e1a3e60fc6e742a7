/// A stream of bytes that a `TraceReader` pulls from, a block at a time.
///
/// The reader never asks for the whole input, so a source can stream a file of
/// any size in constant memory. The command line implements it with `read(2)`;
/// `MemoryByteSource` serves bytes held in memory.
public protocol ByteSource {
  /// Copies the next bytes of the stream to the start of `buffer` and returns
  /// how many it copied.
  ///
  /// The caller passes a non-empty buffer. The result is in
  /// `0...buffer.count`; it may be less than `buffer.count` without the stream
  /// having ended, and `0` means the stream has ended (the reader then stops
  /// asking). A thrown error ends the read: the reader reports it as a
  /// `TraceError` with reason `.readFailed`, using the error's description.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}
