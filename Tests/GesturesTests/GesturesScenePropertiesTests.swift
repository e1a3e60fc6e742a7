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
