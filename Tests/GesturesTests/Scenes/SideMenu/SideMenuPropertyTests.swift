import Gestures
import ScrollPhysics
import Testing

// SplitMix64 (seeded, in TraceTestSupport.swift) makes every random trace reproducible from its seed.

/// A random single-finger session on the side menu: 1 to 6 gestures separated by 0.02…1.2 s,
/// each a horizontal swipe (15…250 points at 40…3000 pt/s, lifted while moving or after a rest
/// of 0.05…0.5 s), a tap on the hamburger (where it is when the menu is open or hidden), a tap
/// on the detail view or a tap on the menu's rows. Touches stay on the screen.
func randomSideMenuTrace(seed: UInt64) -> [TouchEvent] {
  var rng = SplitMix64(seed: seed)
  var script = TouchScript(start: 0.1)
  for _ in 0..<Int.random(in: 1...6, using: &rng) {
    script.wait(Double.random(in: 0.02...1.2, using: &rng))
    switch Int.random(in: 0..<10, using: &rng) {
    case 0...5:
      let y = Double.random(in: 100...800, using: &rng)
      let distance = Double.random(in: 15...250, using: &rng)
      let rightwards = Bool.random(using: &rng)
      let startX = rightwards
        ? Double.random(in: 5...(385 - distance), using: &rng) : Double.random(in: (5 + distance)...385, using: &rng)
      let speed = Double.random(in: 40...3000, using: &rng)
      let rest = Bool.random(using: &rng) ? 0 : Double.random(in: 0.05...0.5, using: &rng)
      script.drag(from: Point(x: startX, y: y), dx: rightwards ? distance : -distance, speed: speed, rest: rest)
    case 6...7:
      script.tap(Bool.random(using: &rng) ? hamburgerWhenOpen : hamburgerWhenHidden)
    case 8:
      script.tap(Point(x: Double.random(in: 140...380, using: &rng), y: Double.random(in: 100...800, using: &rng)))
    default:
      script.tap(Point(x: Double.random(in: 5...75, using: &rng), y: Double.random(in: 100...640, using: &rng)))
    }
  }
  return script.events
}

/// The trace as CSV, for a failure message that can be saved and replayed.
func csv(_ events: [TouchEvent]) -> String {
  var writer = TraceWriter(output: "", columns: [.t, .id, .phase, .x, .y])
  writer.write(events)
  return writer.output
}

/// Property tests of issue 4's invariants over random traces (seeds 0 ..< `seeds`; a failure
/// names its seed, and `randomSideMenuTrace(seed:)` rebuilds the trace).
@Suite struct SideMenuPropertyTests {
  static let seeds: UInt64 = 60

  @Test(arguments: SideMenuVariant.allCases)
  func offsetAndVisualStateStayConsistent(_ variant: SideMenuVariant) {
    for seed in 0..<Self.seeds {
      let events = randomSideMenuTrace(seed: seed)
      let refresh: Double = seed % 2 == 0 ? 60 : 120
      let (run, records) = runSideMenu(events, variant: variant, refreshRate: refresh)
      let context = "variant \(variant.rawValue), seed \(seed), \(refresh) Hz"
      #expect(run.cameToRest, "\(context)")
      for frame in records.frames {
        let x = frame.contentOffsetX
        // Bounces off: the offset never leaves the content range 0…80.
        #expect(x >= 0 && x <= 80, "\(context): offset \(x) at \(frame.time)")
        // fraction = 1 − x/80 (in range here), alpha = fraction, rotation = fraction·π/2.
        let fraction = 1 - x / 80
        #expect(abs(frame.menuFraction - fraction) < 1e-12, "\(context): fraction at \(frame.time)")
        #expect(frame.menuFraction >= 0 && frame.menuFraction <= 1)
        #expect(frame.menuAlpha == frame.menuFraction)
        #expect(abs(frame.hamburgerAngle - fraction * Double.pi / 2) < 1e-12)
        // The hinge (the quad's right edge) is at screen x = 80 − offset.
        #expect(abs(frame.menuQuad.topRight.x - (80 - x)) < 1e-9 && abs(frame.menuQuad.bottomRight.x - (80 - x)) < 1e-9)
      }
      // At rest the menu is fully open or fully hidden.
      #expect(run.final.contentOffsetX == 0 || run.final.contentOffsetX == 80, "\(context): rests at \(run.final.contentOffsetX)")
    }
  }

  @Test func fixedKeepsShowingMenuInStepWithTheOffset() {
    // CLARIFICATIONS.md: after every scrollViewDidScroll, showingMenu == (offsetX != 80), and at rest.
    // Only scrollViewDidScroll and hideOrShowMenu change showingMenu in `fixed`, so at each frame
    // whose last change was a DidScroll (no action after it), showingMenu matches that DidScroll's offset.
    for seed in 0..<Self.seeds {
      let (run, records) = runSideMenu(randomSideMenuTrace(seed: seed), variant: .fixed)
      var lastScrollOffset: Double?
      for record in records {
        switch record {
        case .callback(let callback):
          if case .scrollViewDidScroll(let offset) = callback.kind { lastScrollOffset = offset.x }
        case .action:
          lastScrollOffset = nil
        case .frame(let frame):
          if let offset = lastScrollOffset {
            #expect(frame.showingMenu == (offset != 80), "seed \(seed) at \(frame.time)")
          }
        case .gesture, .warning:
          break
        }
      }
      #expect(run.final.showingMenu == (run.final.contentOffsetX != 80), "seed \(seed)")
    }
  }

  @Test func fixedSingleHamburgerTapAtRestToggles() {
    for seed in 0..<Self.seeds {
      var events = randomSideMenuTrace(seed: seed)
      let before = runSideMenu(events, variant: .fixed).run.final
      // Tap the hamburger where it is now, 0.5 s after the scene came to rest.
      var script = TouchScript(start: max(events.last!.time, before.time) + 0.5)
      script.tap(before.contentOffsetX == 0 ? hamburgerWhenOpen : hamburgerWhenHidden)
      events += script.events
      let after = runSideMenu(events, variant: .fixed).run.final
      #expect(after.contentOffsetX == (before.contentOffsetX == 0 ? 80 : 0), "seed \(seed)")
    }
  }

  @Test func randomSearchFindsTheDoubleTapBugInTheHamburgerStep() {
    // Search for a session that leaves the menu open at rest where one hamburger tap does not
    // close it. Such a session exists (a swipe that opens the menu), and the search must find it.
    var found: UInt64?
    for seed in 0..<UInt64(500) {
      var events = randomSideMenuTrace(seed: seed)
      let before = runSideMenu(events, variant: .hamburger).run.final
      guard before.contentOffsetX == 0 else { continue }
      var script = TouchScript(start: max(events.last!.time, before.time) + 0.5)
      script.tap(hamburgerWhenOpen)
      events += script.events
      let (run, records) = runSideMenu(events, variant: .hamburger)
      guard run.taps.last?.target == .hamburger else { continue }
      if run.final.contentOffsetX == 0 {
        // The tap reached the button and called hideOrShowMenu(true): showingMenu was stale.
        #expect(records.actions.last?.cause == .hamburger && records.actions.last?.show == true)
        found = seed
        break
      }
    }
    #expect(found != nil, "no seed below 500 leaves an open menu that one hamburger tap fails to close")
    if let found {
      // The same session in `fixed` closes with the one tap.
      var events = randomSideMenuTrace(seed: found)
      let before = runSideMenu(events, variant: .fixed).run.final
      var script = TouchScript(start: max(events.last!.time, before.time) + 0.5)
      script.tap(before.contentOffsetX == 0 ? hamburgerWhenOpen : hamburgerWhenHidden)
      events += script.events
      #expect(before.contentOffsetX == 0, "seed \(found): \(csv(events))")
      #expect(runSideMenu(events, variant: .fixed).run.final.contentOffsetX == 80, "seed \(found)")
    }
  }
}
