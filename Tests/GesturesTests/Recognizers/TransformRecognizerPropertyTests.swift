import Gestures
import ScrollPhysics
import Testing

// Property-style tests over seeded random traces (SplitMix64, so every run sees the
// same traces): the continuity of a pinch's scale when a finger is replaced, and the
// state graph of the continuous recognizers.

/// A seeded random multi-finger trace, one event every 1/120 s.
struct RandomFingers {
  var rng: SplitMix64
  var fingers: [(id: Int, location: Point)] = []
  var nextID = 0
  var time = 0.0

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &rng)
  }

  mutating func event(_ touches: [Touch]) -> TouchEvent {
    time += 1.0 / 120
    return TouchEvent(time: time, touches: touches)
  }

  /// A finger lands somewhere on a 400 × 800 screen.
  mutating func land() -> TouchEvent {
    let location = Point(x: uniform(20...380), y: uniform(20...780))
    fingers.append((nextID, location))
    nextID += 1
    return event([Touch(id: nextID - 1, phase: .began, location: location)])
  }

  /// A random finger lifts (or, with `cancelling`, is cancelled).
  mutating func lift(cancelling: Bool = false) -> TouchEvent {
    let i = Int.random(in: 0..<fingers.count, using: &rng)
    let finger = fingers.remove(at: i)
    return event([Touch(id: finger.id, phase: cancelling ? .cancelled : .ended, location: finger.location)])
  }

  /// Every finger lifts.
  mutating func liftAll() -> TouchEvent {
    let touches = fingers.map { Touch(id: $0.id, phase: .ended, location: $0.location) }
    fingers.removeAll()
    return event(touches)
  }

  /// Every finger moves: a random scale (0.97–1.03), turn (±3°) and shift (±3 pt)
  /// about the centroid.
  mutating func move() -> TouchEvent {
    let n = Double(fingers.count)
    let cx = fingers.reduce(0) { $0 + $1.location.x } / n
    let cy = fingers.reduce(0) { $0 + $1.location.y } / n
    let scale = uniform(0.97...1.03)
    let turn = uniform(-3...3) * Double.pi / 180
    let shift = Vector(dx: uniform(-3...3), dy: uniform(-3...3))
    let c = Elementary.cos(turn) * scale
    let s = Elementary.sin(turn) * scale
    var touches: [Touch] = []
    for i in fingers.indices {
      let rx = fingers[i].location.x - cx
      let ry = fingers[i].location.y - cy
      let moved = Point(x: cx + c * rx - s * ry + shift.dx, y: cy + s * rx + c * ry + shift.dy)
      fingers[i].location = moved
      touches.append(Touch(id: fingers[i].id, phase: .moved, location: moved))
    }
    return event(touches)
  }

  /// The distance between the two fingers down (there must be exactly two).
  var pairDistance: Double { (fingers[1].location - fingers[0].location).length }
}

@Suite struct TransformRecognizerPropertyTests {
  /// Pinch scale continuity when a finger is replaced. While a pinch is active,
  /// `scale = d_last / d₀` holds after every event (d_last the pair's distance at the
  /// last event with two fingers down). So: an event that lands or lifts a finger leaves
  /// the scale exactly as it was; an event that moves the two fingers multiplies it by
  /// d / d_previous when the pinch dominates, and leaves it otherwise, even when one of
  /// the two is a finger that replaced a lifted one.
  @Test func pinchScaleIsContinuousWhenAFingerIsReplaced() {
    var replacementsChecked = 0
    for seed in UInt64(1)...300 {
      var trace = RandomFingers(seed: seed)
      var pinch = PinchRecognizer()
      _ = pinch.handle(trace.land())
      _ = pinch.handle(trace.land())
      // Spread until it begins (2 pt per event, at most 10 events).
      var spread = 0
      while pinch.state == .possible && spread < 10 {
        let dx = (trace.fingers[1].location.x >= trace.fingers[0].location.x) ? 1.0 : -1.0
        trace.fingers[0].location.x -= dx
        trace.fingers[1].location.x += dx
        _ = pinch.handle(
          trace.event(trace.fingers.map { Touch(id: $0.id, phase: .moved, location: $0.location) }))
        spread += 1
      }
      guard pinch.state == .began || pinch.state == .changed else { continue }
      var replaced = false
      for _ in 0..<40 {
        let before = pinch.scale
        let distanceBefore = trace.fingers.count == 2 ? trace.pairDistance : 0
        let roll = trace.uniform(0...1)
        if trace.fingers.count == 2 && roll < 0.15 {
          _ = pinch.handle(trace.lift())
          #expect(pinch.scale == before, "seed \(seed): a lift changed the scale")
        } else if trace.fingers.count == 1 && roll < 0.4 {
          _ = pinch.handle(trace.land())
          #expect(pinch.scale == before, "seed \(seed): a landing changed the scale")
          replaced = true
        } else {
          let twoMoved = trace.fingers.count == 2
          _ = pinch.handle(trace.move())
          if twoMoved && pinch.dominantComponent == .pinch {
            let expected = before * trace.pairDistance / distanceBefore
            #expect(
              abs(pinch.scale - expected) <= 1e-12 * expected,
              "seed \(seed): scale \(pinch.scale), expected \(expected)")
            if replaced { replacementsChecked += 1 }
          } else {
            #expect(pinch.scale == before, "seed \(seed): the scale moved without the pinch dominating")
          }
        }
        #expect(pinch.state == .changed || pinch.state == .began, "seed \(seed): the pinch stopped")
      }
    }
    // The property was exercised on many moves of a replaced pair.
    #expect(replacementsChecked > 500, "only \(replacementsChecked) moves after a replacement")
  }

  /// UIKit's continuous state graph, for pinch and rotation, over random traces of up
  /// to three fingers with lifts, cancels and landings:
  /// possible → began → changed* → ended | cancelled, or possible → failed; nothing
  /// after a terminal state until the recognizer is possible again (all its fingers
  /// lifted); a failure carries no value, every other output the recognizer's value; a
  /// begin happens with exactly two fingers down.
  @Test func continuousRecognizersFollowUIKitsStateGraph() {
    var began = [0, 0]
    var finished = [0, 0]
    for seed in UInt64(1)...300 {
      var trace = RandomFingers(seed: seed &* 7919)
      var pinch = PinchRecognizer()
      var rotation = RotationRecognizer()
      var logical: [GestureState] = [.possible, .possible]
      for step in 0..<80 {
        let roll = trace.uniform(0...1)
        let event: TouchEvent
        if step == 79 {
          event = trace.liftAll()
        } else if trace.fingers.count < 3 && (trace.fingers.count < 2 || roll < 0.12) {
          event = trace.land()
        } else if !trace.fingers.isEmpty && roll < 0.2 {
          event = trace.lift(cancelling: roll < 0.03)
        } else {
          event = trace.move()
        }
        let outputs = [pinch.handle(event), rotation.handle(event)]
        let states = [pinch.state, rotation.state]
        for k in 0..<2 {
          for output in outputs[k] {
            let from = logical[k]
            let allowed: Bool
            switch (from, output.state) {
            case (.possible, .began), (.possible, .failed): allowed = true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): allowed = true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): allowed = true
            case (.possible, _), (.began, _), (.changed, _), (.ended, _), (.cancelled, _), (.failed, _):
              allowed = false
            }
            #expect(allowed, "seed \(seed) step \(step): \(from) → \(output.state) (\(k == 0 ? "pinch" : "rotation"))")
            switch output.state {
            case .failed:
              #expect(output.transform == nil)
            case .began:
              began[k] += 1
              #expect(output.numberOfTouches == 2)
              #expect(k == 0 ? output.transform?.scale != nil : output.transform?.rotation != nil)
            case .changed, .ended, .cancelled:
              if output.state != .changed { finished[k] += 1 }
              #expect(k == 0 ? output.transform?.scale != nil : output.transform?.rotation != nil)
            case .possible:
              Issue.record("possible is never an output")
            }
            logical[k] = output.state
          }
          // Back to possible once the gesture is over and its fingers have lifted.
          if states[k] == .possible { logical[k] = .possible }
          #expect(states[k] == logical[k], "seed \(seed) step \(step): state \(states[k]) after \(logical[k])")
        }
      }
      #expect(pinch.state == .possible && rotation.state == .possible)
    }
    // Both recognizers began and finished many gestures.
    #expect(began[0] > 100 && began[1] > 100 && finished[0] > 100 && finished[1] > 100, "\(began) \(finished)")
  }
}
