/// The outcome of `PropertyRunner.check`: whether the property held, over how many
/// cases, and the counterexample when it did not.
package struct PropertyResult: Sendable {
  /// The property's name.
  package var property: String
  /// The `gesture-sim check` arguments that select the property (see
  /// `TraceProperty.selectionArguments`).
  package var selectionArguments: [String]
  /// The options that configured the property's scene (see
  /// `TraceProperty.configurationArguments`); the replay line repeats them.
  package var configurationArguments: [String] = []
  /// The run seed.
  package var seed: UInt64
  /// How many cases the run was asked to generate (in its shard).
  package var casesPlanned: Int
  /// The part of the run's cases that was checked (`PropertyShard.whole` unless the
  /// run was sharded).
  package var shard: PropertyShard = .whole
  /// How many generated cases passed (before the failure, if any).
  package var casesPassed: Int
  /// How many regression traces were replayed and passed.
  package var regressionsPassed: Int
  /// Whether the `progress` closure stopped the run before `casesPlanned` cases.
  package var stoppedEarly: Bool
  /// The failure, shrunk; `nil` when the property held.
  package var counterexample: Counterexample?
  /// The tutorial bug the property demonstrates (`TraceProperty.knownBug`), or `nil`.
  package var knownBug: String?

  /// Creates a result with nothing checked yet.
  package init(property: String, selectionArguments: [String], seed: UInt64, casesPlanned: Int, knownBug: String? = nil) {
    self.property = property
    self.knownBug = knownBug
    self.selectionArguments = selectionArguments
    self.seed = seed
    self.casesPlanned = casesPlanned
    self.casesPassed = 0
    self.regressionsPassed = 0
    self.stoppedEarly = false
    self.counterexample = nil
  }

  /// Whether the property held on every case checked.
  package var holds: Bool { counterexample == nil }

  /// How far the run has got when `casesPassed` of its planned cases have
  /// passed, after its regression traces.
  package func progress(casesPassed: Int) -> PropertyRunner.Progress {
    PropertyRunner.Progress(casesPassed: casesPassed, casesPlanned: casesPlanned, regressionsPassed: regressionsPassed)
  }

  /// The one command line that replays the run's outcome: for a generated failure,
  /// `gesture-sim check --property NAME [configuration] --seed S` with the failing case's seed (that
  /// case then comes first); otherwise the run's own seed. Stored regression traces
  /// are replayed first by every run, so the line also replays a regression failure.
  package var replayCommand: String {
    let seed = counterexample?.replaySeed ?? self.seed
    return (["gesture-sim", "check"] + selectionArguments + configurationArguments + ["--seed", String(seed)]).joined(separator: " ")
  }
}
