import ScrollPhysics

/// A trace that breaks a property, as small as the shrinker could make it.
package struct Counterexample: Sendable {
  /// Where a counterexample came from.
  package enum Origin: Hashable, Sendable {
    /// Generated case `caseIndex` of the run, generated from `caseSeed`.
    case generated(caseIndex: Int, caseSeed: UInt64)
    /// A stored regression trace (reported as it is, not shrunk).
    case regression(name: String)
  }

  /// Where it came from.
  package var origin: Origin
  /// The generated script before shrinking; `nil` for a regression trace.
  package var original: TraceScript?
  /// How the unshrunk trace failed.
  package var originalFailure: PropertyFailure
  /// The minimal script; `nil` for a regression trace.
  package var minimal: TraceScript?
  /// The touch events of the minimal trace (the regression trace's events for a
  /// regression).
  package var events: [TouchEvent]
  /// How the minimal trace fails.
  package var failure: PropertyFailure
  /// How many simplifications the shrinker accepted.
  package var shrinkSteps: Int
  /// How many candidate traces the shrinker checked.
  package var shrinkAttempts: Int
  /// Whether the shrinker stopped at its attempt limit rather than at a minimum.
  package var shrinkReachedAttemptLimit: Bool
  /// The viewport of the trace, in points, written into the CSV metadata.
  package var viewport: Size
  /// The display refresh rate the trace was checked at, in hertz (the minimal
  /// script's, or the regression trace's, 60 when it has none); written into the CSV
  /// metadata when it is not 60.
  package var refreshRate: Double
  /// For a property over screens, the minimal screen the minimal trace fails on (its
  /// `refresh` is `refreshRate`), and the generated screen before shrinking; nil
  /// otherwise, and for a regression trace (replayed on the property's fixed screen).
  package var screen: Screen? = nil
  package var originalScreen: Screen? = nil

  /// The seed that replays this counterexample as the first generated case, or `nil`
  /// for a regression trace.
  package var replaySeed: UInt64? {
    switch origin {
    case .generated(_, let caseSeed): return caseSeed
    case .regression: return nil
    }
  }

  /// A short description of the minimal trace ("flick right at 900 pt/s, then tap at
  /// (30, 69)"), or of a regression trace (its name and size).
  package var summary: String {
    if let minimal { return minimal.summary }
    switch origin {
    case .regression(let name): return "regression trace \(name) (\(events.count) events)"
    case .generated: return "\(events.count) events"
    }
  }
}
