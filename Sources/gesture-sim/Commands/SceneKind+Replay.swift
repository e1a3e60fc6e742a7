import Gestures
import ScrollPhysics

extension SceneKind {
  /// Replays `reader` through the scene `options` name and writes its report in
  /// `format` to `out`, the reader's warnings to `errors`: what `gesture-sim run`
  /// does. The screen is resolved first (`ScreenOptions.resolved`); bad metadata
  /// is a trace error.
  static func replay<S>(
    _ reader: inout TraceReader<S>, path: String, options: SceneOptions, format: ReportFormat,
    errors: inout some TextOutputStream, to out: inout some TextOutputStream
  ) throws(TraceError) {
    var screen = try options.screen.resolved(
      for: options.scene, metadata: reader.metadata, locations: reader.metadataLocations, path: path)
    switch options.scene {
    case .scrollView:
      let sceneOptions = try options.scrollViewOptions(on: &screen, metadata: reader.metadata, path: path)
      let configuration = ScrollViewScene<GridSnapDelegate>.Configuration(
        options: sceneOptions, delegate: GridSnapDelegate(interval: sceneOptions.snap))
      try replay(&reader, path: path, kind: options.scene, through: ScrollViewScene<GridSnapDelegate>.self,
        configuration: configuration, screen: screen, format: format, errors: &errors, to: &out
      ) {
        ScrollViewSceneReport(options: $0)
      }
    case .sideMenu:
      let configuration = options.sideMenuConfiguration(on: screen)
      try replay(&reader, path: path, kind: options.scene, through: SideMenuScene.self,
        configuration: configuration, screen: screen, format: format, errors: &errors, to: &out
      ) {
        SideMenuReport(variant: $0.scene.variant, geometry: configuration.geometry, refreshRate: $0.refreshRate)
      }
    case .cards:
      let configuration = options.cardsConfiguration(on: screen)
      try replay(&reader, path: path, kind: options.scene, through: CardStackScene.self,
        configuration: configuration, screen: screen, format: format, errors: &errors, to: &out
      ) {
        CardsReport(geometry: $0.scene.geometry, refreshRate: $0.refreshRate)
      }
    case .dropdown:
      let configuration = options.dropdownConfiguration(on: screen)
      try replay(&reader, path: path, kind: options.scene, through: DropdownScene.self,
        configuration: configuration, screen: screen, format: format, errors: &errors, to: &out
      ) {
        DropdownReport(options: $0)
      }
    case .table:
      let configuration = options.tableConfiguration(on: screen)
      try replay(&reader, path: path, kind: options.scene, through: TableScene.self,
        configuration: configuration, screen: screen, format: format, errors: &errors, to: &out
      ) {
        TableReport(options: $0)
      }
    case .transitions:
      let configuration = options.transitionsConfiguration(on: screen)
      try replay(&reader, path: path, kind: options.scene, through: TransitionsScene.self,
        configuration: configuration, screen: screen, format: format, errors: &errors, to: &out
      ) {
        TransitionsReport(options: $0)
      }
    case .gestures:
      try replayGestures(&reader, path: path, format: format, errors: &errors, to: &out)
    }
  }

  /// Replays `reader` through the `RunnableScene` `Scene` with `configuration` on `screen`
  /// (a configuration it rejects is bad trace data), writing `report`'s output.
  private static func replay<S, Scene: RunnableScene, Report: SceneReport>(
    _ reader: inout TraceReader<S>, path: String, kind: SceneKind, through _: Scene.Type, configuration: Scene.Configuration,
    screen: ScreenOptions.Resolved,
    format: ReportFormat, errors: inout some TextOutputStream, to out: inout some TextOutputStream,
    report: (SceneRunner<Scene>.Options) -> Report
  ) throws(TraceError) where Report.Record == Scene.Record, Report.Run == Scene.Run {
    try ScreenOptions.check(
      Scene.validate(configuration), viewport: screen.viewport, scene: kind, locations: reader.metadataLocations, path: path)
    let options = SceneRunner<Scene>.Options(scene: configuration, refreshRate: screen.refresh)
    var runner = SceneRunner<Scene>(options: options)
    var writer = SceneReportWriter(format: format, path: path, report: report(options))
    try SceneStream.replay(&reader, runner: &runner, report: &writer, errors: &errors, to: &out)
  }

  /// `run --scene gestures`: the recognizers' summary in the four formats.
  private static func replayGestures<S>(
    _ reader: inout TraceReader<S>, path: String, format: ReportFormat,
    errors: inout some TextOutputStream, to out: inout some TextOutputStream
  ) throws(TraceError) {
    var summary = GestureSummary()
    while let event = try reader.next() {
      summary.handle(event)
      TraceInput.report(reader.takeWarnings(), to: &errors)
    }
    summary.finish()
    TraceInput.report(reader.takeWarnings(), to: &errors)
    switch format {
    case .json: out.write(GestureSummaryReport.json(summary, reader: reader, path: path))
    case .jsonl: out.write(GestureSummaryReport.jsonl(summary, reader: reader, path: path))
    case .csv: out.write(GestureSummaryReport.csv(summary))
    case .table: out.write(GestureSummaryReport.table(summary, reader: reader, path: path))
    }
  }
}
