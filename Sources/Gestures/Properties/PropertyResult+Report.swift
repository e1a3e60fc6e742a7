extension PropertyResult {
  /// The report printed at the end of a run, in the manner of QuickCheck, Hedgehog
  /// and fast-check (GESTURES.md §7).
  ///
  /// When the property held, one line:
  /// ```
  /// +++ OK, property 'NAME' passed 200 cases (seed 42) and 3 regression traces.
  /// ```
  /// (plus a sentence for a property that demonstrates a known bug, which should
  /// have failed).
  /// When it failed: the property's name, how many cases passed, the seed and case,
  /// the number of shrink steps; the minimal trace's description, what was expected
  /// and what happened; the unshrunk trace's description and failure; the minimal
  /// trace as a CSV that `gesture-sim run` replays as it is; one replay line; the
  /// generator version (seeds are version-bound); and, for a property that
  /// demonstrates a known tutorial bug, a last line saying that this failure is the
  /// expected one.
  /// - Parameter savedAt: Where the caller saved the CSV (for example in
  ///   `traces/regressions/`), mentioned in the report; `nil` if it was not saved.
  public func report(savedAt path: String? = nil) -> String {
    guard let counterexample else {
      var line = "+++ OK, property '\(property)' passed "
      line += stoppedEarly ? "\(casesPassed) of \(casesPlanned) cases before it was stopped" : "\(casesPassed) cases"
      line += " (seed \(seed)) and \(regressionsPassed) regression trace\(regressionsPassed == 1 ? "" : "s")."
      if let knownBug {
        line += " It demonstrates \(knownBug) and is expected to fail: run more cases."
      }
      return line
    }
    var lines: [String] = []
    switch counterexample.origin {
    case .generated(let index, let caseSeed):
      var head = "*** Failed! Property '\(property)' falsified after \(casesPassed) passing case\(casesPassed == 1 ? "" : "s")"
      head += " and \(counterexample.shrinkSteps) shrink step\(counterexample.shrinkSteps == 1 ? "" : "s")"
      head += " (seed \(seed), case \(index), case seed \(caseSeed))."
      lines.append(head)
      lines.append("Minimal trace: \(counterexample.summary)")
      lines.append(contentsOf: PropertyResult.describe(counterexample.failure))
      if let minimal = counterexample.minimal { lines.append("  Script:   \(minimal.description)") }
      if counterexample.shrinkReachedAttemptLimit {
        lines.append("  (shrinking stopped at its limit of \(counterexample.shrinkAttempts) attempts; the trace may not be minimal)")
      }
      if let original = counterexample.original {
        lines.append("Original trace (unshrunk): \(original.summary)")
        lines.append("  Script:   \(original.description)")
        lines.append("  Actual:   \(counterexample.originalFailure.actual)")
      }
    case .regression(let name):
      lines.append("*** Failed! Property '\(property)' falsified by the stored regression trace \(name), before any generated case.")
      lines.append(contentsOf: PropertyResult.describe(counterexample.failure))
    }
    let where_ = path.map { ", saved to \($0)" } ?? ""
    lines.append("Minimal trace as CSV (gesture-sim run replays it as it is\(where_)):")
    var csv = counterexample.csv(source: "\(replayCommand): \(counterexample.summary)")
    if csv.last == "\n" { csv.removeLast() }
    lines.append(csv)
    lines.append("Replay: \(replayCommand)")
    lines.append("(trace generator version \(TraceGenerator.version); seeds replay only with the same version)")
    if let knownBug {
      lines.append("This property demonstrates \(knownBug): it is expected to fail.")
    }
    return lines.joined(separator: "\n")
  }

  static func describe(_ failure: PropertyFailure) -> [String] {
    var lines = ["  Expected: \(failure.expected)", "  Actual:   \(failure.actual)"]
    if let time = failure.time { lines.append("  At:       t = \(PropertyFormat.seconds(time))") }
    return lines
  }
}
