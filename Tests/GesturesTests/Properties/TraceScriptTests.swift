import Gestures
import ScrollPhysics
import Testing

/// Rendering and descriptions of hand-written scripts; every expected event is worked
/// out in the comments from the rules in `TraceScript.render(into:)`.
@Suite struct TraceScriptTests {
  typealias Tap = ScriptedGesture.Tap
  typealias Stroke = ScriptedGesture.Stroke

  static func event(_ time: Double, _ touches: Touch...) -> TouchEvent {
    TouchEvent(time: time, touches: touches)
  }

  static func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, coalesced: Bool = false) -> Touch {
    Touch(id: id, phase: phase, location: Point(x: x, y: y), isCoalesced: coalesced)
  }

  @Test func tapAndDoubleTap() {
    // Tap at 0.5 s held 0.08 s: down 0.5, up 0.58. Then, 0.3 s later, a double tap
    // held 0.05 s with 0.2 s between: down 0.88, up 0.93, down 1.13, up 1.18.
    let script = TraceScript(steps: [
      .init(pause: 0.5, gesture: .tap(Tap(location: Point(x: 30, y: 69), hold: 0.08))),
      .init(pause: 0.3, gesture: .tap(Tap(location: Point(x: 10.5, y: 20.25), hold: 0.05, interval: 0.2))),
    ])
    #expect(script.render() == [
      Self.event(0.5, Self.touch(0, .began, 30, 69)),
      Self.event(0.58, Self.touch(0, .ended, 30, 69)),
      Self.event(0.88, Self.touch(0, .began, 10.5, 20.25)),
      Self.event(0.93, Self.touch(0, .ended, 10.5, 20.25)),
      Self.event(1.13, Self.touch(0, .began, 10.5, 20.25)),
      Self.event(1.18, Self.touch(0, .ended, 10.5, 20.25)),
    ])
    #expect(script.summary == "tap at (30, 69), then double tap at (10.5, 20.25)")
  }

  @Test func flickAt120Hz() {
    // 1200 pt/s right for 0.05 s at 120 Hz: n = ⌈0.05 × 120⌉ = 6 samples at
    // 50,000 µs × k / 6 (integer division): 8333, 16666, 25000, 33333, 41666, 50000 µs.
    // x = 100 + 1200 × t: 109.9996 → 110, 119.9992 → 120, 130, 139.9996 → 140,
    // 149.9992 → 150, 160 (rounded to 0.01 pt). The last sample is the lift.
    let script = TraceScript(sampling: .init(rate: 120), steps: [
      .init(pause: 0, gesture: .stroke(Stroke(start: Point(x: 100, y: 420), angle: 0, speed: 1200, duration: 0.05)))
    ])
    #expect(script.render() == [
      Self.event(0, Self.touch(0, .began, 100, 420)),
      Self.event(0.008333, Self.touch(0, .moved, 110, 420)),
      Self.event(0.016666, Self.touch(0, .moved, 120, 420)),
      Self.event(0.025, Self.touch(0, .moved, 130, 420)),
      Self.event(0.033333, Self.touch(0, .moved, 140, 420)),
      Self.event(0.041666, Self.touch(0, .moved, 150, 420)),
      Self.event(0.05, Self.touch(0, .ended, 160, 420)),
    ])
    #expect(script.summary == "flick right at 1200 pt/s")
    #expect(script.gestures.map(\.kind) == [.flick])
  }

  @Test func restingSwipeLiftsAfterItsRest() {
    // 200 pt/s down for 0.02 s at 60 Hz: n = ⌈1.2⌉ = 2 samples at 10,000 and 20,000 µs,
    // y = 50 + 200 × t = 52, 54; both are moves because the fingers rest; the lift
    // comes 0.1 s after the motion, at 0.12 s, where the finger rests.
    let script = TraceScript(steps: [
      .init(pause: 0, gesture: .stroke(Stroke(start: Point(x: 50, y: 50), angle: 90, speed: 200, duration: 0.02, rest: 0.1)))
    ])
    #expect(script.render() == [
      Self.event(0, Self.touch(0, .began, 50, 50)),
      Self.event(0.01, Self.touch(0, .moved, 50, 52)),
      Self.event(0.02, Self.touch(0, .moved, 50, 54)),
      Self.event(0.12, Self.touch(0, .ended, 50, 54)),
    ])
    #expect(script.summary == "swipe down at 200 pt/s, resting 0.1 s")
    #expect(script.gestures.map(\.kind) == [.restingSwipe])
  }

  @Test func twoFingerPanWithCoalescedSamples() {
    // 500 pt/s up for 0.02 s at 240 Hz delivered at 60 Hz (4 samples per event):
    // n = ⌈4.8⌉ = 5 samples every 4000 µs; y falls by 500 × 0.004 = 2 pt per sample.
    // Samples 1–3 are coalesced (k mod 4 ≠ 0), sample 4 is delivered, sample 5 lifts.
    // The second finger starts 50 pt to the right and moves in parallel.
    let script = TraceScript(sampling: .init(rate: 240, coalescing: 4), steps: [
      .init(pause: 0.1, gesture: .stroke(Stroke(
        start: Point(x: 100, y: 400), angle: 270, speed: 500, duration: 0.02, fingers: 2, spread: Vector(dx: 50, dy: 0))))
    ])
    #expect(script.render() == [
      Self.event(0.1, Self.touch(0, .began, 100, 400), Self.touch(1, .began, 150, 400)),
      Self.event(0.104, Self.touch(0, .moved, 100, 398, coalesced: true), Self.touch(1, .moved, 150, 398, coalesced: true)),
      Self.event(0.108, Self.touch(0, .moved, 100, 396, coalesced: true), Self.touch(1, .moved, 150, 396, coalesced: true)),
      Self.event(0.112, Self.touch(0, .moved, 100, 394, coalesced: true), Self.touch(1, .moved, 150, 394, coalesced: true)),
      Self.event(0.116, Self.touch(0, .moved, 100, 392), Self.touch(1, .moved, 150, 392)),
      Self.event(0.12, Self.touch(0, .ended, 100, 390), Self.touch(1, .ended, 150, 390)),
    ])
    #expect(script.summary == "two-finger pan up at 500 pt/s")
    #expect(script.gestures.map(\.kind) == [.twoFingerPan])
  }

  @Test func fingersStopAtTheScreenEdgeAndStillFingersSendNoMoves() {
    // 1000 pt/s left from x = 5 for 0.02 s at 60 Hz: samples at 0.01 s (x = −5 → 0)
    // and 0.02 s (x = −15 → 0, unchanged, but it is the lift so it is sent).
    let left = TraceScript(steps: [
      .init(pause: 0, gesture: .stroke(Stroke(start: Point(x: 5, y: 100), angle: 180, speed: 1000, duration: 0.02, ending: .cancelled)))
    ])
    #expect(left.render() == [
      Self.event(0, Self.touch(0, .began, 5, 100)),
      Self.event(0.01, Self.touch(0, .moved, 0, 100)),
      Self.event(0.02, Self.touch(0, .cancelled, 0, 100)),
    ])
    #expect(left.summary == "cancelled flick left at 1000 pt/s")
    #expect(left.gestures.map(\.kind) == [.cancelledTouch])
    // Speed 0 for 0.3 s: no sample moves, so only the touch-down and the lift.
    let press = TraceScript(steps: [
      .init(pause: 0, gesture: .stroke(Stroke(start: Point(x: 7, y: 8), angle: 0, speed: 0, duration: 0.3)))
    ])
    #expect(press.render() == [Self.event(0, Self.touch(0, .began, 7, 8)), Self.event(0.3, Self.touch(0, .ended, 7, 8))])
    #expect(press.summary == "press at (7, 8) for 0.3 s")
  }

  @Test func gesturesNeverShareAnEvent() {
    // A pause of 0 still leaves TraceScript.minimumGap (1 ms) between the tap's lift at
    // 0.05 s and the next touch-down, and a too-short hold renders as 10 ms.
    let script = TraceScript(steps: [
      .init(pause: 0, gesture: .tap(Tap(location: Point(x: 1, y: 1), hold: 0.05))),
      .init(pause: 0, gesture: .tap(Tap(location: Point(x: 2, y: 2), hold: 0.001))),
    ])
    #expect(script.render().map(\.time) == [0, 0.05, 0.051, 0.061])
  }

  @Test func jitterMovesInteriorSamplesWithinItsBound() {
    // 0.5 s at 120 Hz: 60 samples 8333.3 µs apart; jitter 0.3 moves each interior
    // sample by at most 0.3 × 8333.3 = 2500 µs (+1 µs of rounding); the lift stays at
    // 0.5 s. Positions follow the jittered time, so x − 100 = 100 × t (to 0.01 pt).
    let script = TraceScript(sampling: .init(rate: 120, jitter: 0.3, noiseSeed: 5), steps: [
      .init(pause: 0, gesture: .stroke(Stroke(start: Point(x: 100, y: 100), angle: 0, speed: 100, duration: 0.5)))
    ])
    let events = script.render()
    #expect(events.count == 61)
    #expect(events.last?.time == 0.5)
    var moved = false
    for (k, event) in events.enumerated().dropFirst() {
      let nominal = Double(500_000 * k / 60) / 1e6
      #expect(abs(event.time - nominal) <= 0.002501)
      if event.time != nominal { moved = true }
      let x = event.touches[0].location.x
      #expect(abs((x - 100) - 100 * event.time) <= 0.005 + 1e-9)
    }
    #expect(moved)
    #expect(TraceValidity.violation(in: events, viewport: script.viewport) == nil)
  }

  @Test func renderingIntoAReusedArrayGivesTheSameEvents() {
    // render(into:) reuses the array and its touch arrays in place; a copy the caller
    // kept must not change, and a shorter trace must not keep the longer one's tail.
    let generator = Gestures.TraceGenerator()
    var buffer: [TouchEvent] = []
    var kept: [[TouchEvent]] = []
    for seed: UInt64 in 0..<50 {
      let script = generator.generate(seed: seed)
      script.render(into: &buffer)
      #expect(buffer == script.render())
      if seed % 5 == 0 { kept.append(buffer) }
    }
    for (index, copy) in kept.enumerated() {
      #expect(copy == generator.generate(seed: UInt64(index * 5)).render())
    }
  }

  @Test func fullDescriptionListsEveryParameter() {
    let script = TraceScript(sampling: .init(rate: 240, jitter: 0.2, coalescing: 4, noiseSeed: 7), steps: [
      .init(pause: 0.25, gesture: .stroke(Stroke(start: Point(x: 10, y: 20.5), angle: 37, speed: 900, duration: 0.1))),
      .init(pause: 0, gesture: .tap(Tap(location: Point(x: 30, y: 69), hold: 0.08, interval: 0.3))),
    ])
    #expect(script.summary == "flick down-right (37°) at 900 pt/s, then double tap at (30, 69)")
    let pan = ScriptedGesture.stroke(Stroke(
      start: Point(x: 100, y: 200), angle: 315, speed: 250.4, duration: 0.5, rest: 0.05,
      fingers: 2, spread: Vector(dx: -27.53, dy: -0.5), ending: .cancelled))
    #expect(pan.summary == "cancelled two-finger pan up-right at 250 pt/s, resting 0.05 s")
    #expect(pan.description == "cancelled two-finger pan up-right at 250 pt/s from (100, 200) for 0.5 s, resting 0.05 s, second finger at offset (-27.53, -0.5)")
    #expect(pan.kind == .cancelledTouch)
    #expect(script.description == "240 Hz, jitter ±0.2 of the spacing, 4 samples per event (noise seed 7); "
      + "at 0.25 s: flick down-right (37°) at 900 pt/s from (10, 20.5) for 0.1 s; "
      + "after 0 s: double tap at (30, 69) held 0.08 s, second tap 0.3 s after the first lift")
  }
}
