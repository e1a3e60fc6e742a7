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
      let length = sequenceLength(p, at: i, end: end)
      if length == 0 { return i }
      i += length
    }
    return nil
  }

  /// The length of the well-formed UTF-8 sequence that begins at `i` (a byte ≥ 0x80)
  /// and ends by `end`, or 0 when it is ill-formed there (a stray continuation byte,
  /// an overlong form, a surrogate, a value above U+10FFFF or a sequence cut short).
  static func sequenceLength(_ p: UnsafePointer<UInt8>, at i: Int, end: Int) -> Int {
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    let length: Int
    switch p[i] {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; upper = 0x9F
    case 0xF0: length = 4; lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; upper = 0x8F
    default: return 0
    }
    guard i + length <= end, p[i + 1] >= lower, p[i + 1] <= upper else { return 0 }
    for k in 2..<length where p[i + k] & 0xC0 != 0x80 { return 0 }
    return length
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
