import Gestures
import ScrollPhysics
import Testing

// Events every 1/120 s. Expected values are derived by hand below from UIKit's pinch
// laws (docs/recognizers.md, "Pinch"): scale = d / d₀, the 8 pt hysteresis removed at
// the begin, the dominance gate, and the velocity v = Δscale / Δt reported as
// 0.75·v_prev + 0.25·v when v_prev ≠ 0.

@Suite struct PinchRecognizerTests {
  /// The suggested test `pinch-spread` (UIKIT-RECOGNIZERS §4): fingers at (95, 300) and
  /// (305, 300), d₀ = 210, each moving outward 1 pt per event (d grows 2 pt per event).
  /// The analyzer sees a pure pinch: mean displacement 0 (translation 0), tangential 0,
  /// radial 1 → pinch dominates.
  @Test func pinchSpreadBeginsPastEightPointsWithTheHysteresisRemoved() {
    var store = TransformStore(PinchRecognizer())
    store.send(at(0, began(0, 95, 300), began(1, 305, 300)), state: .possible)
    // Events 1–4: |d − 210| = 2, 4, 6, 8, not more than 8: no begin.
    for k in 1...4 {
      let k = Double(k)
      store.send(at(k / 120, moved(0, 95 - k, 300), moved(1, 305 + k, 300)), state: .possible)
    }
    // Event 5: d = 220, |220 − 210| = 10 > 8 → began. d₀ moves 8 toward d: 218, so
    // scale = 220/218 = 1.00917431… The time base is still the pair's touch-down
    // (UIKit's driver sets it there and next at the begin): Δt = 5/120 s, so
    // v = (220/218 − 1) / (5/120) = (2/218)·24 = 48/218 = 0.2201834862…/s, reported
    // as is (no previous velocity). Centroid (200, 300).
    // (The reference's "1.101/s at every event" holds from event 7 on; see
    // docs/recognizers.md, "Pinch", on the begin's time base.)
    store.send(
      at(5.0 / 120, moved(0, 90, 300), moved(1, 310, 300)),
      [pinchOutput(.began, t: 5.0 / 120, at: (200, 300), scale: 220.0 / 218, velocity: 48.0 / 218, touches: 2)],
      state: .began)
    // Event 6: d = 222, scale 222/218; v = (2/218) / (1/120) = 240/218 = 1.1009174…;
    // reported 0.75·48/218 + 0.25·240/218 = (36 + 60)/218 = 96/218 = 0.4403669…
    store.send(
      at(6.0 / 120, moved(0, 89, 300), moved(1, 311, 300)),
      [pinchOutput(.changed, t: 6.0 / 120, at: (200, 300), scale: 222.0 / 218, velocity: 96.0 / 218, touches: 2)],
      state: .changed)
    // Event 7: scale 224/218; v = 240/218, previous 240/218: reported 240/218 = 1.101/s.
    store.send(
      at(7.0 / 120, moved(0, 88, 300), moved(1, 312, 300)),
      [pinchOutput(.changed, t: 7.0 / 120, at: (200, 300), scale: 224.0 / 218, velocity: 240.0 / 218, touches: 2)],
      state: .changed)
    // Both lift where they were: ended with the last scale and velocity, no finger
    // left; the pinch is possible again (scale back to 1).
    store.send(
      at(8.0 / 120, ended(0, 88, 300), ended(1, 312, 300)),
      [pinchOutput(.ended, t: 8.0 / 120, at: (200, 300), scale: 224.0 / 218, velocity: 240.0 / 218, touches: 0)],
      state: .possible)
    #expect(store.recognizer.scale == 1)
  }

  /// The suggested variant, the dominance gate: both fingers move down 5 pt per event
  /// while each moves 0.25 pt outward (d grows 0.5 pt per event).
  /// Per event: mean displacement (0, 5), translation 0.4·5 = 2.0, weighted 0.5·2.0 =
  /// 1.0; radial 0.25, pinch 0.4·0.25 = 0.1, weighted 4·0.1 = 0.4; tangential 0. The
  /// low-pass multiplies both by the same 1 + 0.6 + …, so the ratio stays 2.5 > 1.4:
  /// translation dominates at every event.
  @Test func pinchWhileTranslationDominatesBeginsWithAFrozenScale() {
    var store = TransformStore(PinchRecognizer())
    store.send(at(0, began(0, 95, 300), began(1, 305, 300)), state: .possible)
    func move(_ k: Int) -> TouchEvent {
      let k = Double(k)
      return at(k / 120, moved(0, 95 - 0.25 * k, 300 + 5 * k), moved(1, 305 + 0.25 * k, 300 + 5 * k))
    }
    // Events 1–16: d − 210 = 0.5·k ≤ 8.
    for k in 1...16 { store.send(move(k), state: .possible) }
    #expect(store.recognizer.dominantComponent == .translation)
    // Event 17: d − 210 = 8.5 > 8 → began (the begin is not gated). Translation
    // dominates, so d₀ is re-based to d / 1: scale stays 1.0, velocity 0. Centroid
    // (200, 300 + 85).
    store.send(
      move(17), [pinchOutput(.began, t: 17.0 / 120, at: (200, 385), scale: 1, velocity: 0, touches: 2)],
      state: .began)
    // The same motion goes on: the scale stays 1.0, the velocity 0.
    store.send(
      move(18), [pinchOutput(.changed, t: 18.0 / 120, at: (200, 390), scale: 1, velocity: 0, touches: 2)],
      state: .changed)
    store.send(
      move(19), [pinchOutput(.changed, t: 19.0 / 120, at: (200, 395), scale: 1, velocity: 0, touches: 2)],
      state: .changed)
  }

  /// One finger left: the pinch stays active and keeps its scale and velocity; a new
  /// second finger re-bases d₀ = d / scale, so the scale continues.
  @Test func staysActiveWithOneFingerAndContinuesWhenAFingerIsReplaced() {
    var store = TransformStore(PinchRecognizer())
    store.send(at(0, began(0, 95, 300), began(1, 305, 300)), state: .possible)
    for k in 1...4 {
      let k = Double(k)
      store.send(at(k / 120, moved(0, 95 - k, 300), moved(1, 305 + k, 300)), state: .possible)
    }
    store.send(
      at(5.0 / 120, moved(0, 90, 300), moved(1, 310, 300)),
      [pinchOutput(.began, t: 5.0 / 120, at: (200, 300), scale: 220.0 / 218, velocity: 48.0 / 218, touches: 2)],
      state: .began)
    store.send(
      at(6.0 / 120, moved(0, 89, 300), moved(1, 311, 300)),
      [pinchOutput(.changed, t: 6.0 / 120, at: (200, 300), scale: 222.0 / 218, velocity: 96.0 / 218, touches: 2)],
      state: .changed)
    store.send(
      at(7.0 / 120, moved(0, 88, 300), moved(1, 312, 300)),
      [pinchOutput(.changed, t: 7.0 / 120, at: (200, 300), scale: 224.0 / 218, velocity: 240.0 / 218, touches: 2)],
      state: .changed)
    // Finger 1 lifts: one finger left, still active, no output.
    store.send(at(8.0 / 120, ended(1, 312, 300)), state: .changed)
    // The remaining finger moves: changed, same scale and velocity (only two fingers
    // change them), location = that finger.
    store.send(
      at(9.0 / 120, moved(0, 80, 300)),
      [pinchOutput(.changed, t: 9.0 / 120, at: (80, 300), scale: 224.0 / 218, velocity: 240.0 / 218, touches: 1)],
      state: .changed)
    // Finger 2 lands at (300, 300): d = 220, d₀ = 220 / (224/218); no output.
    store.send(at(10.0 / 120, began(2, 300, 300)), state: .changed)
    // Both move 1 pt apart: d = 222 (pinch dominates: radial 1, mean displacement 0).
    // scale = (224/218)·(222/220) = 1.0368640533…; Δt = 1/120 from the landing:
    // v = ((224/218)(222/220) − 224/218)·120 = 1.1209341117…; reported
    // 0.75·240/218 + 0.25·1.1209341117… = 1.1059216013…
    store.send(
      at(11.0 / 120, moved(0, 79, 300), moved(2, 301, 300)),
      [
        pinchOutput(
          .changed, t: 11.0 / 120, at: (190, 300), scale: 224.0 / 218 * 222 / 220,
          velocity: 0.75 * 240 / 218 + 0.25 * ((224.0 / 218 * 222 / 220 - 224.0 / 218) * 120), touches: 2)
      ],
      state: .changed)
  }

  /// Before the begin, lifting every finger fails the pinch (no scale reported).
  @Test func liftingBeforeTheBeginFails() {
    var store = TransformStore(PinchRecognizer())
    store.send(at(0, began(0, 95, 300), began(1, 305, 300)), state: .possible)
    store.send(at(1.0 / 120, moved(0, 94, 300), moved(1, 306, 300)), state: .possible)
    store.send(at(2.0 / 120, ended(1, 306, 300)), state: .possible)
    store.send(at(3.0 / 120, ended(0, 94, 300)), [failureOutput(t: 3.0 / 120, at: (94, 300), touches: 0)], state: .possible)
  }

  /// A cancel that leaves no finger cancels an active pinch (the law's default: UIKit's
  /// mapping is ambiguous in the decompilation).
  @Test func cancellingTheLastFingersCancels() {
    var store = TransformStore(PinchRecognizer())
    store.send(at(0, began(0, 95, 300), began(1, 305, 300)), state: .possible)
    store.send(
      at(1.0 / 120, moved(0, 90, 300), moved(1, 310, 300)),
      // d = 220 > 218: scale 220/218, Δt = 1/120: v = (2/218)·120 = 240/218.
      [pinchOutput(.began, t: 1.0 / 120, at: (200, 300), scale: 220.0 / 218, velocity: 240.0 / 218, touches: 2)],
      state: .began)
    store.send(
      at(2.0 / 120, cancelled(0, 90, 300), cancelled(1, 310, 300)),
      [pinchOutput(.cancelled, t: 2.0 / 120, at: (200, 300), scale: 220.0 / 218, velocity: 240.0 / 218, touches: 0)],
      state: .possible)
  }

  /// `setScale` at the begin (what a scroll view does with its zoom scale): from then
  /// on scale = zoomScale₀ · d / d_began (CLARIFICATIONS, "Zoom scale").
  @Test func settingTheScaleAtTheBeginRebasesOnTheDistanceThen() {
    var pinch = PinchRecognizer()
    _ = pinch.handle(at(0, began(0, 95, 300), began(1, 305, 300)))
    let begin = pinch.handle(at(1.0 / 120, moved(0, 90, 300), moved(1, 310, 300)))
    #expect(begin.map(\.state) == [.began])
    // zoomScale₀ = 2 at d_began = 220.
    pinch.setScale(2)
    #expect(pinch.scale == 2)
    // d = 230: scale = 2 · 230 / 220 = 2.0909090909…
    let next = pinch.handle(at(2.0 / 120, moved(0, 85, 300), moved(1, 315, 300)))
    #expect(next.count == 1)
    #expect(approximatelyEqual(next.first?.transform?.scale ?? 0, 2.0 * 230 / 220))
  }

  /// `scaleThreshold` above 1 holds the begin back until the scale passes it.
  @Test func aScaleThresholdHoldsTheBeginBack() {
    var store = TransformStore(PinchRecognizer(scaleThreshold: 1.1))
    store.send(at(0, began(0, 95, 300), began(1, 305, 300)), state: .possible)
    // d = 220: past the hysteresis, d₀ → 218, scale 220/218 ≈ 1.009 ≤ 1.1: held back
    // (the scale is applied all the same).
    store.send(at(1.0 / 120, moved(0, 90, 300), moved(1, 310, 300)), state: .possible)
    #expect(approximatelyEqual(store.recognizer.scale, 220.0 / 218))
    // d = 250: |d₀·s₀ − d| = |218 − 250| = 32 > 8, so d₀ moves 8 more → 226;
    // scale 250/226 = 1.10619… > 1.1 → began. v = (250/226 − 220/218)·120.
    store.send(
      at(2.0 / 120, moved(0, 75, 300), moved(1, 325, 300)),
      [
        pinchOutput(
          .began, t: 2.0 / 120, at: (200, 300), scale: 250.0 / 226,
          velocity: 0.75 * (2.0 / 218 * 120) + 0.25 * ((250.0 / 226 - 220.0 / 218) * 120), touches: 2)
      ],
      state: .began)
  }

  /// With `endsOnSingleTouch`, the pinch ends when one finger lifts.
  @Test func endsOnSingleTouchEndsAtTheFirstLift() {
    var store = TransformStore(PinchRecognizer(endsOnSingleTouch: true))
    store.send(at(0, began(0, 95, 300), began(1, 305, 300)), state: .possible)
    store.send(
      at(1.0 / 120, moved(0, 90, 300), moved(1, 310, 300)),
      [pinchOutput(.began, t: 1.0 / 120, at: (200, 300), scale: 220.0 / 218, velocity: 240.0 / 218, touches: 2)],
      state: .began)
    // Ended with finger 0 still down: the state reads ended until it lifts.
    store.send(
      at(2.0 / 120, ended(1, 310, 300)),
      [pinchOutput(.ended, t: 2.0 / 120, at: (90, 300), scale: 220.0 / 218, velocity: 240.0 / 218, touches: 1)],
      state: .ended)
    store.send(at(3.0 / 120, ended(0, 90, 300)), state: .possible)
  }

  /// UIKit begins only while both fingers are inside the window's usable bounds.
  @Test func theBeginWaitsForTheFingersInsideTheUsableBounds() {
    var store = TransformStore(PinchRecognizer(usableBounds: Rect(x: 0, y: 0, width: 300, height: 600)))
    store.send(at(0, began(0, 95, 300), began(1, 295, 300)), state: .possible)
    // d = 220 > 208, but finger 1 at x = 305 is outside [0, 300): nothing.
    store.send(at(1.0 / 120, moved(0, 85, 300), moved(1, 305, 300)), state: .possible)
    // Back inside at x = 299 with d = 224: d₀ = 200 + 8 = 208, scale 224/208.
    // Δt = 2/120 from the touch-down: v = (224/208 − 1)·60 = 16/208·60.
    store.send(
      at(2.0 / 120, moved(0, 75, 300), moved(1, 299, 300)),
      [pinchOutput(.began, t: 2.0 / 120, at: (187, 300), scale: 224.0 / 208, velocity: 16.0 / 208 * 60, touches: 2)],
      state: .began)
  }
}
