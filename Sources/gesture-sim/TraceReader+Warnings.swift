import Gestures

/// A trace's warnings as the command line prints them: each on its own line on
/// standard error, as they come.
extension TraceReader {
  /// Prints the warnings read so far, each on its own line, and forgets them.
  mutating func reportWarnings(to errors: inout some TextOutputStream) {
    for warning in takeWarnings() { errors.write("\(warning)\n") }
  }

  /// Reads the rest of the events in order and hands each to `body`, printing the
  /// warnings as they come (those read with an event before it) and those left at
  /// the end.
  mutating func forEachEvent(errors: inout some TextOutputStream, _ body: (TouchEvent) -> Void) throws(TraceError) {
    while let event = try next() {
      reportWarnings(to: &errors)
      body(event)
    }
    reportWarnings(to: &errors)
  }
}
