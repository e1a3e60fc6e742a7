import Gestures
import ScrollPhysics

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
