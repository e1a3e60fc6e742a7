/// Streams the records of a JSON recording, one at a time, in constant
/// memory (bounded by the largest record).
///
/// The records are the elements of a top-level array (`[{…}, {…}]`), or the
/// elements of the array under one of `wrapperKeys` in a top-level object
/// (`{"viewport": …, "events": [{…}, …]}`; the object's other members are
/// `header`), or a sequence of top-level objects (JSON Lines). Strict JSON
/// (RFC 8259): a syntax error is an `ImportError` at its line and column.
struct JSONRecordReader {
  enum State {
    case start
    case topArray(first: Bool)
    case wrapperArray(first: Bool)
    case lines
    case done
  }

  var source: any ByteSource
  let path: String?
  let wrapperKeys: [String]
  /// The largest record, in bytes.
  let recordLimit: Int
  static var depthLimit: Int { 64 }
  var buffer: TraceBuffer
  var position = 0
  var end = 0
  var atEndOfInput = false
  var line = 1
  var column = 1
  var state = State.start
  /// The members of a wrapper object other than the records' array.
  private(set) var header: [(key: String, value: ImportJSON)] = []
  var recordStart = 0
  var consumed = 0

  init(source: any ByteSource, path: String?, wrapperKeys: [String], recordLimit: Int) {
    self.source = source
    self.path = path
    self.wrapperKeys = wrapperKeys
    self.recordLimit = recordLimit
    buffer = TraceBuffer(capacity: 1 << 16)
  }

  /// The next record and the line it starts on, or nil at the end.
  mutating func next() throws(ImportError) -> (value: ImportJSON, line: Int, column: Int)? {
    while true {
      switch state {
      case .done:
        return nil
      case .start:
        try skipWhitespace()
        if position == end && atEndOfInput { state = .done; return nil }
        let c = try peek()
        if c == UInt8(ascii: "[") {
          advance()
          state = .topArray(first: true)
        } else if c == UInt8(ascii: "{") {
          let line = self.line, column = self.column
          advance()
          if let record = try wrapperMembers(line: line, column: column) {
            state = .lines
            return record
          }
          state = .wrapperArray(first: true)
        } else {
          throw error(.malformed(found: character(c), expected: "'[' or '{' at the start of a JSON recording"))
        }
      case .topArray(let first), .wrapperArray(let first):
        let wrapped: Bool
        if case .wrapperArray = state { wrapped = true } else { wrapped = false }
        try skipWhitespace()
        var c = try peek()
        if c == UInt8(ascii: "]") {
          advance()
          if wrapped { try finishWrapper() }
          try expectEnd()
          state = .done
          return nil
        }
        if !first {
          guard c == UInt8(ascii: ",") else { throw error(.malformed(found: character(c), expected: "',' or ']' after a record")) }
          advance()
          try skipWhitespace()
          c = try peek()
        }
        state = wrapped ? .wrapperArray(first: false) : .topArray(first: false)
        let line = self.line, column = self.column
        consumed = 0
        let value = try parseValue(depth: 1)
        return (value, line, column)
      case .lines:
        try skipWhitespace()
        if position == end && atEndOfInput { state = .done; return nil }
        let line = self.line, column = self.column
        consumed = 0
        let value = try parseValue(depth: 1)
        return (value, line, column)
      }
    }
  }

  /// Reads a top-level object's members up to the records' array; returns
  /// the whole object as a record when it has none.
  private mutating func wrapperMembers(line: Int, column: Int) throws(ImportError) -> (value: ImportJSON, line: Int, column: Int)? {
    var members: [(key: String, value: ImportJSON)] = []
    consumed = 0
    let closed = try parseElements(close: UInt8(ascii: "}"), expected: "',' or '}' in an object") { reader throws(ImportError) in
      let key = try reader.parseKey()
      try reader.skipWhitespace()
      let opensArray = try reader.peek() == UInt8(ascii: "[")
      if reader.wrapperKeys.contains(key) && opensArray {
        reader.advance()
        return false
      }
      members.append((key, try reader.parseValue(depth: 2)))
      return true
    }
    guard closed else {
      header = members
      return nil
    }
    return (.object(members), line, column)
  }

  /// Reads the wrapper's members after the records' array, up to its `}`.
  private mutating func finishWrapper() throws(ImportError) {
    while true {
      try skipWhitespace()
      let c = try peek()
      if c == UInt8(ascii: "}") {
        advance()
        return
      }
      guard c == UInt8(ascii: ",") else { throw error(.malformed(found: character(c), expected: "',' or '}' after the records")) }
      advance()
      let key = try parseKey()
      consumed = 0
      header.append((key, try parseValue(depth: 2)))
    }
  }

  private mutating func expectEnd() throws(ImportError) {
    try skipWhitespace()
    if !(position == end && atEndOfInput) {
      throw error(.malformed(found: character(try peek()), expected: "the end of the file after the JSON value"))
    }
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(ImportError) -> ImportJSON {
    guard depth <= Self.depthLimit else { throw error(.tooLarge(what: "the nesting of a JSON record", limit: Self.depthLimit)) }
    try skipWhitespace()
    let c = try peek()
    switch c {
    case UInt8(ascii: "{"):
      advance()
      var members: [(key: String, value: ImportJSON)] = []
      try parseElements(close: UInt8(ascii: "}"), expected: "',' or '}' in an object") { reader throws(ImportError) in
        let key = try reader.parseKey()
        members.append((key, try reader.parseValue(depth: depth + 1)))
        return true
      }
      return .object(members)
    case UInt8(ascii: "["):
      advance()
      var values: [ImportJSON] = []
      try parseElements(close: UInt8(ascii: "]"), expected: "',' or ']' in an array") { reader throws(ImportError) in
        values.append(try reader.parseValue(depth: depth + 1))
        return true
      }
      return .array(values)
    case UInt8(ascii: "\""):
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default:
      throw error(.malformed(found: character(c), expected: "a JSON value"))
    }
  }

  /// Reads the elements of an object or an array, after its opening bracket, up
  /// to its closing bracket `close`: `element` reads one element (after any
  /// whitespace) and returns `false` to stop there. Returns whether the
  /// bracket was reached (`false`: an element stopped). `expected` is what the
  /// error after an element says was expected.
  @discardableResult
  private mutating func parseElements(
    close: UInt8, expected: String, _ element: (inout JSONRecordReader) throws(ImportError) -> Bool
  ) throws(ImportError) -> Bool {
    try skipWhitespace()
    if try peek() == close {
      advance()
      return true
    }
    while true {
      guard try element(&self) else { return false }
      try skipWhitespace()
      let next = try peek()
      if next == close {
        advance()
        return true
      }
      guard next == UInt8(ascii: ",") else { throw error(.malformed(found: character(next), expected: expected)) }
      advance()
    }
  }

  /// Reads an object member's key and the `:` after it, with the whitespace
  /// before each.
  private mutating func parseKey() throws(ImportError) -> String {
    try skipWhitespace()
    let key = try parseString()
    try skipWhitespace()
    guard try peek() == UInt8(ascii: ":") else { throw error(.malformed(found: character(try peek()), expected: "':' after a key")) }
    advance()
    return key
  }

  private mutating func literal(_ word: StaticString) throws(ImportError) {
    let startLine = line, startColumn = column
    for k in 0..<word.utf8CodeUnitCount {
      guard try peekOrNil() == word.utf8Start[k] else {
        throw ImportError(path: path, line: startLine, column: startColumn, reason: .malformed(found: "\(word)".prefix(k + 1).description, expected: "true, false or null"))
      }
      advance()
    }
  }

  private mutating func parseNumber() throws(ImportError) -> Double {
    let startLine = line, startColumn = column
    var text: [UInt8] = []
    while let c = try peekOrNil(),
      (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || c == UInt8(ascii: "e")
        || c == UInt8(ascii: "E")
    {
      text.append(c)
      advance()
      if text.count > 64 { break }
    }
    let string = String(decoding: text, as: UTF8.self)
    guard Self.isJSONNumber(text), let value = Double(string), value.isFinite else {
      throw ImportError(path: path, line: startLine, column: startColumn, reason: .malformed(found: string, expected: "a finite JSON number"))
    }
    return value
  }

  /// RFC 8259's number grammar.
  static func isJSONNumber(_ s: [UInt8]) -> Bool {
    var i = 0
    func digits() -> Int {
      let start = i
      while i < s.count && s[i] >= 0x30 && s[i] <= 0x39 { i += 1 }
      return i - start
    }
    if i < s.count && s[i] == UInt8(ascii: "-") { i += 1 }
    guard i < s.count else { return false }
    if s[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return false }
    if i < s.count && s[i] == UInt8(ascii: ".") {
      i += 1
      if digits() == 0 { return false }
    }
    if i < s.count && (s[i] == UInt8(ascii: "e") || s[i] == UInt8(ascii: "E")) {
      i += 1
      if i < s.count && (s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-")) { i += 1 }
      if digits() == 0 { return false }
    }
    return i == s.count
  }

  private mutating func parseString() throws(ImportError) -> String {
    guard try peekOrNil() == UInt8(ascii: "\"") else {
      throw error(.malformed(found: character(try peekOrNil()), expected: "a string in double quotes"))
    }
    advance()
    var bytes: [UInt8] = []
    while true {
      guard let c = try peekOrNil() else { throw error(.malformed(found: "the end of the file", expected: "'\"' to end a string")) }
      advance()
      switch c {
      case UInt8(ascii: "\""):
        return String(decoding: bytes, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let e = try peekOrNil() else { throw error(.malformed(found: "the end of the file", expected: "an escape")) }
        advance()
        if let byte = JSONEscape.byte(escapedBy: e) {
          bytes.append(byte)
          break
        }
        switch e {
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar) {
            // A surrogate pair.
            if try peekOrNil() == UInt8(ascii: "\\") {
              advance()
              guard try peekOrNil() == UInt8(ascii: "u") else { throw error(.malformed(found: "\\", expected: "a low surrogate \\uDC00…\\uDFFF")) }
              advance()
              let low = try hex4()
              guard (0xDC00..<0xE000).contains(low) else { throw error(.malformed(found: "a \\u escape", expected: "a low surrogate \\uDC00…\\uDFFF")) }
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
              scalar = 0xFFFD
            }
          } else if (0xDC00..<0xE000).contains(scalar) {
            scalar = 0xFFFD
          }
          bytes.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
        default:
          throw error(.malformed(found: "\\" + character(e), expected: "an escape such as \\n, \\\" or \\u00e9"))
        }
      default:
        guard c >= 0x20 else { throw error(.malformed(found: character(c), expected: "a character of a string (control characters must be escaped)")) }
        bytes.append(c)
      }
      if bytes.count > recordLimit { throw error(.tooLarge(what: "a JSON string", limit: recordLimit)) }
    }
  }

  private mutating func hex4() throws(ImportError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let c = try peekOrNil() else { throw error(.malformed(found: "the end of the file", expected: "4 hexadecimal digits")) }
      let d: UInt32
      switch c {
      case 0x30...0x39: d = UInt32(c - 0x30)
      case 0x61...0x66: d = UInt32(c - 0x61 + 10)
      case 0x41...0x46: d = UInt32(c - 0x41 + 10)
      default: throw error(.malformed(found: character(c), expected: "4 hexadecimal digits"))
      }
      value = value << 4 | d
      advance()
    }
    return value
  }

  // MARK: Bytes

  private func error(_ reason: ImportError.Reason) -> ImportError {
    ImportError(path: path, line: line, column: column, reason: reason)
  }

  private func character(_ c: UInt8?) -> String {
    guard let c else { return "the end of the file" }
    if c < 0x20 || c >= 0x7F { return "byte 0x" + String(c, radix: 16) }
    return String(UnicodeScalar(c))
  }

  private mutating func skipWhitespace() throws(ImportError) {
    while let c = try peekOrNil(), c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { advance() }
    // A UTF-8 byte-order mark at the very start.
    if line == 1 && column == 1, try peekOrNil() == 0xEF { advance(); advance(); advance(); column = 1 }
  }

  private mutating func peek() throws(ImportError) -> UInt8 {
    guard let c = try peekOrNil() else { throw error(.malformed(found: "the end of the file", expected: "more JSON")) }
    return c
  }

  @inline(__always)
  private mutating func peekOrNil() throws(ImportError) -> UInt8? {
    if position == end {
      if atEndOfInput { return nil }
      try fill()
      if position == end { return nil }
    }
    return buffer.base[position]
  }

  @inline(__always)
  private mutating func advance() {
    guard position < end else { return }
    if buffer.base[position] == 0x0A {
      line += 1
      column = 1
    } else {
      column += 1
    }
    position += 1
    consumed += 1
  }

  private mutating func fill() throws(ImportError) {
    if consumed > recordLimit { throw error(.tooLarge(what: "a JSON record (bytes)", limit: recordLimit)) }
    position = 0
    end = 0
    while end == 0 && !atEndOfInput {
      let space = UnsafeMutableRawBufferPointer(start: buffer.base, count: buffer.capacity)
      let count: Int
      do {
        count = try source.read(into: space)
      } catch {
        throw ImportError(path: path, line: line, column: column, reason: .readFailed(message: String(describing: error)))
      }
      precondition(count >= 0 && count <= space.count, "ByteSource.read(into:) returned \(count) for a buffer of \(space.count) bytes")
      if count == 0 { atEndOfInput = true } else { end = count }
    }
  }
}
