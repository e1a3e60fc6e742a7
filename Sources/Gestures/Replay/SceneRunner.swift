/// Streams a trace through a scene: the app launches at the first event's time, a
/// `Replayer` merges the events with display frames, and `finish` runs frames until
/// the scene is at rest (docs/dropdown.md, docs/table.md, docs/transitions.md,
/// "Replay").
///
/// Records are appended to the caller's buffer, which it may drain and reuse
/// between calls, so memory stays constant whatever the trace's length (apart from
/// the lists the scene's summary keeps).
public struct SceneRunner<S: RunnableScene> {
  /// How to run: the scene's configuration, the refresh rate and the settle limit.
  public struct Options: Hashable, Sendable {
    /// The scene's configuration.
    public var scene: S.Configuration
    /// Display frames per second, in hertz (default 60; a trace's `# refresh: 120`
    /// or `--refresh 120` selects 120).
    public var refreshRate: Double
    /// How long frames keep running after the last event while the scene is still
    /// moving, in seconds (default `Replayer.defaultSettleLimit`, 10 s).
    public var settleLimit: Double

    /// Creates options; every parameter defaults as documented above.
    public init(scene: S.Configuration = S.defaultConfiguration, refreshRate: Double = 60, settleLimit: Double = 10) {
      self.scene = scene
      self.refreshRate = refreshRate
      self.settleLimit = settleLimit
    }

    /// Checks the options: `nil` when usable, otherwise the reason (the scene's
    /// validation, a refresh rate of 1…1000 Hz, a finite non-negative settle limit).
    public func validate() -> String? {
      if let reason = S.validate(scene) { return reason }
      if let reason = SideMenuRunner.Options.validate(refreshRate: refreshRate) { return reason }
      if !(settleLimit.isFinite && settleLimit >= 0) { return "the settle limit must be finite and non-negative, got \(settleLimit)" }
      return nil
    }
  }

  /// The options of the run.
  public let options: Options
  /// The replayer, created at the first event.
  public private(set) var replayer: Replayer<S>?
  var tally = TraceTally()

  /// Creates a runner; nothing runs before the first event.
  ///
  /// - Precondition: `options.validate()` returns nil.
  public init(options: Options = Options()) {
    precondition(options.validate() == nil, "SceneRunner: invalid options")
    self.options = options
  }

  /// The scene, once launched.
  public var scene: S? { replayer?.scene }

  /// Feeds the next event (times must not decrease), appending the records of every
  /// frame before it and of the event itself to `records`.
  public mutating func feed(_ event: TouchEvent, into records: inout [S.Record]) {
    if replayer == nil { launch(at: event.time) }
    tally.count(event)
    replayer!.feed(event, into: &records)
  }

  /// Runs frames until the scene is at rest or the settle limit passed, appends
  /// their records (plus a warning if it did not come to rest), and returns the
  /// run's summary. With no event fed, the app launches at time 0 first.
  public mutating func finish(into records: inout [S.Record]) -> S.Run {
    if replayer == nil { launch(at: 0) }
    let cameToRest = replayer!.finish(into: &records)
    let lastFrameTime = replayer!.frameTime(replayer!.nextFrameIndex - 1)
    if !cameToRest {
      records.append(S.warningRecord(SceneWarning(time: lastFrameTime, .stillMoving(settleLimit: options.settleLimit, after: .touch))))
    }
    return replayer!.scene.summary(of: SceneRunFacts(
      configuration: options.scene, events: tally.events, fingers: tally.fingers, duration: tally.duration,
      launchTime: replayer!.startTime, refreshRate: options.refreshRate, finalTime: lastFrameTime,
      cameToRest: cameToRest))
  }

  mutating func launch(at time: Double) {
    replayer = Replayer(
      scene: S.launched(configuration: options.scene, at: time), refreshRate: options.refreshRate,
      startTime: time, settleLimit: options.settleLimit)
  }

  /// Runs `events` (in time order) through a scene with `options` and returns the
  /// run's summary and every record in time order. For long traces feed a runner,
  /// which streams.
  public static func run(_ events: [TouchEvent], options: Options = Options()) -> (run: S.Run, records: [S.Record]) {
    var runner = SceneRunner(options: options)
    var records: [S.Record] = []
    for event in events {
      runner.feed(event, into: &records)
    }
    let run = runner.finish(into: &records)
    return (run, records)
  }
}
