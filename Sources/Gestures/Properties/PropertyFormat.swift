import ScrollPhysics

/// Number and point formatting for descriptions and reports, without Foundation.
enum PropertyFormat {
  /// `value` rounded to at most `decimals` decimals, without trailing zeros:
  /// 3010 → "3010", 0.0100 → "0.01", −2.5 → "-2.5". Values that do not fit the
  /// fixed-point form (non-finite, or beyond 10¹⁵ once scaled) use Swift's
  /// `description`.
  static func number(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return value.description }
    var units = Int64(scaled)
    if units == 0 { return "0" }
    let negative = units < 0
    if negative { units = -units }
    var digits = String(units)
    var places = decimals
    while places > 0, digits.last == "0" {
      digits.removeLast()
      places -= 1
    }
    if places > 0 {
      if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
    }
    return negative ? "-" + digits : digits
  }

  /// `(x, y)` with at most two decimals: "(30, 69)", "(100.5, 0.25)".
  static func point(_ point: Point) -> String {
    "(\(number(point.x, decimals: 2)), \(number(point.y, decimals: 2)))"
  }

  /// Seconds with at most three decimals and a unit: "0.35 s".
  static func seconds(_ value: Double) -> String {
    "\(number(value, decimals: 3)) s"
  }

  /// A speed with no decimals and its unit: "900 pt/s".
  static func speed(_ value: Double) -> String {
    "\(number(value, decimals: 0)) pt/s"
  }

  /// A screen direction for an angle in degrees clockwise from right: one of eight
  /// compass words for exact multiples of 45°, otherwise the nearest word and the
  /// angle, e.g. "down-right (37°)".
  static func direction(degrees: Double) -> String {
    guard degrees.isFinite else { return "right" }
    var angle = degrees.truncatingRemainder(dividingBy: 360)
    if angle < 0 { angle += 360 }
    let words = ["right", "down-right", "down", "down-left", "left", "up-left", "up", "up-right"]
    let octant = Int((angle / 45).rounded()) % 8
    if angle == Double(octant) * 45 || (octant == 0 && angle == 360) { return words[octant] }
    return "\(words[octant]) (\(number(angle, decimals: 1))°)"
  }
}
