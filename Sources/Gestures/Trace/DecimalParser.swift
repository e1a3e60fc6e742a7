/// Byte-level parsing of decimal numbers to the correctly rounded `Double`.
///
/// The accepted syntax is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`:
/// no spaces, no hexadecimal, no `nan` or `inf`. Numbers of at most 19
/// significant digits whose integer value is at most 2⁵³ and whose decimal
/// exponent is within ±22 take Clinger's fast path: both factors are exact
/// doubles, so one multiplication or division rounds correctly. Every other
/// number goes to the standard library's `Double(_: String)`, which also
/// rounds correctly.
enum DecimalParser {
  /// Parses the number starting at `p[index]` and moves `index` past it.
  ///
  /// The bytes must end with a byte that cannot continue a number (the
  /// reader's buffer ends with a `\n` sentinel). Returns `nil`, leaving
  /// `index` unchanged, when no digit is found. The result may be infinite
  /// when the number overflows; it is never NaN. An `e` not followed by
  /// digits is not consumed.
  @inline(__always)
  static func parse(_ p: UnsafePointer<UInt8>, _ index: inout Int) -> Double? {
    let start = index
    var i = index
    var c = p[i]
    var negative = false
    if c == UInt8(ascii: "-") {
      negative = true
      i += 1
      c = p[i]
    } else if c == UInt8(ascii: "+") {
      i += 1
      c = p[i]
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    var truncated = false
    var sawDigit = false
    while true {
      let d = c &- 0x30
      if d > 9 { break }
      sawDigit = true
      if digits < 19 {
        if mantissa != 0 || d != 0 {
          mantissa = mantissa &* 10 &+ UInt64(d)
          digits += 1
        }
      } else {
        exponent += 1
        if d != 0 { truncated = true }
      }
      i += 1
      c = p[i]
    }
    if c == UInt8(ascii: ".") {
      i += 1
      c = p[i]
      while true {
        let d = c &- 0x30
        if d > 9 { break }
        sawDigit = true
        if digits < 19 {
          if mantissa != 0 || d != 0 {
            mantissa = mantissa &* 10 &+ UInt64(d)
            digits += 1
          }
          exponent -= 1
        } else if d != 0 {
          truncated = true
        }
        i += 1
        c = p[i]
      }
    }
    guard sawDigit else { return nil }
    if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
      var j = i + 1
      var e = p[j]
      var exponentNegative = false
      if e == UInt8(ascii: "-") {
        exponentNegative = true
        j += 1
        e = p[j]
      } else if e == UInt8(ascii: "+") {
        j += 1
        e = p[j]
      }
      var d = e &- 0x30
      if d <= 9 {
        var value = 0
        repeat {
          // Saturate: any exponent this large over- or underflows anyway.
          if value < 1_000_000 { value = value * 10 + Int(d) }
          j += 1
          d = p[j] &- 0x30
        } while d <= 9
        exponent += exponentNegative ? -value : value
        i = j
      }
    }
    index = i
    if mantissa == 0 { return negative ? -0.0 : 0.0 }
    if !truncated && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
      var value = Double(mantissa)
      if exponent < 0 {
        value /= powersOfTen[-exponent]
      } else {
        value *= powersOfTen[exponent]
      }
      return negative ? -value : value
    }
    return slowParse(p + start, count: i - start)
  }

  /// Parses text already known to match the syntax, through the standard
  /// library.
  @inline(never)
  static func slowParse(_ p: UnsafePointer<UInt8>, count: Int) -> Double? {
    Double(String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self))
  }

  /// Parses `bytes` as one whole number; `nil` unless all of it is a number.
  /// For error classification and metadata, off the hot path.
  static func parseWhole(_ bytes: some Collection<UInt8>) -> Double? {
    var copy = Array(bytes)
    copy.append(UInt8(ascii: "\n"))
    return copy.withUnsafeBufferPointer { buffer in
      var index = 0
      guard let value = parse(buffer.baseAddress!, &index), index == buffer.count - 1 else { return nil }
      return value
    }
  }
}

/// 10⁰ … 10²²: the powers of ten that are exact doubles.
private let powersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
