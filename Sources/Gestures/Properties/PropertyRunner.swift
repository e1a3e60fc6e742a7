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
package struct PropertyRunner: Sendable {
  /// Traces replayed before any generated case, in order.
  package var regressions: [RegressionTrace]
  /// Shrinks failing scripts.
  package var shrinker: TraceShrinker
  /// How many cases pass between two calls of the `progress` closure. Positive;
  /// default 1,000.
  package var progressInterval: Int

  /// Creates a runner.
  package init(regressions: [RegressionTrace] = [], shrinker: TraceShrinker = TraceShrinker(), progressInterval: Int = 1000) {
    self.regressions = regressions
    self.shrinker = shrinker
    self.progressInterval = max(progressInterval, 1)
  }

  /// The seed of case `index` in a run seeded with `runSeed`: `runSeed &+ index`.
  package static func caseSeed(runSeed: UInt64, index: Int) -> UInt64 {
    runSeed &+ UInt64(truncatingIfNeeded: index)
  }

  /// How far a run has got, for a progress line.
  package struct Progress: Hashable, Sendable {
    /// Generated cases that passed so far.
    package var casesPassed: Int
    /// Cases the run will generate if nothing fails and nobody stops it.
    package var casesPlanned: Int
    /// Regression traces replayed (all passed).
    package var regressionsPassed: Int
  }

  /// A run's start, before its first generated case: the result with the run's plan,
  /// after the stored regressions and the first `progress` call. `goesOn` is false
  /// when the run ends there (a regression failed, or `progress` stopped it: the
  /// result then has `stoppedEarly` set when cases were planned).
  package func start(
    property: TraceProperty, cases: Int, seed: UInt64, shard: PropertyShard, progress: (Progress) -> Bool
  ) -> (result: PropertyResult, goesOn: Bool) {
    var result = PropertyResult(
      property: property.name, selectionArguments: property.selectionArguments, seed: seed,
      casesPlanned: shard.caseCount(of: max(cases, 0)), knownBug: property.knownBug)
    result.shard = shard
    result.configurationArguments = property.configurationArguments
    if checkRegressions(property, into: &result) { return (result, false) }
    if !progress(result.progress(casesPassed: 0)) {
      result.stoppedEarly = result.casesPlanned > 0
      return (result, false)
    }
    return (result, true)
  }

  /// Checks `property` on the stored regressions, then on `cases` generated cases
  /// from `seed`, stopping at the first failure, which it shrinks.
  /// - Parameters:
  ///   - property: The property to check.
  ///   - cases: How many cases the whole run generates (negative counts as 0).
  ///   - seed: The run seed; see the seed policy above.
  ///   - shard: The part of the cases to run (`PropertyShard`); the whole run by
  ///     default. The result's `casesPlanned` counts the shard's cases.
  ///   - progress: Called after the regressions and every `progressInterval` cases;
  ///     return `false` to stop (for example at a time limit). The result then holds
  ///     with `stoppedEarly` set.
  package func check(
    property: TraceProperty, cases: Int, seed: UInt64, shard: PropertyShard = .whole,
    progress: (Progress) -> Bool = { _ in true }
  ) -> PropertyResult {
    var (result, goesOn) = start(property: property, cases: cases, seed: seed, shard: shard, progress: progress)
    if !goesOn { return result }

    var buffers = CaseBuffers()
    for position in 0..<result.casesPlanned {
      if let failure = checkCase(property, seed: seed, index: shard.caseIndex(position: position), buffers: &buffers) {
        result.counterexample = shrink(failure, property: property)
        return result
      }
      result.casesPassed += 1
      if result.casesPassed % progressInterval == 0, result.casesPassed < result.casesPlanned,
        !progress(result.progress(casesPassed: result.casesPassed))
      {
        result.stoppedEarly = true
        return result
      }
    }
    return result
  }

  /// Replays the regression traces in order into `result` (counting those that pass)
  /// and returns `true` when one fails; its counterexample is then in `result`.
  package func checkRegressions(_ property: TraceProperty, into result: inout PropertyResult) -> Bool {
    for regression in regressions {
      let rate = regression.refreshRate ?? Display.defaultRefreshRate
      if let failure = property.check(regression.events, refreshRate: rate) {
        result.counterexample = Counterexample(
          origin: .regression(name: regression.name), original: nil, originalFailure: failure,
          minimal: nil, events: regression.events, failure: failure,
          shrinkSteps: 0, shrinkAttempts: 0, shrinkReachedAttemptLimit: false, viewport: property.generator.viewport,
          refreshRate: rate)
        return true
      }
      result.regressionsPassed += 1
    }
    return false
  }

  /// Scratch storage that `checkCase` reuses from one case to the next (one per
  /// thread when cases run in parallel).
  package struct CaseBuffers {
    var events: [TouchEvent] = []
    var spare: [TouchEvent] = []
    /// Empty buffers.
    package init() {}
  }

  /// A generated case that broke a property, before shrinking.
  package struct CaseFailure: Sendable {
    /// The case's index in the run (from 0).
    package var index: Int
    /// The seed it was generated from (`caseSeed(runSeed:index:)`).
    package var caseSeed: UInt64
    /// The generated script.
    package var script: TraceScript
    /// How it failed.
    package var failure: PropertyFailure
    /// The generated screen, for a property over screens; else nil.
    package var screen: Screen? = nil
  }

  /// Generates case `index` of the run seeded with `seed` and checks it; `nil` when
  /// the property holds on it. Pure: the same arguments give the same answer on any
  /// thread, so cases may be checked in any order and in parallel.
  package func checkCase(_ property: TraceProperty, seed: UInt64, index: Int, buffers: inout CaseBuffers) -> CaseFailure? {
    let caseSeed = PropertyRunner.caseSeed(runSeed: seed, index: index)
    var random = SplitMix64(seed: caseSeed)
    if let screens = property.screens {
      // The screen first, then a trace aimed at its views, from the same stream.
      let screen = screens.generate(using: &random)
      var generator = property.generator
      generator.hotspots = ScreenGenerator.hotspots(of: screen)
      let script = generator.generate(using: &random)
      script.render(into: &buffers.events, spare: &buffers.spare)
      guard let failure = property.check(buffers.events, refreshRate: script.refreshRate, screen: screen) else { return nil }
      return CaseFailure(index: index, caseSeed: caseSeed, script: script, failure: failure, screen: screen)
    }
    let script = property.generator.generate(using: &random)
    script.render(into: &buffers.events, spare: &buffers.spare)
    guard let failure = property.check(buffers.events, refreshRate: script.refreshRate) else { return nil }
    return CaseFailure(index: index, caseSeed: caseSeed, script: script, failure: failure)
  }

  /// Shrinks a failing case to the counterexample a report prints (a case over a
  /// screen: the screen and the trace together, `TraceShrinker+Screen.swift`).
  package func shrink(_ failure: CaseFailure, property: TraceProperty) -> Counterexample {
    let outcome: TraceShrinker.Outcome
    var minimalScreen: Screen?
    if let screen = failure.screen {
      let shrunk = shrinker.shrink(screen, failure.script, failure: failure.failure) { screen, candidate in
        property.check(candidate.render(), refreshRate: candidate.refreshRate, screen: screen)
      }
      outcome = shrunk.trace
      minimalScreen = shrunk.screen
      minimalScreen?.refresh = outcome.script.refreshRate
    } else {
      outcome = shrinker.shrink(failure.script, failure: failure.failure) { candidate in
        property.check(candidate.render(), refreshRate: candidate.refreshRate)
      }
    }
    return Counterexample(
      origin: .generated(caseIndex: failure.index, caseSeed: failure.caseSeed), original: failure.script,
      originalFailure: failure.failure, minimal: outcome.script, events: outcome.script.render(), failure: outcome.failure,
      shrinkSteps: outcome.steps, shrinkAttempts: outcome.attempts,
      shrinkReachedAttemptLimit: outcome.reachedAttemptLimit, viewport: failure.script.viewport,
      refreshRate: outcome.script.refreshRate, screen: minimalScreen, originalScreen: failure.screen)
  }
}
