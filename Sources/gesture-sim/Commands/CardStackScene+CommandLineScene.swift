import Gestures
import ScrollPhysics

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
