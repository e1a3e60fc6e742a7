import Gestures
import ScrollPhysics
import Testing

/// Everything a reader produced for one input.
struct ReadResult {
  var events: [TouchEvent]
  var warnings: [TraceWarning]
  var summary: TraceSummary
  var metadata: TraceMetadata
  var columns: [TraceColumn]
}

/// Reads `text` completely, collecting the warnings after every event.
func readTrace(_ text: String, chunkSize: Int = .max, options: TraceReaderOptions = TraceReaderOptions()) throws(TraceError) -> ReadResult {
  try readTrace(bytes: Array(text.utf8), chunkSize: chunkSize, options: options)
}

/// Reads `bytes` completely, collecting the warnings after every event.
func readTrace(bytes: [UInt8], chunkSize: Int = .max, options: TraceReaderOptions = TraceReaderOptions()) throws(TraceError) -> ReadResult {
  var reader = try TraceReader(source: MemoryByteSource(bytes: bytes, chunkSize: chunkSize), path: "test.csv", options: options)
  var events: [TouchEvent] = []
  var warnings = reader.takeWarnings()
  while let event = try reader.next() {
    events.append(event)
    warnings += reader.takeWarnings()
  }
  warnings += reader.takeWarnings()
  return ReadResult(events: events, warnings: warnings, summary: reader.summary, metadata: reader.metadata, columns: reader.columns)
}

/// The error reading `bytes` throws, from creating the reader or from any
/// `next()`; `nil` when the whole input reads without error.
func traceError(bytes: [UInt8], chunkSize: Int = .max, options: TraceReaderOptions = TraceReaderOptions()) -> TraceError? {
  do {
    _ = try readTrace(bytes: bytes, chunkSize: chunkSize, options: options)
    return nil
  } catch {
    return error
  }
}

/// Expects reading `text` to fail at `line`:`column` with `reason`, whether
/// the source delivers it whole or in chunks of 1 and 7 bytes.
func expectTraceError(
  _ text: String, options: TraceReaderOptions = TraceReaderOptions(),
  line: Int, column: Int, _ reason: TraceError.Reason,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectTraceError(bytes: Array(text.utf8), options: options, line: line, column: column, reason, sourceLocation: sourceLocation)
}

/// Expects reading `bytes` to fail at `line`:`column` with `reason`, whether
/// the source delivers it whole or in chunks of 1 and 7 bytes.
func expectTraceError(
  bytes: [UInt8], options: TraceReaderOptions = TraceReaderOptions(),
  line: Int, column: Int, _ reason: TraceError.Reason,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for chunkSize in [Int.max, 1, 7] {
    let error = traceError(bytes: bytes, chunkSize: chunkSize, options: options)
    #expect(error == TraceError(path: "test.csv", line: line, column: column, reason: reason), "chunk size \(chunkSize)", sourceLocation: sourceLocation)
  }
}

/// A touch with the given fields.
func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, force: Double? = nil, radius: Double? = nil, coalesced: Bool = false) -> Touch {
  Touch(id: id, phase: phase, location: Point(x: x, y: y), force: force, radius: radius, isCoalesced: coalesced)
}
