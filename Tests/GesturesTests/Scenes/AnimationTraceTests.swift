import Gestures
import ScrollPhysics
import Testing

/// The traces of issue 8's scenes (`traces/dropdown-*.csv`, `table-*.csv`,
/// `transitions-*.csv`, made by `scripts/make-animation-traces.py`) and their outcomes
/// as traces/README.md describes them. Each tap lifts 0.075 s after it lands, so a
/// transition begins at the landing time + 0.075 and completes 0.5 s later.
@Suite struct AnimationTraceTests {
  func load(_ name: String) throws -> (events: [TouchEvent], refresh: Double) {
    let trace = try loadTrace(name)
    #expect(trace.metadata.viewport == Size(width: 390, height: 844) && trace.metadata.refresh == 120)
    return (trace.events, trace.metadata.refresh ?? 60)
  }

  // MARK: - Drop-down menu

  func dropdown(_ name: String) throws -> DropdownSummary {
    let trace = try load(name)
    return SceneRunner<DropdownScene>.run(trace.events, options: try .init(refreshRate: trace.refresh)).summary
  }

  func moments(_ transitions: [DropdownTransition]) -> [String] {
    transitions.map { "\($0.kind.rawValue) \($0.moment.rawValue)" }
  }

  @Test func dropdownChoose() throws {
    let run = try dropdown("dropdown-choose.csv")
    #expect(run.taps.map { $0.target } == [.menuButton, .menuItem] && run.taps[1].row == 2)
    #expect(moments(run.transitions) == ["present began", "present completed", "dismiss began", "dismiss completed"])
    // Lifts at 0.175 and 1.075; each transition lasts 0.5 s.
    let times: [Double] = [0.175, 0.675, 1.075, 1.575]
    for (transition, time) in zip(run.transitions, times) { #expect(abs(transition.time - time) < 1e-9) }
    #expect(run.cameToRest && run.final.phase == .closed && run.final.title == "Tech" && run.refusedTouches == 0)
  }

  @Test func dropdownSnapshot() throws {
    let run = try dropdown("dropdown-snapshot.csv")
    #expect(run.taps.map { $0.target } == [.menuButton, .snapshot])
    #expect(run.transitions.last?.cause == .snapshot && run.transitions.last?.moment == .completed)
    #expect(run.final.phase == .closed && run.final.title == "Home")
  }

  @Test func dropdownEarlyTap() throws {
    let run = try dropdown("dropdown-early-tap.csv")
    // The taps at 0.35 (presenting until 0.675) and 1.3 (dismissing until 1.575) are refused.
    #expect(run.refusedTouches == 2)
    #expect(run.taps.map { $0.target } == [.menuButton, .menuItem] && run.taps[1].row == 3)
    #expect(run.final.phase == .closed && run.final.title == "Finance")
    #expect(moments(run.transitions) == ["present began", "present completed", "dismiss began", "dismiss completed"])
  }

  // MARK: - Table

  func table(_ name: String) throws -> (summary: TableSummary, records: [TableRecord], events: [TouchEvent]) {
    let trace = try load(name)
    let (run, records) = SceneRunner<TableScene>.run(trace.events, options: try .init(refreshRate: trace.refresh))
    return (run, records, trace.events)
  }

  @Test func tableScroll() throws {
    let (run, records, _) = try table("table-scroll.csv")
    #expect(run.cameToRest && run.final.contentOffsetY == 0)
    // The finger travels 400 points; the pan follows after its 10-point hysteresis, so
    // the content goes up to 390 − (at most one 1.25-point sample at the start): rows 4…15
    // (390/80 = 4.9; (390 + 844)/80 = 15.4).
    let top = records.compactMap { if case .frame(let f) = $0 { return f.contentOffsetY } else { return nil } }.max() ?? 0
    #expect(top > 388 && top <= 390, "\(top)")
    let displays = records.compactMap { if case .display(let d) = $0 { return d } else { return nil } }
    let later = displays.filter { $0.time > 0.3 }
    #expect(later.map { $0.row } == [11, 12, 13, 14, 15, 3, 2, 1, 0])
    #expect(later.map { $0.animated } == [true, true, true, true, true, false, false, false, false])
    #expect(run.rowsAnimated == Array(0...15) && run.animations.count == 16 && run.displays == 20)
  }

  @Test func tableFlick() throws {
    let (run, records, events) = try table("table-flick.csv")
    #expect(run.cameToRest)
    let gestures = records.compactMap { if case .gesture(let g) = $0 { return g } else { return nil } }
    let began = try #require(gestures.first { $0.state == .began })
    let ended = try #require(gestures.first { $0.state == .ended })
    let velocity = try #require(ended.velocity).dy  // points per second, following the finger (up: negative)
    #expect(velocity < -2000)
    // PHYSICS.md §1.3/§1.5: the content comes to rest at release + WWDC projection
    // (v/1000)·0.998/0.002 + 0.0004998·|v| − 4.995 points (the 10 pt/s stop).
    let release = -(ended.translation.dy - began.translation.dy)
    let speed = -velocity
    let expected = release + speed / 1000 * 499 + 0.0004998 * speed - 4.995
    #expect(abs(run.final.contentOffsetY - expected) < 1, "rest \(run.final.contentOffsetY), expected \(expected)")
    // Every row came on screen once and animated then; those that appeared after the lift
    // did so at display frames (120 Hz from the first event).
    #expect(run.rowsAnimated == Array(0...(run.final.rows.last?.row ?? 0)))
    #expect(run.displays == run.animations.count)
    let start = events[0].time
    for animation in run.animations where animation.startTime > events.last!.time {
      let k = ((animation.startTime - start) * 120).rounded()
      #expect(abs(animation.startTime - (start + k / 120)) < 1e-9)
    }
    #expect(run.final.rows.allSatisfy { $0.isAtIdentity })
  }

  // MARK: - Transitions

  func transitions(_ name: String) throws -> TransitionsSummary {
    let trace = try load(name)
    return SceneRunner<TransitionsScene>.run(trace.events, options: try .init(refreshRate: trace.refresh)).summary
  }

  func completed(_ run: TransitionsSummary) -> [TransitionsSceneTransition] { run.transitions.filter { $0.moment == .completed } }

  @Test func transitionsFlip() throws {
    let run = try transitions("transitions-flip.csv")
    #expect(run.taps.map { $0.target } == [.listRow, .pushButton, .pushButton, .backButton, .exampleView])
    #expect(completed(run).map { $0.to } == [
      .navigation(depth: 1), .navigation(depth: 2), .navigation(depth: 3), .navigation(depth: 2), .list,
    ])
    #expect(run.final.viewController == .list && run.cameToRest && run.refusedTouches == 0)
  }

  @Test func transitionsTabs() throws {
    let run = try transitions("transitions-tabs.csv")
    // The tap on tab 2 at 1.2 lands during the dissolve to tab 1 (1.075…1.575): refused.
    #expect(run.refusedTouches == 1)
    #expect(completed(run).map { $0.to } == [.tabs(selected: 0), .tabs(selected: 1), .tabs(selected: 2), .list])
    #expect(run.final.viewController == .list)
  }

  @Test func transitionsOverlay() throws {
    let run = try transitions("transitions-overlay.csv")
    #expect(completed(run).map { $0.kind } == [.presentOverlay, .dismissOverlay])
    #expect(abs(completed(run)[1].time - 1.575) < 1e-9)
    // The dismissal's scale spring (2D = 1 s) runs on after the overlay is gone.
    #expect(run.final.viewController == .list && run.final.overlayAlpha == nil && run.final.time >= 2.075)
  }
}
