extension String {
  /// Appends `value` as a JSON string: in quotes, with quotes, backslashes and control
  /// characters escaped (`\n`, `\r`, `\t`, else `\u00XX`). What the screen writer and
  /// the CLI's JSON output write.
  @inlinable
  package mutating func appendJSONString(_ value: String) {
    self += "\""
    // Most strings (every key, every name) need no escape: appended whole rather
    // than scalar by scalar, the jsonl format's main cost (docs/performance.md,
    // "The user's path"). UTF-8's multi-byte sequences have no byte below 0x80.
    guard value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
      self += value
      self += "\""
      return
    }
    appendBackslashEscaped(value, delimiter: "\"") { scalar in
      guard scalar.value < 0x20 else { return nil }
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    self += "\""
  }
}
