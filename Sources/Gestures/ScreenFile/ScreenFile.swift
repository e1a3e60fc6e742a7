/// The screen file's limits and its whole-file read (docs/screens.md, "The format").
package enum ScreenFile {
  /// The largest screen file, in bytes (16 MiB: a screen of thousands of views
  /// is well under 1 MiB). A larger file is refused at its first byte beyond it.
  package static let sizeLimit = 16 << 20

  /// Every byte of `source`, or an error naming `path`: `readFailed` when a read
  /// fails, `tooLarge` (at the line and column of the first byte beyond the
  /// limit) when there are more than `limit` bytes. Never reads more than
  /// `limit` + 64 KiB.
  package static func bytes(of source: inout some ByteSource, path: String?, limit: Int = sizeLimit) throws(ScreenError) -> [UInt8] {
    var bytes: [UInt8] = []
    let chunk = 1 << 16
    var scratch = [UInt8](repeating: 0, count: chunk)
    while true {
      let count: Int
      do {
        count = try scratch.withUnsafeMutableBytes { try source.read(into: $0) }
      } catch {
        let place = location(of: bytes.count, in: bytes)
        throw ScreenError(path: path, line: place.line, column: place.column, reason: .readFailed(message: String(describing: error)))
      }
      precondition(count >= 0 && count <= chunk, "ByteSource.read(into:) returned \(count) for a buffer of \(chunk) bytes")
      if count == 0 { return bytes }
      bytes.append(contentsOf: scratch[..<count])
      if bytes.count > limit {
        let place = location(of: limit, in: bytes)
        throw ScreenError(path: path, line: place.line, column: place.column, reason: .tooLarge(what: "the screen file (bytes)", limit: limit))
      }
    }
  }

  /// The line and column (Unicode scalars, from 1) of byte `offset` of `bytes`.
  package static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1, column = 1
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0  // the parser skips a byte-order mark
    bytes.withUnsafeBufferPointer { buffer in
      for index in start..<max(start, min(offset, buffer.count)) {
        advance(&line, &column, past: buffer[index])
      }
    }
    return (line, column)
  }

  /// Moves `line` and `column` (from 1; the column counts Unicode scalars) past
  /// `byte`: a line feed starts the next line, and a byte that starts a UTF-8
  /// sequence (any but a continuation byte) takes a column.
  @inline(__always)
  static func advance(_ line: inout Int, _ column: inout Int, past byte: UInt8) {
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }
}
