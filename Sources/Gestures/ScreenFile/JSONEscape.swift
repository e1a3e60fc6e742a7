/// JSON's one-letter string escapes (RFC 8259, section 7), for the two JSON readers
/// (screen files and JSON recordings).
enum JSONEscape {
  /// The byte that a backslash followed by `letter` stands for: `"`, `\\`, `/`,
  /// backspace, form feed, line feed, carriage return or tab; nil for `u` (four hex
  /// digits follow) and for a letter that escapes nothing.
  @inline(__always)
  static func byte(escapedBy letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return letter
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "t"): return 0x09
    default: return nil
    }
  }
}
