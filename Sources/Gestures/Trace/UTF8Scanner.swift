/// UTF-8 checks for the reader's slow paths (comments, the header, errors).
enum UTF8Scanner {
  /// The index of the first byte in `start..<end` that begins an ill-formed
  /// UTF-8 sequence (a stray continuation byte, an overlong form, a
  /// surrogate, a value above U+10FFFF or a sequence cut short by `end`), or
  /// `nil` when the range is well-formed.
  static func firstInvalid(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
    var i = start
    while i < end {
      let lead = p[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      let count: Int
      switch lead {
      case 0xC2...0xDF: count = 1
      case 0xE0: count = 2; lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: count = 2
      case 0xED: count = 2; upper = 0x9F
      case 0xF0: count = 3; lower = 0x90
      case 0xF1...0xF3: count = 3
      case 0xF4: count = 3; upper = 0x8F
      default: return i
      }
      if i + count >= end { return i }
      let second = p[i + 1]
      if second < lower || second > upper { return i }
      var k = 2
      while k <= count {
        if p[i + k] & 0xC0 != 0x80 { return i }
        k += 1
      }
      i += count + 1
    }
    return nil
  }

  /// The 1-based column of byte `offset` in the line that starts at
  /// `lineStart`: one more than the number of Unicode scalars before it
  /// (bytes that are not UTF-8 continuation bytes).
  static func column(_ p: UnsafePointer<UInt8>, lineStart: Int, offset: Int) -> Int {
    var column = 1
    var i = lineStart
    while i < offset {
      if p[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return column
  }
}
