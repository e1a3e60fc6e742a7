import Gestures
import ScrollPhysics
import Testing

// The arena's rules (docs/recognizers.md, "Arena") with the pinch and the rotation:
// UIKit's defaults make recognizers on one view exclusive (shouldRecognizeSimultaneously
// answers false, every recognizer can prevent and be prevented), so the first of a
// pinch and a pan to begin fails the other; a rotation and a pinch begin together only
// when they may recognize simultaneously (the photo-viewer set-up).

@Suite struct GestureArenaTransformTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Two fingers about (200, 400), `distance` apart, the pair turned `degrees`
  /// clockwise on screen (y down) from horizontal.
  static func pair(_ time: Double, _ phase: TouchPhase, distance: Double, degrees: Double = 0) -> TouchEvent {
    let a = degrees * Double.pi / 180
    let dx = distance / 2 * Elementary.cos(a), dy = distance / 2 * Elementary.sin(a)
    return TouchEvent(time: time, touches: [
      Touch(id: 0, phase: phase, location: Point(x: 200 - dx, y: 400 - dy)),
      Touch(id: 1, phase: phase, location: Point(x: 200 + dx, y: 400 + dy)),
    ])
  }

  /// A pinch and a pan on one view at UIKit's defaults: exclusive.
  /// - Fingers spreading symmetrically, 100 pt apart, +2 pt per 1/120 s: the centroid
  ///   never moves, so the pan's translation stays 0; the pinch begins at the first
  ///   distance more than 8 pt from 100: 100 + 2k > 108 at k = 5 (110 pt), with scale
  ///   110 / 108 (the hysteresis removed), and its success fails the pan at once
  ///   (`preventedBy` the pinch).
  /// - The same fingers translated together +2 pt in x per 1/120 s: the distance never
  ///   changes, the pan begins when the translation reaches 10 pt (k = 5), and its
  ///   success fails the pinch.
  @Test func aPinchAndAPanOnOneViewAreExclusive() {
    var arena = GestureArena<LastPairEstimator>()
    let view = arena.addRegion(frame: Self.screen)
    let pinch = arena.add(PinchRecognizer(), to: view)
    let pan = arena.add(PanRecognizer(estimator: LastPairEstimator()), to: view)
    var outputs = arena.handle(Self.pair(0, .began, distance: 100))
    for k in 1...8 { outputs += arena.handle(Self.pair(Double(k) / 120, .moved, distance: 100 + 2 * Double(k))) }
    outputs += arena.handle(Self.pair(9.0 / 120, .ended, distance: 116))
    let decided = outputs.filter { $0.state != .changed }
    #expect(decided.map(\.recognizer) == [pinch, pan, pinch])
    #expect(decided.map(\.state) == [.began, .failed, .ended])
    let fifth: Double = 5.0 / 120
    #expect(decided.prefix(2).map(\.time) == [fifth, fifth])
    let scale: Double = decided.first?.scale ?? 0
    #expect(abs(scale - 110.0 / 108) < 1e-12)
    #expect(decided.dropFirst().first?.reason == .preventedBy(pinch))

    var translated: [GestureOutput] = arena.handle(
      TouchEvent(time: 1, touches: [began(0, 150, 400), began(1, 250, 400)]))
    for k in 1...8 {
      let x = 2 * Double(k)
      translated += arena.handle(TouchEvent(time: 1 + Double(k) / 120, touches: [moved(0, 150 + x, 400), moved(1, 250 + x, 400)]))
    }
    translated += arena.handle(TouchEvent(time: 1 + 9.0 / 120, touches: [ended(0, 166, 400), ended(1, 266, 400)]))
    let second = translated.filter { $0.state != .changed }
    #expect(second.map(\.recognizer) == [pan, pinch, pan])
    #expect(second.map(\.state) == [.began, .failed, .ended])
    let later: Double = 1 + 5.0 / 120
    #expect(second.prefix(2).map(\.time) == [later, later])
    #expect(second.dropFirst().first?.reason == .preventedBy(pan))
  }

  /// A rotation and a pinch, with and without simultaneous recognition. The fingers
  /// spread 100 → 112 pt in 6 moves of 2 pt (the pinch begins at the 5th, 110 > 108),
  /// then turn clockwise 1° per 1/120 s at 112 pt. The rotation's threshold with the
  /// pair 12 pt wider than its 100: 5° + 5°·√(12/100) = 6.732° (docs/recognizers.md,
  /// "Rotation"), so it begins at the 7th degree (7° > 6.732°), the pure turn
  /// dominating, with its rotation 7° − 6.732° (the hysteresis removed).
  /// - Simultaneous: both begin (pinch at move 5, rotation at turn 7) and both end at the lift.
  /// - Exclusive (UIKit's default): the pinch's begin fails the rotation at move 5.
  @Test func aRotationAndAPinchRecognizeTogetherOnlyWhenSimultaneous() {
    for simultaneous in [true, false] {
      var arena = GestureArena<LastPairEstimator>()
      let view = arena.addRegion(frame: Self.screen)
      let pinch = arena.add(PinchRecognizer(), to: view)
      let rotation = arena.add(RotationRecognizer(), to: view)
      if simultaneous { arena.recognizeSimultaneously(pinch, rotation) }
      var outputs = arena.handle(Self.pair(0, .began, distance: 100))
      for k in 1...6 { outputs += arena.handle(Self.pair(Double(k) / 120, .moved, distance: 100 + 2 * Double(k))) }
      for k in 1...10 {
        outputs += arena.handle(Self.pair(Double(6 + k) / 120, .moved, distance: 112, degrees: Double(k)))
      }
      outputs += arena.handle(Self.pair(17.0 / 120, .ended, distance: 112, degrees: 10))
      let decided = outputs.filter { $0.state != .changed }
      if simultaneous {
        #expect(decided.map(\.recognizer) == [pinch, rotation, pinch, rotation])
        #expect(decided.map(\.state) == [.began, .began, .ended, .ended])
        let times: [Double] = decided.prefix(2).map(\.time)
        let pinchBegan: Double = 5.0 / 120, rotationBegan: Double = 13.0 / 120
        #expect(times == [pinchBegan, rotationBegan])
        let threshold = 5 + 5 * (12.0 / 100).squareRoot()
        // UIKit converts the threshold with 0.017453 and single precision: 1e-5 rad.
        let rotated: Double = decided.dropFirst().first?.rotation ?? 0
        let expected: Double = (7 - threshold) * Double.pi / 180
        #expect(abs(rotated - expected) < 1e-5)
      } else {
        #expect(decided.map(\.recognizer) == [pinch, rotation, pinch])
        #expect(decided.map(\.state) == [.began, .failed, .ended])
        let fifth: Double = 5.0 / 120
        #expect(decided.prefix(2).map(\.time) == [fifth, fifth])
        #expect(decided.dropFirst().first?.reason == .preventedBy(pinch))
      }
    }
  }
}
