import Gestures
import ScrollPhysics

/// The scroll-view scene on the command line: its settings (the scroll-view flags,
/// `SceneSetup.scrollViewFlags`, and the trace's `# scroll-view:` line) and its
/// configuration on the display `SceneSetup` decided, whose delegate snaps to the
/// `snap` interval of its setup (`GridSnapDelegate`).
extension ScrollViewScene: CommandLineScene where Delegate == GridSnapDelegate {
  /// `--uikit`, which is also the `uikit` key of the `# scroll-view:` line, and the scroll-view flags.
  static var acceptedFlags: Set<String> { Set(["--uikit"] + SceneSetup.scrollViewSpecs.map(\.longName)) }

  /// The scene's own settings: the flags given (`setup.scrollViewFlags`), and
  /// the trace's `# scroll-view:` line, read and checked once by the scene
  /// (`MetadataLine`: its pairs the flags do not override checked on their own, a
  /// bad one a trace error at the pair), with where each pair is; its `viewport`,
  /// `scale` and `refresh` are the scene's display values.
  static func settings(_ setup: SceneSetup, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings {
    var overridden = Set(setup.scrollViewFlags.keys)
    if setup.flagDisplay.viewport != nil { overridden.insert(.viewport) }
    if setup.flagDisplay.scale != nil { overridden.insert(.scale) }
    if setup.flagDisplay.refresh != nil { overridden.insert(.refresh) }
    let line = try MetadataLine(metadata, path: path, overridden: overridden)
    var settings = SceneSetup.SceneSettings(lineName: MetadataLine.name)
    settings.display.viewport = line.viewport
    settings.display.scale = line.scale
    settings.display.refresh = line.refresh
    for (key, text) in setup.scrollViewFlags { settings.flags[key.rawValue] = text }
    for (key, pair) in line.pairs { settings.line[key.rawValue] = pair }
    return settings
  }

  /// The scene's configuration on the display `SceneSetup` decided: UIKit's
  /// defaults, then the `# scroll-view:` line, then the flags, with a delegate that
  /// snaps to their `snap` grid (`Configuration(viewport:scale:metadata:flags:)`).
  static func configuration(_ setup: SceneSetup) -> Configuration {
    Configuration(viewport: setup.display.viewport, scale: setup.display.scale, metadata: setup.metadata, flags: setup.scrollViewFlags)
  }
  static func report(_ options: SceneRunner<Self>.Options) -> ScrollViewSceneReport { ScrollViewSceneReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene {
    ScrollViewPlotScene(options: options)
  }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display _: DisplayOptions.Resolved) -> any ViewerScene {
    ScrollViewViewer(options: options)
  }

  /// `gesture-sim check --scene scroll-view`'s setup: `flags` on the default
  /// display (the properties' traces are drawn on it), set up as `run` sets them up
  /// without a trace: validated once, a problem mapped by `SceneSetup.failure(for:)`.
  ///
  /// - Throws: a usage error naming the flag whose value the scroll view cannot use.
  static func setupOnDefaultDisplay(_ flags: [ScrollViewSceneSetup.Key: String]) throws(UsageError) -> ScrollViewSceneSetup {
    var setup = SceneSetup()
    setup.scene = SceneSetup.scrollViewScene
    setup.scrollViewFlags = flags
    return try setup.runnerOptionsWithoutTrace(Self.self).scene.setup
  }
}
