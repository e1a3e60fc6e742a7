import Gestures
import ScrollPhysics

/// The `--scene scroll-view` configuration flags of `run`, `plot` and `check`,
/// one per `ScrollViewSceneSetup.Key` (viewport, scale and refresh are the
/// screen's own flags). Flags win over the trace's `# scroll-view:` line.
enum ScrollViewFlags {
  /// The flags' specs, for a command's option list. `--uikit` is every scene's
  /// (`SceneOptions.profileOption`); with this scene it is also the `uikit` key.
  static let specs: [OptionSpec] = [
    OptionSpec(longName: "--content", valueName: "WxH", help: "scroll-view: the content size in points, e.g. 1170x844.", defaultValue: "the viewport"),
    OptionSpec(longName: "--paging", help: "scroll-view: isPagingEnabled."),
    OptionSpec(longName: "--page-spacing", valueName: "pt", help: "scroll-view: space between pages (the bounds are the viewport plus this).", defaultValue: "0"),
    OptionSpec(longName: "--bounces", valueName: "axes", help: "scroll-view: the axes that bounce: x,y, x, y or none.", defaultValue: "x,y"),
    OptionSpec(longName: "--no-bounces", help: "scroll-view: bounces off (same as --bounces none)."),
    OptionSpec(longName: "--always-bounce", valueName: "axes", help: "scroll-view: alwaysBounceHorizontal/Vertical: x, y, x,y or none.", defaultValue: "none"),
    OptionSpec(longName: "--rate", valueName: "rate", help: "scroll-view: decelerationRate: normal (0.998), fast (0.99) or a number in (0, 1), which runs as UIKit keeps it: 0.99 below 0.994, else 0.998.", defaultValue: "normal"),
    OptionSpec(longName: "--inset", valueName: "t,l,b,r", help: "scroll-view: contentInset in points, each ≥ 0.", defaultValue: "0,0,0,0"),
    OptionSpec(longName: "--start-offset", valueName: "x,y", help: "scroll-view: the content offset at launch.", defaultValue: "0,0"),
    OptionSpec(longName: "--directional-lock", help: "scroll-view: isDirectionalLockEnabled."),
    OptionSpec(longName: "--snap", valueName: "pt", help: "scroll-view: a delegate that rounds targetContentOffset to a grid of this interval (or WxH)."),
    OptionSpec(longName: "--status-bar", help: "scroll-view: a status bar in front (top 47 pt) whose tap scrolls to the top."),
    OptionSpec(longName: "--jump-bar", help: "scroll-view: a jump bar in front (bottom 44 pt) whose tap calls setContentOffset(animated: true)."),
  ]

  /// The flags given in `parsed`, as key → value text, each checked on its own.
  static func parse(_ parsed: ParsedArguments, spec: CommandSpec) throws(UsageError) -> [ScrollViewSceneSetup.Key: String] {
    var given: [ScrollViewSceneSetup.Key: String] = [:]
    for key in ScrollViewSceneSetup.Key.allCases {
      let name = "--" + key.rawValue
      switch key {
      case .viewport, .scale, .refresh:
        continue
      case .paging, .directionalLock, .statusBar, .jumpBar:
        if parsed.flag(name) { given[key] = "true" }
        continue
      case .content, .pageSpacing, .bounces, .alwaysBounce, .rate, .inset, .startOffset, .snap, .uikit:
        break
      }
      guard let text = parsed.value(name) else { continue }
      var scratch = ScrollViewSceneSetup()
      var refresh: Double?
      guard scratch.set(key, to: text, refresh: &refresh) else { throw spec.invalidValue(text, for: name, expected: key.expected) }
      given[key] = text
    }
    if parsed.flag("--no-bounces") {
      if given[.bounces] != nil { throw UsageError(message: "Give either '--bounces' or '--no-bounces', not both") }
      given[.bounces] = "none"
    }
    return given
  }

  /// Whether any scroll-view flag was given (an error with another scene).
  static func anyGiven(_ parsed: ParsedArguments) -> String? {
    for spec in specs where spec.isFlag ? parsed.flag(spec.longName) : parsed.value(spec.longName) != nil {
      return spec.longName
    }
    return nil
  }

  /// The scene's own settings: the flags given (`options.scrollViewFlags`), and
  /// the trace's `# scroll-view:` line, whose pairs the flags do not override are
  /// read and checked on their own (bad metadata: a trace error at the pair,
  /// `ScrollViewSceneSetup.apply`); its `viewport`, `scale` and `refresh` are
  /// the scene's screen values.
  static func settings(_ options: SceneOptions, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings {
    var settings = SceneSetup.SceneSettings(lineName: ScrollViewSceneSetup.metadataKey)
    var overridden = Set(options.scrollViewFlags.keys)
    if options.display.viewport != nil { overridden.insert(.viewport) }
    if options.display.scale != nil { overridden.insert(.scale) }
    if options.display.refresh != nil { overridden.insert(.refresh) }
    var line = ScrollViewSceneSetup()
    var refresh: Double?
    try line.apply(metadata, path: path, refresh: &refresh, overridden: overridden)
    for (key, text) in options.scrollViewFlags { settings.flags[key.rawValue] = text }
    for key in ScrollViewSceneSetup.Key.allCases {
      guard let text = metadataValue(of: key, in: metadata) else { continue }
      let start = ScrollViewSceneSetup.location(of: key, in: metadata)
      settings.line[key.rawValue] = TraceMetadata.ValueLocation(line: start.line, column: start.column, text: text)
      guard !overridden.contains(key) else { continue }
      switch key {
      case .viewport: settings.display.viewport = line.viewport
      case .scale: settings.display.scale = line.scale
      case .refresh: settings.display.refresh = refresh
      case .content, .paging, .pageSpacing, .bounces, .alwaysBounce, .rate, .inset, .startOffset, .directionalLock, .snap, .uikit,
        .statusBar, .jumpBar:
        break
      }
    }
    return settings
  }

  /// The scene's options on `setup`'s screen: UIKit's defaults, then the trace's
  /// `# scroll-view:` line (its pairs already checked by `settings`), then the
  /// flags; the content is the viewport's size unless one of them gives it.
  static func options(_ setup: SceneSetup) -> ScrollViewSceneSetup {
    var options = ScrollViewSceneSetup(viewport: setup.display.viewport, scale: setup.display.scale)
    var refresh: Double?
    var overridden = Set(setup.options.scrollViewFlags.keys)
    overridden.formUnion([.viewport, .scale, .refresh])
    // The pairs were checked when the settings were read: this cannot throw.
    try? options.apply(setup.metadata, path: setup.path, refresh: &refresh, overridden: overridden)
    return options.applying(setup.options.scrollViewFlags, contentGiven: hasMetadataKey(.content, setup.metadata))
  }

  /// `gesture-sim check --scene scroll-view`'s options: `flags` on the default
  /// screen (the properties' traces are drawn on it), validated once.
  ///
  /// - Throws: a usage error naming the flag whose value the scroll view cannot use.
  static func setupOnDefaultDisplay(_ flags: [ScrollViewSceneSetup.Key: String]) throws(UsageError) -> ScrollViewSceneSetup {
    let options = ScrollViewSceneSetup().applying(flags, contentGiven: false)
    do {
      try options.validate()
    } catch {
      throw SceneSetup.settingError(flag: SceneSetup.name(of: error.key), reason: error.reason)
    }
    return options
  }

  /// The text after `key=` in the trace's `# scroll-view:` line, if the key is there.
  static func metadataValue(of key: ScrollViewSceneSetup.Key, in metadata: TraceMetadata) -> String? {
    guard let entry = metadata.unknown.last(where: { $0.key.lowercased() == ScrollViewSceneSetup.metadataKey }) else {
      return nil
    }
    let prefix = key.rawValue + "="
    let pair = entry.value.split(whereSeparator: { $0 == " " || $0 == "\t" }).last { $0.hasPrefix(prefix) }
    return pair.map { String($0.dropFirst(prefix.count)) }
  }

  static func hasMetadataKey(_ key: ScrollViewSceneSetup.Key, _ metadata: TraceMetadata) -> Bool {
    metadata.unknown.contains { $0.key.lowercased() == ScrollViewSceneSetup.metadataKey && $0.value.contains(key.rawValue + "=") }
  }
}

extension ScrollViewSceneSetup {
  /// These options with `flags` set, in key order (each value was checked when the
  /// flags were parsed); the content becomes the viewport's size unless a flag or
  /// the metadata (`contentGiven`) gives it.
  fileprivate func applying(_ flags: [Key: String], contentGiven: Bool) -> ScrollViewSceneSetup {
    var options = self
    var refresh: Double?
    for (key, text) in flags.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      _ = options.set(key, to: text, refresh: &refresh)
    }
    if flags[.content] == nil && !contentGiven { options.content = options.viewport }
    return options
  }
}
