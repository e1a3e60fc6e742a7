import Gestures
import ScrollPhysics

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
