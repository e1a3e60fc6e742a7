import ScrollPhysics

/// Reads a touch recording in another tool's format as a stream of touch
/// events in gesture-sim's terms (screen points, seconds, small finger ids).
///
/// The importer streams: its memory is bounded by its buffers, the fingers
/// down and the `lookahead` events it reads before returning the first one
/// (to estimate the refresh rate from their spacing for `metadata`), so a
/// recording of any length imports in constant memory.
///
///     var importer = try TouchImporter(format: .getevent, source: source, path: "swipe.txt", options: options)
///     var writer = TraceWriter(output: "", metadata: importer.metadata)
///     while let event = try importer.next() { writer.write(event) }
///
/// Malformed input throws an `ImportError` (after which the importer is
/// finished); oddities are collected as warnings (`takeWarnings()`), or thrown
/// when `options.strict` is set. Fingers still down at the end are cancelled
/// in one extra event, with a warning.
package struct TouchImporter<Source: ByteSource> {
  /// The format read.
  package let format: ImportFormat
  /// The file name given at creation.
  package let path: String?
  /// The options given at creation.
  package let options: ImportOptions
  /// Viewport (points), scale, estimated refresh rate and a source line.
  package private(set) var metadata = TraceMetadata()
  /// Every assumption the conversion made, as sentences (the command line
  /// writes them as `# assumption:` comments).
  package private(set) var assumptions: [String] = []
  /// The columns to write: `t,id,phase,x,y`, and `force` and `radius` when
  /// an event read ahead has them (later values of a column not written are
  /// dropped).
  package var columns: [TraceColumn] {
    var result: [TraceColumn] = [.t, .id, .phase, .x, .y]
    if queue.contains(where: { $0.touches.contains { $0.force != nil } }) { result.append(.force) }
    if queue.contains(where: { $0.touches.contains { $0.radius != nil } }) { result.append(.radius) }
    if queue.contains(where: { $0.touches.contains { $0.isCoalesced } }) { result.append(.coalesced) }
    return result
  }

  /// Events and touches delivered so far.
  package private(set) var summary = ImportSummary()
  /// The recording's line of the event `next()` returned last (where its
  /// first report ended; for the recorder page's CSV, 0: its own lines are
  /// the trace's).
  package private(set) var line = 0

  /// The format's parser (all but the recorder page's CSV), not generic.
  ///
  /// The parser and the CSV's `trace` reader are stored side by side (with
  /// `readsTrace`), not as one enum of the two: the importer runs unspecialized
  /// (its callers are in another module), and such an enum, generic over `Source`,
  /// looked up its generic metadata at every access. Measured with callgrind on a
  /// release build, `import web` of a 22 800-event CSV took 229.0 M instead of
  /// 203.1 M instructions (about 1 140 more per event); the other formats did not change.
  var engine = ImportEngine()
  var trace: TraceReader<PrefixedByteSource<Source>>?
  var queue: [TouchEvent] = []
  /// The recording's line of each event of `queue`.
  var queueLines: [Int] = []
  var queueIndex = 0
  /// The recording's line of the event `pull()` returned last.
  var pulledLine = 0
  var warnings: [ImportWarning] = []
  var failure: ImportError?
  var ended = false
  /// Whether the input is in the trace format (`trace` is set).
  var readsTrace = false
  /// The time of the last event of a trace-format input.
  var lastTraceTime: Double?
  /// Merges the reports of one digitizer frame split over several events.
  var merger: SplitFrameMerger

  /// Creates an importer and reads ahead up to `options.lookahead` events.
  ///
  /// - Throws: `ImportError` for malformed input in what was read ahead.
  package init(format: ImportFormat, source: Source, path: String?, options: ImportOptions = ImportOptions()) throws(ImportError) {
    self.format = format
    self.path = path
    self.options = options
    merger = SplitFrameMerger(interval: options.splitFrameInterval)
    let prefixed: PrefixedByteSource<Source>
    do {
      prefixed = try PrefixedByteSource(source)
    } catch {
      throw ImportError(path: path, line: 1, column: 1, reason: .readFailed(message: String(describing: error)))
    }
    engine = ImportEngine(
      format: format, opensJSON: Self.startsJSON(prefixed.prefix), source: prefixed, path: path, options: options)
    // No parser: the recorder page's CSV, which a `TraceReader` reads.
    if !engine.hasParser {
      var readerOptions = TraceReaderOptions(strict: options.strict, maximumLineLength: options.maximumLineLength)
      readerOptions.maximumFingers = options.maximumFingers
      readerOptions.coordinateLimit = options.coordinateLimit
      readerOptions.timeLimit = options.timeLimit
      do {
        trace = try TraceReader(source: prefixed, path: path, options: readerOptions)
        readsTrace = true
      } catch {
        throw ImportError(path: path, line: error.line, column: error.column, reason: .trace(message: error.message))
      }
      collectTraceWarnings()
    }
    while queue.count < options.lookahead, let event = try pull() {
      queue.append(event)
      queueLines.append(pulledLine)
    }
    describe()
  }

  /// The next event, or nil at the end.
  ///
  /// - Throws: `ImportError`; after one, every call throws it again.
  package mutating func next() throws(ImportError) -> TouchEvent? {
    if let failure { throw failure }
    let event: TouchEvent
    if queueIndex < queue.count {
      event = queue[queueIndex]
      line = queueLines[queueIndex]
      queueIndex += 1
      if queueIndex == queue.count {
        queue = []
        queueLines = []
        queueIndex = 0
      }
    } else {
      guard let pulled = try pull() else { return nil }
      event = pulled
      line = pulledLine
    }
    summary.events += 1
    summary.touches += event.touches.count
    if summary.firstTime == nil { summary.firstTime = event.time }
    summary.lastTime = event.time
    return event
  }

  /// Reads the next event into `event` and returns `true`, or returns
  /// `false` at the end (leaving `event`'s touches empty). The same events as
  /// `next()`; the buffer of the event passed in is reused for a later event
  /// when nothing else holds it, so a loop that reads into one variable
  /// allocates nothing per event.
  ///
  /// - Throws: `ImportError`; after one, every call throws it again.
  package mutating func next(into event: inout TouchEvent) throws(ImportError) -> Bool {
    var touches: [Touch] = []
    swap(&touches, &event.touches)
    if !readsTrace { engine.recycle(&touches) }
    guard let next = try next() else { return false }
    event = next
    return true
  }

  /// Whether warnings are waiting.
  package var hasWarnings: Bool { !warnings.isEmpty }

  /// Returns the warnings found so far and forgets them.
  package mutating func takeWarnings() -> [ImportWarning] {
    defer { warnings.removeAll() }
    return warnings
  }

  /// The next event, its split frames merged (`SplitFrameMerger`), or nil at the end.
  mutating func pull() throws(ImportError) -> TouchEvent? {
    while let event = try pullReport() {
      if let complete = merger.add(event, line: readsTrace ? 0 : engine.eventLine) {
        pulledLine = merger.completedLine
        return complete
      }
    }
    let last = merger.flush()
    pulledLine = merger.completedLine
    return last
  }

  /// The next event from the engine, or nil at its end.
  mutating func pullReport() throws(ImportError) -> TouchEvent? {
    if let failure { throw failure }
    if ended { return nil }
    do throws(ImportError) {
      var event: TouchEvent?
      if !readsTrace {
        event = try engine.pull(warnings: &warnings)
      } else {
        do {
          if var next = try trace?.next() ?? nil {
            // The reader's end-of-file cancellations share the last event's time; an import's
            // times increase strictly, so they come 1 µs later, as the other importers' do.
            if let last = lastTraceTime, next.time <= last { next.time = TouchAssembler.cancellationTime(at: next.time, after: last) }
            lastTraceTime = next.time
            event = next
          }
        } catch {
          throw ImportError(path: path, line: error.line, column: error.column, reason: .trace(message: error.message))
        }
        collectTraceWarnings()
      }
      if event == nil {
        ended = true
        if summary.events == 0 && queue.isEmpty && merger.isEmpty {
          let line = engine.lineNumber
          if options.strict { throw ImportError(path: path, line: max(1, line), column: 1, reason: .strict(.noTouches)) }
          warnings.append(ImportWarning(path: path, line: max(1, line), column: 1, reason: .noTouches))
        }
      }
      return event
    } catch {
      failure = error
      throw error
    }
  }

  /// Whether the first byte that is not white space (or a byte-order mark)
  /// opens a JSON object or array.
  static func startsJSON(_ prefix: [UInt8]) -> Bool {
    let first = prefix.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  private mutating func collectTraceWarnings() {
    guard readsTrace else { return }
    for warning in trace?.takeWarnings() ?? [] {
      warnings.append(ImportWarning(path: path, line: warning.line, column: warning.column, reason: .trace(message: warning.message)))
    }
  }

  // MARK: Metadata

  private mutating func describe() {
    var metadata = TraceMetadata()
    let n = { (value: Double) in formatNumber(value) }
    switch format {
    case .getevent, .evemu:
      guard var decoder = engine.evdevDecoder else { break }
      let mapping = decoder.mapping ?? (try? decoder.resolveMapping())
      // The touch screen: the device that reported a touch axis, else (a file of ranges alone) the one whose ranges are used.
      let screen = decoder.touchDevice ?? decoder.announcedTouchRanges?.device
      let name = decoder.deviceNames.first { $0.device == (screen ?? 0) }?.name ?? (screen == nil ? decoder.deviceNames.first?.name : nil)
      metadata.source = "\(format.rawValue) recording" + (name.map { " of '\($0)'" } ?? "") + (path.map { " (\($0))" } ?? "")
      if let mapping {
        metadata.viewport = mapping.viewport
        metadata.scale = mapping.scale
        let r = mapping.ranges
        assumptions.append(
          "raw ranges x \(r.x.minimum)…\(r.x.maximum), y \(r.y.minimum)…\(r.y.maximum) from \(decoder.rangeSource ?? "the command line")")
        assumptions.append(
          "pixels = (raw − min) · display / (max − min + 1) (AOSP TouchInputMapper) on a \(n(mapping.display.width))x\(n(mapping.display.height)) px display"
            + (mapping.rotation == .none ? "" : ", rotated \(mapping.rotation.rawValue)°"))
        if options.scale != nil {
          assumptions.append("points = pixels / \(n(mapping.scale)) (--scale)")
        } else if let density = options.density {
          assumptions.append("points = pixels / \(n(mapping.scale)) (density \(n(density)) dpi / 160, Android's dp)")
        }
      }
      if let label = decoder.touchDeviceLabel, label != "the device" { assumptions.append("the touch screen is \(label), the first device that reported a touch axis") }
      assumptions.append("each frame (up to SYN_REPORT) is one touch event at the SYN_REPORT's time; the recording's times are kept as they are (seconds)")
      if decoder.usesProtocolA { assumptions.append("multi-touch protocol A: contacts matched by tracking id, else by nearest position") }
    case .flutter:
      metadata.source = "flutter recording" + (path.map { " (\($0)" + ")" } ?? "")
      if let ratio = options.devicePixelRatio {
        metadata.scale = ratio
        assumptions.append("physical pixels / \(n(ratio)) (--device-pixel-ratio) = logical pixels = points")
      }
      assumptions.append("logical pixels count as points; times are the events' timeStamp, in seconds")
      metadata.viewport = options.viewport
    case .web:
      if let trace {
        metadata = trace.metadata
        let original = metadata.source
        metadata.source = "web recorder page CSV" + (path.map { " (\($0))" } ?? "") + (original.map { ": \($0)" } ?? "")
        metadata.unknown = []
      } else {
        metadata.source = "web recording" + (path.map { " (\($0))" } ?? "")
        let header = engine.jsonHeader
        for (key, value) in header {
          switch key {
          case "viewport":
            if let w = value["width"]?.number, let h = value["height"]?.number, w > 0, h > 0 { metadata.viewport = Size(width: w, height: h) }
          case "devicePixelRatio":
            if let ratio = value.number, ratio > 0 { metadata.scale = ratio }
          case "refresh":
            if let refresh = value.number, TraceMetadata.refreshRates.contains(refresh) { metadata.refresh = refresh }
          case "userAgent":
            if let agent = value.string { metadata.source! += ", \(agent.filter { $0 != "\n" && $0 != "\r" })" }
          default:
            break
          }
        }
        assumptions.append("CSS pixels count as points (1 CSS px = 1 pt in iOS Safari at page zoom 1); times are timeStamp (ms) in seconds")
      }
    case .cdp:
      metadata.source = "Chrome DevTools Input.dispatchTouchEvent list" + (path.map { " (\($0))" } ?? "")
      assumptions.append("CSS pixels of the main frame count as points; times are timestamp (seconds since the epoch)")
      assumptions.append("touchEnd carries no points: each finger lifts where it last was")
    }
    if let viewport = options.viewport { metadata.viewport = viewport }
    if let scale = options.resolvedScale, metadata.scale == nil { metadata.scale = scale }
    if metadata.refresh == nil {
      if let estimate = RefreshEstimate(events: queue) {
        metadata.refresh = estimate.refresh
        assumptions.append(
          "refresh \(n(estimate.refresh)) Hz, the UIKit display rate (60 or 120 Hz) nearest the touch sample rate: the median spacing of \(estimate.intervals) samples of moving fingers is \(n((estimate.median * 1e6).rounded() / 1e3)) ms (\(n((estimate.sampleRate * 10).rounded() / 10)) Hz)")
      } else {
        assumptions.append("refresh unknown (fewer than 2 intervals between samples of a moving finger); a run uses \(n(Display.defaultRefreshRate)) Hz unless given --refresh")
      }
    }
    if metadata.viewport == nil { assumptions.append("viewport unknown; a run uses \(Display.defaultViewportText) points unless given --viewport") }
    self.metadata = metadata
  }
}

/// What a `TouchImporter` has delivered.
package struct ImportSummary: Hashable, Sendable {
  /// Events delivered.
  package var events = 0
  /// Touches (trace rows) delivered.
  package var touches = 0
  /// The first event's time, seconds.
  package var firstTime: Double?
  /// The last event's time, seconds.
  package var lastTime: Double?
}
