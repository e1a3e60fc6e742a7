import Gestures
import ScrollPhysics

// Typed, validated option values for the calculator, synthesis and plot commands.
// Every problem is a `UsageError` in argument-parser's wording:
// `The value 'x' is invalid for '--name <v>': expected …`, with a `Help:` line.

extension CommandSpec.ParsedArguments {
  /// The largest magnitude the commands accept for offsets, bounds, distances and
  /// velocities, in points (per second): the trace reader's coordinate limit
  /// (`TraceReaderOptions.coordinateLimit`), far beyond any display.
  static let magnitudeLimit = TraceReaderOptions().coordinateLimit

  /// The value of `name` as a finite number accepted by `accept`, or `fallback`
  /// when the option is absent.
  ///
  /// - Parameters:
  ///   - expected: What a valid value is, for the message (`a number greater than 0`).
  func number(
    _ name: String, default fallback: Double? = nil, spec: CommandSpec, expected: String,
    where accept: (Double) -> Bool
  ) throws(UsageError) -> Double? {
    guard let text = value(name) else { return fallback }
    guard let number = Self.finiteNumber(text), accept(number) else {
      throw spec.invalidValue(text, for: name, expected: expected)
    }
    return number
  }

  /// `--scale`: device pixels per point, within `TraceMetadata.scales` (default
  /// `Display.defaultScale`).
  func scale(spec: CommandSpec) throws(UsageError) -> Double {
    try number("--scale", default: Display.defaultScale, spec: spec, expected: "a number between 0.5 and 10") {
      TraceMetadata.scales.contains($0)
    }!
  }

  /// `--refresh`: the display's refresh rate in hertz, within
  /// `TraceMetadata.refreshRates` (default `Display.defaultRefreshRate`).
  func refreshRate(spec: CommandSpec) throws(UsageError) -> Double {
    try number("--refresh", default: Display.defaultRefreshRate, spec: spec, expected: "a number between 1 and 1000") {
      TraceMetadata.refreshRates.contains($0)
    }!
  }

  /// The value of `name` as `parse` reads it, or `fallback` when the option is
  /// absent; a value `parse` refuses (nil) is a usage error
  /// (`CommandSpec.invalidValue`, with `help` as the `Help:` line when given).
  func value<Value>(
    _ name: String, default fallback: Value, spec: CommandSpec, expected: String, help: String? = nil,
    parse: (String) -> Value?
  ) throws(UsageError) -> Value {
    guard let text = value(name) else { return fallback }
    guard let value = parse(text) else { throw spec.invalidValue(text, for: name, expected: expected, help: help) }
    return value
  }

  /// The value of `name` as a comma-separated list of finite numbers each accepted
  /// by `accept` (`0,0.25,1`), or nil when the option is absent. An empty list is
  /// invalid.
  func numbers(
    _ name: String, spec: CommandSpec, expected: String, where accept: (Double) -> Bool
  ) throws(UsageError) -> [Double]? {
    guard let text = value(name) else { return nil }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var result: [Double] = []
    result.reserveCapacity(parts.count)
    for part in parts {
      guard let number = Self.finiteNumber(String(part)), accept(number) else {
        throw spec.invalidValue(text, for: name, expected: "a comma-separated list of \(expected)")
      }
      result.append(number)
    }
    return result
  }

  /// The value of `name` as a point `x,y` whose coordinates are accepted by
  /// `accept`, or nil when the option is absent.
  func point(
    _ name: String, spec: CommandSpec, expected: String, where accept: (Point) -> Bool
  ) throws(UsageError) -> Point? {
    guard let text = value(name) else { return nil }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Self.finiteNumber(String(parts[0])), let y = Self.finiteNumber(String(parts[1])),
      accept(Point(x: x, y: y))
    else {
      throw spec.invalidValue(text, for: name, expected: expected)
    }
    return Point(x: x, y: y)
  }

  /// The case of `Choice` that the positional argument at `index` names, the
  /// value of `placeholder` (`<format>`). An unknown name is a usage error that
  /// lists the names and suggests the closest (`EditDistance.closest`).
  func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _: Choice.Type, at index: Int, placeholder: String
  ) throws(UsageError) -> Choice {
    let name = positionals[index]
    if let choice = Choice(rawValue: name) { return choice }
    let names = Choice.allCases.map(\.rawValue)
    var message = "The value '\(name)' is invalid for '\(placeholder)'. Expected one of: " + names.joined(separator: ", ")
    if let suggestion = EditDistance.closest(to: name, in: names) {
      message += ". Did you mean '\(suggestion)'?"
    }
    throw UsageError(message: message)
  }

  /// Whether the option or flag `name` was given at all.
  func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

  /// `text` as a finite `Double` (decimal or exponent notation, spaces around it
  /// allowed); nil for anything else, including `nan` and `inf`.
  static func finiteNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingBlanks
    guard !trimmed.isEmpty, let number = Double(trimmed), number.isFinite else { return nil }
    // Double("0x10") parses hexadecimal; the tool's numbers are decimal only.
    guard !trimmed.lowercased().contains("x") else { return nil }
    return number
  }
}
