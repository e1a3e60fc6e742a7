/// Byte-level parsing of decimal numbers to the correctly rounded `Double`.
///
/// The accepted syntax is `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`:
/// no spaces, no hexadecimal, no `nan` or `inf`. Three paths, all correctly
/// rounded (round to nearest, ties to even):
///
/// 1. Clinger's fast path: at most 19 significant digits whose integer value
///    is at most 2⁵³, and a decimal exponent within ±22. Both factors are
///    exact doubles, so one multiplication or division rounds correctly.
/// 2. At most 19 significant digits and an exponent within ±27 (this covers
///    Swift's shortest descriptions of ordinary coordinates and times, up to
///    17 digits): the Eisel–Lemire multiplication, which abstains near ties,
///    and then an exact path that computes the 128-bit product or quotient
///    with 5^|e| (which fits in 64 bits) and a sticky bit, and rounds once.
/// 3. Everything else goes to the standard library's `Double(_: String)`.
enum DecimalParser {
  /// Parses the number starting at `p[index]`, as ``parse(_:_:)``, and returns it
  /// when it lies within ±`limit`; `nil` otherwise (no number, NaN, or beyond
  /// the limit, infinities included).
  @inline(always)
  static func parse(_ p: UnsafePointer<UInt8>, _ index: inout Int, within limit: Double) -> Double? {
    // NaN fails the comparison and infinities exceed the limit.
    guard let value = parse(p, &index), value.magnitude <= limit else { return nil }
    return value
  }

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
    if negative { i &+= 1 }
    var mantissa: UInt64 = 0
    let integerStart = i
    accumulateDigits(p, &i, into: &mantissa)
    var digits = i &- integerStart
    var exponent = 0
    if p[i] == UInt8(ascii: ".") {
      i &+= 1
      let fractionStart = i
      accumulateDigits(p, &i, into: &mantissa)
      digits &+= i &- fractionStart
      exponent = fractionStart &- i
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
        let value = eiselLemire(mantissa, exponent) ?? exactProduct(mantissa, exponent)
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
      i &+= 1
      d = p[i] &- 0x30
    }
    index = i
  }

  /// `mantissa × 10^exponent`, correctly rounded, for `mantissa > 0` and
  /// `|exponent| <= 27`, or `nil` when the 128-bit approximation cannot
  /// decide the rounding (then `exactProduct` decides).
  ///
  /// The Eisel–Lemire algorithm (Lemire, "Number Parsing at a Gigabyte per
  /// Second", 2021; as in Go's `strconv` and Wuffs): one or two 64×64-bit
  /// multiplications by the truncated mantissa of 10^q instead of a division.
  static func eiselLemire(_ mantissa: UInt64, _ exponent: Int) -> Double? {
    let leading = mantissa.leadingZeroBitCount
    let normalized = mantissa << UInt64(leading)
    // floor(exponent × log2(10)) + 64 + the double's exponent bias, less the shift.
    var binaryExponent = UInt64(truncatingIfNeeded: ((217_706 &* exponent) >> 16) &+ 64 &+ 1023) &- UInt64(leading)
    let power = powerOfTenMantissa(exponent)
    var (high, low) = normalized.multipliedFullWidth(by: power.high)
    // The truncated product is low by less than `normalized` in the low word;
    // when that could carry into the 54 bits kept, use the low word of the
    // power too.
    if high & 0x1FF == 0x1FF && low &+ normalized < normalized {
      let (wideHigh, wideLow) = normalized.multipliedFullWidth(by: power.low)
      var mergedHigh = high
      let mergedLow = low &+ wideHigh
      if mergedLow < low { mergedHigh &+= 1 }
      if mergedHigh & 0x1FF == 0x1FF && mergedLow &+ 1 == 0 && wideLow &+ normalized < normalized { return nil }
      high = mergedHigh
      low = mergedLow
    }
    let top = high >> 63
    var significand = high >> (top + 9)
    binaryExponent &-= 1 ^ top
    // Exactly halfway between two doubles as far as the approximation can tell.
    if low == 0 && high & 0x1FF == 0 && significand & 3 == 1 { return nil }
    significand &+= significand & 1
    significand >>= 1
    if significand >> 53 > 0 {
      significand >>= 1
      binaryExponent &+= 1
    }
    // Subnormal, infinite or NaN: never for these exponents, but be safe.
    if binaryExponent &- 1 >= 0x7FF - 1 { return nil }
    return Double(bitPattern: binaryExponent << 52 | significand & 0x000F_FFFF_FFFF_FFFF)
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

/// The 128-bit mantissa of 10^q for q in -27...27, normalized so that its
/// top bit is set and rounded down (truncated), as the high and low words.
/// Generated with exact integer arithmetic: for q >= 0, 5^q shifted left;
/// for q < 0, floor(2^(127 + bitLength(5^-q)) / 5^-q).
private func powerOfTenMantissa(_ q: Int) -> (high: UInt64, low: UInt64) {
  switch q {
  case -27: return (0x9E74_D1B7_91E0_7E48, 0x775E_A264_CF55_347D)
  case -26: return (0xC612_0625_7658_9DDA, 0x9536_4AFE_032A_819D)
  case -25: return (0xF796_87AE_D3EE_C551, 0x3A83_DDBD_83F5_2204)
  case -24: return (0x9ABE_14CD_4475_3B52, 0xC492_6A96_7279_3542)
  case -23: return (0xC16D_9A00_9592_8A27, 0x75B7_053C_0F17_8293)
  case -22: return (0xF1C9_0080_BAF7_2CB1, 0x5324_C68B_12DD_6338)
  case -21: return (0x971D_A050_74DA_7BEE, 0xD3F6_FC16_EBCA_5E03)
  case -20: return (0xBCE5_0864_9211_1AEA, 0x88F4_BB1C_A6BC_F584)
  case -19: return (0xEC1E_4A7D_B695_61A5, 0x2B31_E9E3_D06C_32E5)
  case -18: return (0x9392_EE8E_921D_5D07, 0x3AFF_322E_6243_9FCF)
  case -17: return (0xB877_AA32_36A4_B449, 0x09BE_FEB9_FAD4_87C2)
  case -16: return (0xE695_94BE_C44D_E15B, 0x4C2E_BE68_7989_A9B3)
  case -15: return (0x901D_7CF7_3AB0_ACD9, 0x0F9D_3701_4BF6_0A10)
  case -14: return (0xB424_DC35_095C_D80F, 0x5384_84C1_9EF3_8C94)
  case -13: return (0xE12E_1342_4BB4_0E13, 0x2865_A5F2_06B0_6FB9)
  case -12: return (0x8CBC_CC09_6F50_88CB, 0xF93F_87B7_442E_45D3)
  case -11: return (0xAFEB_FF0B_CB24_AAFE, 0xF78F_69A5_1539_D748)
  case -10: return (0xDBE6_FECE_BDED_D5BE, 0xB573_440E_5A88_4D1B)
  case -9: return (0x8970_5F41_36B4_A597, 0x3168_0A88_F895_3030)
  case -8: return (0xABCC_7711_8461_CEFC, 0xFDC2_0D2B_36BA_7C3D)
  case -7: return (0xD6BF_94D5_E57A_42BC, 0x3D32_9076_0469_1B4C)
  case -6: return (0x8637_BD05_AF6C_69B5, 0xA63F_9A49_C2C1_B10F)
  case -5: return (0xA7C5_AC47_1B47_8423, 0x0FCF_80DC_3372_1D53)
  case -4: return (0xD1B7_1758_E219_652B, 0xD3C3_6113_404E_A4A8)
  case -3: return (0x8312_6E97_8D4F_DF3B, 0x645A_1CAC_0831_26E9)
  case -2: return (0xA3D7_0A3D_70A3_D70A, 0x3D70_A3D7_0A3D_70A3)
  case -1: return (0xCCCC_CCCC_CCCC_CCCC, 0xCCCC_CCCC_CCCC_CCCC)
  case 0: return (0x8000_0000_0000_0000, 0x0000_0000_0000_0000)
  case 1: return (0xA000_0000_0000_0000, 0x0000_0000_0000_0000)
  case 2: return (0xC800_0000_0000_0000, 0x0000_0000_0000_0000)
  case 3: return (0xFA00_0000_0000_0000, 0x0000_0000_0000_0000)
  case 4: return (0x9C40_0000_0000_0000, 0x0000_0000_0000_0000)
  case 5: return (0xC350_0000_0000_0000, 0x0000_0000_0000_0000)
  case 6: return (0xF424_0000_0000_0000, 0x0000_0000_0000_0000)
  case 7: return (0x9896_8000_0000_0000, 0x0000_0000_0000_0000)
  case 8: return (0xBEBC_2000_0000_0000, 0x0000_0000_0000_0000)
  case 9: return (0xEE6B_2800_0000_0000, 0x0000_0000_0000_0000)
  case 10: return (0x9502_F900_0000_0000, 0x0000_0000_0000_0000)
  case 11: return (0xBA43_B740_0000_0000, 0x0000_0000_0000_0000)
  case 12: return (0xE8D4_A510_0000_0000, 0x0000_0000_0000_0000)
  case 13: return (0x9184_E72A_0000_0000, 0x0000_0000_0000_0000)
  case 14: return (0xB5E6_20F4_8000_0000, 0x0000_0000_0000_0000)
  case 15: return (0xE35F_A931_A000_0000, 0x0000_0000_0000_0000)
  case 16: return (0x8E1B_C9BF_0400_0000, 0x0000_0000_0000_0000)
  case 17: return (0xB1A2_BC2E_C500_0000, 0x0000_0000_0000_0000)
  case 18: return (0xDE0B_6B3A_7640_0000, 0x0000_0000_0000_0000)
  case 19: return (0x8AC7_2304_89E8_0000, 0x0000_0000_0000_0000)
  case 20: return (0xAD78_EBC5_AC62_0000, 0x0000_0000_0000_0000)
  case 21: return (0xD8D7_26B7_177A_8000, 0x0000_0000_0000_0000)
  case 22: return (0x8786_7832_6EAC_9000, 0x0000_0000_0000_0000)
  case 23: return (0xA968_163F_0A57_B400, 0x0000_0000_0000_0000)
  case 24: return (0xD3C2_1BCE_CCED_A100, 0x0000_0000_0000_0000)
  case 25: return (0x8459_5161_4014_84A0, 0x0000_0000_0000_0000)
  case 26: return (0xA56F_A5B9_9019_A5C8, 0x0000_0000_0000_0000)
  case 27: return (0xCECB_8F27_F420_0F3A, 0x0000_0000_0000_0000)
  default: preconditionFailure("powerOfTenMantissa: \(q) is outside -27...27")
  }
}

/// 5⁰ … 5²⁷: the powers of five below 2⁶³.
private let powersOfFive: [UInt64] = [
  1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625, 48828125, 244140625,
  1220703125, 6103515625, 30517578125, 152587890625, 762939453125, 3814697265625, 19073486328125,
  95367431640625, 476837158203125, 2384185791015625, 11920928955078125, 59604644775390625,
  298023223876953125, 1490116119384765625, 7450580596923828125,
]
