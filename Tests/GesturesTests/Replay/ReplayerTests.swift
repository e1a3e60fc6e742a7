import Gestures
import ScrollPhysics
import Testing

/// A scene that logs what it was given and comes to rest at a set time.
private struct LogScene: Scene {
  var restsAt: Double
  var now = -Double.infinity

  mutating func handle(_ event: TouchEvent, into records: inout [String]) {
    now = event.time
    records.append("event \(event.time)")
  }

  mutating func frame(at time: Double, into records: inout [String]) {
    now = time
    records.append("frame \(time)")
  }

  var isAtRest: Bool { now >= restsAt }
  // Frames are always needed: this scene checks the order of frames and events.
  var framesNeededFrom: Double? { -Double.infinity }
}

@Suite struct ReplayerTests {
  func event(_ t: Double) -> TouchEvent {
    TouchEvent(time: t, touches: [Touch(id: 0, phase: .moved, location: .zero)])
  }

  @Test func framesBeforeAnEventRunFirstAndTiesGoToTheEvent() {
    // 10 Hz from t = 1: frames at 1.0, 1.1, 1.2, … An event at 1.25 comes after the frames at 1.0,
    // 1.1 and 1.2; an event exactly at a frame time (1.5 = 1 + 5/10) comes before that frame.
    var replayer = Replayer(scene: LogScene(restsAt: 0), refreshRate: 10, startTime: 1)
    var log: [String] = []
    replayer.feed(event(1.25), into: &log)
    #expect(log == ["frame 1.0", "frame 1.1", "frame 1.2", "event 1.25"])
    log = []
    replayer.feed(event(1.5), into: &log)
    #expect(log == ["frame 1.3", "frame 1.4", "event 1.5"])
    log = []
    // The scene is at rest at once: finish runs the frame at the last event's time, then stops.
    let rested = replayer.finish(into: &log)
    #expect(rested)
    #expect(log == ["frame 1.5"])
  }

  @Test func anEventWithinAMicrosecondAfterAFrameTimeIsPartOfThatFrame() {
    // 120 Hz from t = 0.1: frame 8 is at 0.1 + 8/120 = 0.16666666666666669 s. A trace writes that
    // instant with six decimals as 0.166667, a third of a microsecond later. The event belongs to
    // frame 8: the frame runs after it, at the event's own time (time never goes back), and shows it.
    var replayer = Replayer(scene: LogScene(restsAt: .infinity), refreshRate: 120, startTime: 0.1)
    var log: [String] = []
    replayer.feed(event(0.158333), into: &log)  // 0.1 + 7/120 = 0.15833333333333333, written rounded down
    #expect(replayer.frameTime(8) == 0.16666666666666669)
    // Frames 0…6 come before it; frame 7 (0.15833333333333333) is after it.
    #expect(log.count == 8 && log.last == "event 0.158333")
    log = []
    replayer.feed(event(0.166667), into: &log)
    // Frame 7 (0.158333…, after the event at 0.158333) runs; frame 8 waits for the event.
    #expect(log == ["frame 0.15833333333333333", "event 0.166667"])
    log = []
    replayer.feed(event(0.175), into: &log)
    // Frame 8 runs at 0.166667 and shows that event; frame 9 (0.175 exactly) comes after the next.
    #expect(log == ["frame 0.166667", "event 0.175"])
  }

  @Test func anEventMoreThanAMicrosecondAfterAFrameTimeComesAfterThatFrame() {
    // 10 Hz from 0: frame 3 at 3/10 = 0.3. An event 2 µs later is not part of it: the frame
    // runs first, at its grid time. An event 0.9 µs after frame 5 (0.5) is part of frame 5.
    var replayer = Replayer(scene: LogScene(restsAt: .infinity), refreshRate: 10, startTime: 0)
    var log: [String] = []
    replayer.feed(event(0.300002), into: &log)
    #expect(log == ["frame 0.0", "frame 0.1", "frame 0.2", "frame 0.3", "event 0.300002"])
    log = []
    replayer.feed(event(0.5000009), into: &log)
    #expect(log == ["frame 0.4", "event 0.5000009"])
    log = []
    replayer.feed(event(0.6), into: &log)
    #expect(log == ["frame 0.5000009", "event 0.6"])
  }

  @Test func frameTimesDoNotAccumulateRoundingError() {
    // Frame k is at start + k/rate, computed from k: frame 120 at 120 Hz is at exactly start + 1.
    let replayer = Replayer(scene: LogScene(restsAt: 0), refreshRate: 120, startTime: 0.5)
    #expect(replayer.frameTime(120) == 1.5)
    #expect(replayer.frameTime(0) == 0.5)
  }

  @Test func finishRunsUntilRestOrTheLimit() {
    // Rests at 2.0: frames 1.0 … 2.0 after an event at 1.0 (at 10 Hz, 11 frames).
    var resting = Replayer(scene: LogScene(restsAt: 2.0), refreshRate: 10, startTime: 0, settleLimit: 5)
    var log: [String] = []
    resting.feed(event(1.0), into: &log)
    log = []
    let rests = resting.finish(into: &log)
    #expect(rests)
    #expect(log.count == 11 && log.last == "frame 2.0")
    // Never rests: frames stop once the next would be more than 0.5 s after the last event (1.0):
    // 1.0, 1.1, …, 1.5, and finish reports false.
    var moving = Replayer(scene: LogScene(restsAt: .infinity), refreshRate: 10, startTime: 0, settleLimit: 0.5)
    moving.feed(event(1.0), into: &log)
    log = []
    let stops = moving.finish(into: &log)
    #expect(!stops)
    #expect(log == ["frame 1.0", "frame 1.1", "frame 1.2", "frame 1.3", "frame 1.4", "frame 1.5"])
  }
}
