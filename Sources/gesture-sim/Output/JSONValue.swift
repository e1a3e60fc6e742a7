import Gestures

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
    case .string(let value): out.appendJSONString(value)
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
        out.appendJSONString(member.0)
        out += ":"
        member.1.write(to: &out)
      }
      out += "}"
    }
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
