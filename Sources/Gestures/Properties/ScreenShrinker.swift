/// Shrinks a failing screen and trace together to a minimal pair that still fails.
///
/// Greedy like `TraceShrinker`, in rounds: first the screen with the trace fixed (the
/// proposals of `Screen.visitSimplifications`: fewer views, recognizers and relations,
/// default settings), taking the first simpler screen that still fails and starting
/// again, until none does; then the trace with the screen fixed (`TraceShrinker`'s
/// proposals); and again from the screen while the trace round changed anything, since
/// a shorter trace may no longer need part of the screen. Any failure of the same
/// property counts. Every proposal is strictly simpler, so shrinking terminates even
/// without `maximumAttempts`, which bounds the property checks of the whole shrink.
package struct ScreenShrinker: Sendable {
  /// The most property checks one shrink may run (screen and trace rounds together).
  /// Default 20,000.
  package var maximumAttempts: Int

  /// Creates a shrinker.
  package init(maximumAttempts: Int = 20_000) {
    self.maximumAttempts = maximumAttempts
  }

  /// The result of shrinking.
  package struct Outcome: Sendable {
    /// The smallest failing screen and script found.
    package var screen: Screen
    package var script: TraceScript
    /// How the pair fails.
    package var failure: PropertyFailure
    /// How many simplifications (of the screen or the script) were accepted.
    package var steps: Int
    /// How many candidates were checked.
    package var attempts: Int
    /// Whether the attempt limit stopped shrinking before it converged.
    package var reachedAttemptLimit: Bool
  }

  /// Shrinks `screen` and `script`, which fail with `failure`, using `failing`, which
  /// returns how a candidate pair fails, or `nil` when it passes.
  package func shrink(
    _ screen: Screen, _ script: TraceScript, failure: PropertyFailure,
    failing: (Screen, TraceScript) -> PropertyFailure?
  ) -> Outcome {
    var screens = GreedyShrink(value: screen, failure: failure)
    var script = script
    while true {
      // The screen, the trace fixed.
      let fixedScript = script
      screens.run(maximumAttempts: maximumAttempts) { failing($0, fixedScript) }
      if screens.reachedAttemptLimit { break }
      // The trace, the screen fixed.
      let fixedScreen = screens.value
      let traces = TraceShrinker(maximumAttempts: maximumAttempts - screens.attempts)
        .shrink(script, failure: screens.failure) { failing(fixedScreen, $0) }
      screens.attempts += traces.attempts
      screens.steps += traces.steps
      script = traces.script
      screens.failure = traces.failure
      screens.reachedAttemptLimit = traces.reachedAttemptLimit
      if traces.reachedAttemptLimit || traces.steps == 0 { break }
    }
    return Outcome(
      screen: screens.value, script: script, failure: screens.failure, steps: screens.steps,
      attempts: screens.attempts, reachedAttemptLimit: screens.reachedAttemptLimit)
  }
}
