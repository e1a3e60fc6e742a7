/// One JSON object of a screen file being mapped onto a `Screen` value: typed
/// reads of its members that fail with a `ScreenError` at the value's place,
/// naming the key and what it expects, and the check that every key is known.
package struct ScreenJSONObject {
  /// The object itself (for its place).
  package let json: LocatedJSON
  /// Its members, in file order.
  package let members: [LocatedJSON.Member]
  /// How messages name it: `the screen`, `a view`, `a scrollView`, `a tap recognizer`.
  package let name: String
  /// The file, for errors.
  package let path: String?

  /// `json` as an object named `name`, or an error at it: `key` expects an object.
  package init(_ json: LocatedJSON, key: String, name: String, path: String?) throws(ScreenError) {
    guard case .object(let members) = json.value else {
      throw ScreenError(path: path, line: json.line, column: json.column, reason: .invalidValue(key: key, found: json.summary, expected: "an object"))
    }
    self.json = json
    self.members = members
    self.name = name
    self.path = path
  }

  /// The member named `key`, if given.
  package func member(_ key: String) -> LocatedJSON.Member? {
    members.first { $0.key == key }
  }

  /// An error at `value`'s place.
  package func error(at value: LocatedJSON, _ reason: ScreenErrorReason) -> ScreenError {
    ScreenError(path: path, line: value.line, column: value.column, reason: reason)
  }

  /// `key` expects `expected`, found `value`: an error at `value`.
  package func invalid(_ key: String, _ value: LocatedJSON, expected: String) -> ScreenError {
    error(at: value, .invalidValue(key: key, found: value.summary, expected: expected))
  }

  /// Refuses the first key not in `known`, at the key, suggesting the closest known key.
  package func checkKeys(_ known: [String]) throws(ScreenError) {
    for member in members where !known.contains(member.key) {
      throw ScreenError(
        path: path, line: member.line, column: member.column,
        reason: .unknownKey(key: member.key, object: name, known: known, suggestion: EditDistance.closest(to: member.key, in: known)))
    }
  }

  /// The value of `key`, or an error at the object when it is missing.
  package func required(_ key: String, expected: String) throws(ScreenError) -> LocatedJSON {
    guard let member = member(key) else {
      throw error(at: json, .missingKey(key: key, object: name, expected: expected))
    }
    return member.value
  }

  /// The string of `key`, nil when absent.
  package func string(_ key: String, expected: String) throws(ScreenError) -> String? {
    guard let value = member(key)?.value else { return nil }
    guard case .string(let text) = value.value else { throw invalid(key, value, expected: expected) }
    return text
  }

  /// The boolean of `key`, nil when absent.
  package func bool(_ key: String) throws(ScreenError) -> Bool? {
    guard let value = member(key)?.value else { return nil }
    guard case .bool(let flag) = value.value else { throw invalid(key, value, expected: "true or false") }
    return flag
  }

  /// The number of `key` that `accepts`, nil when absent.
  package func number(_ key: String, expected: String, where accepts: (Double) -> Bool) throws(ScreenError) -> Double? {
    guard let value = member(key)?.value else { return nil }
    guard case .number(let number) = value.value, accepts(number) else { throw invalid(key, value, expected: expected) }
    return number
  }

  /// The whole number of `key` in `range`, nil when absent.
  package func integer(_ key: String, in range: ClosedRange<Int>, expected: String) throws(ScreenError) -> Int? {
    guard let value = member(key)?.value else { return nil }
    guard case .number(let number) = value.value, number == number.rounded(), abs(number) < 1e15, number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else { throw invalid(key, value, expected: expected) }
    return Int(number)
  }

  /// The array of `key`, nil when absent.
  package func array(_ key: String, expected: String) throws(ScreenError) -> [LocatedJSON]? {
    guard let value = member(key)?.value else { return nil }
    guard case .array(let items) = value.value else { throw invalid(key, value, expected: expected) }
    return items
  }

  /// The strings of `key` (an array of strings), each with its place; nil when absent.
  package func strings(_ key: String, expected: String) throws(ScreenError) -> [(text: String, place: LocatedJSON)]? {
    guard let items = try array(key, expected: expected) else { return nil }
    var result: [(text: String, place: LocatedJSON)] = []
    for item in items {
      guard case .string(let text) = item.value else { throw invalid(key, item, expected: expected) }
      result.append((text, item))
    }
    return result
  }
}
