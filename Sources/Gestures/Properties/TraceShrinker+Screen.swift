extension TraceShrinker {
  /// The result of shrinking a screen and its trace together.
  package struct ScreenOutcome: Sendable {
    /// The smallest failing screen found.
    package var screen: Screen
    /// The smallest failing script found, how the pair fails, and the steps and
    /// attempts of the whole shrink (screen and trace rounds together).
    package var trace: Outcome
  }

  /// Shrinks a failing screen and trace together to a minimal pair that still fails:
  /// `screen` and `script`, which fail with `failure`, using `failing`, which returns
  /// how a candidate pair fails, or `nil` when it passes.
  ///
  /// Greedy like `shrink(_:failure:failing:)`, in rounds: first the screen with the
  /// trace fixed (the proposals of `Screen.visitSimplifications`: fewer views,
  /// recognizers and relations, default settings), taking the first simpler screen that
  /// still fails and starting again, until none does; then the trace with the screen
  /// fixed; and again from the screen while the trace round changed anything, since a
  /// shorter trace may no longer need part of the screen. Any failure of the same
  /// property counts. Every proposal is strictly simpler, so shrinking terminates even
  /// without `maximumAttempts`, which bounds the property checks of the whole shrink.
  package func shrink(
    _ screen: Screen, _ script: TraceScript, failure: PropertyFailure,
    failing: (Screen, TraceScript) -> PropertyFailure?
  ) -> ScreenOutcome {
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
    return ScreenOutcome(
      screen: screens.value,
      trace: Outcome(
        script: script, failure: screens.failure, steps: screens.steps, attempts: screens.attempts,
        reachedAttemptLimit: screens.reachedAttemptLimit))
  }
}
