import Gestures
import ScrollPhysics

/// A library scene as the command line replays it: its report for `run`, its
/// `PlotScene` for `plot` and its `ViewerScene` for `view`, each built from the
/// runner's options that `SceneOptions.resolveScene` resolved and validated.
/// Adding a scene: conform its `RunnableScene` here and add its case to `SceneKind`
/// and to `SceneOptions.resolveScene` (docs/architecture.md, "Adding a scene").
protocol CommandLineScene: RunnableScene {
  /// `run`'s report of the scene's records and run.
  associatedtype Report: SceneReport where Report.Record == Record, Report.Run == Run

  /// `run`'s report for a run with `options`.
  static func report(_ options: SceneRunner<Self>.Options) -> Report
  /// `plot`'s picture of a run with `options`.
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene
  /// `view`'s page of a run with `options` on `screen` (its scale, for the scenes
  /// whose configuration has none).
  static func viewerScene(_ options: SceneRunner<Self>.Options, screen: ScreenOptions.Resolved) -> any ViewerScene
}

extension SideMenuScene: CommandLineScene {
  static func report(_ options: SceneRunner<Self>.Options) -> SideMenuReport {
    SideMenuReport(variant: options.scene.variant, geometry: options.scene.geometry, refreshRate: options.refreshRate)
  }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { SideMenuPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, screen _: ScreenOptions.Resolved) -> any ViewerScene {
    SideMenuViewer(options: options)
  }
}

extension CardStackScene: CommandLineScene {
  static func report(_ options: SceneRunner<Self>.Options) -> CardsReport {
    CardsReport(geometry: options.scene.geometry, refreshRate: options.refreshRate)
  }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { CardsPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, screen _: ScreenOptions.Resolved) -> any ViewerScene {
    CardsViewer(options: options)
  }
}

extension DropdownScene: CommandLineScene {
  static func report(_ options: SceneRunner<Self>.Options) -> DropdownReport { DropdownReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { DropdownPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, screen: ScreenOptions.Resolved) -> any ViewerScene {
    DropdownViewer(options: options, scale: screen.scale)
  }
}

extension TableScene: CommandLineScene {
  static func report(_ options: SceneRunner<Self>.Options) -> TableReport { TableReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { TablePlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, screen _: ScreenOptions.Resolved) -> any ViewerScene {
    TableViewer(options: options)
  }
}

extension TransitionsScene: CommandLineScene {
  static func report(_ options: SceneRunner<Self>.Options) -> TransitionsReport { TransitionsReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene { TransitionsPlotScene(options: options) }
  static func viewerScene(_ options: SceneRunner<Self>.Options, screen: ScreenOptions.Resolved) -> any ViewerScene {
    TransitionsViewer(options: options, scale: screen.scale)
  }
}

/// The scroll-view scene the command line configures: its delegate snaps to the
/// `snap` interval of its options (`GridSnapDelegate`).
extension ScrollViewScene: CommandLineScene where Delegate == GridSnapDelegate {
  static func report(_ options: SceneRunner<Self>.Options) -> ScrollViewSceneReport { ScrollViewSceneReport(options: options) }
  static func plotScene(_ options: SceneRunner<Self>.Options) -> any PlotScene {
    ScrollViewPlotScene(options: options.scene.options, refreshRate: options.refreshRate)
  }
  static func viewerScene(_ options: SceneRunner<Self>.Options, screen _: ScreenOptions.Resolved) -> any ViewerScene {
    ScrollViewViewer(options: options.scene.options, refreshRate: options.refreshRate)
  }
}
