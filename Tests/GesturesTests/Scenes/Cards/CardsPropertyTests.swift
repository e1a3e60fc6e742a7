import Gestures
import ScrollPhysics
import Testing

// SplitMix64 (seeded, in TraceTestSupport.swift) makes every random session reproducible from its seed.

/// A random session on the card stack: a configuration (top card at launch among 0, 1, 10, the
/// last two and the first of a 3-card deck; either interruption rule; 2 or 4 visible), 1 to 8
/// single-finger gestures separated by 0.02…1 s (short waits land during animations), and in about
/// a third of the sessions 1 to 3 button presses. A gesture is a vertical drag (5…260 points at
/// 40…3000 pt/s, lifted while moving or after a rest of 0.05…0.4 s, one in ten cancelled), a drag
/// that reverses (down then up, or up then down), or a tap. Touches stay on the screen.
struct CardsSession {
  var events: [TouchEvent]
  var configuration: CardStackScene.Configuration
  var flipTimes: [Double]
  var refreshRate: Double

  init(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var geometry = CardStackGeometry()
    if Int.random(in: 0..<5, using: &rng) == 0 { geometry.cardCount = 3 }
    if Bool.random(using: &rng) { geometry.visibleCount = 2 }
    let tops = [0, 0, 1, 10, 18, 19].filter { $0 < geometry.cardCount }
    configuration = CardStackScene.Configuration(
      geometry: geometry, initialTopCard: tops.randomElement(using: &rng)!,
      interruption: Bool.random(using: &rng) ? .finishRunningFlip : .ignoreWhileFlipping)
    refreshRate = Bool.random(using: &rng) ? 60 : 120
    var script = CardScript(start: 0.1)
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      script.wait(Double.random(in: 0.02...1.0, using: &rng))
      let x = Double.random(in: 20...370, using: &rng)
      let y = Double.random(in: 280...560, using: &rng)
      let end: TouchPhase = Int.random(in: 0..<10, using: &rng) == 0 ? .cancelled : .ended
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...5:
        let distance = Double.random(in: 5...260, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
        let speed = Double.random(in: 40...3000, using: &rng)
        let rest = Bool.random(using: &rng) ? 0 : Double.random(in: 0.05...0.4, using: &rng)
        script.drag(from: Point(x: x, y: y), dy: distance, speed: speed, rest: rest, end: end)
      case 6...8:
        // Out by a, back by b, at 2…25 points per sample.
        let sign: Double = Bool.random(using: &rng) ? 1 : -1
        let a = Double.random(in: 20...240, using: &rng)
        let b = Double.random(in: 0...(a + 100), using: &rng)
        let step = Double.random(in: 2...25, using: &rng)
        var offsets: [Double] = []
        var position = 0.0
        while position < a { position = min(a, position + step); offsets.append(sign * position) }
        while position > a - b { position = max(a - b, position - step); offsets.append(sign * position) }
        script.path(from: Point(x: x, y: y), offsets: offsets, end: end)
      default:
        script.tap(Point(x: x, y: y))
      }
    }
    events = script.events
    flipTimes = []
    if Int.random(in: 0..<3, using: &rng) == 0 {
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        flipTimes.append(Double.random(in: 0...(script.time + 0.5), using: &rng))
      }
    }
  }
}

/// Issue 5's invariants over random sessions (seeds 0 ..< `seeds`; a failure names its seed, and
/// `CardsSession(seed:)` rebuilds the session).
@Suite struct CardsPropertyTests {
  static let seeds: UInt64 = 250

  /// Every session run once, shared by the tests.
  static let runs: [(session: CardsSession, run: CardsRun, records: [CardsRecord])] = (0..<seeds).map { seed in
    let session = CardsSession(seed: seed)
    let (run, records) = runCards(
      session.events, configuration: session.configuration, refreshRate: session.refreshRate,
      flipTimes: session.flipTimes)
    return (session, run, records)
  }

  func forEachSession(_ body: (CardsSession, CardsRun, [CardsRecord], String) -> Void) {
    for (seed, result) in Self.runs.enumerated() {
      body(result.session, result.run, result.records, "seed \(seed)")
    }
  }

  @Test func theSessionsReachEveryCase() {
    // Not an invariant: a check that the generator exercises what the invariants are about.
    var outcomes: [String: Int] = [:]
    for (session, run, records) in Self.runs {
      for flip in run.flips {
        outcomes["\(flip.trigger) \(flip.direction) \(flip.outcome)", default: 0] += 1
        if flip.touchCancelled { outcomes["touch cancelled", default: 0] += 1 }
        if let reason = flip.ignoredReason { outcomes["ignored \(reason)", default: 0] += 1 }
      }
      for end in records.flipEnds where end.interrupted { outcomes["interrupted", default: 0] += 1 }
      let visible = session.configuration.geometry.visibleCount
      if records.frames.contains(where: { $0.cards.contains { $0.depth >= visible } }) {
        outcomes["slides out at the back", default: 0] += 1
      }
      if records.frames.contains(where: { $0.cards.contains { $0.depth == -1 } }) {
        outcomes["turns at depth -1", default: 0] += 1
      }
    }
    let needed = [
      "pan down completed", "pan down cancelled", "pan down ignored", "pan up completed", "pan up cancelled",
      "pan up ignored", "button down completed", "button down ignored", "touch cancelled", "ignored noCard",
      "ignored animationRunning", "ignored panInProgress", "interrupted", "slides out at the back", "turns at depth -1",
    ]
    for key in needed {
      #expect((outcomes[key] ?? 0) >= 2, "\(key): \(outcomes[key] ?? 0) in \(outcomes)")
    }
  }

  @Test func noCardIsLostOrDuplicated() {
    forEachSession { session, run, records, context in
      let geometry = session.configuration.geometry
      let n = geometry.cardCount
      let visible = geometry.visibleCount
      #expect(run.cameToRest, "\(context)")
      // When each completed flip's stack move began.
      let moveStarts = records.flipEnds.filter { $0.outcome == .completed }.map(\.time)
      for frame in records.frames {
        let indices = frame.cards.map(\.index)
        #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 }, "\(context): unique and ordered \(indices)")
        #expect(indices.allSatisfy { $0 >= 0 && $0 < n }, "\(context): \(indices)")
        let required = Array(frame.topCard..<min(n, frame.topCard + visible))
        #expect(required.allSatisfy { indices.contains($0) }, "\(context) t=\(frame.time): \(indices) lacks some of \(required)")
        for card in frame.cards where !required.contains(card.index) {
          if card.depth < 0 {
            #expect(card.depth == -1, "\(context): only the card flipped last can turn")
          } else {
            // A card beyond the visible slots shows only while the stack moves.
            let moving = moveStarts.contains { frame.time >= $0 && frame.time - $0 < session.configuration.stackMoveDuration + 1e-9 }
            #expect(moving, "\(context) t=\(frame.time): card \(card.index) at depth \(card.depth) outside a move")
          }
        }
      }
      // At rest exactly the visible slots show.
      #expect(run.finalFrame.cards.map(\.index) == Array(run.final.topCard..<min(n, run.final.topCard + visible)), "\(context)")
    }
  }

  @Test func eachInteractionHasExactlyOneOutcome() {
    forEachSession { session, run, records, context in
      var open = false
      var lastGestureState: GestureState?
      var panFlips = 0
      for record in records {
        switch record {
        case .gesture(let g):
          if g.state == .began {
            #expect(!open, "\(context): a pan began before the previous one's outcome")
            open = true
          }
          lastGestureState = g.state
        case .flip(let f):
          switch f.trigger {
          case .pan:
            #expect(open && (lastGestureState == .ended || lastGestureState == .cancelled), "\(context): outcome right after the pan's end")
            open = false
            panFlips += 1
          case .button: break
          }
        case .frame, .flipEnd, .warning: break
        }
      }
      #expect(!open, "\(context): every pan got its outcome")
      #expect(panFlips == records.gestures.filter { $0.state == .began }.count, "\(context)")
      #expect(run.flips.filter { $0.trigger == .button }.count == session.flipTimes.count, "\(context): one outcome per press")
      #expect(run.flips == records.flips, "\(context)")
      // Counts agree with the outcomes and, at rest, with the animations that ended.
      #expect(run.final.completedFlips == run.flips.filter { $0.outcome == .completed }.count)
      #expect(run.final.cancelledFlips == run.flips.filter { $0.outcome == .cancelled }.count)
      #expect(run.final.ignoredGestures == run.flips.filter { $0.outcome == .ignored }.count)
      #expect(records.flipEnds.count == run.final.completedFlips + run.final.cancelledFlips, "\(context)")
      #expect(run.flips.allSatisfy { ($0.outcome == .ignored) == ($0.card == nil) && ($0.outcome == .ignored) == ($0.ignoredReason != nil) })
    }
  }

  @Test func topCardMovesByOneOnCompletedFlipsOnly() {
    forEachSession { session, run, records, context in
      var top = session.configuration.initialTopCard
      for record in records {
        switch record {
        case .flipEnd(let end):
          let expected: Int
          switch (end.outcome, end.direction) {
          case (.completed, .down): expected = top + 1
          case (.completed, .up): expected = top - 1
          case (.cancelled, _), (.ignored, _): expected = top
          }
          #expect(end.topCard == expected, "\(context): \(describe(record)) after top \(top)")
          #expect(end.outcome != .ignored)
          top = end.topCard
        case .frame(let frame):
          #expect(frame.topCard == top, "\(context): the top card changes only when a flip ends")
        case .gesture, .flip, .warning: break
        }
      }
      #expect(run.final.topCard == top)
      #expect(top >= 0 && top < session.configuration.geometry.cardCount)
    }
  }

  @Test func angleFollowsTheFingerContinuously() {
    forEachSession { session, _, records, context in
      let distance = session.configuration.flipDistance
      var driving: (card: Int, direction: CardFlip.Direction, angle: Double, ty: Double)?
      for record in records {
        switch record {
        case .gesture(let g):
          // Issue 5: −π·percent (down), −π·(percent + 1) (up).
          let angle = (g.direction == .down ? -Double.pi * g.percent : -Double.pi * (g.percent + 1)) + 0
          if g.state == .began {
            // From the card's resting angle (flat for down, turned for up), displaced by the
            // began translation only.
            let rest = g.direction == .down ? 0 : -Double.pi
            #expect(abs(angle - rest) <= Double.pi * abs(g.translation.dy) / distance + 1e-12, "\(context)")
          } else if let d = driving {
            #expect(abs(angle - d.angle) <= Double.pi * abs(g.translation.dy - d.ty) / distance + 1e-12, "\(context)")
          }
          driving = g.card.map { ($0, g.direction, angle, g.translation.dy) }
          if g.state == .ended || g.state == .cancelled { driving = nil }
        case .frame(let frame):
          // Between the pan's events the card holds the angle of the latest one.
          if let d = driving {
            #expect(frame.card(d.card)?.angle == d.angle + 0, "\(context) t=\(frame.time)")
          }
        case .flip, .flipEnd, .warning: break
        }
      }
    }
  }

  @Test func releasedFlipCompletesIffPastTheThreshold() {
    forEachSession { session, _, records, context in
      let threshold = session.configuration.completionThreshold
      var lastEnd: CardsGesture?
      for record in records {
        if case .gesture(let g) = record { lastEnd = g }
        guard case .flip(let flip) = record, flip.trigger == .pan else { continue }
        let percent = flip.percentAtRelease ?? .nan
        #expect(percent == lastEnd?.percent, "\(context): the release percent is the pan's at its end")
        // Issue 5: translation.y / 150, clamped to 0…1 (down) or −1…0 (up).
        let raw = (lastEnd?.translation.dy ?? .nan) / session.configuration.flipDistance
        let expected = flip.direction == .down ? min(1, max(0, raw)) : min(0, max(-1, raw))
        #expect(percent == expected, "\(context)")
        guard flip.outcome != .ignored, !flip.touchCancelled else { continue }
        let past = flip.direction == .down ? percent >= threshold : percent <= -threshold
        #expect((flip.outcome == .completed) == past, "\(context): \(describe(record))")
      }
    }
  }

  @Test func framesAreFiniteAndConsistent() {
    forEachSession { session, _, records, context in
      let geometry = session.configuration.geometry
      let withButton = !session.flipTimes.isEmpty
      for frame in records.frames {
        for card in frame.cards {
          let values = [card.angle, card.contentAlpha, card.borderWidth, card.dimming, card.frame.minX, card.frame.minY,
            card.frame.size.width, card.frame.size.height] + card.quad.corners.flatMap { [$0.x, $0.y] }
          #expect(values.allSatisfy { $0.isFinite }, "\(context) t=\(frame.time): \(card)")
          #expect(card.angle <= 0 && card.angle >= -Double.pi, "\(context)")
          #expect(card.dimming >= 0 && card.dimming < 1 && card.borderWidth >= 0)
          if !withButton {
            // Without the keyframe flip, the back shows exactly past the perpendicular.
            #expect(card.contentHidden == (abs(card.angle) > Double.pi / 2), "\(context) t=\(frame.time)")
            #expect((card.borderWidth == 0) == card.contentHidden || geometry.borderWidth == 0)
          }
          // The quad is the projection of the laid-out card (independent formula, UIKIT.md §1.3–1.5):
          // a corner (x, y) from the bottom-centre anchor goes to (x, y·cos a, y·sin a), W = 1 − z/D.
          let f = card.frame
          let cx = f.minX + f.size.width / 2
          let c = Elementary.cos(card.angle)
          let s = Elementary.sin(card.angle)
          let top = -f.size.height
          let w = 1 - top * s / geometry.perspectiveDistance
          let tl = Point(x: cx - f.size.width / 2 / w, y: f.maxY + top * c / w)
          #expect(abs(card.quad.topLeft.x - tl.x) < 1e-7 && abs(card.quad.topLeft.y - tl.y) < 1e-7, "\(context)")
          #expect(abs(card.quad.bottomRight.x - f.maxX) < 1e-7 && abs(card.quad.bottomRight.y - f.maxY) < 1e-7)
        }
      }
    }
  }
}
