/// Fixed-point number text for the readable table output.
enum Formatting {
  /// `value` rounded to `decimals` places, without exponent: `fixed(1.23456, 2)` is `1.23`.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return value.description }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let negative = value < 0 && scaled != 0
    var digits = String(Int64(scaled))
    if decimals > 0 {
      if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
    }
    return (negative ? "-" : "") + digits
  }

  /// `text` padded with spaces on the right to `width` characters.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` padded with spaces on the left to `width` characters.
  static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
