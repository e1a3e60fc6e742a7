/// Runs a `TraceProperty`: first the stored regression traces, then generated cases,
/// and shrinks the first failure to a minimal trace.
///
/// Seed policy: case `i` of a run with seed `S` is generated from a fresh
/// `SplitMix64(seed: S &+ i)` (`caseSeed(runSeed:index:)`). A case is therefore
/// reproduced from its own seed alone, and a run started with a failing case's seed
/// meets that case first; reports print that seed in their replay line. (Consecutive
/// seeds give unrelated SplitMix64 streams: the stream of seed s is mix64(s + k·γ),
/// and two such streams could only overlap after γ⁻¹ mod 2⁶⁴ ≈ 10¹⁹ draws.)
///
/// The runner is deterministic: the same property, seed, case count and regressions
/// give the same result. It reads no clock; a caller that wants a time limit or a
/// progress line passes `progress`, which is called every `progressInterval` cases
/// and may stop the run.
public struct PropertyRunner: Sendable {
  /// Traces replayed before any generated case, in order.
  public var regressions: [RegressionTrace]
  /// Shrinks failing scripts.
  public var shrinker: TraceShrinker
  /// How many cases pass between two calls of the `progress` closure. Positive;
  /// default 1,000.
  public var progressInterval: Int

  /// Creates a runner.
  public init(regressions: [RegressionTrace] = [], shrinker: TraceShrinker = TraceShrinker(), progressInterval: Int = 1000) {
    self.regressions = regressions
    self.shrinker = shrinker
    self.progressInterval = max(progressInterval, 1)
  }

  /// The seed of case `index` in a run seeded with `runSeed`: `runSeed &+ index`.
  public static func caseSeed(runSeed: UInt64, index: Int) -> UInt64 {
    runSeed &+ UInt64(truncatingIfNeeded: index)
  }

  /// How far a run has got, for a progress line.
  public struct Progress: Hashable, Sendable {
    /// Generated cases that passed so far.
    public var casesPassed: Int
    /// Cases the run will generate if nothing fails and nobody stops it.
    public var casesPlanned: Int
    /// Regression traces replayed (all passed).
    public var regressionsPassed: Int
  }

  /// Checks `property` on the stored regressions, then on `cases` generated cases
  /// from `seed`, stopping at the first failure, which it shrinks.
  /// - Parameters:
  ///   - property: The property to check.
  ///   - cases: How many cases to generate (negative counts as 0).
  ///   - seed: The run seed; see the seed policy above.
  ///   - progress: Called after the regressions and every `progressInterval` cases;
  ///     return `false` to stop (for example at a time limit). The result then holds
  ///     with `stoppedEarly` set.
  public func check(
    property: TraceProperty, cases: Int, seed: UInt64,
    progress: (Progress) -> Bool = { _ in true }
  ) -> PropertyResult {
    var result = PropertyResult(
      property: property.name, selectionArguments: property.selectionArguments, seed: seed,
      casesPlanned: max(cases, 0), knownBug: property.knownBug)

    for regression in regressions {
      let rate = regression.refreshRate ?? 60
      if let failure = property.check(regression.events, refreshRate: rate) {
        result.counterexample = Counterexample(
          origin: .regression(name: regression.name), original: nil, originalFailure: failure,
          minimal: nil, events: regression.events, failure: failure,
          shrinkSteps: 0, shrinkAttempts: 0, shrinkReachedAttemptLimit: false, viewport: property.generator.viewport,
          refreshRate: rate)
        return result
      }
      result.regressionsPassed += 1
    }
    if !progress(Progress(casesPassed: 0, casesPlanned: result.casesPlanned, regressionsPassed: result.regressionsPassed)) {
      result.stoppedEarly = result.casesPlanned > 0
      return result
    }

    var events: [TouchEvent] = []
    var spare: [TouchEvent] = []
    for index in 0..<result.casesPlanned {
      let caseSeed = PropertyRunner.caseSeed(runSeed: seed, index: index)
      var random = SplitMix64(seed: caseSeed)
      let script = property.generator.generate(using: &random)
      script.render(into: &events, spare: &spare)
      if let failure = property.check(events, refreshRate: script.refreshRate) {
        let outcome = shrinker.shrink(script, failure: failure) { candidate in
          property.check(candidate.render(), refreshRate: candidate.refreshRate)
        }
        result.counterexample = Counterexample(
          origin: .generated(caseIndex: index, caseSeed: caseSeed), original: script, originalFailure: failure,
          minimal: outcome.script, events: outcome.script.render(), failure: outcome.failure,
          shrinkSteps: outcome.steps, shrinkAttempts: outcome.attempts,
          shrinkReachedAttemptLimit: outcome.reachedAttemptLimit, viewport: script.viewport,
          refreshRate: outcome.script.refreshRate)
        return result
      }
      result.casesPassed += 1
      if result.casesPassed % progressInterval == 0, result.casesPassed < result.casesPlanned,
        !progress(Progress(casesPassed: result.casesPassed, casesPlanned: result.casesPlanned, regressionsPassed: result.regressionsPassed))
      {
        result.stoppedEarly = true
        return result
      }
    }
    return result
  }
}
