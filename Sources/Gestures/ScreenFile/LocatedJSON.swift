/// A JSON value with the place it starts in its file: what `LocatedJSONParser`
/// reads, so that a reader of a JSON document (the screen file) can report any
/// value or key at its line and column.
package struct LocatedJSON: Hashable, Sendable {
  /// An object's member: its key, where the key starts, and its value.
  package struct Member: Hashable, Sendable {
    /// The key, decoded.
    package var key: String
    /// The key's line, from 1.
    package var line: Int
    /// The key's column, from 1 (Unicode scalars).
    package var column: Int
    /// The value.
    package var value: LocatedJSON
  }

  /// The value itself (RFC 8259's six kinds; a number is a finite `Double`).
  package enum Value: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LocatedJSON])
    /// The members in file order (keys are unique: the parser refuses a repeated key).
    case object([Member])
  }

  package var value: Value
  /// The line of the value's first character, from 1.
  package var line: Int
  /// The column of the value's first character, from 1 (Unicode scalars).
  package var column: Int

  package init(_ value: Value, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// The kind of value, for messages: `a string 'x'`, `the number 3`, `an array`, …
  package var summary: String {
    switch value {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return "the number \(LocatedJSON.text(value))"
    case .string(let value): return "the string \(quote(cut(value)))"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// `value` as JSON writes it: a whole number without a fraction (`390`), any
  /// other the shortest decimal that reads back as the same `Double` (`0.15`).
  package static func text(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
  }
}
