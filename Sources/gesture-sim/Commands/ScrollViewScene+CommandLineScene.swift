import Gestures
import ScrollPhysics

/// The scroll-view scene on the command line: its settings (the scroll-view flags,
/// `SceneSetup.scrollViewFlags`, and the trace's `# scroll-view:` line) and its
/// configuration on the screen `SceneSetup` decided, whose delegate snaps to the
/// `snap` interval of its setup (`GridSnapDelegate`).
extension ScrollViewScene: CommandLineScene where Delegate == GridSnapDelegate {
  /// `--uikit`, which is also the `uikit` key of the `# scroll-view:` line, and the scroll-view flags.
  static var acceptedFlags: Set<String> { Set(["--uikit"] + SceneSetup.scrollViewSpecs.map(\.longName)) }

  /// The scene's own settings: the flags given (`setup.scrollViewFlags`), and
  /// the trace's `# scroll-view:` line, read and checked once: its pairs the flags
  /// do not override are checked on their own (bad metadata: a trace error at the
  /// pair, `ScrollViewSceneSetup.apply`), and kept with where they are
  /// (`ScrollViewSceneSetup.lineValues(in:)`); its `viewport`, `scale` and
  /// `refresh` are the scene's screen values.
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
    for (key, pair) in ScrollViewSceneSetup.lineValues(in: metadata) {
      settings.line[key.rawValue] = pair
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
  /// `# scroll-view:` line (its pairs, read and checked by `settings`), then the
  /// flags; the content is the viewport's size unless one of them gives it.
  private static func scrollViewSetup(_ setup: SceneSetup) -> ScrollViewSceneSetup {
    var values = setup.scrollViewFlags
    for (name, pair) in setup.settings.line {
      guard let key = ScrollViewSceneSetup.Key(rawValue: name), values[key] == nil else { continue }
      switch key {
      case .viewport, .scale, .refresh:
        continue
      case .content, .paging, .pageSpacing, .bounces, .alwaysBounce, .rate, .inset, .startOffset, .directionalLock, .snap, .uikit,
        .statusBar, .jumpBar:
        values[key] = pair.text
      }
    }
    return applying(values, to: ScrollViewSceneSetup(viewport: setup.display.viewport, scale: setup.display.scale))
  }

  /// `gesture-sim check --scene scroll-view`'s setup: `flags` on the default
  /// screen (the properties' traces are drawn on it), set up as `run` sets them up
  /// without a trace: validated once, a problem mapped by `SceneSetup.failure(for:)`.
  ///
  /// - Throws: a usage error naming the flag whose value the scroll view cannot use.
  static func setupOnDefaultDisplay(_ flags: [ScrollViewSceneSetup.Key: String]) throws(UsageError) -> ScrollViewSceneSetup {
    var setup = SceneSetup()
    setup.scene = SceneSetup.scrollViewScene
    setup.scrollViewFlags = flags
    return try setup.runnerOptionsWithoutTrace(Self.self).scene.setup
  }

  /// `setup` with `values` set, in key order (each value was checked when the
  /// flags were parsed or the metadata line was read); the content becomes the
  /// viewport's size unless `values` gives it.
  private static func applying(_ values: [ScrollViewSceneSetup.Key: String], to setup: ScrollViewSceneSetup) -> ScrollViewSceneSetup {
    var setup = setup
    var refresh: Double?
    for (key, text) in values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      _ = setup.set(key, to: text, refresh: &refresh)
    }
    if values[.content] == nil { setup.content = setup.viewport }
    return setup
  }
}
