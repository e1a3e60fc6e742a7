/// Splits a byte stream into lines, in constant memory, for the importers.
///
/// The reader pulls bytes from its `ByteSource` into one fixed buffer of four
/// times `maximumLineLength` (at least 4 KiB) and hands out each line as a
/// pointer range into it, valid until the next call. A line ends at `\n`; a
/// `\r` before it is dropped, so CRLF files read as LF files. The last line
/// may lack a line ending. A line longer than `maximumLineLength` bytes is an
/// `ImportError` with reason `.lineTooLong`.
struct ImportLineReader {
  var source: any ByteSource
  let path: String?
  let maximumLineLength: Int
  var buffer: TraceBuffer
  /// The first byte not yet handed out.
  var position = 0
  /// One past the last byte of data; `buffer.base[end]` is a `\n` sentinel.
  var end = 0
  var atEndOfInput = false
  /// The number of the line handed out last (1-based); 0 before the first.
  private(set) var lineNumber = 0
  /// The start of the line handed out last, as an offset into `buffer`.
  private(set) var lineStart = 0
  /// One past its last byte (line ending excluded).
  private(set) var lineEnd = 0
  /// Whether the line handed out last had no line ending (the end of the input).
  private(set) var lineUnterminated = false

  init(source: any ByteSource, path: String?, maximumLineLength: Int) {
    precondition(maximumLineLength > 0, "ImportLineReader: maximumLineLength must be positive")
    self.source = source
    self.path = path
    self.maximumLineLength = maximumLineLength
    buffer = TraceBuffer(capacity: max(4_096, 4 * (maximumLineLength + 2)))
    buffer.base[0] = UInt8(ascii: "\n")
  }

  /// The bytes of the line handed out last.
  var base: UnsafeMutablePointer<UInt8> { buffer.base }

  /// The first index from `i` before `end` whose byte (in `base`) is not a
  /// space or a tab; `end` when there is none.
  @inline(__always)
  func skippingBlanks(from i: Int, to end: Int) -> Int {
    let p = buffer.base
    var i = i
    while i < end && (p[i] == 0x20 || p[i] == 0x09) { i &+= 1 }
    return i
  }

  /// Moves to the next line and returns `true`, or returns `false` at the end.
  ///
  /// - Throws: `ImportError` for a line that is too long or a failed read.
  mutating func nextLine() throws(ImportError) -> Bool {
    if !atEndOfInput && end - position < maximumLineLength + 2 { try fill() }
    if position >= end { return false }
    let p = buffer.base
    // The sentinel at `end` stops the scan; eight bytes at a time while they fit.
    var i = position
    let raw = UnsafeRawPointer(p)
    while i &+ 8 <= end {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
      // A zero byte in `word` is a line feed (the classic "has a zero byte" test).
      if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
      i &+= 8
    }
    while p[i] != 0x0A { i &+= 1 }
    let stop = i
    if stop - position > maximumLineLength + 1 || (stop == end && stop - position > maximumLineLength) {
      lineNumber += 1
      throw ImportError(path: path, line: lineNumber, column: maximumLineLength + 1, reason: .lineTooLong(limit: maximumLineLength))
    }
    lineNumber += 1
    lineStart = position
    var last = stop
    if last > position && p[last - 1] == 0x0D { last -= 1 }
    if last - position > maximumLineLength {
      throw ImportError(path: path, line: lineNumber, column: maximumLineLength + 1, reason: .lineTooLong(limit: maximumLineLength))
    }
    lineEnd = last
    lineUnterminated = stop == end
    position = stop == end ? end : stop + 1
    return true
  }

  /// Hands out the line that starts at `position`, ends (line ending
  /// excluded) at `contentEnd` and has its `\n` at `newline`, found by the
  /// caller's own scan of the buffer (`newline < end`), as `nextLine()` would.
  mutating func accept(contentEnd: Int, newline: Int) {
    lineNumber += 1
    lineStart = position
    lineEnd = contentEnd
    lineUnterminated = false
    position = newline + 1
  }

  /// The 1-based column of the line's first byte that cannot be in a text
  /// line (a control character other than tab, or ill-formed UTF-8), or nil.
  func firstBinaryColumn() -> Int? {
    let p = buffer.base
    var i = lineStart
    while i < lineEnd {
      let c = p[i]
      if (c < 0x20 && c != 0x09) || c == 0x7F { return i - lineStart + 1 }
      if c >= 0x80 {
        if let bad = UTF8Scanner.firstInvalid(p, from: i, to: lineEnd) { return bad - lineStart + 1 }
        return nil
      }
      i += 1
    }
    return nil
  }

  /// Throws when the line is not text (`firstBinaryColumn()`): a recording
  /// that is not text at all stops at once instead of being skipped line by
  /// line.
  func requireText(_ format: String) throws(ImportError) {
    if let column = firstBinaryColumn() {
      let byte = buffer.base[lineStart + column - 1]
      throw ImportError(
        path: path, line: lineNumber, column: column,
        reason: .malformed(found: "byte 0x" + String(byte, radix: 16, uppercase: true), expected: "\(format) text (UTF-8, no control characters)"))
    }
  }

  /// The line handed out last, as text (for messages and slow paths).
  var lineText: String {
    String(decoding: UnsafeBufferPointer(start: buffer.base + lineStart, count: lineEnd - lineStart), as: UTF8.self)
  }

  /// Fills the buffer from the source, up to full or the end of the input.
  mutating func fill() throws(ImportError) {
    let p = buffer.base
    if position > 0 {
      p.update(from: p + position, count: end - position)
      end -= position
      position = 0
    }
    while end < buffer.capacity && !atEndOfInput {
      let space = UnsafeMutableRawBufferPointer(start: p + end, count: buffer.capacity - end)
      let count: Int
      do {
        count = try source.read(into: space)
      } catch {
        throw ImportError(path: path, line: lineNumber + 1, column: 1, reason: .readFailed(message: String(describing: error)))
      }
      precondition(count >= 0 && count <= space.count, "ByteSource.read(into:) returned \(count) for a buffer of \(space.count) bytes")
      if count == 0 { atEndOfInput = true } else { end += count }
    }
    p[end] = 0x0A
  }
}
