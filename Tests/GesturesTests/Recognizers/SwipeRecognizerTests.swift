import Gestures
import ScrollPhysics
import Testing

// UIKIT-RECOGNIZERS §2 (UIKitCore decompilation for iOS 26.1, UISwipeGestureRecognizer;
// the sibling BKSwipeGestureRecognizer's defaults): per move, T = min(t − t₀, 0.5),
// minP = 50·(1 − 0.94·T), maxS = 200·(1 − 0.98·T); rate = |Δx| / max(Δt, 0.01).
// The two unsourced defaults, minimumPrimaryMovementRate and maximumOppositeMovement,
// are 0 unless a test states otherwise.

@Suite struct SwipeRecognizerTests {
  /// A one-finger horizontal trace from (100,300) at t = 0: move k at t = k/120 to
  /// x = 100 + k·step.
  static func trace(step: Double, moves: Int) -> [TouchEvent] {
    var events = [at(0, began(0, 100, 300))]
    for k in 1...moves {
      events.append(at(Double(k) / 120, moved(0, 100 + Double(k) * step, 300)))
    }
    return events
  }

  /// Feeds `events`; returns every output with the index of the event that caused it.
  static func run(_ swipe: inout SwipeRecognizer, _ events: [TouchEvent]) -> [(Int, GestureOutput)] {
    var result: [(Int, GestureOutput)] = []
    for (k, event) in events.enumerated() {
      for output in swipe.handle(event) { result.append((k, output)) }
    }
    return result
  }

  /// `swipe-right`: +10 pt per 1/120 s (1 200 pt/s; the rate seen is 10/0.01 = 1 000).
  /// Move 4 (t = 0.0333, dx = 40): minP = 50·(1 − 0.94·4/120) = 48.433 > 40, nothing.
  /// Move 5 (t = 5/120 = 0.041667, dx = 50): minP = 48.0417 ≤ 50 → recognized there,
  /// at the start (100,300), direction right.
  @Test func aFastSwipeRightIsRecognizedAtTheFifthMove() {
    var swipe = SwipeRecognizer()
    let outputs = Self.run(&swipe, Self.trace(step: 10, moves: 8))
    #expect(outputs.count == 1)
    #expect(outputs.first?.0 == 5)
    #expect(outputs.first?.1.state == .recognized)
    #expect(outputs.first?.1.time == 5.0 / 120)
    #expect(outputs.first?.1.location == Point(x: 100, y: 300))
    #expect(outputs.first?.1.direction == .right)
  }

  /// The same swipe with a required rate of 999 pt/s still passes (1 000 ≥ 999); with
  /// 1 001 it never passes the rate test and times out at the first move after 0.5 s
  /// (move 61, t = 61/120 = 0.50833; move 60 is at exactly 0.5, not more).
  @Test func theRateTestUsesTheFlooredTimeStep() {
    var fast = SwipeRecognizer(minimumPrimaryMovementRate: 999)
    #expect(Self.run(&fast, Self.trace(step: 10, moves: 8)).map(\.0) == [5])
    var strict = SwipeRecognizer(minimumPrimaryMovementRate: 1001)
    let outputs = Self.run(&strict, Self.trace(step: 10, moves: 70))
    #expect(outputs.map(\.0) == [61])
    #expect(outputs.first?.1.state == .failed)
    #expect(outputs.first?.1.time == 61.0 / 120)
  }

  /// Slow variant (100 pt/s, moves of 100/120 = 0.8333 pt): move 40 (t = 1/3): dx =
  /// 33.333 < minP = 50·(1 − 0.94/3) = 34.333; move 41 (t = 0.341667): dx = 34.1667 ≥
  /// minP = 33.9417 → recognized at move 41 with the default rate 0 (the rate seen is
  /// 0.8333/0.01 = 83.3 pt/s).
  @Test func aSlowSwipeNeedsLessDistance() {
    var swipe = SwipeRecognizer()
    let outputs = Self.run(&swipe, Self.trace(step: 100.0 / 120, moves: 50))
    #expect(outputs.map(\.0) == [41])
    #expect(outputs.first?.1.time == 41.0 / 120)
    // With a required rate of 100 pt/s, 83.3 is too slow: failed at the timeout, move 61.
    var rated = SwipeRecognizer(minimumPrimaryMovementRate: 100)
    let timedOut = Self.run(&rated, Self.trace(step: 100.0 / 120, moves: 70))
    #expect(timedOut.map(\.0) == [61])
    #expect(timedOut.first?.1.state == .failed)
  }

  /// Opposite variant: the first move goes 0.5 pt left. Default maximumOppositeMovement
  /// 0: −0.5 < −0 → failed at that move. With 6: −6 is allowed, −6.5 fails.
  @Test func movingAgainstTheOnlyDirectionFails() {
    var swipe = SwipeRecognizer()
    let outputs = Self.run(&swipe, [at(0, began(0, 100, 300)), at(1.0 / 120, moved(0, 99.5, 300))])
    #expect(outputs.map(\.0) == [1])
    #expect(outputs.first?.1.state == .failed)
    #expect(outputs.first?.1.reason == .oppositeMovement(distance: 0.5, allowed: 0))
    var lenient = SwipeRecognizer(maximumOppositeMovement: 6)
    #expect(Self.run(&lenient, [at(0, began(0, 100, 300)), at(1.0 / 120, moved(0, 94, 300))]).isEmpty)
    #expect(Self.run(&lenient, [at(2.0 / 120, moved(0, 93.5, 300))]).map(\.1.state) == [.failed])
    // Both horizontal directions: no opposite test; a leftward swipe is recognized as left.
    var both = SwipeRecognizer(direction: [.left, .right])
    let left = Self.run(&both, Self.trace(step: -10, moves: 8))
    #expect(left.map(\.0) == [5])
    #expect(left.first?.1.direction == .left)
  }

  /// Timeout variant (40 pt/s): 40·t ≥ 50·(1 − 0.94·t) needs t ≥ 50/87 = 0.575 > 0.5:
  /// never recognized; failed at the first move with t > 0.5, move 61 (t = 0.50833).
  @Test func aTooSlowSwipeFailsAtTheFirstMoveAfterTheMaximumDuration() {
    var swipe = SwipeRecognizer()
    let outputs = Self.run(&swipe, Self.trace(step: 40.0 / 120, moves: 70))
    #expect(outputs.map(\.0) == [61])
    #expect(outputs.first?.1.time == 61.0 / 120)
    guard case .tooSlow(let elapsed, let allowed) = outputs.first?.1.reason else {
      Issue.record("expected a timeout, got \(String(describing: outputs.first?.1.reason))")
      return
    }
    #expect(elapsed == 61.0 / 120)
    #expect(allowed == 0.5)
  }

  /// A vertical drift beyond the secondary bound fails a rightward swipe: at t = 1/120,
  /// maxS = 200·(1 − 0.98/120) = 198.367 < 199.
  @Test func secondaryMovementBeyondItsBoundFails() {
    var swipe = SwipeRecognizer()
    let outputs = Self.run(&swipe, [at(0, began(0, 100, 300)), at(1.0 / 120, moved(0, 101, 499))])
    #expect(outputs.map(\.1.state) == [.failed])
    guard case .beyondMovementBound(let distance, let allowed) = outputs.first?.1.reason else {
      Issue.record("expected a bound failure")
      return
    }
    #expect(distance == 199)
    #expect(abs(allowed - 200 * (1 - 0.98 / 120)) < 1e-9)
  }

  /// Two fingers required, both moving +10 pt per 1/120 s from (100,300) and (100,400):
  /// both pass at move 5 → recognized there, at the start centroid (100,350).
  @Test func everyRequiredFingerMustPassInTheSameEvent() {
    var swipe = SwipeRecognizer(numberOfTouchesRequired: 2)
    var events = [at(0, began(0, 100, 300), began(1, 100, 400))]
    for k in 1...8 {
      let x = 100 + Double(k) * 10
      events.append(at(Double(k) / 120, moved(0, x, 300), moved(1, x, 400)))
    }
    let outputs = Self.run(&swipe, events)
    #expect(outputs.map(\.0) == [5])
    #expect(outputs.first?.1.location == Point(x: 100, y: 350))
    // One finger only: never all required touches → lifting fails it.
    var lone = SwipeRecognizer(numberOfTouchesRequired: 2)
    let single = Self.run(&lone, Self.trace(step: 10, moves: 8) + [at(0.1, ended(0, 180, 300))])
    #expect(single.map(\.1.state) == [.failed])
    #expect(single.first?.1.reason == .liftedEarly)
  }

  /// Works through an arena: a swipe beside a pan on one view; the pan begins first
  /// (at 10 pt, move 1), which fails the swipe, unless they recognize simultaneously.
  @Test func aSwipeCompetesInTheArena() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let pan = arena.add(PanRecognizer(estimator: LastPairEstimator()), to: view)
    let swipe = arena.add(SwipeRecognizer(), to: view)
    var states: [GestureState] = []
    for event in Self.trace(step: 10, moves: 8) {
      for output in arena.handle(event) where output.recognizer == swipe { states.append(output.state) }
    }
    #expect(states == [.failed])
    var together = GestureArena<LastPairEstimator>()
    let region = together.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let pan2 = together.add(PanRecognizer(estimator: LastPairEstimator()), to: region)
    let swipe2 = together.add(SwipeRecognizer(), to: region)
    together.recognizeSimultaneously(pan2, swipe2)
    var recognized: [Double] = []
    for event in Self.trace(step: 10, moves: 8) {
      for output in together.handle(event) where output.recognizer == swipe2 && output.state == .recognized {
        recognized.append(output.time)
      }
    }
    #expect(recognized == [5.0 / 120])
    _ = pan
  }
}
