import ScrollPhysics

extension ScrollViewSceneOptions {
  /// The metadata key of the scene's settings line: `# scroll-view: key=value …`.
  public static let metadataKey = "scroll-view"

  /// Applies the trace's `# scroll-view: key=value …` line, if any, to these
  /// options (and the refresh rate to `refresh`), skipping the keys in
  /// `overridden` (the command line's flags win). Pairs are separated by spaces.
  ///
  /// - Throws: a `TraceError` at the pair's line and column, reported against
  ///   `path`, for a pair that is not `key=value`, an unknown key, or a value the
  ///   key does not take.
  public mutating func apply(
    _ metadata: TraceMetadata, path: String, refresh: inout Double?, overridden: Set<Key> = []
  ) throws(TraceError) {
    guard let entry = metadata.unknown.last(where: { $0.key.lowercased() == Self.metadataKey }) else { return }
    var column = entry.valueColumn
    var pair = ""
    var pairColumn = column
    func finish(_ pair: String, at pairColumn: Int) throws(TraceError) {
      guard !pair.isEmpty else { return }
      guard let equals = pair.firstIndex(of: "=") else {
        throw TraceError(
          path: path, line: entry.line, column: pairColumn,
          reason: .invalidMetadata(key: Self.metadataKey, value: pair, expected: "key=value pairs separated by spaces"))
      }
      let name = String(pair[..<equals])
      let value = String(pair[pair.index(after: equals)...])
      guard let key = Key(rawValue: name.lowercased()) else {
        let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
        throw TraceError(
          path: path, line: entry.line, column: pairColumn,
          reason: .invalidMetadata(key: Self.metadataKey, value: pair, expected: "a known key (\(known))"))
      }
      guard !overridden.contains(key) else { return }
      guard set(key, to: value, refresh: &refresh) else {
        throw TraceError(
          path: path, line: entry.line, column: pairColumn + name.count + 1,
          reason: .invalidMetadata(key: "\(Self.metadataKey) \(key.rawValue)", value: value, expected: key.expected))
      }
    }
    for character in entry.value {
      if character == " " || character == "\t" {
        try finish(pair, at: pairColumn)
        pair = ""
        column += 1
        pairColumn = column
      } else {
        pair.append(character)
        column += 1
      }
    }
    try finish(pair, at: pairColumn)
  }

  /// Where the `# scroll-view:` line's `key` pair starts (line, column), for an
  /// error about its value found later (a validation across keys); the start of
  /// the line's value when the key is not there, line 1 column 1 with no line.
  public static func location(of key: Key, in metadata: TraceMetadata) -> (line: Int, column: Int) {
    guard let entry = metadata.unknown.last(where: { $0.key.lowercased() == metadataKey }) else { return (1, 1) }
    var column = entry.valueColumn
    var atPairStart = true
    let prefix = Array((key.rawValue + "=").unicodeScalars)
    let scalars = Array(entry.value.unicodeScalars)
    var i = 0
    while i < scalars.count {
      if atPairStart, scalars.count - i >= prefix.count, Array(scalars[i..<i + prefix.count]) == prefix {
        return (entry.line, column)
      }
      atPairStart = scalars[i] == " " || scalars[i] == "\t"
      column += 1
      i += 1
    }
    return (entry.line, entry.valueColumn)
  }
}
