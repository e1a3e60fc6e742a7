/// The greedy search shrinkers run (`TraceShrinker`, for a trace and for a screen): take the
/// first proposed variant that still fails, start again from it, until no proposal
/// fails or the attempts reach the limit.
struct GreedyShrink<Value: Shrinkable> {
  /// The smallest failing value found.
  var value: Value
  /// How it fails.
  var failure: PropertyFailure
  /// How many simplifications were accepted.
  var steps = 0
  /// How many candidates were checked (this search's and any counted into it).
  var attempts = 0
  /// Whether the attempt limit stopped the search before it converged.
  var reachedAttemptLimit = false

  /// Shrinks `value` until no proposal fails (`failing` returns nil for each) or
  /// `attempts` reaches `maximumAttempts`.
  mutating func run(maximumAttempts: Int, failing: (Value) -> PropertyFailure?) {
    while true {
      var accepted: Value?
      let current = value
      _ = current.visitSimplifications { candidate in
        if attempts >= maximumAttempts {
          reachedAttemptLimit = true
          return true
        }
        attempts += 1
        guard let candidateFailure = failing(candidate) else { return false }
        accepted = candidate
        failure = candidateFailure
        return true
      }
      guard let next = accepted else { return }
      value = next
      steps += 1
    }
  }
}
