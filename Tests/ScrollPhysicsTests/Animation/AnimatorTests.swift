import ScrollPhysics
import Testing

@Suite struct AnimatorTests {
  /// easeInEaseOut at 0.25, 0.5 and 0.75 from an independent bisection of the Bernstein form.
  let b25 = 0.1291619310, b75 = 0.8708380690

  @Test func springEndsExactlyAtTheTarget() {
    // Seed 001's menu: the snapshot moves down to 667 − 150 = 517 and the menu from −50 to 0 over
    // 0.5 s with the spring (ζ 0.9, v 0.3), committed at t = 1. p(0.25) = 0.962661 (see
    // SpringTimingCurveTests): y = 517·0.962661 = 497.6957, menu = −50 + 50·0.962661 = −1.86695.
    var animator = Animator<String, Double>()
    animator.register("snapshot.y", value: 0, composition: .additive)
    animator.register("menu.y", value: -50, composition: .additive)
    let id = animator.animate(
      [("snapshot.y", 517), ("menu.y", 0)],
      timing: .spring(duration: 0.5, dampingRatio: 0.9, initialVelocity: 0.3), at: 1)
    #expect(animator.modelValue(for: "snapshot.y") == 517)
    #expect(animator.presentationValue(for: "snapshot.y", at: 1) == 0)
    #expect(abs(animator.presentationValue(for: "snapshot.y", at: 1.25) - 497.6957) < 1e-3)
    #expect(abs(animator.presentationValue(for: "menu.y", at: 1.25) + 1.86695) < 1e-4)
    #expect(animator.advance(to: 1.49).isEmpty)
    #expect(animator.advance(to: 1.5) == [.completed(id, finished: true, time: 1.5)])
    #expect(animator.presentationValue(for: "snapshot.y", at: 1.5) == 517)
    #expect(animator.presentationValue(for: "menu.y", at: 1.5) == 0)
    #expect(animator.isIdle)
    // Each completion is delivered once.
    #expect(animator.advance(to: 2).isEmpty)
  }

  @Test func delayShowsTheStartValue() {
    // Linear 0 → 1 over 1 s after a 0.5 s delay (fill mode both): 0 until 0.5, 0.5 at 1.0.
    var animator = Animator<String, Double>()
    animator.register("alpha", value: 0)
    animator.animate([("alpha", 1)], timing: AnimationTiming(duration: 1, delay: 0.5, curve: .linear), at: 0)
    #expect(animator.presentationValue(for: "alpha", at: 0.4) == 0)
    #expect(animator.isAnimating("alpha", at: 0.4))
    #expect(abs(animator.presentationValue(for: "alpha", at: 1) - 0.5) < 1e-12)
    #expect(animator.endTime == 1.5)
    let events = animator.advance(to: 3)
    #expect(events == [.completed(AnimationID(rawValue: 1), finished: true, time: 1.5)])
    #expect(animator.presentationValue(for: "alpha", at: 3) == 1)
    #expect(!animator.isAnimating("alpha", at: 3))
    #expect(animator.endTime == nil)
  }

  @Test func aBlockWithoutChangesCompletesAtOnce() {
    // Decompiled popAnimationState: no animations → the delegate gets finished YES immediately,
    // regardless of duration and delay.
    var animator = Animator<String, Double>()
    let id = animator.animate([], timing: AnimationTiming(duration: 1, delay: 2), at: 0.3)
    #expect(!animator.isIdle)
    #expect(animator.advance(to: 0.3) == [.completed(id, finished: true, time: 0.3)])
    #expect(animator.isIdle)
  }

  @Test func additiveInterruptionBlendsBothAnimations() {
    // iosoteric.com's iOS 8 example: center.y 0 → 100 over 1 s (easeInOut), at 0.5 s back to 0
    // over 1 s. Presentation = model + Σ offsetᵢ·(1 − pᵢ):
    // t = 0.5: 0 + (−100)(1 − 0.5) + 100·(1 − 0) = 50 (continuous: just before, 100·0.5 = 50);
    // t = 0.75: −100·(1 − B(0.75)) + 100·(1 − B(0.25)) = −12.9162 + 87.0838 = 74.1676;
    // t = 1.0: 0 + 100·(1 − B(0.5)) = 50; t = 1.5: 0.
    var animator = Animator<String, Double>()
    animator.register("center.y", value: 0, composition: .additive)
    let first = animator.animate([("center.y", 100)], timing: AnimationTiming(duration: 1), at: 0)
    #expect(abs(animator.presentationValue(for: "center.y", at: 0.5) - 50) < 1e-12)
    let second = animator.animate([("center.y", 0)], timing: AnimationTiming(duration: 1), at: 0.5)
    #expect(animator.advance(to: 0.5).isEmpty)  // the first keeps running
    #expect(abs(animator.presentationValue(for: "center.y", at: 0.5) - 50) < 1e-12)
    let expected = -100 * (1 - b75) + 100 * (1 - b25)
    #expect(abs(animator.presentationValue(for: "center.y", at: 0.75) - expected) < 1e-6)
    #expect(abs(animator.presentationValue(for: "center.y", at: 0.75) - 74.1676) < 1e-4)
    #expect(abs(animator.presentationValue(for: "center.y", at: 1.0) - 50) < 1e-12)
    // Both completions run, both finished (WWDC 2014 session 236: "completion handlers may stack").
    #expect(animator.advance(to: 1.0) == [.completed(first, finished: true, time: 1.0)])
    #expect(animator.advance(to: 2.0) == [.completed(second, finished: true, time: 1.5)])
    #expect(animator.presentationValue(for: "center.y", at: 2) == 0)
  }

  @Test func replacingInterruptionStartsFromTheModelValue() {
    // alpha 0 → 1, linear, 1 s; at 0.5 s (showing 0.5) a new animation to 0 over 1 s.
    // Without beginFromCurrentState it starts from the model value 1 (a jump): 1 at 0.5,
    // 1 − 0.5 = 0.5 at 1.0. The first block stops unfinished at 0.5.
    var animator = Animator<String, Double>()
    animator.register("alpha", value: 0)
    let first = animator.animate(
      [("alpha", 1)], timing: AnimationTiming(duration: 1, curve: .linear), at: 0)
    #expect(abs(animator.presentationValue(for: "alpha", at: 0.5) - 0.5) < 1e-12)
    let second = animator.animate(
      [("alpha", 0)], timing: AnimationTiming(duration: 1, curve: .linear), at: 0.5)
    #expect(animator.presentationValue(for: "alpha", at: 0.5) == 1)
    #expect(abs(animator.presentationValue(for: "alpha", at: 1.0) - 0.5) < 1e-12)
    #expect(animator.advance(to: 0.5) == [.completed(first, finished: false, time: 0.5)])
    #expect(animator.advance(to: 1.5) == [.completed(second, finished: true, time: 1.5)])
  }

  @Test func beginFromCurrentStateStartsFromThePresentation() {
    // As above with beginFromCurrentState: from 0.5 to 0 over 1 s: 0.25 at 1.0.
    var animator = Animator<String, Double>()
    animator.register("alpha", value: 0)
    animator.animate([("alpha", 1)], timing: AnimationTiming(duration: 1, curve: .linear), at: 0)
    animator.animate(
      [("alpha", 0)], timing: AnimationTiming(duration: 1, curve: .linear), options: .beginFromCurrentState,
      at: 0.5)
    #expect(abs(animator.presentationValue(for: "alpha", at: 0.5) - 0.5) < 1e-12)
    #expect(abs(animator.presentationValue(for: "alpha", at: 1.0) - 0.25) < 1e-12)
  }

  @Test func aBlockReportsTheFinishedFlagOfItsLastAnimation() {
    // Decompiled animationDidStop:finished: the block's completion gets the flag of the animation
    // that stopped last.
    var animator = Animator<String, Double>()
    animator.register("alpha", value: 0)
    animator.register("y", value: 0, composition: .additive)
    // Block A animates both over 1 s; block B replaces alpha at 0.5 (A's alpha stops unfinished),
    // but A's y runs to its end at 1.0: A completes at 1.0 with finished true.
    let a = animator.animate([("alpha", 1), ("y", 10)], timing: AnimationTiming(duration: 1), at: 0)
    let b = animator.animate([("alpha", 0)], timing: AnimationTiming(duration: 1), at: 0.5)
    #expect(animator.advance(to: 0.9).isEmpty)
    #expect(animator.advance(to: 1.0) == [.completed(a, finished: true, time: 1.0)])
    // Block C animates both; at 1.8 y's animation is removed after B's alpha ended normally:
    // C's alpha is removed first by D at 1.6, then y at 1.8, so C completes at 1.8, unfinished.
    let c = animator.animate([("alpha", 1), ("y", 20)], timing: AnimationTiming(duration: 1), at: 1.2)
    #expect(animator.advance(to: 1.5) == [.completed(b, finished: false, time: 1.2)])
    let d = animator.animate([("alpha", 0.5)], timing: AnimationTiming(duration: 1), at: 1.6)
    animator.removeAnimations(for: "y", at: 1.8)
    #expect(animator.presentationValue(for: "y", at: 1.8) == 20)
    #expect(animator.advance(to: 1.9) == [.completed(c, finished: false, time: 1.8)])
    #expect(animator.advance(to: 3) == [.completed(d, finished: true, time: 2.6)])
  }

  @Test func simultaneousEndsAreOrderedByBlock() {
    var animator = Animator<String, Double>()
    animator.register("a", value: 0)
    animator.register("b", value: 0)
    // The later block registered on the earlier key; both end at 1.0.
    let first = animator.animate([("b", 1)], timing: AnimationTiming(duration: 1), at: 0)
    let second = animator.animate([("a", 1)], timing: AnimationTiming(duration: 0.5, delay: 0.5), at: 0)
    #expect(animator.advance(to: 1) == [
      .completed(first, finished: true, time: 1), .completed(second, finished: true, time: 1),
    ])
  }

  @Test func settingAValueWithoutAnimation() {
    // A replacing animation keeps showing its own values; the new model shows after its end.
    var animator = Animator<String, Double>()
    animator.register("alpha", value: 0)
    animator.animate([("alpha", 1)], timing: AnimationTiming(duration: 1, curve: .linear), at: 0)
    animator.setValue(0.2, for: "alpha")
    #expect(abs(animator.presentationValue(for: "alpha", at: 0.5) - 0.5) < 1e-12)
    _ = animator.advance(to: 1)
    #expect(animator.presentationValue(for: "alpha", at: 1) == 0.2)
    // Additive offsets add to the new model: 0 → 100 linear, then the model set to 300 at once:
    // at 0.5 (of 1 s), 300 + (−100)(1 − 0.5) = 250.
    animator.register("x", value: 0, composition: .additive)
    animator.animate([("x", 100)], timing: AnimationTiming(duration: 1, curve: .linear), at: 1)
    animator.setValue(300, for: "x")
    #expect(abs(animator.presentationValue(for: "x", at: 1.5) - 250) < 1e-12)
  }

  @Test func lastValueWinsWithinABlock() {
    var animator = Animator<String, Double>()
    animator.register("alpha", value: 0)
    let id = animator.animate(
      [("alpha", 0.3), ("alpha", 1)], timing: AnimationTiming(duration: 1, curve: .linear), at: 0)
    #expect(animator.modelValue(for: "alpha") == 1)
    #expect(abs(animator.presentationValue(for: "alpha", at: 0.5) - 0.5) < 1e-12)
    // One animation, so one stop completes the block.
    #expect(animator.advance(to: 1) == [.completed(id, finished: true, time: 1)])
  }

  @Test func userInteractionIsOffWhileAnimating() {
    // [documented] user interaction is disabled for the views being animated, unless
    // allowUserInteraction; from the commit (delay included) to the end.
    var animator = Animator<String, Double>()
    animator.register("alpha", value: 0)
    animator.register("y", value: 0)
    animator.animate([("alpha", 1)], timing: AnimationTiming(duration: 1, delay: 0.5), at: 0)
    animator.animate(
      [("y", 1)], timing: AnimationTiming(duration: 1), options: .allowUserInteraction, at: 0)
    #expect(!animator.allowsUserInteraction(for: "alpha", at: 0.2))
    #expect(!animator.allowsUserInteraction(for: "alpha", at: 1.4))
    #expect(animator.allowsUserInteraction(for: "alpha", at: 1.5))
    #expect(animator.allowsUserInteraction(for: "y", at: 0.2))
  }

  @Test func cellTipInWithMixedValues() throws {
    // Seed 003: transform from T(−20, −20)·R(−15°) and alpha from 0.8 to the identity and 1 over
    // 0.4 s (easeInOut). At 0.2 s (B = 0.5): alpha 0.9, transform rotation −7.5° and translation
    // (−12.247449, −7.071068) (see DecomposedTransform3DTests). Ends exactly at 0.4 s.
    let start = Transform3D.rotation(angle: -15 * Double.pi / 180, x: 0, y: 0, z: 1)
      .translated(tx: -20, ty: -20, tz: 0)
    var animator = Animator<String, AnimatableValue>()
    animator.register("row3.transform", value: .transform(start))
    animator.register("row3.alpha", value: .number(0.8))
    let id = animator.animate(
      [("row3.transform", .transform(.identity)), ("row3.alpha", .number(1))],
      timing: AnimationTiming(duration: 0.4), at: 10)
    let alpha = try #require(animator.presentationValue(for: "row3.alpha", at: 10.2).number)
    #expect(abs(alpha - 0.9) < 1e-12)
    let transform = try #require(animator.presentationValue(for: "row3.transform", at: 10.2).transform)
    #expect(abs(transform.m11 - 0.991445) < 1e-6 && abs(transform.m12 + 0.130526) < 1e-6)
    #expect(abs(transform.m41 + 12.247449) < 1e-6 && abs(transform.m42 + 7.071068) < 1e-6)
    #expect(animator.advance(to: 10.4) == [.completed(id, finished: true, time: 10.4)])
    #expect(animator.presentationValue(for: "row3.transform", at: 10.4) == .transform(.identity))
    #expect(animator.presentationValue(for: "row3.alpha", at: 10.4) == .number(1))
  }

  @Test func keyframeBlocks() throws {
    // A 2 s keyframe block, linear: x 0 → 100 over [0, 0.5], then → 40 over [0.5, 1]; alpha jumps
    // from 1 to 0 at 0.75 (duration 0). At 1.5 s: x = 100 − 60·0.5 = 70, alpha 0.
    var animator = Animator<String, Double>()
    animator.register("x", value: 0, composition: .additive)
    animator.register("alpha", value: 1)
    typealias Keyframe = Animator<String, Double>.Keyframe
    let id = try animator.animateKeyframes(
      [
        Keyframe(relativeStartTime: 0, relativeDuration: 0.5, changes: [("x", 100)]),
        Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, changes: [("x", 40)]),
        Keyframe(relativeStartTime: 0.75, relativeDuration: 0, changes: [("alpha", 0)]),
      ], duration: 2, curve: .linear, at: 0)
    #expect(animator.modelValue(for: "x") == 40)
    #expect(animator.modelValue(for: "alpha") == 0)
    #expect(abs(animator.presentationValue(for: "x", at: 0.5) - 50) < 1e-12)
    #expect(abs(animator.presentationValue(for: "x", at: 1.5) - 70) < 1e-12)
    #expect(animator.presentationValue(for: "alpha", at: 1.49) == 1)
    #expect(animator.presentationValue(for: "alpha", at: 1.5) == 0)
    // Keyframe animations are not additive: a basic animation of x now replaces it.
    let next = animator.animate([("x", 0)], timing: AnimationTiming(duration: 1, curve: .linear), at: 1.0)
    #expect(animator.presentationValue(for: "x", at: 1.0) == 40)  // from the model value, 40
    #expect(abs(animator.presentationValue(for: "x", at: 1.5) - 20) < 1e-12)
    // The keyframe block's alpha animation still runs, so it completes at 2.0, finished; both
    // blocks end at 2.0 and are reported in block order.
    #expect(animator.advance(to: 2.0) == [
      .completed(id, finished: true, time: 2.0), .completed(next, finished: true, time: 2.0),
    ])
  }

  @Test func keyframeErrorsNameTheKeyframe() {
    var animator = Animator<String, Double>()
    animator.register("x", value: 0)
    animator.register("y", value: 0)
    typealias Keyframe = Animator<String, Double>.Keyframe
    // The third keyframe (index 2) overlaps the first one for x; y's keyframe is fine.
    #expect(throws: KeyframeAnimationError.overlappingKeyframes(index: 2)) {
      try animator.animateKeyframes(
        [
          Keyframe(relativeStartTime: 0, relativeDuration: 0.5, changes: [("x", 1)]),
          Keyframe(relativeStartTime: 0, relativeDuration: 1, changes: [("y", 1)]),
          Keyframe(relativeStartTime: 0.25, relativeDuration: 0.5, changes: [("x", 2)]),
        ], duration: 1, at: 0)
    }
    // Nothing was committed.
    #expect(animator.modelValue(for: "x") == 0)
    #expect(animator.isIdle)
  }
}
