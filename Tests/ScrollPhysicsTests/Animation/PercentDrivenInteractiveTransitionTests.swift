import ScrollPhysics
import Testing

@Suite struct PercentDrivenInteractiveTransitionTests {
  @Test func updateClampsToTheUnitInterval() {
    // [documented] values < 0 are treated as 0; values > 1 make the animation appear complete.
    var transition = PercentDrivenInteractiveTransition(duration: 0.5)
    transition.update(0.3)
    #expect(transition.percentComplete == 0.3)
    #expect(abs(transition.mediaTime(at: 0) - 0.15) < 1e-15)  // D·p = 0.5·0.3
    transition.update(-0.2)
    #expect(transition.percentComplete == 0)
    transition.update(1.7)
    #expect(transition.percentComplete == 1)
    #expect(transition.mediaTime(at: 0) == 0.5)
    transition.update(.nan)
    #expect(transition.percentComplete == 1)
  }

  @Test func completionSpeedDefaultsAndReadsBackOneWhenNotPositive() {
    // UIKIT.md §5: completionSpeed defaults to 1.0; a value ≤ 0 reads back as 1.0.
    var transition = PercentDrivenInteractiveTransition(duration: 1)
    #expect(transition.completionSpeed == 1)
    transition.completionSpeed = 0
    #expect(transition.completionSpeed == 1)
    transition.completionSpeed = -3
    #expect(transition.completionSpeed == 1)
    transition.completionSpeed = 2
    #expect(transition.completionSpeed == 2)
    // The documented default curve is easeInOut.
    #expect(transition.completionCurve == .easeInOut)
  }

  @Test func finishPlaysTheRestInItsRemainingTime() {
    // D = 0.5, p = 0.4, completionSpeed 2: (1 − p)·D/speed = 0.6·0.5/2 = 0.15 s.
    var transition = PercentDrivenInteractiveTransition(duration: 0.5, completionSpeed: 2, completionCurve: .linear)
    var context = TransitionContext(isInteractive: true)
    transition.update(0.4)
    transition.finish(at: 3, context: &context)
    #expect(transition.remainingDuration == 0.15)
    #expect(context.completionVelocity == 2 && !context.transitionWasCancelled)
    // Linear curve: τ = D·p + (t − t₀)·speed; at 3.075: 0.2 + 0.075·2 = 0.35.
    #expect(abs(transition.mediaTime(at: 3.075) - 0.35) < 1e-12)
    #expect(abs(transition.fractionComplete(at: 3.075) - 0.7) < 1e-12)
    // Updates no longer count.
    transition.update(0.1)
    #expect(transition.percentComplete == 0.4)
    let outcome1 = transition.advance(to: 3.149)
    #expect(outcome1 == nil)
    let outcome2 = transition.advance(to: 3.2)
    #expect(outcome2 == .finished(time: 3.15))
    #expect(transition.state == .finished(time: 3.15))
    #expect(transition.mediaTime(at: 3.2) == 0.5)
    let outcome3 = transition.advance(to: 4)
    #expect(outcome3 == nil)
  }

  @Test func cancelPlaysBackInItsRemainingTime() {
    // D = 0.5, p = 0.4, speed 2: p·D/speed = 0.4·0.5/2 = 0.1 s; media time from 0.2 back to 0.
    var transition = PercentDrivenInteractiveTransition(duration: 0.5, completionSpeed: 2)
    var context = TransitionContext(isInteractive: true)
    transition.update(0.4)
    transition.cancel(at: 1, context: &context)
    #expect(transition.remainingDuration == 0.1)
    #expect(context.transitionWasCancelled && context.completionVelocity == -2)
    // easeInOut completion curve: at a quarter of 0.1 s, τ = 0.2 − 0.2·B(0.25) =
    // 0.2 − 0.2·0.129162 = 0.174168; halfway, 0.1 (B(0.5) = 0.5).
    #expect(abs(transition.mediaTime(at: 1.025) - 0.174168) < 1e-6)
    #expect(abs(transition.mediaTime(at: 1.05) - 0.1) < 1e-12)
    let outcome4 = transition.advance(to: 1.1)
    #expect(outcome4 == .cancelled(time: 1.1))
    #expect(transition.mediaTime(at: 2) == 0)
    #expect(transition.fractionComplete(at: 2) == 0)
  }

  @Test func finishWithEaseInOutFollowsTheCurve() {
    // D = 1, p = 0.2, speed 1: T = 0.8 s; at a quarter (0.2 s), τ = 0.2 + 0.8·B(0.25) = 0.303330.
    var transition = PercentDrivenInteractiveTransition(duration: 1)
    var context = TransitionContext(isInteractive: true)
    transition.update(0.2)
    transition.finish(at: 0, context: &context)
    #expect(abs(transition.mediaTime(at: 0.2) - 0.303330) < 1e-6)
  }

  @Test func finishOrCancelOnlyOnce() {
    var transition = PercentDrivenInteractiveTransition(duration: 1)
    var context = TransitionContext(isInteractive: true)
    transition.update(0.5)
    transition.finish(at: 0, context: &context)
    transition.cancel(at: 0.1, context: &context)
    #expect(transition.state == .finishing(startTime: 0, percent: 0.5))
    #expect(!context.transitionWasCancelled)
  }

  @Test func nothingLeftToPlayEndsAtOnce() {
    // p = 1: (1 − 1)·D = 0 s remaining.
    var transition = PercentDrivenInteractiveTransition(duration: 0.4)
    var context = TransitionContext(isInteractive: true)
    transition.update(1)
    transition.finish(at: 2, context: &context)
    #expect(transition.remainingDuration == 0)
    #expect(transition.mediaTime(at: 2) == 0.4)
    let outcome5 = transition.advance(to: 2)
    #expect(outcome5 == .finished(time: 2))
  }
}
