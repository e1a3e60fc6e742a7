import ScrollPhysics
import Testing

@Suite struct KeyframeAnimationTests {
  typealias Keyframe = KeyframeAnimation<Double>.Keyframe

  @Test func documentedRelativeTimes() throws {
    // UIKIT.md §4 [documented]: in a 2 s animation, start 0.5 begins at 1 s and relative duration
    // 0.5 lasts 1 s. With the linear curve: 0 until 1 s, 50 at 1.5 s, 100 at 2 s.
    let animation = try KeyframeAnimation(
      from: 0.0, keyframes: [Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 100)],
      duration: 2, curve: .linear)
    #expect(animation.keyTimes == [0, 0.5, 1])
    #expect(animation.values == [0, 0, 100])
    #expect(animation.value(atElapsed: 0.5) == 0)
    #expect(animation.value(atElapsed: 1.0) == 0)
    #expect(abs(animation.value(atElapsed: 1.5) - 50) < 1e-9)
    #expect(animation.value(atElapsed: 2) == 100)
    #expect(animation.finalValue == 100)
  }

  @Test func theCurveTimesTheWholeAnimation() throws {
    // Default curve easeInOut on the whole animation (UIKIT.md §4): at 1.5 s of 2 s,
    // u = B(0.75) = 0.870838 (independent bisection), in the segment [0.5, 1]:
    // 100·(0.870838 − 0.5)/0.5 = 74.1676. (Per-segment easing would give 50.)
    let animation = try KeyframeAnimation(
      from: 0.0, keyframes: [Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 100)],
      duration: 2)
    #expect(abs(animation.value(atElapsed: 1.5) - 74.1676) < 1e-4)
  }

  @Test func holdsJumpsAndDelays() throws {
    // Keyframes (0, 0.25 → 10), (0.5, 0 → 30), (0.75, 0.25 → −5) from 1 (UIKIT.md §4 construction):
    // key times (0, 0, 0.25, 0.5, 0.5, 0.75, 1), values (1, 1, 10, 10, 30, 30, −5): a ramp to 10
    // over [0, 0.25], a hold until 0.5, a jump to 30 at 0.5 (duration 0), a hold, then a ramp to −5
    // over [0.75, 1]. Linear curve, 4 s after a 1 s delay: u = (t − 1)/4.
    let animation = try KeyframeAnimation(
      from: 1.0,
      keyframes: [
        Keyframe(relativeStartTime: 0, relativeDuration: 0.25, value: 10),
        Keyframe(relativeStartTime: 0.5, relativeDuration: 0, value: 30),
        Keyframe(relativeStartTime: 0.75, relativeDuration: 0.25, value: -5),
      ],
      duration: 4, delay: 1, curve: .linear)
    #expect(animation.keyTimes == [0, 0, 0.25, 0.5, 0.5, 0.75, 1])
    #expect(animation.values == [1, 1, 10, 10, 30, 30, -5])
    // During the delay: the initial value.
    #expect(animation.value(atElapsed: 0.5) == 1)
    // t = 1.5 s: u = 0.125, halfway up the first ramp: 1 + 9·0.5 = 5.5.
    #expect(abs(animation.value(atElapsed: 1.5) - 5.5) < 1e-12)
    // u = 0.4: holding 10.
    #expect(animation.value(atElapsed: 2.6) == 10)
    // u = 0.5 exactly: the zero-length keyframe has changed the value at once.
    #expect(animation.value(atUnitTime: 0.5) == 30)
    #expect(animation.value(atUnitTime: 0.5.nextDown) == 10)
    // u = 0.875: halfway down the last ramp, 30 − 35·0.5 = 12.5.
    #expect(abs(animation.value(atUnitTime: 0.875) - 12.5) < 1e-12)
    #expect(animation.value(atElapsed: 5) == -5)
  }

  @Test func lastValueHoldsAfterTheLastKeyframe() throws {
    // A keyframe ending at 0.2 + 0.4 (0.6000000000000001 in floating point): from then on the
    // value stays 8.
    let animation = try KeyframeAnimation(
      from: 0.0, keyframes: [Keyframe(relativeStartTime: 0.2, relativeDuration: 0.4, value: 8)],
      duration: 1, curve: .linear)
    #expect(abs(animation.value(atUnitTime: 0.6) - 8) < 1e-12)
    #expect(animation.value(atUnitTime: 0.61) == 8)
    #expect(animation.value(atUnitTime: 0.9) == 8)
    // u = 0.4: halfway, 4.
    #expect(abs(animation.value(atUnitTime: 0.4) - 4) < 1e-12)
  }

  @Test func transformsInterpolateByDecomposition() throws {
    // A keyframe from the identity to 60° about z over the whole linear animation: at 0.5, 30°.
    let animation = try KeyframeAnimation(
      from: Transform3D.identity,
      keyframes: [
        KeyframeAnimation<Transform3D>.Keyframe(
          relativeStartTime: 0, relativeDuration: 1, value: .rotation(angle: Double.pi / 3, x: 0, y: 0, z: 1))
      ],
      duration: 1, curve: .linear)
    let half = animation.value(atElapsed: 0.5)
    #expect(abs(half.m11 - 0.75.squareRoot()) < 1e-12 && abs(half.m12 - 0.5) < 1e-12)
  }

  @Test func invalidKeyframesAreErrors() {
    #expect(throws: KeyframeAnimationError.relativeTimeOutOfRange(index: 0)) {
      try KeyframeAnimation(
        from: 0.0, keyframes: [Keyframe(relativeStartTime: -0.1, relativeDuration: 0.2, value: 1)], duration: 1)
    }
    #expect(throws: KeyframeAnimationError.relativeTimeOutOfRange(index: 1)) {
      try KeyframeAnimation(
        from: 0.0,
        keyframes: [
          Keyframe(relativeStartTime: 0, relativeDuration: 0.2, value: 1),
          Keyframe(relativeStartTime: 0.7, relativeDuration: 0.4, value: 2),
        ], duration: 1)
    }
    #expect(throws: KeyframeAnimationError.relativeTimeOutOfRange(index: 0)) {
      try KeyframeAnimation(
        from: 0.0, keyframes: [Keyframe(relativeStartTime: .nan, relativeDuration: 0.2, value: 1)], duration: 1)
    }
    #expect(throws: KeyframeAnimationError.overlappingKeyframes(index: 1)) {
      try KeyframeAnimation(
        from: 0.0,
        keyframes: [
          Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 1),
          Keyframe(relativeStartTime: 0.4, relativeDuration: 0.2, value: 2),
        ], duration: 1)
    }
    // Decimal sums that round just above 1 are accepted: 0.7 + 0.3.
    #expect(throws: Never.self) {
      try KeyframeAnimation(
        from: 0.0, keyframes: [Keyframe(relativeStartTime: 0.7, relativeDuration: 0.3, value: 1)], duration: 1)
    }
  }
}
