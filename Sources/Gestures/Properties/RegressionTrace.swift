/// A stored trace that once broke a property, replayed before any generated case.
///
/// The library never touches the file system: the command line and the tests read the
/// CSV files in `traces/regressions/` with the trace reader and pass them to the
/// runner as values.
package struct RegressionTrace: Hashable, Sendable {
  /// Where the trace came from, for reports, e.g. its path
  /// `traces/regressions/tap-pan-exclusive-1271.csv`.
  package var name: String
  /// The trace's touch events.
  package var events: [TouchEvent]
  /// The display refresh rate from the file's `# refresh:` metadata, in hertz; `nil`
  /// when absent (the trace is then checked at 60 Hz, as `gesture-sim run` replays it).
  package var refreshRate: Double?

  /// Creates a regression trace.
  package init(name: String, events: [TouchEvent], refreshRate: Double? = nil) {
    self.name = name
    self.events = events
    self.refreshRate = refreshRate
  }
}
