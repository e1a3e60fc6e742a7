/// A text format whose lines carry kernel input events (`getevent`,
/// evemu-record): a line reader that feeds an `EvdevDecoder`, which assembles
/// the touches and collects the warnings.
protocol EvdevTextParser: ImportParser {
  /// The lines of the recording.
  var lines: ImportLineReader { get set }
  /// The decoder the events go to.
  var decoder: EvdevDecoder { get set }
  /// Whether the input has ended and the decoder is finished.
  var finished: Bool { get set }

  /// The tool whose output the parser reads.
  static var tool: ImportFormat { get }

  /// Creates a parser that reads `lines` into `decoder`.
  init(lines: ImportLineReader, decoder: EvdevDecoder)

  /// Parses the current line of `lines` and hands its event, if any, to
  /// `decoder`.
  mutating func parseLine() throws(ImportError)
}

extension EvdevTextParser {
  /// Creates a parser that reads `source` (named `path`) with `options`.
  init(source: any ByteSource, path: String?, options: ImportOptions) {
    self.init(
      lines: ImportLineReader(source: source, path: path, maximumLineLength: options.maximumLineLength),
      decoder: EvdevDecoder(options: options, path: path, tool: Self.tool))
  }

  /// The file, as given.
  var path: String? { lines.path }

  /// An error at `column` of the current line.
  func error(_ column: Int, _ reason: ImportError.Reason) -> ImportError {
    ImportError(path: path, line: lines.lineNumber, column: column, reason: reason)
  }

  /// Parses line after line until touch events are ready or the input ends.
  mutating func step() throws(ImportError) -> Bool {
    if finished { return false }
    while !decoder.assembler.hasReady {
      guard try nextLineOrFinish() else { return decoder.assembler.hasReady }
      try parseLine()
    }
    return true
  }

  /// Reads the next line and returns `true`; at the end of the input,
  /// finishes the decoder (cancelling the fingers still down), sets
  /// `finished` and returns `false`.
  mutating func nextLineOrFinish() throws(ImportError) -> Bool {
    if try lines.nextLine() { return true }
    try decoder.finish(line: max(1, lines.lineNumber))
    finished = true
    return false
  }

  /// The decoder's next ready event.
  mutating func takeReady(line: inout Int) -> TouchEvent? { decoder.assembler.takeNext(line: &line) }

  /// The line of the recording the parser is on.
  var lineNumber: Int { lines.lineNumber }

  /// Hands `touches` to the decoder's assembler, to reuse.
  mutating func recycle(_ touches: inout [Touch]) { decoder.assembler.recycle(&touches) }

  /// Moves the decoder's warnings to `list`.
  mutating func moveWarnings(into list: inout [ImportWarning]) { decoder.moveWarnings(into: &list) }
}
