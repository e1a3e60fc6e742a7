import Gestures
import ScrollPhysics
import Testing

/// A scene whose frames are needed from a set time: it logs frames and events.
private struct DeadlineScene: Scene {
  /// What `framesNeededFrom` reports.
  var needed: Double?
  var restsAt: Double = -.infinity
  var now = -Double.infinity

  mutating func handle(_ event: TouchEvent, into records: inout [String]) {
    now = event.time
    records.append("event \(event.time)")
  }

  mutating func frame(at time: Double, into records: inout [String]) {
    now = time
    records.append("frame \(time)")
  }

  var framesNeededFrom: Double? { needed }
  var isAtRest: Bool { now >= restsAt }
}

/// The replay before frames were skipped (docs/side-menu.md, "Replay", as it was):
/// every frame of the grid strictly before an event (more than the 1 µs of
/// `FrameGrid.eventTolerance` before it) runs before it, and a frame the event came
/// up to 1 µs after runs at the event's time; after the last event, frames run until
/// the scene is at rest or the settle limit. The reference the skipping replayer is
/// compared with.
private func referenceReplay<S: Scene>(
  _ scene: inout S, _ events: [TouchEvent], rate: Double, start: Double, settleLimit: Double = 10
) -> (records: [S.Record], nextFrameIndex: Int, cameToRest: Bool) {
  var records: [S.Record] = []
  var k = 0
  var last = start
  func frameTime(_ k: Int) -> Double { start + Double(k) / rate }
  for event in events {
    while frameTime(k) < event.time - 1e-6 {
      scene.frame(at: max(frameTime(k), last), into: &records)
      k += 1
    }
    last = max(last, event.time)
    scene.handle(event, into: &records)
  }
  let deadline = last + settleLimit
  repeat {
    scene.frame(at: max(frameTime(k), last), into: &records)
    k += 1
    if scene.isAtRest { break }
  } while frameTime(k) <= deadline
  return (records, k, scene.isAtRest)
}

/// Replays `events` through `make()` with `Replayer` and with `referenceReplay`, and
/// checks the contract of skipped frames: the replayer's records are the reference's
/// with some frame records left out, in the same order; every frame left out equals
/// the reference's previous frame record but for its time; the runs end on the same
/// frame index and agree on coming to rest. `untimed` gives a frame record with its
/// time set to 0, and `nil` for any other record. Returns how many frames were skipped.
@discardableResult
private func checkSkipping<S: Scene>(
  _ make: () -> S, _ events: [TouchEvent], rate: Double, start: Double, untimed: (S.Record) -> S.Record?,
  _ context: String
) -> Int where S.Record: Equatable {
  var reference = make()
  let expected = referenceReplay(&reference, events, rate: rate, start: start)
  var replayer = Replayer(scene: make(), refreshRate: rate, startTime: start)
  var records: [S.Record] = []
  for event in events { replayer.feed(event, into: &records) }
  let rested = replayer.finish(into: &records)
  #expect(rested == expected.cameToRest, "\(context)")
  #expect(replayer.nextFrameIndex == expected.nextFrameIndex, "\(context)")

  var j = 0
  var previousFrame: S.Record?
  var skipped = 0
  for record in expected.records {
    let frame = untimed(record)
    if j < records.count && records[j] == record {
      j += 1
    } else {
      // Only a frame may be left out, and only one that repeats the previous frame.
      #expect(frame != nil, "\(context): a non-frame record is missing: \(record)")
      #expect(frame != nil && frame == previousFrame, "\(context): a frame that changes something was skipped: \(record)")
      skipped += 1
    }
    if let frame { previousFrame = frame }
  }
  #expect(j == records.count, "\(context): the replayer has records the reference does not")
  #expect(replayer.framesSkipped == skipped, "\(context)")
  #expect(replayer.framesRun + skipped == expected.nextFrameIndex, "\(context)")
  return skipped
}

@Suite struct ReplayerSkippingTests {
  func event(_ t: Double) -> TouchEvent {
    TouchEvent(time: t, touches: [Touch(id: 0, phase: .moved, location: .zero)])
  }

  @Test func framesThatChangeNothingAreSkippedButTheFirstAfterAnInputRuns() throws {
    // 10 Hz from 0; the scene never needs frames. Frame 0 (the first) runs; then an
    // event at 0.55 comes after frames 0.1 … 0.5, all skipped; the frame after it (0.6)
    // runs; the frames 0.7 … 1.2 before the next event at 1.25 are skipped.
    var replayer = Replayer(scene: DeadlineScene(needed: nil), refreshRate: 10, startTime: 0)
    var log: [String] = []
    replayer.feed(event(0), into: &log)
    #expect(log == ["event 0.0"])
    replayer.feed(event(0.55), into: &log)
    replayer.feed(event(1.25), into: &log)
    #expect(log == ["event 0.0", "frame 0.0", "event 0.55", "frame 0.6", "event 1.25"])
    #expect(replayer.nextFrameIndex == 13 && replayer.framesRun == 2 && replayer.framesSkipped == 11)
  }

  @Test func aDeadlineRunsTheFirstFrameAtOrAfterIt() throws {
    // 10 Hz from 0; frames are needed from 0.42: after the owed frame 0.0 (event at 0),
    // 0.1 … 0.4 are skipped, 0.5 (the first at or after 0.42) and every later one run.
    var replayer = Replayer(scene: DeadlineScene(needed: 0.42), refreshRate: 10, startTime: 0)
    var log: [String] = []
    replayer.feed(event(0), into: &log)
    replayer.feed(event(0.75), into: &log)
    #expect(log == ["event 0.0", "frame 0.0", "frame 0.5", "frame 0.6", "frame 0.7", "event 0.75"])
    // A deadline exactly on a frame time (0.3 = 0 + 3/10) runs that frame.
    var exact = Replayer(scene: DeadlineScene(needed: 0.3), refreshRate: 10, startTime: 0)
    log = []
    exact.feed(event(0), into: &log)
    exact.feed(event(0.45), into: &log)
    #expect(log == ["event 0.0", "frame 0.0", "frame 0.3", "frame 0.4", "event 0.45"])
  }

  @Test func finishSkipsToTheLimitWhenOnlyAnInputCouldChangeAnything() throws {
    // Never at rest, never needing frames (a finger held still): finish runs the frame
    // owed after the last event (1.0), skips the rest, and ends where the full replay
    // would: the first frame after 1.0 + 0.5 is 1.6, index 16 at 10 Hz.
    var replayer = Replayer(
      scene: DeadlineScene(needed: nil, restsAt: .infinity), refreshRate: 10, startTime: 0, settleLimit: 0.5)
    var log: [String] = []
    replayer.feed(event(1.0), into: &log)
    log = []
    let rested = replayer.finish(into: &log)
    #expect(!rested)
    #expect(log == ["frame 1.0"])
    // Frames run: 0.0 (the first, before the event) and 1.0.
    #expect(replayer.nextFrameIndex == 16 && replayer.framesRun == 2)
    // With a deadline at 1.33 within the limit, finish runs 1.4 and the frames after it.
    var deadline = Replayer(
      scene: DeadlineScene(needed: 1.33, restsAt: 1.45), refreshRate: 10, startTime: 0, settleLimit: 0.5)
    deadline.feed(event(1.0), into: &log)
    log = []
    let deadlineRested = deadline.finish(into: &log)
    #expect(deadlineRested)
    #expect(log == ["frame 1.0", "frame 1.4", "frame 1.5"])
  }

  @Test func hugeGapsTakeBoundedWorkAndLandOnTheGrid() throws {
    // Gaps of 1e9 s at 120 Hz: 1.2e11 frames, none run. The next frame index is the
    // first k with k/120 ≥ t: for t = 1e9, k = 1.2e11 exactly (1.2e11/120 = 1e9).
    var replayer = Replayer(scene: DeadlineScene(needed: nil), refreshRate: 120, startTime: 0)
    var log: [String] = []
    replayer.feed(event(0), into: &log)
    replayer.feed(event(1e9), into: &log)
    #expect(replayer.nextFrameIndex == 120_000_000_000)
    #expect(replayer.framesRun == 1)
    replayer.feed(event(2e9 + 0.001), into: &log)
    // k/120 ≥ 2e9 + 0.001 first for k = 240_000_000_001 (2e9 + 1/120 ≈ 2e9 + 0.0083).
    #expect(replayer.nextFrameIndex == 240_000_000_001)
    #expect(replayer.frameTime(replayer.nextFrameIndex - 1) < 2e9 + 0.001)
    #expect(replayer.framesRun == 2)
    // Times beyond the grid (2^53 frames, 2.4 million years at 120 Hz), and infinity, do
    // not trap: the index stops at the limit and no frame runs past it.
    replayer.feed(event(1e300), into: &log)
    // The frame owed after the event at 2e9 + 0.001 ran (the third), then the index
    // stopped at the limit.
    #expect(replayer.framesRun == 3)
    #expect(replayer.nextFrameIndex == Replayer<DeadlineScene>.frameIndexLimit)
    replayer.feed(event(.infinity), into: &log)
    #expect(replayer.nextFrameIndex == Replayer<DeadlineScene>.frameIndexLimit)
    let finished = replayer.finish(into: &log)
    #expect(finished)
    #expect(replayer.framesRun == 3)
  }

  @Test func skipsLandOnTheSameFrameAsAFrameByFrameScan() throws {
    // Events at random times (up to 200 s apart) after random starts and rates: after
    // each, the next frame index is the first whose time (start + k/rate) is at or after
    // the event, found here by stepping through the grid one frame at a time.
    var random = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let rate = [60.0, 120, 90, 1000, 7][Int(random.next() % 5)]
      let start = Double(random.next() % 100_000) / 1000
      var replayer = Replayer(scene: DeadlineScene(needed: nil), refreshRate: rate, startTime: start)
      var log: [String] = []
      var t = start
      var k = 0
      for _ in 0..<5 {
        t += Double(random.next() % 200_000_000) / 1_000_000
        replayer.feed(event(t), into: &log)
        // The frame owed after the previous event ran, unless it was at or after t (or at
        // most 1 µs before it: then it shows the event).
        while start + Double(k) / rate < t - 1e-6 { k += 1 }
        #expect(replayer.nextFrameIndex == k, "rate \(rate), start \(start), t \(t)")
      }
    }
  }

  // MARK: - Every scene: only repeated frames disappear

  static let traceFiles = [
    "fastswipe.csv", "slowdrag.csv", "rest-swipe.csv", "tap.csv", "doubletap.csv", "double-tap-drag.csv",
    "double-tap-flick.csv", "paging-snap-slow-swipe.csv", "paging-snap-tap.csv", "twofinger-pan.csv", "coalesced.csv",
  ]

  @Test func sideMenuFramesSkippedAreRepeats() throws {
    func untimed(_ record: SideMenuRecord) -> SideMenuRecord? {
      guard case .frame(var frame) = record else { return nil }
      frame.time = 0
      return .frame(frame)
    }
    var traces: [(String, [TouchEvent])] = try Self.traceFiles.map { ($0, try loadTrace($0).events) }
    for seed in UInt64(0)..<40 { traces.append(("seed \(seed)", SideMenuProperties.generator.generate(seed: seed).render())) }
    var skipped = 0
    for (name, events) in traces {
      let launch = events.first?.time ?? 0
      for variant in [SideMenuVariant.paging, .hamburger, .fixed] {
        for rate in [60.0, 120] {
          skipped += checkSkipping(
            { SideMenuScene(configuration: .init(variant: variant), launchTime: launch) }, events, rate: rate,
            start: launch, untimed: untimed, "\(name), \(variant.rawValue), \(rate) Hz")
        }
      }
    }
    #expect(skipped > 0)
  }

  @Test func animationScenesFramesSkippedAreRepeats() throws {
    var skipped = 0
    for seed in UInt64(0)..<30 {
      let cards = CardsProperties.generator.generate(seed: seed).render()
      let start = cards.first?.time ?? 0
      skipped += checkSkipping(
        { CardStackScene(configuration: .init(buttonFlipTimes: seed % 3 == 0 ? [start + 0.7, start + 3.1] : []), launchTime: start) }, cards,
        rate: 60, start: start,
        untimed: { record in
          guard case .frame(var frame) = record else { return nil }
          frame.time = 0
          return .frame(frame)
        }, "cards seed \(seed)")
      let dropdown = DropdownProperties.generator.generate(seed: seed).render()
      skipped += checkSkipping(
        { DropdownScene() }, dropdown, rate: 60, start: dropdown.first?.time ?? 0,
        untimed: { record in
          guard case .frame(var frame) = record else { return nil }
          frame.time = 0
          return .frame(frame)
        }, "dropdown seed \(seed)")
      let transitions = TransitionsProperties.generator.generate(seed: seed).render()
      skipped += checkSkipping(
        { TransitionsScene() }, transitions, rate: 120, start: transitions.first?.time ?? 0,
        untimed: { record in
          guard case .frame(var frame) = record else { return nil }
          frame.time = 0
          return .frame(frame)
        }, "transitions seed \(seed)")
      let table = TableProperties.generator.generate(seed: seed).render()
      let tableStart = table.first?.time ?? 0
      skipped += checkSkipping(
        { TableScene(launchTime: tableStart) }, table, rate: 60, start: tableStart,
        untimed: { record in
          guard case .frame(var frame) = record else { return nil }
          frame.time = 0
          return .frame(frame)
        }, "table seed \(seed)")
    }
    #expect(skipped > 0)
  }

  // MARK: - A gap of 1e9 seconds in the side menu

  /// A flick that opens the menu, then either the finger lifted or held still for a
  /// gap, then a hamburger tap that closes it. With a gap of 1e9 s the replay takes
  /// bounded work (the frames run are those of the 2 s gap, the same motions), and
  /// the final state, callbacks, gestures and actions equal those with a gap of 2 s.
  /// Both gaps are whole multiples of the frame interval and the inputs after them sit
  /// at least 0.3 ms from a frame time, so the two runs see the same frame phases (the
  /// times near 1e9 s are rounded to about 1e-7 s).
  @Test(arguments: [false, true])
  func aGapOfABillionSecondsReplaysInBoundedWork(fingerHeld: Bool) throws {
    func trace(gap: Double) -> [TouchEvent] {
      var script = TouchScript(start: 0.1)
      script.drag(from: Point(x: 100, y: 420), dx: 120, speed: 1600)
      script.wait(1.003)
      if fingerHeld {
        // A finger down on the detail view at x 300, still for the whole gap, then lifted.
        script.add(.began, Point(x: 300, y: 600))
        script.wait(gap)
        script.add(.ended, Point(x: 300, y: 600))
      } else {
        script.wait(gap)
      }
      script.wait(1.003)
      // The hamburger of the open menu (offset 0): screen x = 80 − 0 + 8 = 88 … 132, y 47 … 91.
      script.tap(Point(x: 110, y: 70))
      return script.events
    }
    let short = try runSideMenu(trace(gap: 2), variant: .fixed)
    var runner = SceneRunner<SideMenuScene>(options: try .init(refreshRate: 120))
    var records: [SideMenuRecord] = []
    for event in trace(gap: 1e9) { runner.feed(event, into: &records) }
    let long = runner.finish(into: &records)
    let replayer = runner.replayer!
    let shortFrames = short.records.frames.count
    #expect(replayer.framesRun == shortFrames)
    // 1e9 s at 120 Hz: more than 1.2e11 frames skipped.
    #expect(replayer.framesSkipped > 120_000_000_000)
    #expect(long.cameToRest && short.summary.cameToRest)
    #expect(long.final.contentOffsetX == 80 && short.summary.final.contentOffsetX == 80)
    #expect(long.final.showingMenu == false && short.summary.final.showingMenu == false)
    #expect(long.callbacks == short.summary.callbacks)
    #expect(long.taps.map(\.target) == short.summary.taps.map(\.target) && long.taps.last?.target == .hamburger)
    func kinds(_ records: [SideMenuRecord]) -> [String] {
      records.compactMap { record in
        switch record {
        case .frame: return nil
        case .callback(let c): return c.kind.name
        case .gesture(let g): return "\(g.recognizer) \(g.state)"
        case .action(let a): return "action \(a.show) \(a.animated) \(a.cause)"
        case .warning(let w): return "warning \(w.message)"
        }
      }
    }
    #expect(kinds(records) == kinds(short.records))
  }
}
