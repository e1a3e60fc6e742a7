@testable import Gestures
import ScrollPhysics
import Testing

/// The gestures scene's properties are not vacuous: their generator makes traces in
/// which every kind succeeds (so the checks that look at successes have something to
/// check), and the state-graph check rejects sequences UIKit never produces.
@Suite struct GesturesScenePropertiesTests {
  @Test func theGeneratorMakesEveryKindSucceed() {
    var successes: [RecognizerKind: Int] = [:]
    for seed in 0..<200 as Range<UInt64> {
      let events = GesturesSceneProperties.generator.generate(seed: seed).render()
      for record in GesturesSceneProperties.summary(events).records where record.output.state == .began || (record.kind.isDiscrete && record.output.state == .ended) {
        successes[record.kind, default: 0] += 1
      }
    }
    for kind in RecognizerKind.allCases {
      #expect((successes[kind] ?? 0) > 0, "no \(kind.rawValue) succeeded in 200 generated traces")
    }
  }

  /// `pinch-scale-continuity` holds on traces that replace fingers mid-pinch (the
  /// seeded traces of `TransformRecognizerPropertyTests`: two fingers spread until the
  /// pinch begins, then random lifts, landings and moves), and these traces do reach
  /// its multiplicative rule after a replacement; its generator makes pinches begin
  /// (`theGeneratorMakesEveryKindSucceed`).
  @Test func pinchScaleContinuityHoldsWhenFingersAreReplaced() {
    var replacedPinches = 0
    for seed in UInt64(1)...100 {
      var trace = RandomFingers(seed: seed)
      var events = [trace.land(), trace.land()]
      for _ in 0..<10 {
        let dx = (trace.fingers[1].location.x >= trace.fingers[0].location.x) ? 1.0 : -1.0
        trace.fingers[0].location.x -= dx
        trace.fingers[1].location.x += dx
        events.append(trace.event(trace.fingers.map { Touch(id: $0.id, phase: .moved, location: $0.location) }))
      }
      var landedAgain = false
      for _ in 0..<40 {
        let roll = trace.uniform(0...1)
        if trace.fingers.count == 2 && roll < 0.15 {
          events.append(trace.lift())
        } else if trace.fingers.count == 1 && roll < 0.4 {
          events.append(trace.land())
          landedAgain = true
        } else {
          events.append(trace.move())
        }
      }
      events.append(trace.liftAll())
      if landedAgain { replacedPinches += 1 }
      let failure = GesturesSceneProperties.checkPinchContinuity(events)
      #expect(failure == nil, "seed \(seed): \(String(describing: failure))")
    }
    #expect(replacedPinches > 30, "only \(replacedPinches) traces replaced a finger")
  }

  /// The state-graph check rejects a continuous recognizer that changes before it
  /// began, and a discrete one that begins.
  @Test func theStateGraphCheckRejectsWrongSequences() {
    let changed = GestureOutput(recognizer: 0, state: .changed, time: 0, location: .zero, numberOfTouches: 1)
    #expect(GesturesSceneProperties.checkGraph([changed], kind: .longPress, label: "x") != nil)
    let began = GestureOutput(recognizer: 0, state: .began, time: 0, location: .zero, numberOfTouches: 1)
    #expect(GesturesSceneProperties.checkGraph([began], kind: .swipe, label: "x") != nil)
    #expect(GesturesSceneProperties.checkGraph([began], kind: .pan, label: "x") != nil)  // never ended
    var ended = began
    ended.state = .ended
    #expect(GesturesSceneProperties.checkGraph([began, ended], kind: .pan, label: "x") == nil)
  }
}
