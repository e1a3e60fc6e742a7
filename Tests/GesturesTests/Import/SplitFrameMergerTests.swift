@testable import Gestures
import ScrollPhysics
import Testing

/// The split-frame rule (docs/recording.md, "Split frames"): events of different fingers less than
/// 2 ms after the first report of an event are one digitizer frame.
@Suite struct SplitFrameMergerTests {
  func moved(_ id: Int, _ x: Double, coalesced: Bool = false) -> Touch {
    Touch(id: id, phase: .moved, location: Point(x: x, y: 0), isCoalesced: coalesced)
  }

  func run(_ events: [TouchEvent]) -> [TouchEvent] {
    var merger = SplitFrameMerger(interval: 0.002)
    var out: [TouchEvent] = []
    for (index, event) in events.enumerated() {
      if let complete = merger.add(event, line: index + 1) { out.append(complete) }
    }
    if let last = merger.flush() { out.append(last) }
    return out
  }

  @Test func differentFingersWithinTwoMillisecondsAreOneEventAtTheLaterTime() {
    let out = run([
      TouchEvent(time: 1.0, touches: [moved(1, 10)]),
      TouchEvent(time: 1.00057, touches: [moved(0, 20)]),
      TouchEvent(time: 1.0167, touches: [moved(1, 11)]),
    ])
    #expect(out.map(\.time) == [1.00057, 1.0167])
    #expect(out[0].touches.map(\.id) == [1, 0])
  }

  @Test func theWindowCountsFromTheFirstReport() {
    // 1.0, 1.0015 (joins: 1.5 ms), 1.0025 (2.5 ms after the first report: a new event).
    let out = run([
      TouchEvent(time: 1.0, touches: [moved(0, 1)]),
      TouchEvent(time: 1.0015, touches: [moved(1, 1)]),
      TouchEvent(time: 1.0025, touches: [moved(2, 1)]),
    ])
    #expect(out.map(\.time) == [1.0015, 1.0025])
  }

  @Test func theSameFingerCoalescedSamplesAndCancellationsStartNewEvents() {
    let out = run([
      TouchEvent(time: 1.0, touches: [moved(0, 1)]),
      TouchEvent(time: 1.0005, touches: [moved(0, 2)]),
      TouchEvent(time: 1.001, touches: [moved(1, 2, coalesced: true)]),
      TouchEvent(time: 1.0012, touches: [Touch(id: 2, phase: .cancelled, location: Point(x: 0, y: 0))]),
    ])
    #expect(out.map(\.time) == [1.0, 1.0005, 1.001, 1.0012])
  }

  @Test func zeroMergesNothing() {
    var merger = SplitFrameMerger(interval: 0)
    #expect(merger.add(TouchEvent(time: 1, touches: [moved(0, 1)]), line: 1) == nil)
    #expect(merger.add(TouchEvent(time: 1.0001, touches: [moved(1, 1)]), line: 2)?.time == 1)
    #expect(merger.completedLine == 1)
  }
}
