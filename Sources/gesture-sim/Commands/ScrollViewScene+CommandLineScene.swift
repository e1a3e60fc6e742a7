import Gestures
import ScrollPhysics

/// The scroll-view scene on the command line: its settings (the scroll-view flags,
/// `SceneSetup.scrollViewFlags`, and the trace's `# scroll-view:` line) and its
/// configuration on the screen `SceneSetup` decided, whose delegate snaps to the
/// `snap` interval of its setup (`GridSnapDelegate`).
extension ScrollViewScene: CommandLineScene where Delegate == GridSnapDelegate {
  /// The scene's own settings: the flags given (`setup.scrollViewFlags`), and
  /// the trace's `# scroll-view:` line, whose pairs the flags do not override are
  /// read and checked on their own (bad metadata: a trace error at the pair,
  /// `ScrollViewSceneSetup.apply`); its `viewport`, `scale` and `refresh` are
  /// the scene's screen values.
  static func settings(_ setup: SceneSetup, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings {
    var settings = SceneSetup.SceneSettings(lineName: ScrollViewSceneSetup.metadataKey)
    var overridden = Set(setup.scrollViewFlags.keys)
    if setup.flagDisplay.viewport != nil { overridden.insert(.viewport) }
    if setup.flagDisplay.scale != nil { overridden.insert(.scale) }
    if setup.flagDisplay.refresh != nil { overridden.insert(.refresh) }
    var line = ScrollViewSceneSetup()
    var refresh: Double?
    try line.apply(metadata, path: path, refresh: &refresh, overridden: overridden)
    for (key, text) in setup.scrollViewFlags { settings.flags[key.rawValue] = text }
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

  /// UIKit's defaults on the screen, then the `# scroll-view:` line, then the flags
  /// (`scrollViewSetup(_:)`), with a delegate that snaps to their `snap` grid.
  static func configuration(_ setup: SceneSetup) -> Configuration {
    Configuration(gridSnapping: scrollViewSetup(setup))
  }
  static func report(_ options: SceneRunner<Self>.Options) -> ScrollViewSceneReport { ScrollViewSceneReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene {
    ScrollViewPlotScene(setup: options.scene.setup, refreshRate: options.refreshRate)
  }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display _: DisplayOptions.Resolved) -> any ViewerScene {
    ScrollViewViewer(setup: options.scene.setup, refreshRate: options.refreshRate)
  }

  /// The scroll view's setup on `setup`'s screen: UIKit's defaults, then the trace's
  /// `# scroll-view:` line (its pairs already checked by `settings`), then the
  /// flags; the content is the viewport's size unless one of them gives it.
  private static func scrollViewSetup(_ setup: SceneSetup) -> ScrollViewSceneSetup {
    var scrollView = ScrollViewSceneSetup(viewport: setup.display.viewport, scale: setup.display.scale)
    var refresh: Double?
    var overridden = Set(setup.scrollViewFlags.keys)
    overridden.formUnion([.viewport, .scale, .refresh])
    // The pairs were checked when the settings were read: this cannot throw.
    try? scrollView.apply(setup.metadata, path: setup.path, refresh: &refresh, overridden: overridden)
    return applying(setup.scrollViewFlags, to: scrollView, contentGiven: hasMetadataKey(.content, setup.metadata))
  }

  /// `gesture-sim check --scene scroll-view`'s setup: `flags` on the default
  /// screen (the properties' traces are drawn on it), validated once.
  ///
  /// - Throws: a usage error naming the flag whose value the scroll view cannot use.
  static func setupOnDefaultDisplay(_ flags: [ScrollViewSceneSetup.Key: String]) throws(UsageError) -> ScrollViewSceneSetup {
    let setup = applying(flags, to: ScrollViewSceneSetup(), contentGiven: false)
    do {
      try setup.validate()
    } catch {
      throw SceneSetup.settingError(flag: SceneSetup.name(of: error.key), reason: error.reason)
    }
    return setup
  }

  /// The text after `key=` in the trace's `# scroll-view:` line, if the key is there.
  private static func metadataValue(of key: ScrollViewSceneSetup.Key, in metadata: TraceMetadata) -> String? {
    guard let entry = metadata.unknown.last(where: { $0.key.lowercased() == ScrollViewSceneSetup.metadataKey }) else {
      return nil
    }
    let prefix = key.rawValue + "="
    let pair = entry.value.split(whereSeparator: { $0 == " " || $0 == "\t" }).last { $0.hasPrefix(prefix) }
    return pair.map { String($0.dropFirst(prefix.count)) }
  }

  /// Whether the trace's `# scroll-view:` line gives `key`.
  private static func hasMetadataKey(_ key: ScrollViewSceneSetup.Key, _ metadata: TraceMetadata) -> Bool {
    metadata.unknown.contains { $0.key.lowercased() == ScrollViewSceneSetup.metadataKey && $0.value.contains(key.rawValue + "=") }
  }

  /// `setup` with `flags` set, in key order (each value was checked when the
  /// flags were parsed); the content becomes the viewport's size unless a flag or
  /// the metadata (`contentGiven`) gives it.
  private static func applying(_ flags: [ScrollViewSceneSetup.Key: String], to setup: ScrollViewSceneSetup, contentGiven: Bool) -> ScrollViewSceneSetup {
    var setup = setup
    var refresh: Double?
    for (key, text) in flags.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      _ = setup.set(key, to: text, refresh: &refresh)
    }
    if flags[.content] == nil && !contentGiven { setup.content = setup.viewport }
    return setup
  }
}
