import ScrollPhysics

/// Drives any `RunnableScene` from a test, the way Flutter's `WidgetTester`
/// drives a widget: scripted touches (`drag`, `fling`, `tap`), time passing
/// (`wait`, Flutter's `pump`), running until everything is at rest (`settle`,
/// Flutter's `pumpAndSettle`) and recorded traces (`replay`), with the scene's
/// state and every record read back (docs/library.md).
///
/// It is a value: no clock, no threads, no global state. Time is the tester's
/// own (`now`, seconds from 0, when the app launched); each call moves it
/// forward. The same calls always give the same records, so a test may compare
/// them exactly, from XCTest or Swift Testing alike.
///
/// Like TCA's `TestStore`, it can assert every record: `expect` and `receive`
/// drain the records since the last assertion, and `finish()` fails on any left
/// (`SceneTester+Expect.swift`; `exhaustivity = .off` for integration tests).
///
/// Frames run on the display's grid (`refreshRate`) as in `gesture-sim run`;
/// frames that cannot change anything are skipped (docs/side-menu.md, "Replay"),
/// so `frames` holds every frame that did something.
///
/// ```swift
/// var tester = ScrollViewTester(setup: setup)   // a SceneTester<ScrollViewScene<GridSnapDelegate>>
/// tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: -1500, dy: 0))
/// tester.settle()
/// #expect(tester.scrollView.contentOffset.x == 390)
/// ```
public struct SceneTester<S: RunnableScene> {
  /// The scene's configuration.
  public let configuration: S.Configuration
  /// Display frames per second, in hertz.
  public let refreshRate: Double
  /// Touch samples per second of the scripted gestures, in hertz (the
  /// digitizer's rate; 120 on an iPhone with ProMotion, 60 otherwise).
  public let touchRate: Double
  /// The tester's time, in seconds since launch: the time of the last event
  /// sent or frame run, or what `wait` advanced it to.
  public private(set) var now: Double
  /// Every record the scene emitted so far, in order (`pendingRecords` are those
  /// that no `expect`, `receive` or `skipPendingRecords` has asserted yet).
  public private(set) var records: [S.Record]
  /// How many touch events were sent.
  public var eventCount: Int { tally.events }
  /// Whether the last `settle()` (or `finish()`) came to rest.
  public private(set) var cameToRest: Bool
  /// Whether `expect`, `receive` and `finish` demand every record (`.on`, the
  /// default) or only the ones named (`.off`, for integration tests).
  public var exhaustivity: Exhaustivity = .on

  var replayer: Replayer<S>
  /// The trace's counts, as `SceneRunner` keeps them.
  var tally = TraceTally()
  var fingersDown: Set<Int>
  var nextFinger: Int
  /// How many of `records` were asserted (or skipped): the pending ones follow.
  var assertedCount = 0

  /// The runner's options of a tester with these arguments, each checked once: the
  /// options' (`SceneRunner.Options.init`: the scene's configuration, the refresh
  /// rate, the settle limit), then the touch rate's (`.setting("touchRate")`).
  static func options(
    _ configuration: S.Configuration, refreshRate: Double, touchRate: Double, settleLimit: Double
  ) throws(SetupProblem) -> SceneRunner<S>.Options {
    let options = try SceneRunner<S>.Options(scene: configuration, refreshRate: refreshRate, settleLimit: settleLimit)
    guard touchRate.isFinite && touchRate > 0 else {
      throw SetupProblem(.setting("touchRate"), "the touch rate must be positive and finite, got \(touchRate)")
    }
    return options
  }

  /// A tester of a scene with `configuration`, launched at time 0, or the
  /// configuration's problem thrown: use it when the configuration comes from
  /// data (a bad one then fails the test that made it, not the whole test
  /// process, as `init(_:refreshRate:touchRate:settleLimit:)` does).
  ///
  /// - Throws: the `SetupProblem` at fault: the configuration's (`S.validate`: its
  ///   `key`, `.viewport`, `.scale` or the scene's own `.setting("content")`, …), the
  ///   refresh rate's (`.refresh`, 1…1000 Hz), the touch rate's
  ///   (`.setting("touchRate")`, > 0) or the settle limit's (`.setting("settleLimit")`, ≥ 0).
  public init(
    validating configuration: S.Configuration, refreshRate: Double = 120, touchRate: Double = 120, settleLimit: Double = Replayer<S>.defaultSettleLimit
  ) throws(SetupProblem) {
    self.init(
      options: try Self.options(configuration, refreshRate: refreshRate, touchRate: touchRate, settleLimit: settleLimit),
      touchRate: touchRate)
  }

  /// A tester of a scene with `configuration`, launched at time 0.
  ///
  /// - Parameters:
  ///   - refreshRate: Display frames per second, 1…1000 (default 120).
  ///   - touchRate: Touch samples per second of scripted gestures (default 120).
  ///   - settleLimit: How long `settle()` runs frames at most, in seconds (default 10).
  /// - Precondition: the configuration is valid (`S.validate` throws nothing), the
  ///   rates are in range: a bad one stops the test process, as an out-of-range
  ///   index does `Array`'s subscript (a configuration written in the test is the
  ///   test's own mistake). For a configuration that may be bad, use
  ///   `init(validating:…)`, which throws the problem instead.
  public init(
    _ configuration: S.Configuration = S.defaultConfiguration, refreshRate: Double = 120, touchRate: Double = 120,
    settleLimit: Double = Replayer<S>.defaultSettleLimit
  ) {
    let options: SceneRunner<S>.Options
    do throws(SetupProblem) {
      options = try Self.options(configuration, refreshRate: refreshRate, touchRate: touchRate, settleLimit: settleLimit)
    } catch {
      preconditionFailure("SceneTester: \(error) (use init(validating:) to get this as an error)")
    }
    self.init(options: options, touchRate: touchRate)
  }

  /// A tester launched with `options` (valid by construction) and the checked `touchRate`.
  private init(options: SceneRunner<S>.Options, touchRate: Double) {
    self.configuration = options.scene
    self.refreshRate = options.refreshRate
    self.touchRate = touchRate
    replayer = Replayer(
      scene: S.launched(options, at: 0), refreshRate: options.refreshRate, startTime: 0, settleLimit: options.settleLimit)
    now = 0
    records = []
    cameToRest = true
    fingersDown = []
    nextFinger = 0
  }

  /// The scene now.
  public var scene: S { replayer.scene }

  // MARK: - Time

  /// Lets `seconds` pass (≥ 0): the frames in between run (Flutter's `pump(duration)`).
  public mutating func wait(_ seconds: Double) {
    precondition(seconds >= 0 && seconds.isFinite, "SceneTester.wait: seconds must be finite and non-negative")
    let end = now + seconds
    replayer.run(framesBefore: end.nextUp, into: &records)
    now = end
  }

  /// Runs frames until the scene is at rest (or the settle limit passed since
  /// the last event); returns whether it came to rest (Flutter's `pumpAndSettle`).
  @discardableResult
  public mutating func settle() -> Bool {
    replayer.run(framesBefore: now.nextUp, into: &records)
    while let frame = replayer.nextSettlingFrame() {
      replayer.runFrame(at: frame, into: &records)
      now = Swift.max(now, frame)
    }
    cameToRest = replayer.scene.isAtRest
    return cameToRest
  }

  // MARK: - Touches

  /// Sends one touch event at `now + delay` (seconds, ≥ 0): the frames before it run first.
  public mutating func send(_ touches: [Touch], after delay: Double = 0) {
    precondition(delay >= 0 && delay.isFinite, "SceneTester.send: the delay must be finite and non-negative")
    send(TouchEvent(time: now + delay, touches: touches))
  }

  /// Sends `event`, whose time must not be before `now`.
  public mutating func send(_ event: TouchEvent) {
    precondition(event.time >= now, "SceneTester.send: events must not go back in time")
    for touch in event.touches {
      switch touch.phase {
      case .began:
        fingersDown.insert(touch.id)
      case .ended, .cancelled:
        fingersDown.remove(touch.id)
      case .moved, .stationary:
        break
      }
    }
    tally.count(event)
    replayer.feed(event, into: &records)
    now = event.time
  }

  /// A finger that is not down now.
  mutating func newFinger() -> Int {
    while fingersDown.contains(nextFinger) { nextFinger += 1 }
    defer { nextFinger += 1 }
    return nextFinger
  }

  /// One finger down at `from`, moving in a straight line at constant speed to
  /// `to` over `duration` seconds with a sample every `1/touchRate` s, the last
  /// move at `to`, and lifting there (at `now + duration`, the lift at the last
  /// move's place and time, as UIKit's `touchesEnded` carries no movement of its
  /// own). Points are screen points. The last sample is a move to `to`, so the
  /// pan's translation ends at `to − from` less the 10 pt the pan needed to begin
  /// (UIKit reports the translation from where the pan began). The finger does
  /// not rest before lifting, so the release velocity is the drag's:
  /// `(to − from) / duration`.
  public mutating func drag(from: Point, to: Point, duration: Double = 0.3) {
    precondition(duration > 0 && duration.isFinite, "SceneTester.drag: the duration must be positive")
    let id = newFinger()
    let start = now
    let steps = Swift.max(1, Int((duration * touchRate).rounded(.up)))
    send(TouchEvent(time: start, touches: [Touch(id: id, phase: .began, location: from)]))
    for k in 1...steps {
      let u = Double(k) / Double(steps)
      let location = k == steps ? to : Point(x: from.x + (to.x - from.x) * u, y: from.y + (to.y - from.y) * u)
      send(TouchEvent(time: start + duration * u, touches: [Touch(id: id, phase: .moved, location: location)]))
    }
    send(TouchEvent(time: start + duration, touches: [Touch(id: id, phase: .ended, location: to)]))
  }

  /// A flick: one finger down at `from`, moving at the constant `velocity`
  /// (points per second, the finger's direction: a finger moving left flings
  /// the content right) for `duration` seconds (default 0.1), and lifting
  /// without resting. The scroll view's estimate of the release velocity is then
  /// `velocity`. A drag shorter than the pan's 10 pt hysteresis is a tap, not a
  /// pan: give slow flings a longer duration.
  ///
  /// The finger travels `velocity · duration` points whatever the display: the
  /// tester does not know the scene's display, so it neither clips the path nor
  /// shortens it. A fast fling may end off the display (6000 pt/s for 0.1 s is
  /// 600 pt, more than a 390-point-wide display), and the pan follows it there, so
  /// the content moves farther than a real finger could drag it before the
  /// deceleration. Keep `|velocity| · duration` within the viewport (for example
  /// `duration: 300 / speed`), or use `drag(from:to:duration:)` with an end point
  /// inside the viewport.
  public mutating func fling(from: Point, velocity: Vector, duration: Double = 0.1) {
    let to = Point(x: from.x + velocity.dx * duration, y: from.y + velocity.dy * duration)
    drag(from: from, to: to, duration: duration)
  }

  /// A tap: one finger down at `at` (screen points) and up `hold` seconds later
  /// (default 0.05) without moving.
  public mutating func tap(at location: Point, hold: Double = 0.05) {
    precondition(hold >= 0 && hold.isFinite, "SceneTester.tap: the hold must be finite and non-negative")
    let id = newFinger()
    send(TouchEvent(time: now, touches: [Touch(id: id, phase: .began, location: location)]))
    send(TouchEvent(time: now + hold, touches: [Touch(id: id, phase: .ended, location: location)]))
  }

  // MARK: - Recorded traces

  /// Replays recorded `events`, shifted in time so that the first happens at
  /// `now + delay` (seconds); their finger ids must not be down already.
  public mutating func replay(_ events: [TouchEvent], after delay: Double = 0) {
    guard let first = events.first else { return }
    let shift = now + delay - first.time
    for event in events {
      send(TouchEvent(time: Swift.max(now, event.time + shift), touches: event.touches))
    }
  }

  /// Replays a trace in the trace format (docs/trace-format.md) from its text,
  /// shifted to start at `now + delay`. `path` names it in errors.
  ///
  /// - Throws: the reader's `TraceError` (file, line, column, what was expected).
  public mutating func replay(trace text: String, path: String = "<trace>", after delay: Double = 0) throws(TraceError) {
    try replay(MemoryByteSource(text), path: path, after: delay)
  }

  /// Replays a trace in the trace format from its bytes (for example a file's
  /// contents read by your test), shifted to start at `now + delay`.
  public mutating func replay(traceBytes bytes: [UInt8], path: String = "<trace>", after delay: Double = 0)
    throws(TraceError)
  {
    try replay(MemoryByteSource(bytes: bytes), path: path, after: delay)
  }

  /// Replays a trace read from any `ByteSource`, shifted to start at `now + delay`.
  public mutating func replay<Source: ByteSource>(_ source: Source, path: String = "<trace>", after delay: Double = 0)
    throws(TraceError)
  {
    var reader = try TraceReader(source: source, path: path)
    var events: [TouchEvent] = []
    while let event = try reader.next() { events.append(event) }
    replay(events, after: delay)
  }

  // MARK: - Summary

  /// The run's summary as `gesture-sim run --format json` gives it, for the
  /// state now (call `settle()` first for the resting state): the same counts,
  /// duration (first event to last) and final frame time as `SceneRunner`'s.
  public var summary: S.Summary { replayer.scene.summary(of: facts) }

  /// What `SceneRunner` would know about the run so far: its tally of the events,
  /// launch at 0, and the last frame on the grid (0 before any frame ran).
  var facts: SceneRunFacts<S.Configuration> {
    tally.facts(
      configuration: configuration, launchTime: 0, refreshRate: refreshRate,
      finalTime: replayer.nextFrameIndex > 0 ? replayer.lastFrameTime : 0, cameToRest: replayer.scene.isAtRest)
  }
}
