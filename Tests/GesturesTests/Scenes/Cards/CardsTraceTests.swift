import Gestures
import ScrollPhysics
import Testing

/// The card traces of `traces/` (made by scripts/make-card-traces.py, described in
/// traces/README.md), each run at its own refresh rate with its outcome asserted. A stroke
/// whose finger ends D points below its touch-down releases at percent (D − 10)/150.
@Suite struct CardsTraceTests {
  func run(_ name: String, configuration: CardStackScene.Configuration = .init()) throws -> (summary: CardsSummary, records: [CardsRecord]) {
    let trace = try loadTrace(name)
    #expect(trace.metadata.refresh == 120)
    let result = try runCards(trace.events, configuration: configuration, refreshRate: trace.metadata.refresh ?? 60)
    #expect(result.summary.cameToRest, "\(name)")
    #expect(result.records.warnings.isEmpty, "\(name)")
    for (a, b) in zip(result.records, result.records.dropFirst()) {
      #expect(a.time <= b.time, "records in time order: \(describe(a)) / \(describe(b))")
    }
    return result
  }

  @Test func flipThatCompletes() throws {
    // 300 → 420: percent (120 − 10)/150 = 0.7333 ≥ 0.5.
    let (run, records) = try run("cards-flip-complete.csv")
    #expect(run.flips.count == 1)
    let flip = try #require(run.flips.first)
    #expect(flip.direction == .down && flip.trigger == .pan && flip.outcome == .completed && flip.card == 0)
    #expect(abs((flip.percentAtRelease ?? 0) - 110.0 / 150) < 1e-9)
    #expect(run.final == CardsSummary.Final(topCard: 1, cardCount: 20, completedFlips: 1, cancelledFlips: 0, ignoredGestures: 0))
    // The card went past the perpendicular (its back showed) before the release.
    #expect(records.frames.contains { $0.card(0)?.contentHidden == true })
    #expect(run.finalFrame.cards.map(\.index) == [1, 2, 3, 4])
    #expect(records.flipEnds.map(\.topCard) == [1])
  }

  @Test func flipThatCancelsJustShortOfHalfWay() throws {
    // 300 → 384.1: percent 74.1/150 = 0.494 < 0.5: falls back; the angle never passes −0.494π, so the
    // content never hides.
    let (run, records) = try run("cards-flip-cancel.csv")
    let flip = try #require(run.flips.first)
    #expect(run.flips.count == 1 && flip.outcome == .cancelled && !flip.touchCancelled)
    #expect(abs((flip.percentAtRelease ?? 0) - 74.1 / 150) < 1e-9)
    #expect(run.final == CardsSummary.Final(topCard: 0, cardCount: 20, completedFlips: 0, cancelledFlips: 1, ignoredGestures: 0))
    #expect(records.frames.allSatisfy { $0.card(0)?.contentHidden == false })
    let deepest = records.frames.compactMap { $0.card(0)?.angle }.min() ?? 0
    #expect(deepest < -0.49 * Double.pi && deepest >= -0.494 * Double.pi - 1e-9)
    #expect(run.finalFrame.card(0)?.angle == 0)
  }

  @Test func fastUpwardFlipBack() throws {
    let (run, records) = try run("cards-flip-back-fast.csv")
    #expect(run.flips.map(\.direction) == [.down, .up])
    #expect(run.flips.map(\.outcome) == [.completed, .completed])
    let up = run.flips[1]
    // 500 → about 394.7 while moving at up to 1500 pt/s: percent ≈ −(105.3 − 10)/150 ≈ −0.70 ≤ −0.5.
    #expect(up.card == 0 && (up.percentAtRelease ?? 0) <= -0.5 && (up.percentAtRelease ?? 0) > -0.75)
    // The second pan began moving up fast: its velocity picked the direction.
    let began = records.gestures.filter { $0.state == .began }
    #expect(began.count == 2 && began[1].direction == .up && (began[1].velocity?.dy ?? 0) < -500)
    #expect(records.flipEnds.map(\.topCard) == [1, 0])
    #expect(run.final.topCard == 0 && run.final.completedFlips == 2)
    #expect(run.finalFrame.cards.map(\.index) == [0, 1, 2, 3])
  }

  @Test func upwardFlipOnTheFirstCardIsIgnored() throws {
    let (run, records) = try run("cards-first-card-up.csv")
    #expect(run.flips.count == 1)
    #expect(run.flips.first?.direction == .up && run.flips.first?.outcome == .ignored)
    #expect(run.flips.first?.ignoredReason == .noCard && run.flips.first?.card == nil)
    #expect(run.final == CardsSummary.Final(topCard: 0, cardCount: 20, completedFlips: 0, cancelledFlips: 0, ignoredGestures: 1))
    // Nothing turned in any frame, and nothing finished.
    #expect(records.frames.allSatisfy { $0.cards.allSatisfy { $0.angle == 0 } && $0.cards.map(\.index) == [0, 1, 2, 3] })
    #expect(records.flipEnds.isEmpty)
  }

  @Test func seriesOfFlipsThroughTheDeck() throws {
    let (run, records) = try run("cards-flip-series.csv")
    #expect(run.flips.count == 20)
    #expect(run.flips.prefix(19).allSatisfy { $0.outcome == .completed && $0.direction == .down })
    #expect(run.flips.prefix(19).map(\.card) == (0..<19).map { $0 })
    #expect(run.flips[19].outcome == .ignored && run.flips[19].ignoredReason == .noCard)
    #expect(records.flipEnds.map(\.topCard) == Array(1...19))
    #expect(run.final == CardsSummary.Final(topCard: 19, cardCount: 20, completedFlips: 19, cancelledFlips: 0, ignoredGestures: 1))
    // At the end only the last card is left on screen.
    #expect(run.finalFrame.cards.map(\.index) == [19])
    // Near the end fewer than 4 cards remain: with card 17 on top, 17…19.
    #expect(records.frames.contains { $0.topCard == 17 && $0.cards.map(\.index) == [17, 18, 19] })
  }

  @Test func quickFlipsInterruptTheRunningAnimation() throws {
    // Each new pan begins about 0.1 s after the previous release, during the 0.3 s completion.
    let (run, records) = try run("cards-quick-flips.csv")
    #expect(run.flips.map(\.outcome) == [.completed, .completed, .completed])
    #expect(run.flips.map(\.card) == [0, 1, 2])
    #expect(records.flipEnds.map(\.interrupted) == [true, true, false])
    #expect(run.final.topCard == 3)
  }

  @Test func quickFlipsWithTheIgnoreRule() throws {
    // With `ignoreWhileFlipping` the second pan begins while the first completion runs (released at
    // 0.267, running until 0.567) and is ignored; the third begins at 0.583, after it, and completes.
    let (run, _) = try run("cards-quick-flips.csv", configuration: CardStackScene.Configuration(interruption: .ignoreWhileFlipping))
    #expect(run.flips.map(\.outcome) == [.completed, .ignored, .completed])
    #expect(run.flips[1].ignoredReason == .animationRunning)
    #expect(run.final.topCard == 2 && run.final.ignoredGestures == 1)
  }

  @Test func restingStateDoesNotDependOnTheRefreshRate() throws {
    for name in ["cards-flip-complete.csv", "cards-flip-back-fast.csv", "cards-quick-flips.csv"] {
      let trace = try loadTrace(name)
      let at60 = try runCards(trace.events, refreshRate: 60).summary
      let at120 = try runCards(trace.events, refreshRate: 120).summary
      #expect(at60.final == at120.final && at60.flips == at120.flips, "\(name)")
    }
  }
}
