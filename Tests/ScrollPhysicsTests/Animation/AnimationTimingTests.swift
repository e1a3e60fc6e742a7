import ScrollPhysics
import Testing

@Suite struct AnimationTimingTests {
  @Test func delayHoldsTheStartAndTheEndIsExact() {
    // value(t) = from + (to − from)·B((t − delay)/duration) (UIKIT.md §3.2).
    let timing = AnimationTiming(duration: 2, delay: 0.5)
    #expect(timing.totalDuration == 2.5)
    #expect(timing.progress(atElapsed: 0) == 0)
    #expect(timing.progress(atElapsed: 0.5) == 0)
    // Halfway through the motion (elapsed 1.5): easeInOut is symmetric, 0.5.
    #expect(abs(timing.progress(atElapsed: 1.5) - 0.5) < 1e-12)
    // Elapsed 1.0 is a quarter of the motion: B(0.25) = 0.129162 (independent bisection).
    #expect(abs(timing.progress(atElapsed: 1.0) - 0.129162) < 1e-6)
    #expect(timing.progress(atElapsed: 2.5) == 1)
    #expect(timing.progress(atElapsed: 100) == 1)
  }

  @Test func zeroDurationBecomesOneMillisecond() {
    // UIKIT.md §2.2 step 4 and §3.2: a UIView duration of 0 becomes a 0.001 s CA animation.
    #expect(AnimationTiming(duration: 0).duration == 0.001)
    #expect(AnimationTiming(duration: -1).duration == 0.001)
    #expect(AnimationTiming(duration: .nan).duration == 0.001)
    // A small positive duration is kept.
    #expect(AnimationTiming(duration: 0.0005).duration == 0.0005)
    // Negative delays are no delay (UIKit sets a begin time only for a positive delay).
    #expect(AnimationTiming(duration: 1, delay: -2).delay == 0)
    // With a delay, a zero-duration animation changes the value at the end of the delay.
    let jump = AnimationTiming(duration: 0, delay: 1, curve: .linear)
    #expect(jump.progress(atElapsed: 1) == 0)
    #expect(abs(jump.progress(atElapsed: 1.0005) - 0.5) < 1e-9)
    #expect(jump.progress(atElapsed: 1.001) == 1)
  }

  @Test func linearAndCustomCurves() {
    let linear = AnimationTiming(duration: 0.4, curve: .linear)
    #expect(abs(linear.progress(atElapsed: 0.1) - 0.25) < 1e-9)
    // easeIn at 0.5: 0.315357 (independent bisection).
    let easeIn = AnimationTiming(duration: 1, curve: .easeIn)
    #expect(abs(easeIn.progress(atElapsed: 0.5) - 0.315357) < 1e-6)
    // A custom CAMediaTimingFunction: CA's default (0.25, 0.1, 0.25, 1) at 0.5 → 0.802403.
    let custom = AnimationTiming(duration: 2, timingCurve: .default)
    #expect(abs(custom.progress(atElapsed: 1) - 0.802403) < 1e-6)
  }

  @Test func uiViewSpringEndsExactlyAtItsDuration() {
    // Seed 001's spring: 0.5 s, ζ 0.9, v 0.3. p(0.25) = 0.962661 (see SpringTimingCurveTests);
    // UIKIT.md §2.3: p = 1 exactly from the duration on.
    let timing = AnimationTiming.spring(duration: 0.5, dampingRatio: 0.9, initialVelocity: 0.3)
    #expect(abs(timing.progress(atElapsed: 0.25) - 0.962661) < 1e-6)
    #expect(timing.progress(atElapsed: 0.5) == 1)
    // Just before the end the spring is within about ε (0.001) of the target: x(d) = −0.000941.
    #expect(abs(timing.progress(atElapsed: 0.5.nextDown) - 1.000941) < 1e-6)
    // With a delay the spring starts late.
    let delayed = AnimationTiming.spring(duration: 0.5, delay: 0.2, dampingRatio: 0.9, initialVelocity: 0.3)
    #expect(delayed.progress(atElapsed: 0.2) == 0)
    #expect(abs(delayed.progress(atElapsed: 0.45) - 0.962661) < 1e-6)
    #expect(delayed.progress(atElapsed: 0.7) == 1)
  }

  @Test func physicalSpringsAreCutAtTheirDuration() {
    // Mass/stiffness/damping form (CASpringAnimation default m 1, k 100, c 10), cut at 0.3 s:
    // p(0.1) = 0.340300 (hand value in SpringTimingCurveTests), 1 from 0.3 on although the
    // spring itself is at 1.124355 there.
    let timing = AnimationTiming.spring(.caSpringAnimationDefault, duration: 0.3)
    #expect(abs(timing.progress(atElapsed: 0.1) - 0.340300) < 1e-6)
    #expect(timing.progress(atElapsed: 0.3) == 1)
    // Response/damping-ratio form: ζ 0.5, response 2π/10 → k 100, c 10, the same spring.
    let response = AnimationTiming.spring(
      SpringParameters(dampingRatio: 0.5, response: 2 * Double.pi / 10), duration: 0.3)
    #expect(abs(response.progress(atElapsed: 0.1) - 0.340300) < 1e-6)
  }

  @Test func description() {
    #expect(AnimationTiming(duration: 0.3).description
      == "AnimationTiming(duration: 0.3, delay: 0.0, easeInEaseOut)")
  }
}
