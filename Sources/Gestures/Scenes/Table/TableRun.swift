/// The result of running a trace through the table scene: the resting state and
/// the summaries `gesture-sim run --scene table --format json` prints.
public struct TableRun: Hashable, Sendable {
  /// The variant that ran.
  public var variant: TableVariant
  /// Touch events fed (the `trace.events` field).
  public var events: Int
  /// Fingers that touched down: `began` samples (the `trace.fingers` field).
  public var fingers: Int
  /// From the first event to the last, in seconds (the `trace.duration` field); 0 with no event.
  public var duration: Double
  /// When the app launched (the first event's time, or 0 with no event), in seconds.
  public var launchTime: Double
  /// The display refresh rate the run used, in hertz.
  public var refreshRate: Double
  /// The last frame: the final state (the `final` object).
  public var final: TableFrame
  /// Whether the scene came to rest within the settle limit after the last event.
  public var cameToRest: Bool
  /// How many times `willDisplayCell` was called (launch included).
  public var displays: Int
  /// Every animation started, in order (the `animations` list: which rows animated and when).
  public var animations: [TableRowAnimation]
  /// The rows that animated at least once, in increasing order (the `rowsAnimated` list).
  public var rowsAnimated: [Int]
  /// Every recognized tap, in order.
  public var taps: [TableGesture]

  /// Runs `events` (in time order) through a scene with `options` and returns the
  /// run's summary and every record in time order. For long traces prefer
  /// `TableRunner`, which streams.
  public static func run(_ events: [TouchEvent], options: TableRunner.Options = .init()) -> (run: TableRun, records: [TableRecord]) {
    var runner = TableRunner(options: options)
    var records: [TableRecord] = []
    for event in events {
      runner.feed(event, into: &records)
    }
    let run = runner.finish(into: &records)
    return (run, records)
  }
}

/// Streams a trace through the table scene: the app launches at the first event's
/// time (the first layout displays, and animates, the rows visible at offset 0), a
/// `Replayer` merges the events with display frames, and `finish` runs frames until
/// the scene is at rest (docs/table.md, "Replay").
///
/// Records are appended to the caller's buffer, which it may drain and reuse
/// between calls (the summary keeps the list of animations and taps).
public struct TableRunner {
  /// How to run: the scene's configuration, the refresh rate and the settle limit.
  public struct Options: Hashable, Sendable {
    /// The scene (variant, geometry, scroll-view behaviours, recognizer parameters).
    public var scene: TableScene.Configuration
    /// Display frames per second, in hertz (default 60; a trace's `# refresh: 120`
    /// or `--refresh 120` selects 120).
    public var refreshRate: Double
    /// How long frames keep running after the last event while the scene is still
    /// moving, in seconds (default `Replayer.defaultSettleLimit`, 10 s: a flick's
    /// deceleration lasts a few seconds).
    public var settleLimit: Double

    /// Creates options; every parameter defaults as documented above.
    public init(scene: TableScene.Configuration = .init(), refreshRate: Double = 60, settleLimit: Double = 10) {
      self.scene = scene
      self.refreshRate = refreshRate
      self.settleLimit = settleLimit
    }

    /// Checks the options: `nil` when usable, otherwise the reason (the scene's
    /// `validate()`, a refresh rate of 1…1000 Hz, a finite non-negative settle limit).
    public func validate() -> String? {
      if let reason = scene.validate() { return reason }
      if let reason = SideMenuRunner.Options.validate(refreshRate: refreshRate) { return reason }
      if !(settleLimit.isFinite && settleLimit >= 0) { return "the settle limit must be finite and non-negative, got \(settleLimit)" }
      return nil
    }
  }

  /// The options of the run.
  public let options: Options
  /// The replayer, created at the first event.
  public private(set) var replayer: Replayer<TableScene>?
  var tally = TraceTally()

  /// Creates a runner; nothing runs before the first event.
  ///
  /// - Precondition: `options.validate()` returns nil.
  public init(options: Options = Options()) {
    precondition(options.validate() == nil, "TableRunner: invalid options")
    self.options = options
  }

  /// The scene, once launched.
  public var scene: TableScene? { replayer?.scene }

  /// Feeds the next event (times must not decrease), appending the records of every
  /// frame before it and of the event itself to `records`.
  public mutating func feed(_ event: TouchEvent, into records: inout [TableRecord]) {
    if replayer == nil { launch(at: event.time) }
    tally.count(event)
    replayer!.feed(event, into: &records)
  }

  /// Runs frames until the scene is at rest or the settle limit passed, appends
  /// their records (plus a warning if it did not come to rest), and returns the
  /// run's summary. With no event fed, the app launches at time 0 and runs frames
  /// until the launch animations end.
  public mutating func finish(into records: inout [TableRecord]) -> TableRun {
    if replayer == nil { launch(at: 0) }
    let cameToRest = replayer!.finish(into: &records)
    let scene = replayer!.scene
    let lastFrameTime = replayer!.frameTime(replayer!.nextFrameIndex - 1)
    if !cameToRest {
      records.append(.warning(SceneWarning(
        time: lastFrameTime,
        message: "the scene was still moving \(options.settleLimit) s after the last touch; the run stops there")))
    }
    return TableRun(
      variant: options.scene.variant, events: tally.events, fingers: tally.fingers, duration: tally.duration,
      launchTime: replayer!.startTime, refreshRate: options.refreshRate, final: scene.currentFrame(at: lastFrameTime),
      cameToRest: cameToRest, displays: scene.displayCount, animations: scene.animations,
      rowsAnimated: scene.rowsAnimated, taps: scene.taps)
  }

  mutating func launch(at time: Double) {
    replayer = Replayer(
      scene: TableScene(configuration: options.scene, launchTime: time), refreshRate: options.refreshRate,
      startTime: time, settleLimit: options.settleLimit)
  }
}
