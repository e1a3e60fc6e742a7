import Gestures
import ScrollPhysics
import Testing

/// Gallery conflict 1 (traces/conflicts/1-back-swipe-vs-carousel, docs/conflicts.md):
/// the back swipe of a navigation controller (depth 2) against a horizontal collection
/// view (390 × 200, content 1560 wide, scrolled to x = 390). Expected outcomes are
/// derived by hand from UIKit's rules (docs/containers.md): the edge swipe's 13 pt zone
/// and 15 pt hysteresis, its priority (the carousel's pan waits for it to fail), the
/// progress translation / W with W = 390, the augmented finish rule
/// (p + v̄·D + ½·ā·D² > min(187.5/W, 0.5) = 0.4808, D = 0.35 s) and the completion
/// time min(D, r·W/|v|).
@Suite struct Conflict1Tests {
  static let entry = "1-back-swipe-vs-carousel"

  /// From x = 5, +8 pt per 1/120 s (960 pt/s), 25 moves, lifted moving.
  @Test func fromTheEdgeItPops() throws {
    let (run, records) = try ContainerGallery.run(Self.entry, "from-edge.csv")
    // dx = 16 > 15 at the second move (t = 2/120): the edge swipe begins from x = 21.
    let pop = ContainerGallery.gestures(records, "nav.interactivePop")
    #expect(pop.first?.state == .began)
    #expect(abs((pop.first?.time ?? 0) - 2.0 / 120) < 1e-6)
    // The carousel's pan passed its 10 pt hysteresis but waited; it fails as the swipe begins.
    let carousel = ContainerGallery.gestures(records, "carousel.pan")
    #expect(carousel.map(\.state) == [.failed])
    #expect(carousel.first?.reason == "prevented by \"nav.interactivePop\"")
    // Lift at x = 205: translation 184, p = 184/390; v̄ = 960/390 per s, so the projection
    // 0.4718 + 2.4615·0.35 = 1.33 > 0.4808: finish. r = 206/390, speed max(r, 0.35·960/390):
    // the rest takes 206/960 = 0.2146 s.
    let events = ContainerGallery.navigation(records)
    #expect(events.map(\.event) == [.popBegan, .popFinished])
    #expect(abs(events[1].progress - 184.0 / 390) < 1e-12)
    // (The trace's times have 6 decimals, so the measured speed is 960 within 0.01 %.)
    #expect(abs(events[1].duration - 206.0 / 960) < 1e-4)
    #expect(run.navigations.map { [$0.view, "\($0.depth)", "\($0.popsFinished)", "\($0.popsCancelled)"] } == [["nav", "1", "1", "0"]])
    #expect(run.scrollViews.first?.final.contentOffset == Point(x: 390, y: 0))
  }

  /// The same drag from x = 30: outside the 13 pt zone.
  @Test func fromThirtyPointsItScrolls() throws {
    let (run, records) = try ContainerGallery.run(Self.entry, "from-30.csv")
    let pop = ContainerGallery.gestures(records, "nav.interactivePop")
    #expect(pop.map(\.state) == [.failed])
    #expect(pop.first?.time == 0)
    #expect(pop.first?.reason == "began 30 pt from the edge, outside 13")
    // The carousel's pan begins at the second move (16 > 10; translation 16 − 10 = 6) and the
    // content follows: 390 − 6 = 384, then 390 − (200 − 10) = 200 at the last move.
    let carousel = ContainerGallery.gestures(records, "carousel.pan")
    #expect(carousel.first?.state == .began)
    #expect(carousel.first?.output.translation == Vector(dx: 6, dy: 0))
    let offsets = ContainerGallery.offsets(records, "carousel")
    #expect(offsets.first { abs($0.time - 25.0 / 120) < 1e-6 }?.offset == Point(x: 200, y: 0))
    // Released at 960 pt/s toward the start: a normal deceleration covers 0.96·499 ≈ 479 pt
    // > 200, so it reaches the left edge and comes to rest at 0. No pop.
    #expect(ContainerGallery.navigation(records).isEmpty)
    #expect(run.scrollViews.first?.final.contentOffset == Point(x: 0, y: 0))
    #expect(run.navigations.first?.depth == 2)
  }

  /// Right 160 pt, back 80 pt, lifted moving left at 960 pt/s.
  @Test func draggedBackItCancels() throws {
    let (run, records) = try ContainerGallery.run(Self.entry, "from-edge-back.csv")
    // Translation 64 at the lift: p = 64/390. v̄ = −2.46 per s makes the projection negative
    // (ā changes by at most 5 per s² per sample, so ½·ā·D² cannot make up 1.2): cancel.
    // r = p, speed = max(p, 0.8615): the rest takes 64/960 s.
    let events = ContainerGallery.navigation(records)
    #expect(events.map(\.event) == [.popBegan, .popCancelled])
    #expect(abs(events[1].progress - 64.0 / 390) < 1e-12)
    #expect(abs(events[1].duration - 64.0 / 960) < 1e-4)
    #expect(run.navigations.map { [$0.view, "\($0.depth)", "\($0.popsFinished)", "\($0.popsCancelled)"] } == [["nav", "2", "0", "1"]])
  }

  /// At the root (depth 1) nothing can pop: the edge swipe fails where it would begin,
  /// and the carousel's pan, which waited for that, begins then and scrolls.
  @Test func atTheRootTheSameDragScrolls() throws {
    var screen = try ContainerGallery.screen(Self.entry)
    screen.views[0].navigation?.depth = 1
    let events = try ContainerGallery.events(Self.entry, "from-edge.csv")
    let (run, records) = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: 120))
    let pop = ContainerGallery.gestures(records, "nav.interactivePop")
    #expect(pop.map(\.state) == [.failed])
    #expect(pop.first?.reason == "nothing to pop (navigation depth 1)")
    #expect(abs((pop.first?.time ?? 0) - 2.0 / 120) < 1e-6)
    #expect(ContainerGallery.gestures(records, "carousel.pan").first?.state == .began)
    #expect(ContainerGallery.navigation(records).isEmpty)
    #expect(run.navigations.first?.depth == 1)
  }

  /// The fix `interactive-pop-enabled: false` (the app turns the back swipe off): from the
  /// edge, the carousel scrolls.
  @Test func withTheBackSwipeOffTheEdgeDragScrolls() throws {
    let (run, records) = try ContainerGallery.run(Self.entry, "from-edge.csv", screen: "fix-back-swipe-disabled.json")
    #expect(ContainerGallery.recognizer(run, "nav.interactivePop") == nil)
    #expect(ContainerGallery.gestures(records, "carousel.pan").first?.output.translation == Vector(dx: 6, dy: 0))
    #expect(ContainerGallery.navigation(records).isEmpty)
    #expect(run.navigations.isEmpty)
  }

  /// The classic rule (`uikit: ios7`) pops on any rightward release velocity, where the
  /// augmented one projects: from x = 5, +1 pt per 1/120 s (120 pt/s), 40 moves. Begun at
  /// dx = 16, lifted at 40: p = 24/390 = 0.0615, v̄ = 120/390 = 0.3077 per s, projection
  /// 0.0615 + 0.1077 = 0.169 < 0.4808: cancel under ios26; velocity 120 ≥ 0: pop under ios7.
  @Test func theClassicRulePopsOnARightwardRelease() throws {
    var events = [TouchEvent(time: 0, touches: [Touch(id: 0, phase: .began, location: Point(x: 5, y: 200))])]
    for i in 1...40 {
      events.append(TouchEvent(time: Double(i) / 120, touches: [Touch(id: 0, phase: .moved, location: Point(x: 5 + Double(i), y: 200))]))
    }
    events.append(TouchEvent(time: 41.0 / 120, touches: [Touch(id: 0, phase: .ended, location: Point(x: 45, y: 200))]))
    var screen = try ContainerGallery.screen(Self.entry)
    let augmented = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: 120))
    #expect(ContainerGallery.navigation(augmented.records).map(\.event) == [.popBegan, .popCancelled])
    #expect(abs((ContainerGallery.navigation(augmented.records).last?.progress ?? 0) - 24.0 / 390) < 1e-12)
    screen.uikit = .ios7
    let classic = SceneRunner<ScreenScene>.run(events, options: try .init(scene: screen, refreshRate: 120))
    #expect(ContainerGallery.navigation(classic.records).map(\.event) == [.popBegan, .popFinished])
    #expect(classic.summary.navigations.first?.depth == 1)
  }
}
