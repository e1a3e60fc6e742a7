import Gestures

/// The last line(s) of `gesture-sim check`: whether every selected property held,
/// how many generated cases and regression replays that took, and which properties
/// ran no generated case at all.
///
/// A property that ran no generated case (`--cases 0`, a time limit reached before
/// its first case, a shard with no case) checked nothing new, so it is not a pass:
/// the run fails (exit 1) unless `--allow-empty` accepts it.
struct CheckSummary {
  /// Each selected property and its result, in the order they ran.
  var results: [(property: TraceProperty, result: PropertyResult)]
  /// Whether `--allow-empty` was given.
  var allowEmpty: Bool

  /// The properties that held but ran no generated case.
  var empty: [TraceProperty] {
    results.filter { $0.result.holds && $0.result.casesPassed == 0 }.map(\.property)
  }

  /// The properties that failed.
  var failed: [TraceProperty] {
    results.filter { !$0.result.holds }.map(\.property)
  }

  /// Whether the run passes: nothing failed, and nothing was empty unless allowed.
  var passed: Bool {
    failed.isEmpty && (allowEmpty || empty.isEmpty)
  }

  /// The summary, one or two lines, each ending in a newline.
  var text: String {
    let count = results.count
    let cases = results.reduce(0) { $0 + $1.result.casesPassed }
    let replays = results.reduce(0) { $0 + $1.result.regressionsPassed }
    let stopped = results.filter { $0.result.stoppedEarly }.count
    var lines: [String] = []
    if !failed.isEmpty {
      let noun = count == 1 ? "property" : "properties"
      lines.append("FAILED: \(failed.count) of \(count) \(noun): \(failed.map(\.qualifiedName).joined(separator: ", ")).")
    }
    if !empty.isEmpty && !allowEmpty {
      let names = empty.map(\.qualifiedName).joined(separator: ", ")
      lines.append(
        "EMPTY: \(empty.count) of \(count) \(count == 1 ? "property" : "properties") ran no generated case "
          + "(--cases 0, the time limit or a shard with no case): \(names). "
          + "Give more cases or time, or --allow-empty to accept this.")
    }
    if failed.isEmpty && (allowEmpty || empty.isEmpty) {
      var line = count == 1 ? "OK: the property holds" : "OK: all \(count) properties hold"
      var notes = ["\(Self.plural(cases, "generated case")) and \(Self.plural(replays, "regression trace replay"))"]
      if stopped > 0 { notes.append("\(stopped) stopped at the time limit") }
      if !empty.isEmpty { notes.append("\(empty.count) ran no generated case, allowed by --allow-empty") }
      line += " (" + notes.joined(separator: "; ") + ")."
      lines.append(line)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// "1 case", "2 cases".
  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
