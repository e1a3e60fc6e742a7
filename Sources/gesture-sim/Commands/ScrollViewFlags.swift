import Gestures
import ScrollPhysics

/// The `--scene scroll-view` configuration flags of `run`, `plot` and `check`,
/// one per `ScrollViewSceneOptions.Key` (viewport, scale and refresh are the
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
  static func parse(_ parsed: ParsedArguments, spec: CommandSpec) throws(UsageError) -> [ScrollViewSceneOptions.Key: String] {
    var given: [ScrollViewSceneOptions.Key: String] = [:]
    for key in ScrollViewSceneOptions.Key.allCases {
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
      var scratch = ScrollViewSceneOptions()
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

  /// The scene's options: the defaults on `screen`, then the trace's
  /// `# scroll-view:` line (bad metadata: a trace error at its line and column),
  /// then `flags`; checked, a problem with a flag's key a usage error naming the
  /// flag (`flagError`), one with a metadata key a trace error at the key.
  static func options(
    screen: inout ScreenOptions.Resolved, flags: [ScrollViewSceneOptions.Key: String], screenFlags: ScreenOptions,
    metadata: TraceMetadata, path: String
  ) throws(TraceError) -> ScrollViewSceneOptions {
    var options = ScrollViewSceneOptions(viewport: screen.viewport, scale: screen.scale)
    var refresh: Double? = nil
    var overridden = Set(flags.keys)
    if screenFlags.viewport != nil { overridden.insert(.viewport) }
    if screenFlags.scale != nil { overridden.insert(.scale) }
    if screenFlags.refresh != nil { overridden.insert(.refresh) }
    try options.apply(metadata, path: path, refresh: &refresh, overridden: overridden)
    for (key, text) in flags.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      _ = options.set(key, to: text, refresh: &refresh)
    }
    if flags[.content] == nil && !hasMetadataKey(.content, metadata) {
      options.content = options.viewport
    }
    if let refresh { screen.refresh = refresh }
    screen.viewport = options.viewport
    screen.scale = options.scale
    if let (key, reason) = options.validate() {
      let location = ScrollViewSceneOptions.location(of: key, in: metadata)
      let given = flags[key] != nil ? "--\(key.rawValue) (with the trace's metadata)" : "scroll-view \(key.rawValue)"
      let value = flags[key] ?? metadataValue(of: key, in: metadata) ?? key.rawValue
      throw TraceError(
        path: path, line: location.line, column: location.column,
        reason: .invalidMetadata(key: given, value: value, expected: "a value that fits the rest of the configuration: \(reason)"))
    }
    return options
  }

  /// The text after `key=` in the trace's `# scroll-view:` line, if the key is there.
  static func metadataValue(of key: ScrollViewSceneOptions.Key, in metadata: TraceMetadata) -> String? {
    guard let entry = metadata.unknown.last(where: { $0.key.lowercased() == ScrollViewSceneOptions.metadataKey }) else {
      return nil
    }
    let prefix = key.rawValue + "="
    let pair = entry.value.split(whereSeparator: { $0 == " " || $0 == "\t" }).last { $0.hasPrefix(prefix) }
    return pair.map { String($0.dropFirst(prefix.count)) }
  }

  static func hasMetadataKey(_ key: ScrollViewSceneOptions.Key, _ metadata: TraceMetadata) -> Bool {
    metadata.unknown.contains { $0.key.lowercased() == ScrollViewSceneOptions.metadataKey && $0.value.contains(key.rawValue + "=") }
  }

  /// Checks the flags alone on the default screen (or the screen flags): a
  /// problem across flags (paging with content smaller than the viewport) is a
  /// usage error naming the flag.
  static func validate(_ flags: [ScrollViewSceneOptions.Key: String], screen: ScreenOptions) throws(UsageError) {
    guard !flags.isEmpty else { return }
    var options = ScrollViewSceneOptions(viewport: screen.viewport ?? Size(width: 390, height: 844), scale: screen.scale ?? 3)
    var refresh: Double?
    for (key, text) in flags { _ = options.set(key, to: text, refresh: &refresh) }
    if flags[.content] == nil { options.content = options.viewport }
    if let (key, reason) = options.validate(), flags[key] != nil || key == .content && flags[.paging] != nil {
      let name = flags[key] != nil ? "--\(key.rawValue)" : "--paging"
      throw UsageError(message: "Invalid '\(name)': \(reason)")
    }
  }
}
