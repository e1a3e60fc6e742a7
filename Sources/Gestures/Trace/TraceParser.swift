import ScrollPhysics

/// The reader's engine, free of I/O: it parses bytes that `TraceReader` puts
/// into its buffer and asks for more with `.needsInput`.
///
/// Parsing is resumable at line boundaries. Before each line the parser makes
/// sure that the buffer holds at least `maximumLineLength + 2` bytes or the
/// rest of the input, so that a whole line is always present; a `\n`
/// sentinel after the data stops every scan.
struct TraceParser {
  /// What one call of `step()` produced.
  enum Step {
    /// The buffer needs more bytes (or the end of the input) before parsing
    /// can go on.
    case needsInput
    /// The header has been read: metadata and columns are known.
    case header
    /// A complete event: at `eventTime`, its touches are `touches` (the
    /// reader hands them out or swaps them into the caller's event).
    case event
    /// The trace is complete.
    case end
  }

  enum Stage {
    case preamble
    case rows
    case finished
  }

  /// One finger that is down, or that lifted in the event being assembled.
  struct Finger {
    var id: Int
    var isDown: Bool
    /// The serial number of the last event the finger appeared in.
    var lastEvent: Int
    var beganLine: Int
    var lastLine: Int
    var lastIDColumn: Int
    var location: Point
    /// The last force, NaN when absent (a plain `Double` keeps copies cheap).
    var force: Double
    /// The last radius, in points; NaN when absent.
    var radius: Double
  }

  /// A data row parsed from the buffer, not yet checked against the state.
  /// The offsets are bytes from `lineStart` (data rows are ASCII, so an
  /// offset plus one is the column).
  struct Row {
    var t = 0.0
    var x = 0.0
    var y = 0.0
    /// NaN when the field is empty or absent.
    var force = Double.nan
    /// NaN when the field is empty or absent.
    var radius = Double.nan
    var id = 0
    var phase = TouchPhase.began
    var coalesced = false
    var line = 0
    var lineStart = 0
    var tOffset = 0
    var idOffset = 0
    var phaseOffset = 0
    var xOffset = 0
    var yOffset = 0
  }

  // MARK: Configuration

  let path: String?
  let options: TraceReaderOptions
  let maximumLineLength: Int

  // MARK: Buffer

  var buffer: TraceBuffer
  /// The first byte not yet parsed.
  var position = 0
  /// One past the last byte of data; `buffer.base[end]` is the `\n` sentinel.
  var end = 0
  /// Whether the byte source has ended.
  var atEndOfInput = false
  var checkedByteOrderMark = false

  // MARK: Progress

  var stage = Stage.preamble
  /// Lines consumed so far; the current line's number once it is consumed.
  var lineNumber = 0
  var failure: TraceError?
  var metadata = TraceMetadata()
  /// For each known metadata key, the line it was last given on.
  var metadataLines: [String: Int] = [:]
  /// Where each known key's value was read (the last occurrence wins, as its value does).
  var metadataLocations: [String: TraceMetadata.ValueLocation] = [:]
  var sawComment = false
  var headerLine = 0
  var columns: [TraceColumn] = []
  /// The header's columns, 4 bits each (`TraceColumn.code`), first in the
  /// lowest bits.
  var layout: UInt64 = 0
  var columnCount = 0
  /// Whether the header starts `t,id,phase,x,y` (the writer's order).
  var startsWithRequiredColumns = false
  let coordinateLimit: Double
  let timeLimit: Double
  var summary = TraceSummary()
  var warnings: [TraceWarning] = []

  // MARK: Events

  /// The touches of the event being assembled are `touches[..<touchCount]`;
  /// later elements are left from an earlier event. When a step returns
  /// `.event`, `touches` is exactly that event's touches (until the next step).
  var touches: [Touch] = []
  var touchCount = 0
  /// Whether `touches` holds rows of an event not yet delivered.
  var eventOpen = false
  /// Whether the last step delivered an event, so `touches` must be cleared.
  var delivered = false
  var eventTime = 0.0
  var eventSerial = 0
  /// The row `parseLine` parsed last.
  var row = Row()
  /// Whether `row` ended the previous event and is still to be applied: it
  /// starts the next.
  var hasPendingRow = false
  var previousTime = 0.0
  var previousLine = 0
  var fingers: [Finger] = []
  var downCount = 0
  /// When the last data row has no line ending, the column just after its
  /// last character; 0 otherwise.
  var unterminatedRowColumn = 0
  var liftedInEvent = false

  init(path: String?, options: TraceReaderOptions) {
    precondition((1...16_777_216).contains(options.maximumLineLength), "TraceReaderOptions.maximumLineLength must be in 1...16_777_216")
    precondition(options.maximumFingers > 0, "TraceReaderOptions.maximumFingers must be positive")
    precondition(options.coordinateLimit > 0, "TraceReaderOptions.coordinateLimit must be positive")
    precondition(options.timeLimit > 0, "TraceReaderOptions.timeLimit must be positive")
    precondition(options.largeTimeGap >= 0, "TraceReaderOptions.largeTimeGap must not be negative")
    precondition(options.maximumStoredWarnings >= 0, "TraceReaderOptions.maximumStoredWarnings must not be negative")
    precondition(options.bufferSize >= 0, "TraceReaderOptions.bufferSize must not be negative")
    self.path = path
    self.options = options
    maximumLineLength = options.maximumLineLength
    coordinateLimit = options.coordinateLimit
    timeLimit = options.timeLimit
    buffer = TraceBuffer(capacity: max(options.bufferSize, 4 * (options.maximumLineLength + 2)))
    buffer.base[0] = UInt8(ascii: "\n")
    touches.reserveCapacity(16)
  }

  // MARK: Input

  /// Whether the parser must have more input before it reads a line.
  @inline(__always)
  var needsInput: Bool {
    !atEndOfInput && end - position < maximumLineLength + 2
  }

  /// Moves the unparsed bytes to the start of a uniquely owned buffer and
  /// returns the free space after them.
  mutating func prepareForInput() -> UnsafeMutableRawBufferPointer {
    if !isKnownUniquelyReferenced(&buffer) {
      buffer = buffer.copy(position..<end)
    } else if position > 0 {
      (buffer.base).update(from: buffer.base + position, count: end - position)
    }
    end -= position
    position = 0
    return UnsafeMutableRawBufferPointer(start: buffer.base + end, count: buffer.capacity - end)
  }

  /// Records that the byte source wrote `count` bytes into the space
  /// `prepareForInput()` returned; 0 means it has ended.
  mutating func didRead(_ count: Int) {
    if count == 0 {
      atEndOfInput = true
    } else {
      end += count
    }
    buffer.base[end] = UInt8(ascii: "\n")
  }

  /// Records a byte source failure as the reader's error.
  mutating func readFailed(_ error: any Error) -> TraceError {
    let failure = TraceError(path: path, line: lineNumber + 1, column: 1, reason: .readFailed(message: String(describing: error)))
    self.failure = failure
    return failure
  }

  // MARK: Stepping

  /// Parses until an event, the header, the end, or a need for input.
  mutating func step() throws(TraceError) -> Step {
    if let failure { throw failure }
    do {
      switch stage {
      case .preamble: return try stepPreamble()
      case .rows: return try stepRows()
      case .finished: return .end
      }
    } catch {
      failure = error
      throw error
    }
  }

  /// The summary, with the line count brought up to date.
  var currentSummary: TraceSummary {
    var result = summary
    result.lines = lineNumber
    return result
  }

  // MARK: Diagnostics

  /// An error at a line and column.
  func error(line: Int, column: Int, _ reason: TraceError.Reason) -> TraceError {
    TraceError(path: path, line: line, column: column, reason: reason)
  }

  /// Records a warning, or throws it when the reader is strict.
  mutating func warn(line: Int, column: Int, _ reason: TraceWarning.Reason) throws(TraceError) {
    if options.strict {
      throw error(line: line, column: column, .strict(reason))
    }
    summary.warnings += 1
    if warnings.count < options.maximumStoredWarnings {
      warnings.append(TraceWarning(path: path, line: line, column: column, reason: reason))
    } else {
      summary.droppedWarnings += 1
    }
  }

  /// The text of `start..<end` for quoting, cut after `TraceError.quoteLimit`
  /// characters.
  func text(_ start: Int, _ end: Int) -> String {
    let whole = String(decoding: UnsafeBufferPointer(start: buffer.base + start, count: max(0, end - start)), as: UTF8.self)
    let scalars = whole.unicodeScalars
    if scalars.count <= TraceError.quoteLimit { return whole }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: scalars.prefix(TraceError.quoteLimit))
    return String(cut) + "…"
  }

  /// The column of byte `offset` in the line starting at `lineStart`.
  func column(_ offset: Int, lineStart: Int) -> Int {
    UTF8Scanner.column(buffer.base, lineStart: lineStart, offset: offset)
  }
}

@inline(__always)
func isBlank(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x09
}
