import Gestures
import ScrollPhysics
import Testing

/// Gallery conflict 7 (traces/conflicts/7-pull-to-refresh, docs/conflicts.md): a table
/// (390 × 844, content 3000 tall) with a refresh control, whose app calls
/// `endRefreshing()` at 2 s. Hand derivations from UIKit's rules (docs/containers.md):
/// the snapping height S = min(round(844/2), 112.5·844/568) = 167.165 pt; the control
/// arms (and, through the default content view, refreshes) when the visible height
/// −offset.y reaches S **with the finger down**; the drag shows the offset through the
/// rubber band r(x) = x·0.55·844/(844 + 0.55·x) of the raw pull x (the finger's travel
/// less the 10 pt hysteresis), published on the 1/3 pt pixel grid.
@Suite struct Conflict7Tests {
  static let entry = "7-pull-to-refresh"

  /// 30 moves of +14 pt (1680 pt/s), lifted moving.
  @Test func aFastPullRefreshesWithTheFingerDown() throws {
    let (run, records) = try ContainerGallery.run(Self.entry, "pull-fling.csv")
    // Move 27: x = 378 − 10 = 368, r = 163.25 < S. Move 28: x = 382, r = 168.22 ≥ 167.165
    // (published 168.333): armed and refreshing at t = 28/120, the finger still down.
    let states = ContainerGallery.refresh(records)
    #expect(states.map(\.state) == ["revealing", "armed", "refreshing", "ending", "idle"])
    #expect(abs(states[1].time - 28.0 / 120) < 1e-6)
    #expect(states[1].time == states[2].time)
    let actions = ContainerGallery.actions(records)
    #expect(actions.count == 1)
    #expect(actions.first.map { $0.name == "valueChanged" && $0.scrollView == "table" && $0.time == states[2].time } == true)
    // The +60 pt inset makes −60 the top: the release bounces back to it and rests there
    // (scrollViewDidEndDecelerating) before 2 s.
    let offsets = ContainerGallery.offsets(records, "table")
    let beforeEnd = try #require(offsets.last { $0.time < 2 })
    #expect(beforeEnd.offset == Point(x: 0, y: -60))
    // endRefreshing() at 2 s, at rest: ending, the inset removed, the offset animated
    // −60 → 0 by the standard 0.3 s setContentOffset animation; idle once 5 pt or less shows.
    #expect(states[3].time == 2)
    #expect(states[4].time > 2 && states[4].time < 2.3)
    #expect(run.scrollViews.first?.final.contentOffset == .zero)
    #expect(run.scrollViews.first?.rest == .scrollingAnimationEnded)
    #expect(run.facts.cameToRest && abs(run.facts.finalTime - 2.3) < 1e-6)
    #expect(run.refreshControls.map { [$0.scrollView, $0.state, "\($0.valueChanged)"] } == [["table", "idle", "1"]])
  }

  /// 60 moves of +5 pt (600 pt/s), held 0.2 s, lifted.
  @Test func aSlowPullReleasedUnderTheThresholdDoesNotRefresh() throws {
    let (run, records) = try ContainerGallery.run(Self.entry, "slow-pull-under.csv")
    // The deepest pull: x = 300 − 10 = 290, r = 134.15 < 167.165: revealing, never armed.
    let offsets = ContainerGallery.offsets(records, "table")
    let deepest = offsets.map(\.offset.y).min() ?? 0
    #expect(abs(deepest - -134) < 0.34)
    let states = ContainerGallery.refresh(records)
    #expect(states.first?.state == "revealing")
    #expect(!states.contains { $0.state == "armed" || $0.state == "refreshing" })
    #expect(ContainerGallery.actions(records).isEmpty)
    // Released without velocity, the content bounces back to 0; the control ends idle.
    #expect(states.last?.state == "idle")
    #expect(run.scrollViews.first?.final.contentOffset == .zero)
    #expect(run.refreshControls.first?.valueChanged == 0)
  }

  /// A fling from further down whose deceleration carries the content past the top after
  /// the lift: 6 moves of +20 pt (2400 pt/s) from offset 300, lifted moving. The drag leaves
  /// the content at 300 − (120 − 10) = 190; the deceleration (about 2.4·499 ≈ 1200 pt) crosses
  /// the top with no finger down, so the control only bounce-reveals (`revealing`, UIKit's
  /// state 6) and never arms: no `valueChanged`.
  @Test func aFlingIntoTheTopNeverRefreshes() throws {
    var screen = try ContainerGallery.screen(Self.entry)
    screen.views[0].scrollView?.setup.startOffset = Point(x: 0, y: 300)
    var events = [TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 200, y: 300))])]
    for i in 1...6 {
      events.append(TouchEvent(time: Double(i) / 120, touches: [Touch(id: 0, phase: .moved, location: Point(x: 200, y: 300 + 20 * Double(i)))]))
    }
    events.append(TouchEvent(time: 7.0 / 120, touches: [Touch(id: 0, phase: .ended, location: Point(x: 200, y: 420))]))
    let (run, records) = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: 120))
    let states = ContainerGallery.refresh(records)
    #expect(states.first?.state == "revealing")
    #expect(states.first.map { $0.time > 7.0 / 120 } == true)
    #expect(!states.contains { $0.state == "armed" || $0.state == "refreshing" })
    #expect(ContainerGallery.actions(records).isEmpty)
    #expect(states.last?.state == "idle")
    #expect(run.scrollViews.first?.final.contentOffset == .zero)
  }

  /// The one screen-file edit an app could make, `end-refreshing-at`, moves only when the
  /// refresh ends, never whether a pull refreshes (docs/conflicts.md, 7, "Fixes").
  @Test func movingEndRefreshingChangesOnlyTheEnding() throws {
    var screen = try ContainerGallery.screen(Self.entry)
    let events = try ContainerGallery.events(Self.entry, "pull-fling.csv")
    // Later, at 3 s: the pull refreshes at 28/120 as before; the content rests at −60 until
    // 3 s, then `ending` and the 0.3 s animation back to 0.
    screen.views[0].scrollView?.endRefreshingAt = 3
    let (later, laterRecords) = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: 120))
    let states = ContainerGallery.refresh(laterRecords)
    #expect(states.map(\.state) == ["revealing", "armed", "refreshing", "ending", "idle"])
    #expect(abs(states[2].time - 28.0 / 120) < 1e-6 && states[3].time == 3)
    #expect(later.scrollViews.first?.final.contentOffset == .zero && abs(later.facts.finalTime - 3.3) < 1e-6)
    // Before the pull, at 0.1 s: the control is only revealing then, and UIKit's
    // `endRefreshing()` ends a refresh in progress only; the pull at 28/120 refreshes and,
    // with no later call, the control stays refreshing with the content at −60.
    screen.views[0].scrollView?.endRefreshingAt = 0.1
    let (early, earlyRecords) = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: 120))
    #expect(ContainerGallery.refresh(earlyRecords).last?.state == "refreshing")
    #expect(early.scrollViews.first?.final.contentOffset == Point(x: 0, y: -60))
    #expect(early.refreshControls.map { [$0.state, "\($0.valueChanged)"] } == [["refreshing", "1"]])
    // The slow pull never refreshes, whenever the app would end it.
    for end in [0.1, 3.0] {
      screen.views[0].scrollView?.endRefreshingAt = end
      let (slow, _) = SceneRunner<ScreenScene>.run(
        try ContainerGallery.events(Self.entry, "slow-pull-under.csv"), options: try .init(scene: screen, refreshRate: 120))
      #expect(slow.refreshControls.first?.valueChanged == 0)
    }
  }

  /// `endRefreshing()` while the content still springs back to the refreshing inset
  /// (0.5 s on `pull-fling.csv`: the release at 0.258 s sends the content from about
  /// −100 back toward −60). UIKit removes the +60 pt inset and, the scroll view bouncing,
  /// animates no offset; its bounce reads the edges at every frame, so the content goes
  /// on to the new top edge, 0, and the control, ending, goes idle once 5 pt or less of
  /// it shows (docs/containers.md, "Pull to refresh on a screen"). Before the fix the
  /// bounce kept its old edge and the content rested at −60 with the control `ending`.
  @Test func endRefreshingDuringTheSpringBackEndsAtTheTop() throws {
    var screen = try ContainerGallery.screen(Self.entry)
    screen.views[0].scrollView?.endRefreshingAt = 0.5
    let (run, records) = SceneRunner<ScreenScene>.run(
      try ContainerGallery.events(Self.entry, "pull-fling.csv"), options: try .init(scene: screen, refreshRate: 120))
    let states = ContainerGallery.refresh(records)
    #expect(Array(states.map(\.state).prefix(5)) == ["revealing", "armed", "refreshing", "ending", "idle"])
    #expect(states[3].time == 0.5)
    #expect(run.scrollViews.first?.final.contentOffset == .zero)
    #expect(run.refreshControls.map(\.state) == ["idle"])
  }
}
