import Gestures
import ScrollPhysics

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
