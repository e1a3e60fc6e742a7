/// Streams a trace through any `RunnableScene`: the app launches at the first
/// input (an event, or a scheduled input such as the card stack's flip button), a
/// `Replayer` merges the inputs with display frames, and `finish` runs frames
/// until the scene is at rest (docs/side-menu.md, docs/cards.md, docs/dropdown.md,
/// docs/table.md, docs/transitions.md, "Replay").
///
/// Its options are valid by construction (`Options.init` validates them once,
/// throwing a `SetupProblem`), so a runner cannot be made on a configuration its
/// scene refuses, and making one checks nothing again. The runner counts the trace
/// (events, touches, fingers down at once, duration) and reports a run that did
/// not come to rest.
///
/// Records are appended to the caller's buffer, which it may drain and reuse
/// between calls, so memory stays constant whatever the trace's length (apart from
/// the lists the scene's summary keeps).
public struct SceneRunner<S: RunnableScene> {
  /// How to run: the scene's configuration, the refresh rate and the settle limit,
  /// valid by construction (`init` checks them once).
  public struct Options: Hashable, Sendable {
    /// The scene's configuration.
    public let scene: S.Configuration
    /// Display frames per second, in hertz (default `Display.defaultRefreshRate`,
    /// 60: UIKit's usual rate; a trace's `# refresh: 120` or `--refresh 120` selects 120).
    public let refreshRate: Double
    /// How long frames keep running after the last input while the scene is still
    /// moving, in seconds (default `Replayer.defaultSettleLimit`, 10 s).
    public let settleLimit: Double

    /// Options with these values, checked once: the scene's configuration
    /// (`S.validate`), the refresh rate (`Display.validate(refreshRate:)`,
    /// 1…1000 Hz), a finite non-negative settle limit. Every parameter defaults as
    /// documented above.
    ///
    /// - Throws: the first problem found: its `key` is the setting at fault
    ///   (`.refresh`, `.setting("settleLimit")`, or the configuration's).
    public init(
      scene: S.Configuration = S.defaultConfiguration, refreshRate: Double = Display.defaultRefreshRate,
      settleLimit: Double = Replayer<S>.defaultSettleLimit
    ) throws(SetupProblem) {
      try S.validate(scene)
      try Display.validate(refreshRate: refreshRate)
      if !(settleLimit.isFinite && settleLimit >= 0) {
        throw SetupProblem(.setting("settleLimit"), "the settle limit must be finite and non-negative, got \(settleLimit)")
      }
      self.scene = scene
      self.refreshRate = refreshRate
      self.settleLimit = settleLimit
    }

    /// The options `options` of `Base`, for a scene that takes the configurations
    /// `Base` takes and validates them as it does (a scene that wraps `Base`, such
    /// as the command line's `ProbedScene`, or `Base` for its wrapper), so that they
    /// are not checked again.
    package init<Base: RunnableScene>(wrapping options: SceneRunner<Base>.Options) where Base.Configuration == S.Configuration {
      scene = options.scene
      refreshRate = options.refreshRate
      settleLimit = options.settleLimit
    }
  }

  /// The options of the run.
  public let options: Options
  /// The replayer, created at the first input.
  package var replayer: Replayer<S>? { _replayer }
  @usableFromInline var _replayer: Replayer<S>?
  /// The trace's counts.
  @usableFromInline var tally = TraceTally()
  /// The scheduled inputs (`S.scheduledInputTimes(of:)`), and the next one to feed.
  @usableFromInline let scheduledInputs: [Double]
  @usableFromInline var nextScheduledInput = 0
  /// Whether the scene makes its records; false (set before the first event) tells
  /// a `RecordOmittingScene` not to, for a caller that reads only the summary. Other
  /// scenes make them whatever this says.
  package var makesRecords = true

  /// A runner with `options` (valid, as every `Options` is); nothing runs before
  /// the first input.
  public init(options: Options) {
    self.options = options
    self.scheduledInputs = S.scheduledInputTimes(of: options.scene)
  }

  /// The scene, once launched.
  public var scene: S? { _replayer?.scene }

  /// Feeds the next event (times must not decrease), appending the records of every
  /// scheduled input and frame before it and of the event itself to `records`.
  /// The step is the scene's (`RunnableScene.feed(_:_:into:)`, by default
  /// `feedStep`), so that a scene with a throughput target can have it compiled
  /// where the scene is known (docs/performance.md, "Idioms").
  @inlinable
  public mutating func feed(_ event: TouchEvent, into records: inout [S.Record]) {
    S.feed(&self, event, into: &records)
  }

  /// What `feed` does: the step every scene's `RunnableScene.feed(_:_:into:)` runs.
  /// Inlinable, so that it is specialized wherever the concrete scene is known.
  @inlinable
  mutating func feedStep(_ event: TouchEvent, into records: inout [S.Record]) {
    // Before the first event (the count is tested first: cheaper than inspecting
    // the large optional replayer at every event), the app launches unless
    // `finish` or a scheduled input did.
    if tally.events == 0 && _replayer == nil {
      launch(at: Swift.min(event.time, scheduledInputs.first ?? event.time))
    }
    if nextScheduledInput < scheduledInputs.count { feedScheduledInputs(through: event.time, into: &records) }
    tally.count(event)
    _replayer!.feed(event, into: &records)
  }

  /// Feeds the remaining scheduled inputs, runs frames until the scene is at rest
  /// or the settle limit passed, appends their records (plus a warning if it did
  /// not come to rest), and returns the run's summary. With no input at all, the
  /// app launches at time 0 first.
  public mutating func finish(into records: inout [S.Record]) -> S.Summary {
    if _replayer == nil { launch(at: scheduledInputs.first ?? 0) }
    feedScheduledInputs(through: .infinity, into: &records)
    let cameToRest = _replayer!.finish(into: &records)
    if !cameToRest {
      records.append(
        S.warningRecord(SceneWarning(time: _replayer!.lastFrameTime, .stillMoving(settleLimit: options.settleLimit, after: S.lastInputName))))
    }
    return _replayer!._scene.summary(of: facts(cameToRest: cameToRest))
  }

  /// What the runner knows about the run so far, with `cameToRest` as `finish`
  /// found it; `SceneTester` builds its facts the same way (`TraceTally.facts`).
  func facts(cameToRest: Bool) -> SceneRunFacts<S.Configuration> {
    tally.facts(
      configuration: options.scene, launchTime: _replayer?.startTime ?? 0, refreshRate: options.refreshRate,
      finalTime: _replayer?.lastFrameTime ?? 0, cameToRest: cameToRest)
  }

  /// Feeds an event with no touches at each scheduled input up to `time`
  /// (inclusive): the scene handles the input itself when time reaches it.
  @usableFromInline
  mutating func feedScheduledInputs(through time: Double, into records: inout [S.Record]) {
    while nextScheduledInput < scheduledInputs.count && scheduledInputs[nextScheduledInput] <= time {
      _replayer!.feed(TouchEvent(time: scheduledInputs[nextScheduledInput], touches: []), into: &records)
      nextScheduledInput += 1
    }
  }

  @usableFromInline
  mutating func launch(at time: Double) {
    var scene = S.launched(options, at: time)
    if !makesRecords, var omitting = scene as? any RecordOmittingScene {
      omitting.omitRecords()
      if let omitting = omitting as? S { scene = omitting }
    }
    _replayer = Replayer(
      scene: scene,
      refreshRate: options.refreshRate,
      startTime: time, settleLimit: options.settleLimit)
  }

  /// Runs `events` (in time order) through a scene with `options` and returns the
  /// run's summary and every record in time order. For long traces feed a runner,
  /// which streams.
  public static func run(_ events: [TouchEvent], options: Options) -> (summary: S.Summary, records: [S.Record]) {
    var runner = SceneRunner(options: options)
    var records: [S.Record] = []
    for event in events {
      runner.feed(event, into: &records)
    }
    let summary = runner.finish(into: &records)
    return (summary, records)
  }
}
