import ScrollPhysics

extension ScrollViewSceneSetup {
  /// The metadata key of the scene's settings line: `# scroll-view: key=value …`.
  package static let metadataKey = "scroll-view"

  /// These options as the value of a `# scroll-view:` line that `apply` reads back
  /// to the same options, every key but `viewport` and `scale` (a trace writes them
  /// as `# viewport:` and `# scale:`) and `refresh` (the runner's): `content=1170x2532
  /// paging=false … jump-bar=true`. Numbers are written as the shortest decimal that
  /// reads back as the same `Double`, whole numbers without a fraction.
  public var metadataValue: String {
    func number(_ value: Double) -> String { Self.text(value) }
    func flag(_ value: Bool) -> String { value ? "true" : "false" }
    var pairs: [String] = []
    for key in Key.allCases {
      switch key {
      case .viewport, .scale, .refresh: continue
      case .content: pairs.append("content=\(number(content.width))x\(number(content.height))")
      case .paging: pairs.append("paging=\(flag(paging))")
      case .pageSpacing: pairs.append("page-spacing=\(number(pageSpacing))")
      case .bounces: pairs.append("bounces=\(Self.text(bounces))")
      case .alwaysBounce: pairs.append("always-bounce=\(Self.text(alwaysBounce))")
      case .rate: pairs.append("rate=\(number(rate.rawValue))")
      case .inset: pairs.append("inset=\([inset.top, inset.left, inset.bottom, inset.right].map(number).joined(separator: ","))")
      case .startOffset: pairs.append("start-offset=\(number(startOffset.x)),\(number(startOffset.y))")
      case .directionalLock: pairs.append("directional-lock=\(flag(directionalLock))")
      case .snap: if snap != .zero { pairs.append("snap=\(number(snap.width))x\(number(snap.height))") }
      case .uikit: pairs.append("uikit=\(uikit.rawValue)")
      case .statusBar: pairs.append("status-bar=\(flag(statusBar))")
      case .jumpBar: pairs.append("jump-bar=\(flag(jumpBar))")
      }
    }
    return pairs.joined(separator: " ")
  }

  /// `value` as the metadata writes it: the shortest decimal that reads back as the
  /// same `Double`, a whole number without a fraction (`375`, `0.998`).
  static func text(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
  }

  /// `size` as the metadata and the flags write it: `375x667`.
  static func text(_ size: Size) -> String { "\(text(size.width))x\(text(size.height))" }

  /// `axes` as the metadata, the flags and the outputs write it: `x,y`, `x`, `y` or `none`.
  package static func text(_ axes: Axes) -> String {
    switch (axes.x, axes.y) {
    case (true, true): return "x,y"
    case (true, false): return "x"
    case (false, true): return "y"
    case (false, false): return "none"
    }
  }

  /// Applies the trace's `# scroll-view: key=value …` line, if any, to these
  /// options (and the refresh rate to `refresh`), skipping the keys in
  /// `overridden` (the command line's flags win). The line is the last
  /// `# scroll-view:` entry of the metadata; its pairs are separated by spaces or
  /// tabs, their keys matched without regard to case, and a key given twice takes
  /// its later value (`lineValues(in:)` reads the same pairs).
  ///
  /// - Throws: a `TraceError` at the pair's line and column, reported against
  ///   `path`, for a pair that is not `key=value`, an unknown key, or a value the
  ///   key does not take.
  package mutating func apply(
    _ metadata: TraceMetadata, path: String, refresh: inout Double?, overridden: Set<Key> = []
  ) throws(TraceError) {
    for pair in Self.linePairs(in: metadata) {
      guard let equals = pair.text.firstIndex(of: "=") else {
        throw TraceError(
          path: path, line: pair.line, column: pair.column,
          reason: .invalidMetadata(key: Self.metadataKey, value: pair.text, expected: "key=value pairs separated by spaces"))
      }
      let name = String(pair.text[..<equals])
      let value = String(pair.text[pair.text.index(after: equals)...])
      guard let key = Key(rawValue: name.lowercased()) else {
        let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
        throw TraceError(
          path: path, line: pair.line, column: pair.column,
          reason: .invalidMetadata(key: Self.metadataKey, value: pair.text, expected: "a known key (\(known))"))
      }
      guard !overridden.contains(key) else { continue }
      guard set(key, to: value, refresh: &refresh) else {
        throw TraceError(
          path: path, line: pair.line, column: pair.column + name.count + 1,
          reason: .invalidMetadata(key: "\(Self.metadataKey) \(key.rawValue)", value: value, expected: key.expected))
      }
    }
  }

  /// The values the trace's `# scroll-view:` line gives, by key, read as `apply`
  /// reads them (a key given twice: its later value): each with the line and column
  /// where its pair starts, and its value's text. A pair that is not `key=value`
  /// with a known key is left out (`apply` reports it).
  static func lineValues(in metadata: TraceMetadata) -> [Key: TraceMetadata.ValueLocation] {
    var values: [Key: TraceMetadata.ValueLocation] = [:]
    for pair in linePairs(in: metadata) {
      guard let equals = pair.text.firstIndex(of: "="), let key = Key(rawValue: pair.text[..<equals].lowercased()) else { continue }
      values[key] = TraceMetadata.ValueLocation(line: pair.line, column: pair.column, text: String(pair.text[pair.text.index(after: equals)...]))
    }
    return values
  }

  /// The pairs of the trace's `# scroll-view:` line (the last such entry), in
  /// order, separated by spaces or tabs: each pair's text and where it starts.
  private static func linePairs(in metadata: TraceMetadata) -> [TraceMetadata.ValueLocation] {
    guard let entry = metadata.unknown.last(where: { $0.key.lowercased() == metadataKey }) else { return [] }
    var pairs: [TraceMetadata.ValueLocation] = []
    var column = entry.valueColumn
    var pair = ""
    var pairColumn = column
    for character in entry.value + " " {
      if character == " " || character == "\t" {
        if !pair.isEmpty { pairs.append(TraceMetadata.ValueLocation(line: entry.line, column: pairColumn, text: pair)) }
        pair = ""
        pairColumn = column + 1
      } else {
        pair.append(character)
      }
      column += 1
    }
    return pairs
  }
}
