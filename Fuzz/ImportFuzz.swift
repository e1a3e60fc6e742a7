// libFuzzer targets: the importers (docs/robustness.md, "Fuzzing"). One source, five targets:
// scripts/fuzz.sh compiles it with -D FUZZ_IMPORT_GETEVENT, _EVEMU, _FLUTTER, _WEB or _CDP
// (`scripts/fuzz.sh import-getevent 600`), not by SwiftPM.
//
// For any bytes, the importer must return events or throw an ImportError, never trap, hang or
// leak, and what it returns must be a valid trace: times strictly increasing and finite, ids
// ≥ 0, no finger twice in an event, phases in order, every finger lifted at the end when there
// was no error, locations within the limit. Each input is imported twice, whole and in chunks
// of 1…13 bytes, with the same result. Without an error, the events written by TraceWriter read
// back through TraceReader to the same events, bit for bit.
import Gestures
import ScrollPhysics

#if FUZZ_IMPORT_GETEVENT
let format = ImportFormat.getevent
#elseif FUZZ_IMPORT_EVEMU
let format = ImportFormat.evemu
#elseif FUZZ_IMPORT_FLUTTER
let format = ImportFormat.flutter
#elseif FUZZ_IMPORT_WEB
let format = ImportFormat.web
#else
let format = ImportFormat.cdp
#endif

struct ImportResult: Equatable {
  var events: [TouchEvent] = []
  var warnings: [ImportWarning] = []
  var error: ImportError?
  var metadata: TraceMetadata?
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz invariant violated: \(message())") }
}

func importAll(_ bytes: [UInt8], chunkSize: Int, options: ImportOptions) -> ImportResult {
  var result = ImportResult()
  do {
    var importer = try TouchImporter(format: format, source: MemoryByteSource(bytes: bytes, chunkSize: chunkSize), path: "fuzz.txt", options: options)
    result.metadata = importer.metadata
    do {
      while let event = try importer.next() {
        result.events.append(event)
        result.warnings += importer.takeWarnings()
      }
      result.warnings += importer.takeWarnings()
      require(try importer.next() == nil, "next() after the end returned an event")
    } catch {
      result.warnings += importer.takeWarnings()
      result.error = error
      do {
        _ = try importer.next()
        fatalError("fuzz invariant violated: next() after an error returned instead of throwing")
      } catch let again {
        require(again == error, "next() after an error threw \(again), not \(error)")
      }
    }
  } catch {
    result.error = error
  }
  return result
}

func check(_ result: ImportResult, options: ImportOptions) {
  var previous = -Double.infinity
  var down: Set<Int> = []
  for (index, event) in result.events.enumerated() {
    require(event.time.isFinite && abs(event.time) <= options.timeLimit.nextUp, "event \(index) at \(event.time)")
    require(event.time > previous, "event \(index) at \(event.time) is not after \(previous)")
    previous = event.time
    require(!event.touches.isEmpty, "event \(index) has no touches")
    var ids: Set<Int> = []
    for touch in event.touches {
      require(touch.id >= 0 && touch.id < options.maximumFingers, "finger id \(touch.id)")
      require(ids.insert(touch.id).inserted, "finger \(touch.id) twice in event \(index)")
      let p = touch.location
      require(p.x.isFinite && p.y.isFinite && abs(p.x) <= options.coordinateLimit && abs(p.y) <= options.coordinateLimit, "location \(p)")
      if let force = touch.force { require(force.isFinite, "force \(force)") }
      if let radius = touch.radius { require(radius.isFinite, "radius \(radius)") }
      switch touch.phase {
      case .began: require(down.insert(touch.id).inserted, "finger \(touch.id) began while down")
      case .moved, .stationary: require(down.contains(touch.id), "finger \(touch.id) moved while up")
      case .ended, .cancelled: require(down.remove(touch.id) != nil, "finger \(touch.id) lifted while up")
      }
    }
  }
  if result.error == nil { require(down.isEmpty, "fingers \(down) still down at the end") }
  for warning in result.warnings { require(warning.line >= 1 && warning.column >= 1, "warning at \(warning.line):\(warning.column)") }
  if let error = result.error {
    require(error.line >= 1 && error.column >= 1, "error at \(error.line):\(error.column)")
    require(error.description.hasPrefix("fuzz.txt:\(error.line):\(error.column): error: "), "error text '\(error.description)'")
    require(!error.description.contains("\n"), "error text with a line break")
  }
}

/// Imported events are a valid trace: written and read back, they are the same.
func roundTrip(_ result: ImportResult) {
  guard result.error == nil, !result.events.isEmpty else { return }
  var writer = TraceWriter(output: "", metadata: TraceMetadata())
  writer.write(result.events)
  do {
    var reader = try TraceReader(text: writer.output, path: "written.csv", options: TraceReaderOptions(maximumLineLength: 4_096))
    let again = try reader.readAll()
    require(again.count == result.events.count, "\(again.count) events read back, \(result.events.count) written")
    for (a, b) in zip(result.events, again) {
      require(a.time.bitPattern == b.time.bitPattern && a.touches.count == b.touches.count, "event \(a) read back as \(b)")
      for (s, t) in zip(a.touches, b.touches) {
        require(s.id == t.id && s.phase == t.phase && s.location == t.location && s.force == t.force && s.radius == t.radius, "touch \(s) read back as \(t)")
      }
    }
  } catch {
    fatalError("fuzz invariant violated: the imported events do not read back: \(error)\n\(writer.output)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImporter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var options = ImportOptions(
    display: Size(width: 1080, height: 2400), scale: 3, devicePixelRatio: 2.75, maximumLineLength: 256, lookahead: 8)
  // Half the inputs give the ranges on the command line, half rely on the file.
  if size % 2 == 0 { options.ranges = AxisRanges(width: 1080, height: 2400) }
  options.strict = size % 7 == 0
  options.rotation = DisplayRotation.allCases[size % 4]
  let whole = importAll(bytes, chunkSize: .max, options: options)
  check(whole, options: options)
  let chunked = importAll(bytes, chunkSize: 1 + size % 13, options: options)
  require(chunked == whole, "reading in chunks of \(1 + size % 13) bytes differs")
  roundTrip(whole)
  return 0
}
