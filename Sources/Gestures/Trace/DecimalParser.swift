/// Byte-level parsing of decimal numbers to the correctly rounded `Double`.
///
/// The accepted syntax is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`:
/// no spaces, no hexadecimal, no `nan` or `inf`. Three paths, all correctly
/// rounded (round to nearest, ties to even):
///
/// 1. Clinger's fast path: at most 19 significant digits whose integer value
///    is at most 2⁵³, and a decimal exponent within ±22. Both factors are
///    exact doubles, so one multiplication or division rounds correctly.
/// 2. An exact integer path: at most 19 significant digits and an exponent
///    within ±27, where 5^|e| fits in 64 bits. The value is computed as a
///    128-bit product or quotient with a sticky bit and rounded once. This
///    covers Swift's shortest descriptions of ordinary coordinates and times
///    (up to 17 digits).
/// 3. Everything else goes to the standard library's `Double(_: String)`.
enum DecimalParser {
  /// Parses the number starting at `p[index]` and moves `index` past it.
  ///
  /// The bytes must end with a byte that cannot continue a number (the
  /// reader's buffer ends with a `\n` sentinel). Returns `nil`, leaving
  /// `index` unchanged, when no digit is found. The result may be infinite
  /// when the number overflows; it is never NaN. An `e` not followed by
  /// digits is not consumed.
  @inline(always)
  static func parse(_ p: UnsafePointer<UInt8>, _ index: inout Int) -> Double? {
    // The common case inline: `-?digits(.digits)?`, at most 19 digits, an
    // integer value of at most 2^53 and no exponent: Clinger's fast path.
    var i = index
    let negative = p[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var mantissa: UInt64 = 0
    let integerStart = i
    accumulateDigits(p, &i, into: &mantissa)
    var digits = i - integerStart
    var exponent = 0
    if p[i] == UInt8(ascii: ".") {
      i += 1
      let fractionStart = i
      accumulateDigits(p, &i, into: &mantissa)
      digits += i - fractionStart
      exponent = fractionStart - i
    }
    let next = p[i]
    if digits > 0 && digits <= 19 && mantissa <= 1 << 53 && exponent >= -22
      && next != UInt8(ascii: "e") && next != UInt8(ascii: "E")
    {
      index = i
      var value = Double(mantissa)
      if exponent < 0 { value /= exactPowerOfTen(-exponent) }
      return negative ? -value : value
    }
    return parseInGeneral(p, &index)
  }

  /// `parse` for every case: signs, leading zeros, exponents, many digits.
  @inline(never)
  static func parseInGeneral(_ p: UnsafePointer<UInt8>, _ index: inout Int) -> Double? {
    let start = index
    var i = index
    var c = p[i]
    let negative = c == UInt8(ascii: "-")
    if negative || c == UInt8(ascii: "+") {
      i += 1
      c = p[i]
    }
    var mantissa: UInt64 = 0
    let integerStart = i
    while c == UInt8(ascii: "0") {
      i += 1
      c = p[i]
    }
    var digitStart = i
    accumulateDigits(p, &i, into: &mantissa)
    var digits = i - digitStart
    var exponent = 0
    var sawDigit = i > integerStart
    c = p[i]
    if c == UInt8(ascii: ".") {
      i += 1
      let fractionStart = i
      if mantissa == 0 {
        while p[i] == UInt8(ascii: "0") { i += 1 }
      }
      digitStart = i
      accumulateDigits(p, &i, into: &mantissa)
      digits += i - digitStart
      exponent = fractionStart - i
      sawDigit = sawDigit || i > fractionStart
      c = p[i]
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
    if digits <= 19 {
      // At most 19 digits: `mantissa` is exact (10¹⁹ < 2⁶⁴).
      if mantissa == 0 { return negative ? -0.0 : 0.0 }
      if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
        var value = Double(mantissa)
        if exponent < 0 {
          value /= exactPowerOfTen(-exponent)
        } else {
          value *= exactPowerOfTen(exponent)
        }
        return negative ? -value : value
      }
      if exponent >= -27 && exponent <= 27 {
        let value = exactProduct(mantissa, exponent)
        return negative ? -value : value
      }
    }
    return slowParse(p + start, count: i - start)
  }

  /// Appends the decimal digits at `p[index]` to `value` (wrapping on
  /// overflow: callers count the digits) and moves `index` past them.
  ///
  /// A plain loop: on traces' short numbers it measured faster than an
  /// eight-bytes-at-a-time (SWAR) conversion.
  @inline(__always)
  static func accumulateDigits(_ p: UnsafePointer<UInt8>, _ index: inout Int, into value: inout UInt64) {
    var i = index
    var d = p[i] &- 0x30
    while d <= 9 {
      value = value &* 10 &+ UInt64(d)
      i += 1
      d = p[i] &- 0x30
    }
    index = i
  }

  /// `mantissa × 10^exponent`, correctly rounded, for `mantissa > 0` and
  /// `|exponent| <= 27`, with exact 128-bit integer arithmetic.
  @inline(never)
  static func exactProduct(_ mantissa: UInt64, _ exponent: Int) -> Double {
    if exponent >= 0 {
      // m · 10^e = (m · 5^e) · 2^e, and m · 5^e < 2^127.
      let (high, low) = mantissa.multipliedFullWidth(by: powersOfFive[exponent])
      if high == 0 { return rounded(low, sticky: false, scale: exponent) }
      let shift = high.leadingZeroBitCount
      if shift == 0 { return rounded(high, sticky: low != 0, scale: exponent + 64) }
      let top = (high << UInt64(shift)) | (low >> UInt64(64 - shift))
      return rounded(top, sticky: low << UInt64(shift) != 0, scale: exponent + 64 - shift)
    }
    // m · 10^-k = (m / 5^k) · 2^-k. With m normalized to 64 bits and shifted
    // left by t = bitLength(5^k) - 1, the quotient has 63 or 64 bits and the
    // high word is below the divisor.
    let divisor = powersOfFive[-exponent]
    let leading = mantissa.leadingZeroBitCount
    let normalized = mantissa << UInt64(leading)
    let t = 63 - divisor.leadingZeroBitCount
    let high = normalized >> UInt64(64 - t)
    let low = normalized << UInt64(t)
    let (quotient, remainder) = divisor.dividingFullWidth((high: high, low: low))
    return rounded(quotient, sticky: remainder != 0, scale: exponent - t - leading)
  }

  /// `(value + δ) · 2^scale` rounded to the nearest double, ties to even,
  /// where `value > 0` and `0 <= δ < 1` is non-zero exactly when `sticky`.
  @inline(__always)
  static func rounded(_ value: UInt64, sticky: Bool, scale: Int) -> Double {
    let leading = value.leadingZeroBitCount
    let normalized = value << UInt64(leading)
    var significand = normalized >> 11
    let rest = normalized & 0x7FF
    if rest > 0x400 || (rest == 0x400 && (sticky || significand & 1 == 1)) { significand += 1 }
    return Double(sign: .plus, exponent: scale - leading + 11, significand: Double(significand))
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
    let count = copy.count
    // A line break ends the number, as in the reader's buffer.
    copy.append(UInt8(ascii: "\n"))
    return copy.withUnsafeBufferPointer { buffer in
      var index = 0
      guard let value = parse(buffer.baseAddress!, &index), index == count else { return nil }
      return value
    }
  }
}

/// 10^k for k in 0...22, the powers of ten that are exact doubles. A switch
/// rather than an array: it compiles to a constant table, with no lazy global
/// initialization to check on every call.
@inline(__always)
private func exactPowerOfTen(_ k: Int) -> Double {
  switch k {
  case 0: return 1e0
  case 1: return 1e1
  case 2: return 1e2
  case 3: return 1e3
  case 4: return 1e4
  case 5: return 1e5
  case 6: return 1e6
  case 7: return 1e7
  case 8: return 1e8
  case 9: return 1e9
  case 10: return 1e10
  case 11: return 1e11
  case 12: return 1e12
  case 13: return 1e13
  case 14: return 1e14
  case 15: return 1e15
  case 16: return 1e16
  case 17: return 1e17
  case 18: return 1e18
  case 19: return 1e19
  case 20: return 1e20
  case 21: return 1e21
  case 22: return 1e22
  default: preconditionFailure("exactPowerOfTen: \(k) is outside 0...22")
  }
}

/// 5⁰ … 5²⁷: the powers of five below 2⁶³.
private let powersOfFive: [UInt64] = [
  1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625, 48828125, 244140625,
  1220703125, 6103515625, 30517578125, 152587890625, 762939453125, 3814697265625, 19073486328125,
  95367431640625, 476837158203125, 2384185791015625, 11920928955078125, 59604644775390625,
  298023223876953125, 1490116119384765625, 7450580596923828125,
]
