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
    var outcome = Outcome(screen: screen, script: script, failure: failure, steps: 0, attempts: 0, reachedAttemptLimit: false)
    while true {
      // The screen, the trace fixed.
      while true {
        var accepted: Screen?
        _ = outcome.screen.visitSimplifications { candidate in
          if outcome.attempts >= maximumAttempts {
            outcome.reachedAttemptLimit = true
            return true
          }
          outcome.attempts += 1
          guard let candidateFailure = failing(candidate, outcome.script) else { return false }
          accepted = candidate
          outcome.failure = candidateFailure
          return true
        }
        guard let next = accepted else { break }
        outcome.screen = next
        outcome.steps += 1
      }
      if outcome.reachedAttemptLimit { return outcome }
      // The trace, the screen fixed.
      let screen = outcome.screen
      let traces = TraceShrinker(maximumAttempts: maximumAttempts - outcome.attempts)
        .shrink(outcome.script, failure: outcome.failure) { failing(screen, $0) }
      outcome.attempts += traces.attempts
      outcome.steps += traces.steps
      outcome.script = traces.script
      outcome.failure = traces.failure
      if traces.reachedAttemptLimit {
        outcome.reachedAttemptLimit = true
        return outcome
      }
      if traces.steps == 0 { return outcome }
    }
  }
}
