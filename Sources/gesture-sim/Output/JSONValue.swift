/// A JSON value with ordered object keys, written deterministically.
///
/// Numbers are written as `Rounded.text` prints them: the shortest text that reads
/// back as the same `Double`, integral values without a fraction. A non-finite
/// number, which the simulation never produces, is written as `null`.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (a: JSONValue, b: JSONValue) -> Bool {
    a.text == b.text
  }

  /// The compact JSON text.
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  /// Appends the compact JSON text to `out`.
  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .number(let value): out += Rounded.text(value)
    case .string(let value): JSONValue.writeString(value, to: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        JSONValue.writeString(member.0, to: &out)
        out += ":"
        member.1.write(to: &out)
      }
      out += "}"
    }
  }

  static func writeString(_ value: String, to out: inout String) {
    out += "\""
    // Most strings (every key, every name) need no escape: appended whole rather
    // than scalar by scalar, the jsonl format's main cost (docs/performance.md,
    // "The user's path"). UTF-8's multi-byte sequences have no byte below 0x80.
    guard value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
      out += value
      out += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

extension JSONValue {
  /// A point as `[x, y]`.
  /// A point or vector in points (or points per second) as `[x, y]`, each to 10⁻⁶
  /// (`Rounded.length`).
  static func pair(_ x: Double, _ y: Double) -> JSONValue { .array([.length(x), .length(y)]) }
  /// A time in seconds, to the microsecond (`Rounded.time`).
  static func time(_ seconds: Double) -> JSONValue { .number(Rounded.time(seconds)) }
  /// A length in points or a velocity in points per second, to 10⁻⁶.
  static func length(_ value: Double) -> JSONValue { .number(Rounded.length(value)) }
  /// A dimensionless number (a fraction, an opacity), to 10⁻⁹.
  static func ratio(_ value: Double) -> JSONValue { .number(Rounded.ratio(value)) }
  /// An angle given in radians, printed in degrees to 10⁻⁹ (fields named `…Degrees`).
  static func degrees(_ radians: Double) -> JSONValue { .number(Rounded.ratio(radians * 180 / Double.pi)) }
}
