import ScrollPhysics

/// The result of running a trace through the side-menu scene: the resting state
/// and the summaries `gesture-sim run --format json` prints (issue 4, "Output of
/// gesture-sim run").
public struct SideMenuRun: Hashable, Sendable {
  /// How many times one delegate callback was made.
  public struct CallbackCount: Hashable, Sendable {
    /// The `UIScrollViewDelegate` method name, e.g. `scrollViewDidScroll`.
    public var name: String
    /// How many times it was called.
    public var count: Int
  }

  /// The tutorial step that ran.
  public var variant: SideMenuVariant
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
  public var final: SideMenuFrame
  /// Whether the scene came to rest within the settle limit after the last event.
  public var cameToRest: Bool
  /// One count per delegate callback, in `SideMenuScene.callbackNames` order,
  /// zeros included (the `callbacks` object).
  public var callbacks: [CallbackCount]
  /// The recognized taps, in order (the `taps` list): every one, up to the scene's
  /// `maximumStoredTaps` (10,000 by default), then only counted.
  public var taps: [SideMenuTap]
  /// How many taps were recognized (the `tapCount` field); more than
  /// `taps.count` only when the limit was reached.
  public var tapCount: Int

  /// The count of the callback named `name`; 0 for an unknown name.
  public func callbackCount(_ name: String) -> Int {
    callbacks.first { $0.name == name }?.count ?? 0
  }

  /// Runs `events` (in time order) through a scene with `options` and returns the
  /// run's summary and every record in time order. For long traces prefer
  /// `SideMenuRunner`, which streams.
  public static func run(_ events: [TouchEvent], options: SideMenuRunner.Options = .init()) -> (run: SideMenuRun, records: [SideMenuRecord]) {
    var runner = SideMenuRunner(options: options)
    var records: [SideMenuRecord] = []
    for event in events {
      runner.feed(event, into: &records)
    }
    let run = runner.finish(into: &records)
    return (run, records)
  }
}

/// Streams a trace through the side-menu scene: the app launches at the first
/// event's time, a `Replayer` merges the events with display frames, and
/// `finish` runs frames until the scene is at rest (docs/side-menu.md, "Replay").
///
/// Feed events as a trace reader yields them; records are appended to the
/// caller's buffer, which it may drain and reuse between calls, so memory stays
/// constant whatever the trace's length.
public struct SideMenuRunner {
  /// How to run: the scene's configuration, the refresh rate and the settle limit.
  public struct Options: Hashable, Sendable {
    /// The scene (variant, geometry, scroll-view behaviours, recognizer parameters).
    public var scene: SideMenuScene.Configuration
    /// Display frames per second, in hertz (default 60: UIKit's usual rate; a trace's
    /// `# refresh: 120` or `--refresh 120` selects 120).
    public var refreshRate: Double
    /// How long frames keep running after the last event while the scene is still
    /// moving, in seconds (default `Replayer.defaultSettleLimit`, 10 s).
    public var settleLimit: Double

    /// Creates options; every parameter defaults as documented above.
    public init(scene: SideMenuScene.Configuration = .init(), refreshRate: Double = 60, settleLimit: Double = 10) {
      self.scene = scene
      self.refreshRate = refreshRate
      self.settleLimit = settleLimit
    }

    /// Checks a refresh rate from a trace or the command line: `nil` when usable
    /// (finite, 1…1000 Hz), otherwise the reason.
    public static func validate(refreshRate: Double) -> String? {
      refreshRate.isFinite && refreshRate >= 1 && refreshRate <= 1000
        ? nil : "the refresh rate must be between 1 and 1000 Hz, got \(refreshRate)"
    }
  }

  /// The options of the run.
  public let options: Options
  /// The replayer, created at the first event.
  public private(set) var replayer: Replayer<SideMenuScene>?
  var events = 0
  var fingers = 0
  var firstTime: Double?
  var lastTime: Double?

  /// Creates a runner; nothing runs before the first event.
  ///
  /// - Precondition: `options.refreshRate` passes `Options.validate(refreshRate:)`
  ///   and `options.settleLimit` is finite and non-negative.
  public init(options: Options = Options()) {
    precondition(Options.validate(refreshRate: options.refreshRate) == nil, "SideMenuRunner: invalid refresh rate")
    self.options = options
  }

  /// The scene, once launched.
  public var scene: SideMenuScene? { replayer?.scene }

  /// Feeds the next event (times must not decrease), appending the records of every
  /// frame before it and of the event itself to `records`.
  public mutating func feed(_ event: TouchEvent, into records: inout [SideMenuRecord]) {
    // Before the first event (tested first: cheaper than inspecting the large
    // optional replayer at every event), the app launches unless `finish` did.
    if events == 0 && replayer == nil { launch(at: event.time) }
    events += 1
    // Index loops: iterating `event.touches` would retain its buffer.
    var i = 0
    while i < event.touches.count {
      if event.touches[i].phase == .began { fingers += 1 }
      i += 1
    }
    if events == 1 { firstTime = event.time }
    lastTime = event.time
    replayer!.feed(event, into: &records)
  }

  /// Runs frames until the scene is at rest or the settle limit passed, appends
  /// their records (plus a warning if it did not come to rest), and returns the
  /// run's summary. With no event fed, the app launches at time 0 and runs one frame.
  public mutating func finish(into records: inout [SideMenuRecord]) -> SideMenuRun {
    if replayer == nil { launch(at: 0) }
    let cameToRest = replayer!.finish(into: &records)
    let scene = replayer!.scene
    let lastFrameTime = replayer!.frameTime(replayer!.nextFrameIndex - 1)
    if !cameToRest {
      records.append(.warning(SceneWarning(time: lastFrameTime, .stillMoving(settleLimit: options.settleLimit, after: .touch))))
    }
    let counts = zip(SideMenuScene.callbackNames, scene.callbackCounts).map { SideMenuRun.CallbackCount(name: $0.0, count: $0.1) }
    return SideMenuRun(
      variant: options.scene.variant, events: events, fingers: fingers,
      duration: (lastTime ?? 0) - (firstTime ?? 0), launchTime: replayer!.startTime, refreshRate: options.refreshRate,
      final: scene.currentFrame(at: lastFrameTime), cameToRest: cameToRest, callbacks: counts, taps: scene.taps,
      tapCount: scene.tapCount)
  }

  mutating func launch(at time: Double) {
    replayer = Replayer(
      scene: SideMenuScene(configuration: options.scene, launchTime: time), refreshRate: options.refreshRate,
      startTime: time, settleLimit: options.settleLimit)
  }
}
