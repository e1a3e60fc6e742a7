/// Streams a trace through the card-stack scene: the scene launches at the first
/// input (event or button press), a `Replayer` merges the events with display
/// frames, and `finish` runs frames until the scene is at rest (docs/cards.md,
/// "Replay").
///
/// Button presses (`Options.buttonFlipTimes`, the command line's `--flip-at T`)
/// are given to the scene at launch; the runner also feeds the replayer an event
/// with no touches at each press time, so that frames before it run first and the
/// settle limit counts from the last press as well as the last event. A press and
/// an event at the same time: the press comes first.
///
/// Feed events as a trace reader yields them; records are appended to the
/// caller's buffer, which it may drain and reuse between calls, so memory stays
/// constant whatever the trace's length.
public struct CardsRunner {
  /// How to run: the scene's configuration, the refresh rate, the settle limit and
  /// the button presses.
  public struct Options: Hashable, Sendable {
    /// The scene (geometry, durations, thresholds, interruption rule).
    public var scene: CardStackScene.Configuration
    /// Display frames per second, in hertz (default 60: UIKit's usual rate; a
    /// trace's `# refresh: 120` or `--refresh 120` selects 120).
    public var refreshRate: Double
    /// How long frames keep running after the last input while the scene is still
    /// moving, in seconds (default `Replayer.defaultSettleLimit`, 10 s).
    public var settleLimit: Double
    /// Times of the flip button's presses, in seconds, in any order (default none;
    /// `--flip-at T`, repeatable).
    public var buttonFlipTimes: [Double]

    /// Creates options; every parameter defaults as documented above.
    public init(
      scene: CardStackScene.Configuration = .init(), refreshRate: Double = 60, settleLimit: Double = 10,
      buttonFlipTimes: [Double] = []
    ) {
      self.scene = scene
      self.refreshRate = refreshRate
      self.settleLimit = settleLimit
      self.buttonFlipTimes = buttonFlipTimes
    }

    /// Checks a refresh rate from a trace or the command line: `nil` when usable
    /// (finite, 1…1000 Hz), otherwise the reason.
    public static func validate(refreshRate: Double) -> String? {
      refreshRate.isFinite && refreshRate >= 1 && refreshRate <= 1000
        ? nil : "the refresh rate must be between 1 and 1000 Hz, got \(refreshRate)"
    }

    /// Checks a button press time from the command line: `nil` when usable
    /// (finite), otherwise the reason.
    public static func validate(buttonFlipTime time: Double) -> String? {
      time.isFinite ? nil : "a flip time must be a finite number of seconds, got \(time)"
    }
  }

  /// The options of the run.
  public let options: Options
  /// The replayer, created at the first input.
  public private(set) var replayer: Replayer<CardStackScene>?
  /// The button presses, sorted, and the next one to feed.
  let presses: [Double]
  var nextPress = 0
  var events = 0
  var fingers = 0
  var firstTime: Double?
  var lastTime: Double?

  /// Creates a runner; nothing runs before the first input.
  ///
  /// - Precondition: `options.refreshRate` passes `Options.validate(refreshRate:)`,
  ///   `options.settleLimit` is finite and non-negative, the scene configuration
  ///   validates and every press time is finite.
  public init(options: Options = Options()) {
    precondition(Options.validate(refreshRate: options.refreshRate) == nil, "CardsRunner: invalid refresh rate")
    precondition(options.buttonFlipTimes.allSatisfy(\.isFinite), "CardsRunner: flip times must be finite")
    self.options = options
    self.presses = options.buttonFlipTimes.sorted()
  }

  /// The scene, once launched.
  public var scene: CardStackScene? { replayer?.scene }

  /// Feeds the next event (times must not decrease), appending the records of every
  /// press and frame before it and of the event itself to `records`.
  public mutating func feed(_ event: TouchEvent, into records: inout [CardsRecord]) {
    if replayer == nil { launch(at: min(event.time, presses.first ?? event.time)) }
    feedPresses(through: event.time, into: &records)
    events += 1
    for touch in event.touches where touch.phase == .began { fingers += 1 }
    if firstTime == nil { firstTime = event.time }
    lastTime = event.time
    replayer!.feed(event, into: &records)
  }

  /// Feeds the remaining presses, runs frames until the scene is at rest or the
  /// settle limit passed, appends their records (plus a warning if it did not come
  /// to rest), and returns the run's summary. With no input at all, the scene
  /// launches at time 0 and runs one frame.
  public mutating func finish(into records: inout [CardsRecord]) -> CardsRun {
    if replayer == nil { launch(at: presses.first ?? 0) }
    feedPresses(through: .infinity, into: &records)
    let cameToRest = replayer!.finish(into: &records)
    let scene = replayer!.scene
    let lastFrameTime = replayer!.frameTime(replayer!.nextFrameIndex - 1)
    if !cameToRest {
      records.append(.warning(SceneWarning(time: lastFrameTime, .stillMoving(settleLimit: options.settleLimit, after: .input))))
    }
    return CardsRun(
      events: events, fingers: fingers, duration: (lastTime ?? 0) - (firstTime ?? 0),
      launchTime: replayer!.startTime, refreshRate: options.refreshRate, buttonFlipTimes: presses,
      final: CardsRun.Final(
        topCard: scene.topCard, cardCount: options.scene.geometry.cardCount, completedFlips: scene.completedFlips,
        cancelledFlips: scene.cancelledFlips, ignoredGestures: scene.ignoredGestures),
      finalFrame: scene.currentFrame, cameToRest: cameToRest, flips: scene.flips)
  }

  /// Feeds an event with no touches at each press time up to `time` (inclusive):
  /// the scene presses the button then.
  mutating func feedPresses(through time: Double, into records: inout [CardsRecord]) {
    while nextPress < presses.count && presses[nextPress] <= time {
      replayer!.feed(TouchEvent(time: presses[nextPress], touches: []), into: &records)
      nextPress += 1
    }
  }

  mutating func launch(at time: Double) {
    replayer = Replayer(
      scene: CardStackScene(configuration: options.scene, launchTime: time, buttonFlipTimes: presses),
      refreshRate: options.refreshRate, startTime: time, settleLimit: options.settleLimit)
  }
}
