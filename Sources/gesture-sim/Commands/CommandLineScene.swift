import Gestures
import ScrollPhysics

/// A library scene as the command line sets it up and replays it: one conformance
/// per scene. It reads the scene's own settings (flags and metadata line, if it has
/// any), builds its configuration on the display `SceneSetup` decided, and names
/// its report for `run`, its `PlotScene` for `plot` and its `ViewerScene` for
/// `view`. Adding a scene: its library type (a `RunnableScene`), this conformance,
/// and its entry in `SceneSetup.scenes` (docs/architecture.md, "Adding a scene").
protocol CommandLineScene: RunnableScene, SendableMetatype {
  /// `run`'s report of the scene's records and run.
  associatedtype Report: SceneReport where Report.Record == Record, Report.Summary == Summary

  /// The values `--variant` takes with the scene: the names of its variant type's
  /// cases (`configuration` reads the one chosen as that type, `SceneSetup.variant(_:)`).
  /// Default: none, and `--variant` is refused.
  static var variants: [String] { get }
  /// The flags of those only some scenes take (`--flip-at`, `--uikit`, the
  /// scroll-view flags) that this scene takes; `SceneSetup.checkSupported` and
  /// `readScrollViewFlags` refuse the others, naming the scenes that take them.
  /// Default: none.
  static var acceptedFlags: Set<String> { get }

  /// The scene's own settings in `setup` (its flags) and the trace's `metadata` (the scroll
  /// view's flags and `# scroll-view:` line), each value read and checked on its
  /// own: a line that does not parse is bad trace data. Default: none.
  static func settings(_ setup: SceneSetup, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings
  /// The scene's configuration on `setup.display`, with the command line's choices
  /// and the scene's settings; `SceneSetup` validates it.
  static func configuration(_ setup: SceneSetup) -> Configuration
  /// `run`'s report for a run with `options`.
  static func report(_ options: SceneRunner<Self>.Options) -> Report
  /// `plot`'s picture of a run with `options`.
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene
  /// `view`'s page of a run with `options` on `display` (its scale, for the scenes
  /// whose configuration has none).
  static func viewerScene(_ options: SceneRunner<Self>.Options, display: DisplayOptions.Resolved) -> any ViewerScene
}

extension CommandLineScene {
  /// No variants.
  static var variants: [String] { [] }
  /// None of the flags only some scenes take.
  static var acceptedFlags: Set<String> { [] }

  /// No settings of its own.
  static func settings(_ setup: SceneSetup, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings {
    SceneSetup.SceneSettings()
  }
}

extension SideMenuScene: CommandLineScene {
  /// The tutorial's steps (default `fixed`).
  static var variants: [String] { SideMenuVariant.allCases.map(\.rawValue) }
  static var acceptedFlags: Set<String> { ["--uikit"] }

  /// The `--variant` and the `--uikit` profile on the display.
  static func configuration(_ setup: SceneSetup) -> Configuration {
    var configuration = Configuration(
      variant: setup.variant(SideMenuVariant.self), geometry: SideMenuGeometry(viewport: setup.display.viewport, scale: setup.display.scale))
    configuration.scrollView.profile = setup.profile
    return configuration
  }
  static func report(_ options: SceneRunner<Self>.Options) -> SideMenuReport {
    SideMenuReport(variant: options.scene.variant, geometry: options.scene.geometry, refreshRate: options.refreshRate)
  }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { SideMenuPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display _: DisplayOptions.Resolved) -> any ViewerScene {
    SideMenuViewer(options: options)
  }
}

extension CardStackScene: CommandLineScene {
  static var acceptedFlags: Set<String> { ["--flip-at"] }

  /// The flip button's presses (`--flip-at`) on the display.
  static func configuration(_ setup: SceneSetup) -> Configuration {
    var configuration = Configuration(buttonFlipTimes: setup.flipTimes)
    configuration.geometry.viewport = setup.display.viewport
    configuration.geometry.scale = setup.display.scale
    return configuration
  }
  static func report(_ options: SceneRunner<Self>.Options) -> CardsReport {
    CardsReport(geometry: options.scene.geometry, refreshRate: options.refreshRate)
  }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { CardsPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display _: DisplayOptions.Resolved) -> any ViewerScene {
    CardsViewer(options: options)
  }
}

extension DropdownScene: CommandLineScene {
  /// The tutorial's menu on the display.
  static func configuration(_ setup: SceneSetup) -> Configuration {
    Configuration(geometry: DropdownGeometry(viewport: setup.display.viewport))
  }
  static func report(_ options: SceneRunner<Self>.Options) -> DropdownReport { DropdownReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { DropdownPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display: DisplayOptions.Resolved) -> any ViewerScene {
    DropdownViewer(options: options, scale: display.scale)
  }
}

extension TableScene: CommandLineScene {
  /// The table's versions (default `tip-in`).
  static var variants: [String] { TableVariant.allCases.map(\.rawValue) }
  static var acceptedFlags: Set<String> { ["--uikit"] }

  /// The `--variant` and the `--uikit` profile on the display.
  static func configuration(_ setup: SceneSetup) -> Configuration {
    var configuration = Configuration(
      variant: setup.variant(TableVariant.self), geometry: TableGeometry(viewport: setup.display.viewport, scale: setup.display.scale))
    configuration.scrollView.profile = setup.profile
    return configuration
  }
  static func report(_ options: SceneRunner<Self>.Options) -> TableReport { TableReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { TablePlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display _: DisplayOptions.Resolved) -> any ViewerScene {
    TableViewer(options: options)
  }
}

extension TransitionsScene: CommandLineScene {
  /// The tutorial's screens on the display.
  static func configuration(_ setup: SceneSetup) -> Configuration {
    Configuration(geometry: TransitionsGeometry(viewport: setup.display.viewport))
  }
  static func report(_ options: SceneRunner<Self>.Options) -> TransitionsReport { TransitionsReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { TransitionsPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display: DisplayOptions.Resolved) -> any ViewerScene {
    TransitionsViewer(options: options, scale: display.scale)
  }
}

/// The user's own screen (`--screen FILE`, docs/screens.md). Its viewport and scale
/// are the file's (a hierarchy's frames are in its window's points), which win over
/// the trace's `# viewport:` and `# scale:`; its refresh rate is the rate used when
/// neither the command line nor the trace gives one (`Screen.refresh`). Flags win
/// over both, as for every scene.
extension ScreenScene: CommandLineScene {
  /// The screen's viewport and scale, and its refresh rate when the trace has none.
  static func settings(_ setup: SceneSetup, metadata: TraceMetadata, path: String) throws(TraceError) -> SceneSetup.SceneSettings {
    var settings = SceneSetup.SceneSettings()
    settings.lineName = "screen"
    guard let screen = setup.screenDescription else { return settings }
    settings.display.viewport = screen.viewport
    settings.display.scale = screen.scale
    if metadata.refresh == nil { settings.display.refresh = screen.refresh }
    return settings
  }

  /// The screen read from the file, on the display the set-up decided.
  static func configuration(_ setup: SceneSetup) -> Screen {
    var screen = setup.screenDescription ?? defaultConfiguration
    let resolved = setup.display
    screen.viewport = resolved.viewport
    screen.scale = resolved.scale
    screen.refresh = resolved.refresh
    return screen
  }
  static func report(_ options: SceneRunner<Self>.Options) -> ScreenReport { ScreenReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { ScreenPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, display _: DisplayOptions.Resolved) -> any ViewerScene {
    ScreenViewer(options: options)
  }
}
