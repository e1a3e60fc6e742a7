/// Shrinks a failing `TraceScript` to a minimal one that still fails (and, in
/// `TraceShrinker+Screen.swift`, a failing screen and trace together).
///
/// Greedy and structured, in the manner of QuickCheck and Hypothesis: the shrinker
/// proposes simpler variants of the current script, simplest changes first (see
/// `TraceScript.visitSimplifications(_:)`), and takes the first one that still fails;
/// then it starts again from the new script. It stops when no proposed variant fails
/// (the script is then locally minimal: no single proposed simplification keeps it
/// failing) or after `maximumAttempts` property checks.
///
/// Because it edits the script, not the events, every intermediate trace is valid and
/// the result still has a readable description. Every proposal is strictly simpler
/// by a well-founded measure (fewer gestures or fingers, a simpler kind, a lower
/// sampling rate, or a parameter strictly closer to its target on a grid), so
/// shrinking terminates even without the attempt limit.
package struct TraceShrinker: Sendable {
  /// The most property checks one shrink may run (of a screen and its trace: both
  /// rounds together). Default 20,000; each is one render and one check of a small trace.
  package var maximumAttempts: Int

  /// Creates a shrinker.
  package init(maximumAttempts: Int = 20_000) {
    self.maximumAttempts = maximumAttempts
  }

  /// The result of shrinking.
  package struct Outcome: Sendable {
    /// The smallest failing script found.
    package var script: TraceScript
    /// How it fails.
    package var failure: PropertyFailure
    /// How many simplifications were accepted.
    package var steps: Int
    /// How many candidate scripts were checked.
    package var attempts: Int
    /// Whether the attempt limit stopped shrinking before it converged.
    package var reachedAttemptLimit: Bool
  }

  /// Shrinks `script`, which fails with `failure`, using `failing`, which returns how
  /// a candidate fails, or `nil` when it passes.
  package func shrink(
    _ script: TraceScript, failure: PropertyFailure, failing: (TraceScript) -> PropertyFailure?
  ) -> Outcome {
    var search = GreedyShrink(value: script, failure: failure)
    search.run(maximumAttempts: maximumAttempts, failing: failing)
    return Outcome(
      script: search.value, failure: search.failure, steps: search.steps, attempts: search.attempts,
      reachedAttemptLimit: search.reachedAttemptLimit)
  }
}

/// The grids and targets the shrinker moves parameters along.
extension TraceShrinker {
  /// A grid of values `n × numerator / denominator` for integer n, so that every value
  /// on it is the double nearest to a short decimal.
  struct Grid {
    let numerator: Double
    let denominator: Double

    /// Times: 1 ms.
    static let millisecond = Grid(numerator: 1, denominator: 1000)
    /// Coordinates: 1 point.
    static let point = Grid(numerator: 1, denominator: 1)
    /// Speeds: 10 points per second.
    static let speed = Grid(numerator: 10, denominator: 1)

    func value(_ units: Double) -> Double { units * numerator / denominator }
    func units(_ value: Double) -> Double { value * denominator / numerator }
  }

  /// The step of the speed grid, in points per second: speeds shrink to multiples of
  /// 10 pt/s.
  package static let speedStep = 10.0
  /// The step of the time grid, in seconds: pauses, holds, durations, rests and
  /// intervals shrink to multiples of 1 ms.
  package static let timeStep = 0.001
  /// The step of the coordinate grid, in points: start points shrink to whole points,
  /// towards the top-left corner of the screen.
  package static let coordinateStep = 1.0
  /// The closest the two fingers of a pan get while shrinking, in points.
  package static let minimumSpread = 10.0

  /// Calls `body` with values strictly closer to `target` than `value`, on `grid`,
  /// closest to the target first: the target itself, then halfway, three quarters …
  /// (QuickCheck's `shrinkIntegral` on grid units), then `value` snapped to the grid.
  /// Stops when `body` returns true and returns whether it did.
  static func towards(_ value: Double, _ target: Double, on grid: Grid, _ body: (Double) -> Bool) -> Bool {
    let targetUnits = grid.units(target).rounded()
    guard value.isFinite else { return body(grid.value(targetUnits)) }
    let distance = grid.units(value) - targetUnits
    if distance == 0 { return false }
    let sign: Double = distance < 0 ? -1 : 1
    let whole = (abs(distance) + 1e-9).rounded(.down)
    var step = whole
    while step >= 1 {
      if body(grid.value(targetUnits + sign * (whole - step))) { return true }
      step = (step / 2).rounded(.down)
    }
    if abs(distance) - whole > 1e-9, body(grid.value(targetUnits + sign * whole)) { return true }
    return false
  }

  /// How far an angle is from the simplest direction: 0 for 0° (right), 1 for the
  /// other multiples of 90°, 2 for the other multiples of 45°, 3 otherwise.
  static func angleComplexity(_ degrees: Double) -> Int {
    if degrees == 0 { return 0 }
    if degrees.truncatingRemainder(dividingBy: 90) == 0 { return 1 }
    if degrees.truncatingRemainder(dividingBy: 45) == 0 { return 2 }
    return 3
  }
}
