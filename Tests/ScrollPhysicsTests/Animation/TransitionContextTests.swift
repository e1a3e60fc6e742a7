import ScrollPhysics
import Testing

@Suite struct TransitionContextTests {
  @Test func interactionIsOffUntilTheFirstCompleteTransition() {
    // UIKIT.md §6: input stays blocked from the start of the transition until completeTransition.
    var context = TransitionContext()
    #expect(!context.isUserInteractionEnabled)
    #expect(!context.isCompleted)
    #expect(context.completion == nil)
    let outcome1 = context.completeTransition(true)
    #expect(outcome1)
    #expect(context.isUserInteractionEnabled)
    #expect(context.completion == true)
  }

  @Test func laterCallsHaveNoEffect() {
    // UIKIT.md §6: only the first call has any effect.
    var context = TransitionContext()
    let outcome2 = context.completeTransition(false)
    #expect(outcome2)
    let outcome3 = context.completeTransition(true)
    #expect(!outcome3)
    let outcome4 = context.completeTransition(true)
    #expect(!outcome4)
    #expect(context.completion == false)
  }

  @Test func aTransitionThatNeverCompletesKeepsRefusingTouches() {
    // "Xcode 10: Custom Animated Transitions Stuck": no completeTransition, no touches, ever.
    var context = TransitionContext(isInteractive: true)
    context.finishInteractiveTransition()
    #expect(!context.isUserInteractionEnabled)
  }

  @Test func finishAndCancelRecordTheOutcome() {
    // cancel records −completionSpeed and transitionWasCancelled; finish +completionSpeed;
    // values ≤ 0 become 1 (UIKIT.md §6).
    var cancelled = TransitionContext(isInteractive: true)
    cancelled.cancelInteractiveTransition(completionSpeed: 0)
    #expect(cancelled.transitionWasCancelled)
    #expect(cancelled.completionVelocity == -1)
    var finished = TransitionContext(isInteractive: true)
    finished.finishInteractiveTransition(completionSpeed: 1.5)
    #expect(!finished.transitionWasCancelled)
    #expect(finished.completionVelocity == 1.5)
    // The first of finish and cancel counts.
    finished.cancelInteractiveTransition()
    #expect(!finished.transitionWasCancelled)
    // Not interactive: nothing to finish or cancel.
    var plain = TransitionContext()
    plain.cancelInteractiveTransition()
    #expect(!plain.transitionWasCancelled && plain.completionVelocity == nil)
  }
}
