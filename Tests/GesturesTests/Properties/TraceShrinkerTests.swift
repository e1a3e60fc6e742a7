import Gestures
import ScrollPhysics
import Testing

@Suite struct TraceShrinkerTests {
  typealias Tap = ScriptedGesture.Tap
  typealias Stroke = ScriptedGesture.Stroke

  /// The planted bug's minimal failing script, worked out by hand:
  /// - exactly two gestures, a flick then a tap: the bug needs both, and a stroke
  ///   simplified to a tap no longer arms it;
  /// - the flick at 3010 pt/s, the lowest multiple of 10 pt/s above 3005;
  /// - its duration at the 10 ms minimum (the mean speed does not depend on it, and
  ///   30.1 pt > the 10 pt tap slop), direction right (0°) from (0, 0): nothing about
  ///   where it goes matters, as long as it is not stopped by a screen edge;
  /// - the tap at (200, 600), the target's top-left corner (`Rect.contains` is
  ///   half-open, so x = 199 or y = 599 is outside), held the minimum 10 ms, single;
  /// - both pauses 0; sampling at 60 Hz with no jitter, coalescing or noise seed.
  static let expectedMinimum = TraceScript(
    sampling: TraceScript.Sampling(rate: 60, jitter: 0, coalescing: 1, noiseSeed: 0),
    steps: [
      .init(pause: 0, gesture: .stroke(Stroke(start: Point(x: 0, y: 0), angle: 0, speed: 3010, duration: 0.01))),
      .init(pause: 0, gesture: .tap(Tap(location: Point(x: 200, y: 600), hold: 0.01))),
    ])

  @Test func gridCandidatesApproachTheTargetFromTheSimplest() {
    // 3137 pt/s on the 10 pt/s grid is 313.7 units: whole = 313. QuickCheck's halving
    // offsets 313 − 313, 313 − 156, 313 − 78, 313 − 39, 313 − 19, 313 − 9, 313 − 4,
    // 313 − 2, 313 − 1 = 0, 157, 235, 274, 294, 304, 309, 311, 312 units, then the
    // snapped value 313 units.
    var speeds: [Double] = []
    let stroke = Stroke(start: Point(x: 0, y: 0), angle: 0, speed: 3137, duration: 0.01)
    let script = TraceScript(steps: [.init(pause: 0, gesture: .stroke(stroke))])
    // Record the speeds the shrinker proposes for this stroke, rejecting all.
    _ = TraceShrinker().shrink(script, failure: PropertyFailure(expected: "", actual: "")) { candidate in
      if case .stroke(let s) = candidate.steps.first?.gesture, s.speed != 3137 { speeds.append(s.speed) }
      return nil
    }
    #expect(speeds == [0, 1570, 2350, 2740, 2940, 3040, 3090, 3110, 3120, 3130])
  }

  @Test func plantedBugShrinksToOneFlickAndOneTap() {
    // Start from a messy failing script: four gestures at 240 Hz with jitter and
    // coalescing; a fast diagonal flick, a drag, a double tap on the target.
    let messy = TraceScript(
      sampling: TraceScript.Sampling(rate: 240, jitter: 0.25, coalescing: 4, noiseSeed: 12345),
      steps: [
        .init(pause: 0.4, gesture: .tap(Tap(location: Point(x: 12.34, y: 56.78), hold: 0.12))),
        .init(pause: 0.7, gesture: .stroke(Stroke(start: Point(x: 120.5, y: 300.25), angle: 33, speed: 5421, duration: 0.04))),
        .init(pause: 0.2, gesture: .stroke(Stroke(start: Point(x: 50, y: 50), angle: 90, speed: 150, duration: 0.5, rest: 0.1))),
        .init(pause: 0.55, gesture: .tap(Tap(location: Point(x: 287.5, y: 688.12), hold: 0.2, interval: 0.15))),
      ])
    guard let failure = PlantedBug.check(messy.render()) else {
      Issue.record("the messy script should fail")
      return
    }
    let outcome = TraceShrinker().shrink(messy, failure: failure) { PlantedBug.check($0.render()) }
    #expect(outcome.script == Self.expectedMinimum)
    #expect(outcome.script.gestures.map(\.kind) == [.flick, .tap])
    #expect(outcome.script.summary == "flick right at 3010 pt/s, then tap at (200, 600)")
    #expect(!outcome.reachedAttemptLimit)
    #expect(outcome.steps > 0 && outcome.attempts > outcome.steps)
    // Minimality, checked directly: the next speed down passes, and so does moving the
    // tap one point out of the target or dropping either gesture.
    var slower = Self.expectedMinimum
    slower.steps[0].gesture = .stroke(Stroke(start: Point(x: 0, y: 0), angle: 0, speed: 3000, duration: 0.01))
    #expect(PlantedBug.check(slower.render()) == nil)
    var outside = Self.expectedMinimum
    outside.steps[1].gesture = .tap(Tap(location: Point(x: 199, y: 600), hold: 0.01))
    #expect(PlantedBug.check(outside.render()) == nil)
    #expect(PlantedBug.check(TraceScript(steps: [Self.expectedMinimum.steps[1]]).render()) == nil)
    #expect(PlantedBug.check(Self.expectedMinimum.render()) != nil)
  }

  @Test func shrinkingAPassingPropertyChangesNothing() {
    let script = Gestures.TraceGenerator().generate(seed: 3)
    let outcome = TraceShrinker().shrink(script, failure: PropertyFailure(expected: "e", actual: "a")) { _ in nil }
    #expect(outcome.script == script)
    #expect(outcome.steps == 0)
    #expect(outcome.failure == PropertyFailure(expected: "e", actual: "a"))
  }

  @Test func everyCandidateIsValidAndShrinkingTerminatesWhenEverythingFails() {
    // A property that always fails accepts every proposal, so shrinking walks the
    // longest chain; it must still end (every proposal is strictly simpler) at the
    // empty script, and every trace on the way must be valid.
    for seed: UInt64 in 0..<20 {
      let script = Gestures.TraceGenerator().generate(seed: seed)
      var invalid: String?
      let outcome = TraceShrinker().shrink(script, failure: PropertyFailure(expected: "", actual: "")) { candidate in
        if invalid == nil, let violation = TraceValidity.violation(in: candidate.render(), viewport: candidate.viewport) {
          invalid = "\(candidate.description): \(violation)"
        }
        return PropertyFailure(expected: "", actual: "")
      }
      #expect(invalid == nil)
      #expect(outcome.script.steps.isEmpty)
      #expect(!outcome.reachedAttemptLimit)
    }
  }

  @Test func shrinkingWithoutDroppingReachesEveryTarget() {
    // "Fails while there are two strokes and a double tap": nothing can be dropped or
    // turned into a tap, so every number goes to its target. Expected: each stroke at
    // speed 0, 10 ms, no rest, angle 0, start (0, 0); the pan keeps two fingers with
    // its offset shrunk until it is as close as allowed (10 pt); the double tap at
    // (0, 0), held 10 ms, interval 0.
    let script = TraceScript(
      sampling: TraceScript.Sampling(rate: 120, jitter: 0.1, coalescing: 2, noiseSeed: 9),
      steps: [
        .init(pause: 0.3, gesture: .stroke(Stroke(start: Point(x: 33.3, y: 44.4), angle: 200, speed: 777, duration: 0.3, rest: 0.2))),
        .init(pause: 0.2, gesture: .stroke(Stroke(start: Point(x: 100, y: 200), angle: 45, speed: 400, duration: 0.2, fingers: 2, spread: Vector(dx: 60, dy: -80)))),
        .init(pause: 0.1, gesture: .tap(Tap(location: Point(x: 5, y: 6), hold: 0.05, interval: 0.2))),
      ])
    let shape: (TraceScript) -> PropertyFailure? = { candidate in
      let kinds = candidate.steps.map { step -> String in
        switch step.gesture {
        case .tap(let tap): return tap.interval == nil ? "tap" : "double"
        case .stroke(let stroke): return stroke.fingers == 2 ? "pan" : "stroke"
        }
      }
      return kinds == ["stroke", "pan", "double"] ? PropertyFailure(expected: "", actual: "") : nil
    }
    let outcome = TraceShrinker().shrink(script, failure: PropertyFailure(expected: "", actual: ""), failing: shape)
    let expected = TraceScript(steps: [
      .init(pause: 0, gesture: .stroke(Stroke(start: Point(x: 0, y: 0), angle: 0, speed: 0, duration: 0.01))),
      .init(pause: 0, gesture: .stroke(Stroke(
        start: Point(x: 0, y: 0), angle: 0, speed: 0, duration: 0.01, fingers: 2, spread: Vector(dx: 0, dy: -10)))),
      .init(pause: 0, gesture: .tap(Tap(location: Point(x: 0, y: 0), hold: 0.01, interval: 0))),
    ])
    // The pan's offset shrinks dx = 60 → 0 first (|(0, −80)| = 80 ≥ 10), then dy
    // towards 0 on the 1 pt grid while the distance stays ≥ 10: dy = −10.
    #expect(outcome.script == expected)
  }
}
