/// A JSON value of one record of a JSON recording (flutter, web, cdp).
enum ImportJSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ImportJSON])
  case object([(key: String, value: ImportJSON)])

  static func == (a: ImportJSON, b: ImportJSON) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _): return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// The member named `key` of an object (the first, if repeated).
  subscript(key: String) -> ImportJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [ImportJSON]? {
    if case .array(let values) = self { return values }
    return nil
  }

  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// A short description for messages.
  var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return String(value)
    case .number(let value): return String(value)
    case .string(let value): return "\"\(value)\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
