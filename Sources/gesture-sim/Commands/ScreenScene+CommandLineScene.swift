import Gestures
import ScrollPhysics

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
