/// Reads one JSON document (RFC 8259, strict) held in memory into a
/// `LocatedJSON` tree whose every value and key knows its line and column.
///
/// It is the screen file's parser; the recordings' streaming reader
/// (`JSONRecordReader`) shares its number grammar. Where a stream of records
/// needs constant memory, a document needs places: a screen file is read whole
/// (at most `ScreenFile.sizeLimit` bytes) and refused at the first fault:
/// - anything RFC 8259 does not allow (`malformed`), including control
///   characters such as NUL in a string (they must be escaped) and a lone
///   UTF-16 surrogate in a `\u` escape;
/// - a byte that is not UTF-8 inside a string (`invalidUTF8`);
/// - a key repeated in one object (`duplicateKey`, naming the first);
/// - nesting deeper than `depthLimit`, a string longer than `stringLimit`
///   bytes, a number longer than `numberLimit` characters (`tooLarge`), or one
///   beyond the finite `Double`s (`malformed`, `1e400`).
///
/// Columns count Unicode scalars from 1; a UTF-8 byte-order mark at the start is skipped.
/// Work is linear in the input and the recursion is bounded by `depthLimit`.
package struct LocatedJSONParser {
  /// The deepest nesting of arrays and objects (the document itself is depth 1).
  package static let depthLimit = 64
  /// The longest number, in characters.
  package static let numberLimit = 64
  /// The longest string, in bytes (decoded).
  package static let stringLimit = 65_536

  private let bytes: [UInt8]
  private let path: String?
  private var index = 0
  private var line = 1
  private var column = 1

  /// Reads `bytes`, the whole document; errors name `path`.
  package static func parse(_ bytes: [UInt8], path: String?) throws(ScreenError) -> LocatedJSON {
    var parser = LocatedJSONParser(bytes: bytes, path: path)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < bytes.count else {
      throw parser.error(.malformed(found: "the end of the file", expected: "a JSON object such as {\"views\": […]}"))
    }
    let value = try parser.parseValue(depth: 1)
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error(.malformed(found: parser.found(), expected: "the end of the file after the JSON value"))
    }
    return value
  }

  private init(bytes: [UInt8], path: String?) {
    self.bytes = bytes
    self.path = path
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(ScreenError) -> LocatedJSON {
    guard depth <= Self.depthLimit else { throw error(.tooLarge(what: "the nesting of arrays and objects", limit: Self.depthLimit)) }
    let line = self.line, column = self.column
    guard let c = peek() else { throw error(.malformed(found: "the end of the file", expected: "a JSON value")) }
    switch c {
    case UInt8(ascii: "{"):
      advance()
      return LocatedJSON(.object(try parseMembers(depth: depth)), line: line, column: column)
    case UInt8(ascii: "["):
      advance()
      var values: [LocatedJSON] = []
      skipWhitespace()
      if peek() == UInt8(ascii: "]") {
        advance()
        return LocatedJSON(.array(values), line: line, column: column)
      }
      while true {
        skipWhitespace()
        values.append(try parseValue(depth: depth + 1))
        skipWhitespace()
        guard let next = peek() else { throw error(.malformed(found: "the end of the file", expected: "',' or ']' in an array")) }
        guard next == UInt8(ascii: "]") || next == UInt8(ascii: ",") else {
          throw error(.malformed(found: describe(next), expected: "',' or ']' in an array"))
        }
        advance()
        if next == UInt8(ascii: "]") { return LocatedJSON(.array(values), line: line, column: column) }
      }
    case UInt8(ascii: "\""):
      return LocatedJSON(.string(try parseString()), line: line, column: column)
    case UInt8(ascii: "t"):
      try literal("true")
      return LocatedJSON(.bool(true), line: line, column: column)
    case UInt8(ascii: "f"):
      try literal("false")
      return LocatedJSON(.bool(false), line: line, column: column)
    case UInt8(ascii: "n"):
      try literal("null")
      return LocatedJSON(.null, line: line, column: column)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return LocatedJSON(.number(try parseNumber()), line: line, column: column)
    default:
      throw error(.malformed(found: found(), expected: "a JSON value"))
    }
  }

  /// An object's members, after its `{`, up to and including its `}`.
  private mutating func parseMembers(depth: Int) throws(ScreenError) -> [LocatedJSON.Member] {
    var members: [LocatedJSON.Member] = []
    var seen: [String: (line: Int, column: Int)] = [:]
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      advance()
      return members
    }
    while true {
      skipWhitespace()
      let line = self.line, column = self.column
      guard peek() == UInt8(ascii: "\"") else {
        throw error(.malformed(found: found(), expected: "a key in double quotes"))
      }
      let key = try parseString()
      if let first = seen[key] {
        throw ScreenError(path: path, line: line, column: column, reason: .duplicateKey(key: key, line: first.line, column: first.column))
      }
      seen[key] = (line, column)
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw error(.malformed(found: found(), expected: "':' after the key")) }
      advance()
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      members.append(LocatedJSON.Member(key: key, line: line, column: column, value: value))
      skipWhitespace()
      guard let next = peek() else { throw error(.malformed(found: "the end of the file", expected: "',' or '}' in an object")) }
      guard next == UInt8(ascii: "}") || next == UInt8(ascii: ",") else {
        throw error(.malformed(found: describe(next), expected: "',' or '}' in an object"))
      }
      advance()
      if next == UInt8(ascii: "}") { return members }
    }
  }

  private mutating func literal(_ word: String) throws(ScreenError) {
    let line = self.line, column = self.column
    let start = index
    for expected in word.utf8 {
      guard peek() == expected else {
        let end = min(bytes.count, start + word.utf8.count)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        throw ScreenError(path: path, line: line, column: column, reason: .malformed(found: quote(text), expected: "a JSON value (true, false or null)"))
      }
      advance()
    }
  }

  private mutating func parseNumber() throws(ScreenError) -> Double {
    let line = self.line, column = self.column
    var text: [UInt8] = []
    while let c = peek(),
      (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: "e")
        || c == UInt8(ascii: "E")
    {
      guard text.count < Self.numberLimit else {
        throw ScreenError(path: path, line: line, column: column, reason: .tooLarge(what: "a number's length in characters", limit: Self.numberLimit))
      }
      text.append(c)
      advance()
    }
    let string = String(decoding: text, as: UTF8.self)
    guard JSONRecordReader.isJSONNumber(text) else {
      throw ScreenError(path: path, line: line, column: column, reason: .malformed(found: quote(string), expected: "a JSON number such as 12, -0.5 or 1e3"))
    }
    guard let value = Double(string), value.isFinite else {
      throw ScreenError(
        path: path, line: line, column: column,
        reason: .malformed(found: quote(string), expected: "a number within ±1.7976931348623157e308"))
    }
    return value
  }

  private mutating func parseString() throws(ScreenError) -> String {
    advance()  // the opening quote
    var utf8: [UInt8] = []
    while true {
      guard let c = peek() else { throw error(.malformed(found: "the end of the file", expected: "'\"' to end the string")) }
      guard utf8.count <= Self.stringLimit else { throw error(.tooLarge(what: "a string's length in bytes", limit: Self.stringLimit)) }
      switch c {
      case UInt8(ascii: "\""):
        advance()
        return String(decoding: utf8, as: UTF8.self)  // valid: every byte was checked
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8)
      case 0x00..<0x20:
        throw error(.malformed(found: describe(c), expected: "a character of a string (control characters must be escaped, such as \\n or \\u0000)"))
      case 0x20..<0x80:
        utf8.append(c)
        advance()
      default:
        let length = utf8SequenceLength(at: index)
        guard length > 0 else { throw error(.invalidUTF8(byte: c)) }
        utf8.append(contentsOf: bytes[index..<index + length])
        for _ in 0..<length { advance() }
      }
    }
  }

  private mutating func parseEscape(into utf8: inout [UInt8]) throws(ScreenError) {
    let line = self.line, column = self.column
    advance()  // the backslash
    guard let e = peek() else { throw error(.malformed(found: "the end of the file", expected: "an escape")) }
    advance()
    if let byte = JSONEscape.byte(escapedBy: e) {
      utf8.append(byte)
      return
    }
    guard e == UInt8(ascii: "u") else {
      throw ScreenError(path: path, line: line, column: column, reason: .malformed(found: quote("\\" + String(decoding: [e], as: UTF8.self)), expected: "an escape such as \\n, \\\" or \\u00e9"))
    }
    var scalar = try hex4()
    let surrogate = "a \\u escape of a character, or a UTF-16 surrogate pair such as \\uD83D\\uDE00"
    if (0xDC00..<0xE000).contains(scalar) {
      throw ScreenError(path: path, line: line, column: column, reason: .malformed(found: "a lone low surrogate", expected: surrogate))
    }
    if (0xD800..<0xDC00).contains(scalar) {
      guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
        throw ScreenError(path: path, line: line, column: column, reason: .malformed(found: "a lone high surrogate", expected: surrogate))
      }
      advance()
      advance()
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else {
        throw ScreenError(path: path, line: line, column: column, reason: .malformed(found: "a lone high surrogate", expected: surrogate))
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    // Not a surrogate here, so always a scalar.
    utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
  }

  private mutating func hex4() throws(ScreenError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let c = peek() else { throw error(.malformed(found: "the end of the file", expected: "4 hexadecimal digits")) }
      let digit: UInt32
      switch c {
      case 0x30...0x39: digit = UInt32(c - 0x30)
      case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
      case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
      default: throw error(.malformed(found: found(), expected: "4 hexadecimal digits"))
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  // MARK: UTF-8

  /// The length of the valid UTF-8 sequence starting at `i` (a byte ≥ 0x80), or 0.
  private func utf8SequenceLength(at i: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      return UTF8Scanner.sequenceLength(base, at: i, end: buffer.count)
    }
  }

  // MARK: Bytes

  private func error(_ reason: ScreenErrorReason) -> ScreenError {
    ScreenError(path: path, line: line, column: column, reason: reason)
  }

  /// What is at the current position, for a message.
  private func found() -> String {
    guard let c = peek() else { return "the end of the file" }
    return describe(c)
  }

  private func describe(_ c: UInt8) -> String {
    if c == 0 { return "a NUL byte" }
    if c < 0x20 || c >= 0x7F { return "byte 0x" + String(c, radix: 16, uppercase: true) }
    return quote(String(UnicodeScalar(c)))
  }

  private mutating func skipWhitespace() {
    while let c = peek(), c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { advance() }
  }

  @inline(__always)
  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  @inline(__always)
  private mutating func advance() {
    guard index < bytes.count else { return }
    ScreenFile.advance(&line, &column, past: bytes[index])
    index += 1
  }
}
