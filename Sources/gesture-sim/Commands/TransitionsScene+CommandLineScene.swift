import Gestures
import ScrollPhysics

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
