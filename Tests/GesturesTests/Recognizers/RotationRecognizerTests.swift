import Gestures
import ScrollPhysics
import Testing

// Events every 1/120 s. Two fingers on opposite sides of a centre (`fingerPair`), the
// line from finger 0 to finger 1 at φ degrees clockwise on screen. Expected values are
// derived by hand from UIKit's rotation laws (docs/recognizers.md, "Rotation"): the
// pair's angle θ = atan2(y₀ − y₁, x₁ − x₀) = −φ, rotation = θ_initial − θ + 2π·turns
// (clockwise positive), the threshold 5° + 5°·√min(|d − d₀|/d₀, 1) converted with
// 0.017453 and rounded to single precision (5° → 0.0872649997…), removed at the begin,
// and the velocity Δrotation / Δt reported as 0.75·v_prev + 0.25·v when v_prev ≠ 0.
// Positions come from sin and cos, so values are compared to 1e-9.

@Suite struct RotationRecognizerTests {
  /// The suggested test `rotation-begin` (UIKIT-RECOGNIZERS §4): two fingers 200 pt apart
  /// turning clockwise about their midpoint by 1.2° per event, distance constant. The
  /// analyzer sees a pure rotation (tangential 100·sin 1.2° per finger; radial
  /// 100·(1 − cos 1.2°), weighted 0.25 × far less; no translation).
  @Test func rotationBeginsPastFiveDegreesWithTheThresholdRemoved() {
    let threshold = uikitThreshold(degrees: 5)  // 0.0872649997472763 rad
    var store = TransformStore(RotationRecognizer())
    func pair(_ phase: TouchPhase, _ k: Int) -> [Touch] {
      fingerPair(phase, center: (200, 400), radius: 100, degrees: 1.2 * Double(k))
    }
    store.send(TouchEvent(time: 0, touches: pair(.began, 0)), state: .possible)
    // Events 1–4: 1.2°, 2.4°, 3.6°, 4.8° = 0.0837758 rad ≤ 0.0872650: no begin.
    for k in 1...4 { store.send(TouchEvent(time: Double(k) / 120, touches: pair(.moved, k)), state: .possible) }
    // Event 5: 6.0° = 0.1047198 rad > threshold → began; the initial angle moves by the
    // threshold toward the current one: rotation = 0.1047197551 − 0.0872649997 =
    // 0.0174547554 rad. Velocity over Δt = 5/120 from the touch-down (the time base is
    // not moved before the begin): 0.1047197551 / (5/120) = 2.5132741229 rad/s
    // (= 1.2°·120, the steady rate), reported as is.
    store.send(
      TouchEvent(time: 5.0 / 120, touches: pair(.moved, 5)),
      [
        rotationOutput(
          .began, t: 5.0 / 120, at: (200, 400), radians: radians(6) - threshold, velocity: radians(6) * 24,
          touches: 2)
      ],
      state: .began)
    // Event 6: rotation grows by 1.2°; v = 1.2°·120 = 2.5132741229, previous the same.
    store.send(
      TouchEvent(time: 6.0 / 120, touches: pair(.moved, 6)),
      [
        rotationOutput(
          .changed, t: 6.0 / 120, at: (200, 400), radians: radians(7.2) - threshold, velocity: radians(1.2) * 120,
          touches: 2)
      ],
      state: .changed)
    store.send(
      TouchEvent(time: 7.0 / 120, touches: pair(.ended, 6)),
      [
        rotationOutput(
          .ended, t: 7.0 / 120, at: (200, 400), radians: radians(7.2) - threshold, velocity: radians(1.2) * 120,
          touches: 0)
      ],
      state: .possible)
  }

  /// Counter-clockwise on screen is negative: the same trace turning the other way.
  @Test func counterClockwiseIsNegative() {
    let threshold = uikitThreshold(degrees: 5)
    var store = TransformStore(RotationRecognizer())
    func pair(_ phase: TouchPhase, _ k: Int) -> [Touch] {
      fingerPair(phase, center: (200, 400), radius: 100, degrees: -1.2 * Double(k))
    }
    store.send(TouchEvent(time: 0, touches: pair(.began, 0)), state: .possible)
    for k in 1...4 { store.send(TouchEvent(time: Double(k) / 120, touches: pair(.moved, k)), state: .possible) }
    store.send(
      TouchEvent(time: 5.0 / 120, touches: pair(.moved, 5)),
      [
        rotationOutput(
          .began, t: 5.0 / 120, at: (200, 400), radians: -(radians(6) - threshold), velocity: -radians(6) * 24,
          touches: 2)
      ],
      state: .began)
  }

  /// Turns are counted: 4° per event clockwise up to 400°, through the ±180° jump of the
  /// pair's angle (a jump of more than 90° counts a turn).
  @Test func turnsAreCountedWithoutWrapping() {
    let threshold = uikitThreshold(degrees: 5)
    var rotation = RotationRecognizer()
    var last: GestureOutput?
    for k in 0...100 {
      let phase: TouchPhase = k == 0 ? .began : .moved
      let event = TouchEvent(
        time: Double(k) / 120, touches: fingerPair(phase, center: (200, 400), radius: 100, degrees: 4 * Double(k)))
      for output in rotation.handle(event) { last = output }
      // Event 1: 4° ≤ threshold; event 2: 8° > threshold → began.
      if k == 1 { #expect(rotation.state == .possible) }
      if k == 2 { #expect(last?.state == .began) }
    }
    // After event 100: 400° − the threshold = 6.9813170080 − 0.0872649997 =
    // 6.8940520082 rad (> 2π); velocity 4°·120 = 8.3775804096 rad/s.
    #expect(last?.state == .changed)
    #expect(approximatelyEqual(last?.transform?.rotation ?? 0, radians(400) - threshold))
    #expect(approximatelyEqual(rotation.velocity, radians(4) * 120))
  }

  /// The threshold grows with the pinch: the distance goes from 200 to 250 (|d − d₀|/d₀
  /// = 0.25, √ = 0.5) → 5° + 5°·0.5 = 7.5° → 0.1308975071 rad after rounding.
  @Test func theThresholdGrowsWithThePinch() {
    let threshold = uikitThreshold(degrees: 7.5)  // 0.13089750707149506
    var store = TransformStore(RotationRecognizer())
    store.send(
      TouchEvent(time: 0, touches: fingerPair(.began, center: (200, 400), radius: 100, degrees: 0)),
      state: .possible)
    // Event 1: spread to 250 without turning (angle unchanged: no rotation to test).
    store.send(
      TouchEvent(time: 1.0 / 120, touches: fingerPair(.moved, center: (200, 400), radius: 125, degrees: 0)),
      state: .possible)
    // Event 2: 7° = 0.1221730 rad ≤ 0.1308975: no begin (5° alone would have begun).
    store.send(
      TouchEvent(time: 2.0 / 120, touches: fingerPair(.moved, center: (200, 400), radius: 125, degrees: 7)),
      state: .possible)
    // Event 3: 8° = 0.1396263 rad > threshold. Dominance: the spread's pinch (0.4·25 =
    // 10 at event 1, weighted 0.25) has decayed to 0.25·(10·0.36 + …) ≈ 0.96 while the
    // rotation (0.4·125·sin 7°, then 0.4·125·sin 1° + 0.6·that) ≈ 4.53 > 1.4 × 0.96:
    // rotation dominates → began with 0.1396263402 − 0.1308975071 = 0.0087288331 rad.
    // Velocity: 8° over Δt = 3/120 from the touch-down: 8°·40 rad/s.
    store.send(
      TouchEvent(time: 3.0 / 120, touches: fingerPair(.moved, center: (200, 400), radius: 125, degrees: 8)),
      [
        rotationOutput(
          .began, t: 3.0 / 120, at: (200, 400), radians: radians(8) - threshold, velocity: radians(8) * 40,
          touches: 2)
      ],
      state: .began)
  }

  /// The begin needs the rotation to dominate at that event; a crossing while the
  /// translation dominates is applied against the previous angle, which leaves the
  /// rotation at minus the threshold (UIKit's arithmetic, docs/recognizers.md).
  @Test func theBeginNeedsTheRotationToDominate() {
    let threshold = uikitThreshold(degrees: 5)
    var store = TransformStore(RotationRecognizer())
    store.send(
      TouchEvent(time: 0, touches: fingerPair(.began, center: (200, 400), radius: 100, degrees: 0)),
      state: .possible)
    // Event 1: the pair moves 100 pt down and turns 6°. Translation 0.4·100 = 40,
    // weighted 0.25 → 10; rotation 0.4·100·sin 6° = 4.181, weighted 1 → 4.181;
    // 10 / 4.181 = 2.39 > 1.4: translation dominates. 6° > 5°: the initial angle moves
    // by the threshold (to −0.0872650), then absorbs the change (−6°): rotation −threshold.
    store.send(
      TouchEvent(time: 1.0 / 120, touches: fingerPair(.moved, center: (200, 500), radius: 100, degrees: 6)),
      state: .possible)
    #expect(store.recognizer.dominantComponent == .translation)
    #expect(approximatelyEqual(store.recognizer.rotation, -threshold))
    // Event 2: 12°; |θ_initial − θ| = |(−6° − threshold) + 12°| = 0.99…° ≤ threshold.
    store.send(
      TouchEvent(time: 2.0 / 120, touches: fingerPair(.moved, center: (200, 500), radius: 100, degrees: 12)),
      state: .possible)
    // Event 3: 18°; |−6° − threshold + 18°| = 12° − threshold > threshold. Rotation
    // now dominates (translation 0.25·40·0.36 = 3.6; rotation 4.181·(1 + 0.6 + 0.36) =
    // 8.19). The initial angle moves by the threshold again: rotation = 12° − 2·threshold
    // = 0.2094395102 − 0.1745299995 = 0.0349095107 rad. Velocity: (18° − 6°) over
    // Δt = 2/120 from event 1 (the last applied): 12°·60 = 12.5663706144 rad/s.
    store.send(
      TouchEvent(time: 3.0 / 120, touches: fingerPair(.moved, center: (200, 500), radius: 100, degrees: 18)),
      [
        rotationOutput(
          .began, t: 3.0 / 120, at: (200, 500), radians: radians(12) - 2 * threshold, velocity: radians(12) * 60,
          touches: 2)
      ],
      state: .began)
  }

  /// When a finger is replaced, the pair re-forms and the rotation continues.
  @Test func theRotationContinuesWhenAFingerIsReplaced() {
    let threshold = uikitThreshold(degrees: 5)
    var store = TransformStore(RotationRecognizer())
    store.send(
      TouchEvent(time: 0, touches: fingerPair(.began, center: (200, 400), radius: 100, degrees: 0)),
      state: .possible)
    // 6° at once: began with 6° − threshold, velocity 6°·120.
    store.send(
      TouchEvent(time: 1.0 / 120, touches: fingerPair(.moved, center: (200, 400), radius: 100, degrees: 6)),
      [
        rotationOutput(
          .began, t: 1.0 / 120, at: (200, 400), radians: radians(6) - threshold, velocity: radians(6) * 120,
          touches: 2)
      ],
      state: .began)
    // Finger 1 lifts; finger 2 lands straight below finger 0's position: no output.
    let finger0 = fingerPair(.moved, center: (200, 400), radius: 100, degrees: 6)[0].location
    store.send(TouchEvent(time: 2.0 / 120, touches: [Touch(id: 1, phase: .ended, location: Point(x: 299, y: 410))]), state: .began)
    store.send(
      TouchEvent(time: 3.0 / 120, touches: [Touch(id: 2, phase: .began, location: Point(x: finger0.x, y: finger0.y + 150))]),
      state: .began)
    #expect(approximatelyEqual(store.recognizer.rotation, radians(6) - threshold))
    // Finger 2 swings 2° clockwise about finger 0 (radius 150): the new pair's angle
    // falls by 2°, so the rotation grows by 2° (rotation dominates: finger 0 is still).
    // Velocity 2° over Δt = 1/120 from the landing: 2°·120, previous raw 6°·120:
    // reported 0.75·6°·120 + 0.25·2°·120 = 5°·120.
    let swung = Point(
      x: finger0.x - 150 * Elementary.sin(radians(2)), y: finger0.y + 150 * Elementary.cos(radians(2)))
    store.send(
      TouchEvent(time: 4.0 / 120, touches: [Touch(id: 2, phase: .moved, location: swung)]),
      [
        rotationOutput(
          .changed, t: 4.0 / 120, at: ((finger0.x + swung.x) / 2, (finger0.y + swung.y) / 2),
          radians: radians(8) - threshold, velocity: radians(5) * 120, touches: 2)
      ],
      state: .changed)
  }

  /// A cancelled finger cancels an active rotation, or fails a possible one.
  @Test func aCancelledFingerCancelsOrFails() {
    var active = TransformStore(RotationRecognizer())
    active.send(
      TouchEvent(time: 0, touches: fingerPair(.began, center: (200, 400), radius: 100, degrees: 0)),
      state: .possible)
    let turned = fingerPair(.moved, center: (200, 400), radius: 100, degrees: 6)
    let threshold = uikitThreshold(degrees: 5)
    active.send(
      TouchEvent(time: 1.0 / 120, touches: turned),
      [
        rotationOutput(
          .began, t: 1.0 / 120, at: (200, 400), radians: radians(6) - threshold, velocity: radians(6) * 120,
          touches: 2)
      ],
      state: .began)
    // Finger 0 cancelled, finger 1 stays: cancelled, the state reads cancelled until
    // finger 1 lifts. Location: finger 1.
    let one = turned[1].location
    active.send(
      TouchEvent(time: 2.0 / 120, touches: [Touch(id: 0, phase: .cancelled, location: turned[0].location)]),
      [
        rotationOutput(
          .cancelled, t: 2.0 / 120, at: (one.x, one.y), radians: radians(6) - threshold,
          velocity: radians(6) * 120, touches: 1)
      ],
      state: .cancelled)
    active.send(TouchEvent(time: 3.0 / 120, touches: [Touch(id: 1, phase: .ended, location: one)]), state: .possible)

    var possible = TransformStore(RotationRecognizer())
    possible.send(at(0, began(0, 100, 400), began(1, 300, 400)), state: .possible)
    possible.send(at(1.0 / 120, cancelled(0, 100, 400)), [failureOutput(t: 1.0 / 120, at: (300, 400), touches: 1)], state: .failed)
    possible.send(at(2.0 / 120, ended(1, 300, 400)), state: .possible)
  }

  /// `setRotation` (for incremental rotation, `rotation = 0` after applying it): the
  /// rotation continues from the value set.
  @Test func settingTheRotationContinuesFromIt() {
    var rotation = RotationRecognizer()
    _ = rotation.handle(TouchEvent(time: 0, touches: fingerPair(.began, center: (200, 400), radius: 100, degrees: 0)))
    _ = rotation.handle(
      TouchEvent(time: 1.0 / 120, touches: fingerPair(.moved, center: (200, 400), radius: 100, degrees: 6)))
    #expect(rotation.state == .began)
    rotation.setRotation(0)
    #expect(rotation.rotation == 0)
    // 3° more: rotation 3°.
    let outputs = rotation.handle(
      TouchEvent(time: 2.0 / 120, touches: fingerPair(.moved, center: (200, 400), radius: 100, degrees: 9)))
    #expect(approximatelyEqual(outputs.first?.transform?.rotation ?? 0, radians(3)))
  }
}
