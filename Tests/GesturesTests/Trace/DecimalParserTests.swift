@testable import Gestures
import Testing

/// The reader's number parser against the compiler's literals and the
/// standard library's `Double(_: String)`, both correctly rounded.
@Suite struct DecimalParserTests {
  func parse(_ text: String) -> Double? {
    DecimalParser.parseWhole(Array(text.utf8))
  }

  @Test func hardCasesRoundCorrectly() {
    let cases: [(String, Double)] = [
      ("0.1", 0.1),
      ("9007199254740993", 9007199254740992),  // 2^53 + 1: a tie, rounds to even
      ("9007199254740995", 9007199254740996),  // 2^53 + 3: a tie, rounds to even
      ("9007199254740992e22", 9007199254740992e22),  // the largest fast-path case
      ("1e22", 1e22),
      ("1e23", 1e23),  // not exact: the slow path
      ("2.2250738585072011e-308", Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)),  // the largest subnormal
      ("2.2250738585072012e-308", .leastNormalMagnitude),  // the smallest normal
      ("4.9406564584124654e-324", .leastNonzeroMagnitude),
      ("1.7976931348623158e308", .greatestFiniteMagnitude),
      ("123456789012345678901234567890", 123456789012345677877719597056),  // the nearest double, as the compiler reports
      ("0.000000000000000000000000000001", 1e-30),
      ("00000000000000000000000000012.5", 12.5),
      ("-0.30000000000000004", -0.30000000000000004),
      ("1E+2", 100),
      ("+.5e-1", 0.05),
      ("7.", 7),
      // Ties in the exact integer path: (2^53 + 1) / 16 and (2^53 + 3) / 16
      // lie halfway between two doubles and round to the even one.
      ("562949953421312.0625", 562949953421312.0),
      ("562949953421312.1875", 562949953421312.25),
      ("5629499534213120625e-4", 562949953421312.0),
      // Just above a tie: the sticky remainder rounds up.
      ("562949953421312.0626", 562949953421312.125),
      ("0.008333333333333333", 1.0 / 120),
      ("1000.0083333333333", 1000.0083333333333),
      ("9999999999999999999e27", 9999999999999999999e27),
      ("1e-27", 1e-27),
    ]
    for (text, expected) in cases {
      #expect(parse(text)?.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test func overflowIsInfinityAndUnderflowIsZero() {
    #expect(parse("1.7976931348623159e308") == .infinity)
    #expect(parse("-1e400") == -.infinity)
    #expect(parse("1e-400") == 0)
    #expect(parse("-0")?.sign == .minus)
    #expect(parse("0e99999999999999") == 0)
  }

  @Test func rejectsWhatIsNotADecimalNumber() {
    for text in ["", "-", "+", ".", "-.", "e5", ".e1", "1e", "1e+", " 1", "1 ", "0x1p3", "nan", "inf", "1,5", "1..2", "++1"] {
      #expect(parse(text) == nil, "\(text)")
    }
  }

  @Test func randomDecimalTextsMatchTheStandardLibrary() {
    var random = SplitMix64(seed: 2024)
    for _ in 0..<20_000 {
      var text = Bool.random(using: &random) ? "-" : ""
      let digits = Int.random(in: 1...25, using: &random)
      let point = Int.random(in: 0...digits, using: &random)
      for k in 0..<digits {
        if k == point && k > 0 { text += "." }
        text += String(Int.random(in: 0...9, using: &random))
      }
      if Bool.random(using: &random) { text += "e\(Int.random(in: -40...40, using: &random))" }
      #expect(parse(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test func longMantissasWithSmallExponentsMatchTheStandardLibrary() {
    // 15 to 19 significant digits and exponents within ±27: the exact integer path.
    var random = SplitMix64(seed: 99)
    for _ in 0..<20_000 {
      let digits = Int.random(in: 15...19, using: &random)
      var text = String(Int.random(in: 1...9, using: &random))
      for _ in 1..<digits { text += String(Int.random(in: 0...9, using: &random)) }
      text += "e\(Int.random(in: -27...27, using: &random))"
      #expect(parse(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test func eiselLemireAgreesWithExactArithmeticOrAbstains() {
    // Random mantissas of 1 to 19 digits with every exponent in -27...27:
    // whenever the multiplication path answers, it equals the 128-bit
    // integer computation and the standard library.
    var random = SplitMix64(seed: 5)
    var answered = 0
    for _ in 0..<50_000 {
      let mantissa = UInt64.random(in: 1...9_999_999_999_999_999_999, using: &random) >> UInt64.random(in: 0...60, using: &random) | 1
      let exponent = Int.random(in: -27...27, using: &random)
      let exact = DecimalParser.exactProduct(mantissa, exponent)
      #expect(exact.bitPattern == Double("\(mantissa)e\(exponent)")?.bitPattern, "\(mantissa)e\(exponent)")
      if let fast = DecimalParser.eiselLemire(mantissa, exponent) {
        answered += 1
        #expect(fast.bitPattern == exact.bitPattern, "\(mantissa)e\(exponent)")
      }
    }
    // It abstains only near halfway cases, which random inputs rarely hit.
    #expect(answered > 49_000)
  }

  @Test func eiselLemireAbstainsOnExactTies() {
    // (2^53 + 1) / 16 = 5629499534213120625e-4 lies exactly halfway between
    // two doubles: the approximation cannot decide, the exact path can.
    #expect(DecimalParser.eiselLemire(5_629_499_534_213_120_625, -4) == nil)
    #expect(DecimalParser.exactProduct(5_629_499_534_213_120_625, -4) == 562949953421312.0)
  }

  @Test func swiftDescriptionsRoundTrip() {
    var random = SplitMix64(seed: 7)
    var checked = 0
    while checked < 20_000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      checked += 1
      #expect(parse(value.description)?.bitPattern == value.bitPattern, "\(value)")
    }
  }
}
