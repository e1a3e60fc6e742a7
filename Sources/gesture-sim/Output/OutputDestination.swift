#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output bytes go: a file descriptor (standard output, standard error, or
/// the file `-o` names, `with(path:standardOutput:errors:keep:_:)`), written
/// through a buffer.
///
/// Text is collected and written in large blocks; call `flush()` before exiting.
struct OutputDestination: TextOutputStream {
  private let descriptor: Int32
  private(set) var buffer: [UInt8] = []
  /// The `errno` of the first write that failed (a full disk, a closed pipe), or
  /// `nil`; the text of a failed write is dropped.
  private(set) var failure: Int32?

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.blockSize)
  }

  static var standardOutput: OutputDestination { OutputDestination(descriptor: 1) }
  static var standardError: OutputDestination { OutputDestination(descriptor: 2) }

  /// The bytes collected before they are written: 64 KiB.
  static let blockSize = 1 << 16

  mutating func write(_ string: String) {
    // Written out before the text would overflow the block, so that the buffer
    // never grows past it (appending past its capacity would double it: 64 KiB
    // more peak memory for every run, docs/performance.md, "The user's path").
    if buffer.count + string.utf8.count > Self.blockSize && !buffer.isEmpty { flush() }
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Writes out everything buffered. A failed write (a closed pipe) drops the text.
  mutating func flush() {
    if let code = buffer.withUnsafeBytes({ Self.writeAll($0, to: descriptor) }), failure == nil { failure = code }
    buffer.removeAllElements()
  }

  /// Writes all of `bytes` to `descriptor`, again after an interrupted or partial
  /// write; returns nil when every byte was written, else the `errno` of the write
  /// that failed (`EIO` for one that wrote nothing).
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var start = 0
    while start < bytes.count {
      #if canImport(Glibc)
      let written = Glibc.write(descriptor, bytes.baseAddress! + start, bytes.count - start)
      #else
      let written = Darwin.write(descriptor, bytes.baseAddress! + start, bytes.count - start)
      #endif
      if written <= 0 {
        if written < 0 && errno == EINTR { continue }
        return written < 0 ? errno : EIO
      }
      start += written
    }
    return nil
  }
}
