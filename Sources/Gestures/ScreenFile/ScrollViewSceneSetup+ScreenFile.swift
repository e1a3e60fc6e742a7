extension ScrollViewSceneSetup {
  /// The `# scroll-view:` keys a screen file's `scrollView` object takes
  /// (docs/screens.md, "The format"); the screen's own `viewport`, `scale`,
  /// `refresh` and `uikit` are top-level keys, and the status and jump bars
  /// belong to the scroll-view scene alone.
  package static let screenFileKeys: [Key] = [
    .content, .paging, .pageSpacing, .bounces, .alwaysBounce, .rate, .inset, .startOffset, .directionalLock, .snap,
  ]

  /// Sets `key` from a screen file's JSON value, read exactly as the
  /// `# scroll-view:` line and the scroll-view flags read its text (`set(_:to:refresh:)`):
  /// a string is that text; `true`/`false` and a number are their JSON text; an
  /// array of numbers is `W,H` → `WxH` for a size (`content`, `snap`) and the
  /// comma-separated list for `inset` and `start-offset`. Anything else is an
  /// error at the value naming the key and what it expects (`key.expected`).
  package mutating func set(_ key: Key, from value: LocatedJSON, path: String?, refresh: inout Double?) throws(ScreenError) {
    func invalid() -> ScreenError {
      ScreenError(path: path, line: value.line, column: value.column, reason: .invalidValue(key: key.rawValue, found: value.summary, expected: key.expected))
    }
    let text: String
    switch value.value {
    case .string(let string): text = string
    case .bool(let flag): text = flag ? "true" : "false"
    case .number(let number): text = LocatedJSON.text(number)
    case .array(let items):
      var numbers: [String] = []
      for item in items {
        guard case .number(let number) = item.value else { throw invalid() }
        numbers.append(LocatedJSON.text(number))
      }
      switch key {
      case .content, .viewport, .snap:
        guard numbers.count == 2 else { throw invalid() }
        text = numbers[0] + "x" + numbers[1]
      case .inset, .startOffset:
        text = numbers.joined(separator: ",")
      case .scale, .refresh, .paging, .pageSpacing, .bounces, .alwaysBounce, .rate, .directionalLock, .uikit, .statusBar, .jumpBar:
        throw invalid()
      }
    case .null, .object:
      throw invalid()
    }
    guard set(key, to: text, refresh: &refresh) else { throw invalid() }
  }
}
