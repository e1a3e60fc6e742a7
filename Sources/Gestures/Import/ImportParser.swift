/// The parser of one recording format, as `ImportEngine` drives it: it reads
/// until touch events are ready, which it hands out one at a time, and
/// collects warnings on the way.
protocol ImportParser {
  /// Reads until touch events are ready or the input ends; returns `false`
  /// once the input has ended and everything is delivered.
  mutating func step() throws(ImportError) -> Bool
  /// The next touch event that is ready, or nil; `line` is set to its line
  /// in the recording (0: unknown).
  mutating func takeReady(line: inout Int) -> TouchEvent?
  /// Appends the warnings found so far to `list` and forgets them.
  mutating func moveWarnings(into list: inout [ImportWarning])
  /// The line of the recording the parser is on (0 before the first).
  var lineNumber: Int { get }
  /// Takes `touches`, the buffer of an event the consumer is done with, to
  /// assemble a later event in; `touches` is left empty.
  mutating func recycle(_ touches: inout [Touch])
}

extension ImportParser {
  /// The next event, or nil at the end; the warnings found on the way are
  /// appended to `list`, and `line` is set to the event's line in the
  /// recording (0: unknown).
  mutating func next(warnings list: inout [ImportWarning], line: inout Int) throws(ImportError) -> TouchEvent? {
    while true {
      if let event = takeReady(line: &line) { return event }
      let more = try step()
      moveWarnings(into: &list)
      if !more { return nil }
    }
  }
}
