/// Reads a touch trace (the CSV format of `docs/trace-format.md`) as a stream
/// of touch events.
///
/// The reader pulls bytes from its `ByteSource` into a fixed buffer
/// (`TraceReaderOptions.bufferSize`, 1 MiB by default, or four times
/// `maximumLineLength` if that is larger), so its memory does
/// not grow with the file: a trace of any length is read in constant memory.
/// Rows that share a time form one `TouchEvent`, delivered in file order.
///
///     var reader = try TraceReader(source: MemoryByteSource(text), path: "swipe.csv")
///     while let event = try reader.next() {
///       for warning in reader.takeWarnings() { print(warning) }
///       handle(event)
///     }
///
/// Creating the reader reads the metadata comments and the header, so
/// `metadata` and `columns` are known at once. Every malformed input throws a
/// `TraceError`; after one, the reader is finished and rethrows it. Warnings
/// are collected for `takeWarnings()` (a strict reader throws them instead).
/// When fingers are still down at the end of the file, the last `next()`
/// before `nil` returns one extra event at the last time in the file that
/// cancels them (the only case of two consecutive events with the same time).
///
/// A reader is a value; copies share the byte source, so use one copy only.
public struct TraceReader<Source: ByteSource> {
  var parser: TraceParser
  var source: Source

  /// Creates a reader and reads the trace up to and including its header.
  ///
  /// - Parameters:
  ///   - source: Where the bytes come from.
  ///   - path: The file name to put in errors and warnings; `nil` for none.
  ///   - options: Strictness and limits. A programmer error (a precondition)
  ///     when a limit is out of its documented range.
  /// - Throws: `TraceError` for an empty file, a missing or malformed header,
  ///   malformed metadata, invalid UTF-8, an overlong line, or a read failure.
  public init(source: Source, path: String? = nil, options: TraceReaderOptions = TraceReaderOptions()) throws(TraceError) {
    parser = TraceParser(path: path, options: options)
    self.source = source
    while true {
      switch try parser.step() {
      case .needsInput: try fill()
      case .header: return
      case .event, .end: preconditionFailure("TraceReader: the parser passed the header without reporting it")
      }
    }
  }

  /// The file name given at creation.
  public var path: String? { parser.path }
  /// The options given at creation.
  public var options: TraceReaderOptions { parser.options }
  /// The metadata comments before the header.
  public var metadata: TraceMetadata { parser.metadata }

  /// Where the value of each known metadata key (`viewport`, `scale`, `refresh`,
  /// `source`) was read, by key; a value a scene cannot use is reported there.
  package var metadataLocations: [String: TraceMetadata.ValueLocation] { parser.metadataLocations }
  /// The columns, in header order.
  public var columns: [TraceColumn] { parser.columns }
  /// What has been read so far; complete once `next()` has returned `nil`.
  public var summary: TraceSummary { parser.currentSummary }
  /// Whether warnings are waiting to be taken.
  public var hasWarnings: Bool { !parser.warnings.isEmpty }

  /// Returns the warnings found since the last call, in file order, and
  /// forgets them.
  public mutating func takeWarnings() -> [TraceWarning] {
    let result = parser.warnings
    parser.warnings.removeAll()
    return result
  }

  /// The next event, or `nil` at the end of the trace.
  ///
  /// An event is complete when a row with another time (or the end of the
  /// file) follows it, so an error in that next row is thrown by the
  /// following call, after this event has been delivered.
  ///
  /// - Throws: `TraceError` for malformed input, or for a warning when the
  ///   reader is strict. After an error every call throws it again.
  /// - Complexity: Amortized O(length of the rows × fingers down).
  public mutating func next() throws(TraceError) -> TouchEvent? {
    while true {
      switch try parser.step() {
      case .needsInput: try fill()
      case .event: return TouchEvent(time: parser.eventTime, touches: parser.touches)
      case .end: return nil
      case .header: preconditionFailure("TraceReader: the header was reported twice")
      }
    }
  }

  /// Reads the next event into `event` and returns `true`, or returns `false`
  /// at the end of the trace (leaving `event` as it was).
  ///
  /// The same events as `next()`, without handing out a new touch array each
  /// time: the reader takes `event`'s array in exchange for the one it filled,
  /// and fills that one next, so a loop that reuses one event (and keeps no
  /// copy of its touches) reads a trace of any length without allocating and
  /// without reference counting per event.
  ///
  ///     var event = TouchEvent(time: 0, touches: [])
  ///     while try reader.next(into: &event) { handle(event) }
  ///
  /// - Throws: As `next()`.
  public mutating func next(into event: inout TouchEvent) throws(TraceError) -> Bool {
    while true {
      switch try parser.step() {
      case .needsInput: try fill()
      case .event:
        event.time = parser.eventTime
        swap(&event.touches, &parser.touches)
        return true
      case .end: return false
      case .header: preconditionFailure("TraceReader: the header was reported twice")
      }
    }
  }

  /// Reads every remaining event into an array. For small traces and tests:
  /// the array grows with the trace.
  public mutating func readAll() throws(TraceError) -> [TouchEvent] {
    var events: [TouchEvent] = []
    while let event = try next() { events.append(event) }
    return events
  }

  /// Fills the parser's buffer from the source, up to full or the end.
  mutating func fill() throws(TraceError) {
    var space = parser.prepareForInput()
    while space.count > 0 {
      let count: Int
      do {
        count = try source.read(into: space)
      } catch {
        throw parser.readFailed(error)
      }
      precondition(count >= 0 && count <= space.count, "ByteSource.read(into:) returned \(count) for a buffer of \(space.count) bytes")
      parser.didRead(count)
      if count == 0 { return }
      space = UnsafeMutableRawBufferPointer(rebasing: space[count...])
    }
  }
}

extension TraceReader: Sendable where Source: Sendable {}

extension TraceReader where Source == MemoryByteSource {
  /// Creates a reader over `text` held in memory.
  public init(text: String, path: String? = nil, options: TraceReaderOptions = TraceReaderOptions()) throws(TraceError) {
    try self.init(source: MemoryByteSource(text), path: path, options: options)
  }
}
