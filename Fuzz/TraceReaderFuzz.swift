// libFuzzer target: the trace reader alone (docs/robustness.md, "Fuzzing").
// Built and run by scripts/fuzz.sh (`scripts/fuzz.sh reader 600`), not by SwiftPM.
//
// For any bytes, the reader must return events or throw a TraceError, never trap,
// hang or leak, and what it returns must keep the format's promises
// (docs/trace-format.md). Each input is read twice: whole, and in small chunks whose
// size comes from the input's length (1...13 bytes); both reads must agree exactly.
// A violated promise traps with a message naming it, which libFuzzer reports as a crash.
import Gestures
import ScrollPhysics

/// Everything one read produced, for comparing two reads.
struct ReadResult: Equatable {
  var events: [TouchEvent] = []
  var warnings: [TraceWarning] = []
  var error: TraceError?
  var metadata: TraceMetadata?
  var columns: [TraceColumn] = []
  var summary: TraceSummary?
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz invariant violated: \(message())") }
}

/// Bitwise equality of doubles: 0 and -0 differ, a NaN equals itself.
func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
func same(_ a: Double?, _ b: Double?) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case (let a?, let b?): return same(a, b)
  default: return false
  }
}

func read(_ bytes: [UInt8], chunkSize: Int, options: TraceReaderOptions) -> ReadResult {
  var result = ReadResult()
  do {
    var reader = try TraceReader(source: MemoryByteSource(bytes: bytes, chunkSize: chunkSize), path: "fuzz.csv", options: options)
    result.metadata = reader.metadata
    result.columns = reader.columns
    do {
      while let event = try reader.next() {
        result.events.append(event)
        result.warnings += reader.takeWarnings()
      }
      result.warnings += reader.takeWarnings()
      // After the end, next() keeps returning nil.
      let again = try reader.next()
      require(again == nil, "next() after the end returned an event")
    } catch {
      result.warnings += reader.takeWarnings()
      result.error = error
      // After an error, every call throws the same error.
      do {
        _ = try reader.next()
        fatalError("fuzz invariant violated: next() after an error returned instead of throwing")
      } catch let again {
        require(again == error, "next() after an error threw \(again), not \(error)")
      }
    }
    result.summary = reader.summary
  } catch {
    result.error = error
  }
  return result
}

/// The promises of docs/trace-format.md that hold for whatever was read.
func checkInvariants(_ result: ReadResult, options: TraceReaderOptions) {
  var previousTime = -Double.infinity
  var down: Set<Int> = []
  for (index, event) in result.events.enumerated() {
    require(event.time.isFinite, "event \(index) has time \(event.time)")
    require(event.time >= previousTime, "event \(index) at \(event.time) is earlier than \(previousTime)")
    previousTime = event.time
    require(!event.touches.isEmpty, "event \(index) has no touches")
    var ids: Set<Int> = []
    for touch in event.touches {
      require(touch.id >= 0, "negative finger id \(touch.id)")
      require(ids.insert(touch.id).inserted, "finger \(touch.id) twice in event \(index)")
      let p = touch.location
      require(p.x.isFinite && p.y.isFinite, "non-finite location \(p)")
      require(abs(p.x) <= options.coordinateLimit && abs(p.y) <= options.coordinateLimit, "location \(p) beyond the limit")
      if let force = touch.force { require(force.isFinite && force >= 0, "force \(force)") }
      if let radius = touch.radius { require(radius.isFinite && radius >= 0, "radius \(radius)") }
      switch touch.phase {
      case .began:
        require(down.insert(touch.id).inserted, "finger \(touch.id) began while down")
      case .moved, .stationary:
        require(down.contains(touch.id), "finger \(touch.id) \(touch.phase) while not down")
      case .ended, .cancelled:
        require(down.remove(touch.id) != nil, "finger \(touch.id) \(touch.phase) while not down")
      }
      require(down.count <= options.maximumFingers, "\(down.count) fingers down")
    }
  }
  // Every finger lifts by the end (the reader cancels those still down), unless an error stopped it.
  if result.error == nil { require(down.isEmpty, "fingers \(down) still down at the end") }
  for warning in result.warnings {
    require(warning.line >= 1 && warning.column >= 1, "warning at \(warning.line):\(warning.column)")
    require(!warning.description.isEmpty, "empty warning")
  }
  if let error = result.error {
    require(error.line >= 1 && error.column >= 1, "error at \(error.line):\(error.column)")
    let text = error.description
    require(text.hasPrefix("fuzz.csv:\(error.line):\(error.column): error: "), "error text '\(text)'")
    require(!text.contains("\n"), "error text with a line break: '\(text)'")
  }
  if let summary = result.summary {
    require(summary.events == result.events.count, "summary counts \(summary.events) events, read \(result.events.count)")
    // One event per row at most, plus the end-of-file cancellations' event.
    let synthesizedEvents = summary.synthesizedCancellations > 0 ? 1 : 0
    require(summary.rows + synthesizedEvents >= summary.events && summary.lines >= summary.rows, "summary \(summary)")
    if let first = summary.firstTime { require(first.isFinite, "first time \(first)") }
    if let last = summary.lastTime { require(last.isFinite, "last time \(last)") }
    require(summary.duration.isFinite && summary.duration >= 0, "duration \(summary.duration)")
  }
}

/// A valid trace, written by TraceWriter and read again, gives the same events bit
/// for bit and the same metadata (docs/trace-format.md, "Writing").
func checkRoundTrip(_ result: ReadResult, options: TraceReaderOptions) {
  guard result.error == nil, let metadata = result.metadata, let summary = result.summary,
    summary.synthesizedCancellations == 0
  else { return }
  var writer = TraceWriter(output: "", metadata: metadata, columns: result.columns)
  writer.write(result.events)
  // Written lines can be longer than the ones read (`1e-5` is written `1e-05`, `#k:v`
  // is written `# k: v`), so the written trace is read with a larger line limit.
  var rereadOptions = options
  rereadOptions.maximumLineLength = 4_096
  let again = read(Array(writer.output.utf8), chunkSize: .max, options: rereadOptions)
  require(again.error == nil, "the written trace does not read back: \(again.error!)\n\(writer.output)")
  // A value ending in \r loses it when read back (it joins the line ending: TraceWriter).
  let endsInReturn = ([metadata.source].compactMap { $0 } + metadata.unknown.map(\.value)).contains { $0.utf8.last == 13 }
  require(endsInReturn || again.metadata == metadata, "metadata \(metadata) read back as \(String(describing: again.metadata))")
  require(again.events.count == result.events.count, "\(again.events.count) events read back, \(result.events.count) written")
  for (a, b) in zip(result.events, again.events) {
    require(same(a.time, b.time) && a.touches.count == b.touches.count, "event \(a) read back as \(b)")
    for (s, t) in zip(a.touches, b.touches) {
      require(
        s.id == t.id && s.phase == t.phase && s.isCoalesced == t.isCoalesced && same(s.location.x, t.location.x)
          && same(s.location.y, t.location.y) && same(s.force, t.force) && same(s.radius, t.radius),
        "touch \(s) read back as \(t)")
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // A 256-byte line limit (real rows are under 100 bytes) and the smallest buffer it
  // allows (1,032 bytes, under fuzz.sh's -max_len 2048): the refill path runs, the
  // line limit is reachable, and no 1 MiB buffer is allocated per read.
  let options = TraceReaderOptions(maximumLineLength: 256, bufferSize: 0)
  let whole = read(bytes, chunkSize: .max, options: options)
  checkInvariants(whole, options: options)
  let chunked = read(bytes, chunkSize: 1 + size % 13, options: options)
  require(chunked == whole, "reading in chunks of \(1 + size % 13) bytes gives \(chunked), whole gives \(whole)")
  checkRoundTrip(whole, options: options)
  return 0
}
