import Gestures
import ScrollPhysics

/// What every viewer (``ViewerScene``) does with its scene's run: it feeds the
/// trace's events to the scene's `SceneRunner`, keeping their touches in the
/// page's data, holds the records the runner writes until the viewer takes them,
/// and at the end notes the launch time and whether the scene came to rest. The
/// viewer turns the records into the page's frames, log and picture.
struct ViewerRun<S: RunnableScene> {
  /// The page's data, which the viewer fills from the records.
  var data: ViewerData
  /// The scene's runner (its `scene` gives a `ProbedScene`'s samples).
  private(set) var runner: SceneRunner<S>
  /// The records written and not taken yet.
  private var pending: [S.Record] = []
  /// How many of a `ProbedScene`'s samples `nextSample()` has handed out.
  private var sampled = 0

  /// A run of the scene `options` configure, into `data`.
  init(_ data: ViewerData, options: SceneRunner<S>.Options) {
    self.data = data
    runner = SceneRunner(options: options)
  }

  /// Feeds the next touch event (times never decrease) and records its touches.
  mutating func feed(_ event: TouchEvent) {
    data.add(event)
    runner.feed(event, into: &pending)
  }

  /// Runs the scene until it is at rest (or the settle limit), notes the launch time
  /// and whether it came to rest (the run's `cameToRest`), and returns the run.
  @discardableResult
  mutating func finish(cameToRest: KeyPath<S.Summary, Bool>) -> S.Summary {
    let summary = runner.finish(into: &pending)
    data.launch = runner.replayer?.startTime ?? 0
    data.cameToRest = summary[keyPath: cameToRest]
    return summary
  }

  /// The records written since the last call, in order.
  mutating func takeRecords() -> [S.Record] {
    var taken: [S.Record] = []
    swap(&taken, &pending)
    return taken
  }

  /// The probe's sample of the next frame record taken: a `ProbedScene`'s i-th
  /// sample belongs to its i-th frame record, so a viewer calls this once per
  /// frame record, in order.
  mutating func nextSample<Probe: SceneProbe>() -> Probe.Sample where S == ProbedScene<Probe> {
    guard let scene = runner.scene else { preconditionFailure("ViewerRun: a frame record before the scene launched") }
    sampled += 1
    return scene.samples[sampled - 1]
  }
}

extension ViewerRun {
  /// A run on a display of `viewport` points at `scale` pixels per point, launched
  /// at 0, whose page's subtitle is the viewport and the refresh rate
  /// (`390×844 pt · 60 Hz`): the drop-down's and the transitions'.
  init(
    scene: String, title: String, viewport: Size, scale: Double, options: SceneRunner<S>.Options,
    series: [ViewerData.Series], charts: [ViewerData.Chart]
  ) {
    self.init(
      ViewerData(
        scene: scene, title: title,
        subtitle: Formatting.display(viewport: viewport, scale: nil, refreshRate: options.refreshRate, style: .page),
        viewport: viewport, scale: scale, refreshRate: options.refreshRate, launch: 0, series: series, charts: charts),
      options: options)
  }
}

extension ViewerRun {
  /// A run of a probed scene on its base scene's `options` (the same configuration,
  /// refresh rate and settle limit) on a display of `viewport` points at `scale` pixels
  /// per point, launched at 0, whose page's subtitle is `settings` then the display
  /// (`variant fixed · 390×844 pt @3x · 120 Hz`): the card stack's, the side menu's
  /// and the table's.
  init<Probe: SceneProbe>(
    scene: String, title: String, settings: String, viewport: Size, scale: Double,
    probing options: SceneRunner<Probe.Base>.Options, series: [ViewerData.Series], charts: [ViewerData.Chart]
  ) where S == ProbedScene<Probe>, Probe.Base: RunnableScene {
    self.init(
      ViewerData(
        scene: scene, title: title,
        subtitle: settings + " · " + Formatting.display(viewport: viewport, scale: scale, refreshRate: options.refreshRate, style: .page),
        viewport: viewport, scale: scale, refreshRate: options.refreshRate, launch: 0, series: series, charts: charts),
      options: .init(wrapping: options))
  }
}
