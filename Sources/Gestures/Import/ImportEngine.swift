/// The parser of one recording format, without the generic byte source:
/// `TouchImporter` is generic over its source, and keeping the per-event work
/// here means none of it looks up generic metadata at run time.
struct ImportEngine {
  /// The parser that reads the recording.
  enum Parser {
    /// No parser: the input is the web recorder page's CSV, which the importer's
    /// `TraceReader` reads.
    case none
    /// `adb shell getevent` text.
    case getevent(Storage<GeteventParser>)
    /// evemu-record text.
    case evemu(Storage<EvemuParser>)
    /// A JSON recording (Chrome DevTools, Flutter or the web recorder page).
    case json(Storage<JSONTouchDecoder>)
    /// Flutter's Dart-syntax event list.
    case dart(Storage<FlutterDartParser>)
  }

  /// The parser of the recording's format.
  private(set) var parser = Parser.none

  /// The recording's line of the event `pull` returned last: where its
  /// first report ended, else the line the parser was on.
  private(set) var eventLine = 0

  /// An engine with no parser.
  init() {}

  /// An engine that reads `source` (named `path`) in `format`. `opensJSON`
  /// says whether the source's first byte that is not white space opens a JSON
  /// value: a Flutter recording is then JSON rather than Dart syntax, and a web
  /// recording JSON rather than the recorder page's CSV (no parser).
  init(format: ImportFormat, opensJSON: Bool, source: any ByteSource, path: String?, options: ImportOptions) {
    switch format {
    case .getevent: parser = .getevent(Storage(GeteventParser(source: source, path: path, options: options)))
    case .evemu: parser = .evemu(Storage(EvemuParser(source: source, path: path, options: options)))
    case .cdp: parser = .json(Storage(JSONTouchDecoder(format: format, source: source, path: path, options: options)))
    case .flutter:
      parser =
        opensJSON
        ? .json(Storage(JSONTouchDecoder(format: format, source: source, path: path, options: options)))
        : .dart(Storage(FlutterDartParser(source: source, path: path, options: options)))
    case .web:
      parser =
        opensJSON
        ? .json(Storage(JSONTouchDecoder(format: format, source: source, path: path, options: options))) : .none
    }
  }

  /// Whether a parser is set.
  var hasParser: Bool {
    switch parser {
    case .none: return false
    case .getevent, .evemu, .json, .dart: return true
    }
  }

  /// The next event, or nil at the end (or when no parser is set); the
  /// warnings found on the way are appended to `list`.
  mutating func pull(warnings list: inout [ImportWarning]) throws(ImportError) -> TouchEvent? {
    // The event and its line: where its first report ended, else the line the
    // parser is on.
    func next<Reader: ImportParser>(_ reader: inout Reader) throws(ImportError) -> (event: TouchEvent?, line: Int) {
      var line = 0
      let event = try reader.next(warnings: &list, line: &line)
      return (event, line > 0 || event == nil ? line : max(1, reader.lineNumber))
    }
    let read: (event: TouchEvent?, line: Int)
    switch parser {
    case .none: return nil
    case .getevent(let storage): read = try withReader(consume storage, in: Parser.getevent, next)
    case .evemu(let storage): read = try withReader(consume storage, in: Parser.evemu, next)
    case .json(let storage): read = try withReader(consume storage, in: Parser.json, next)
    case .dart(let storage): read = try withReader(consume storage, in: Parser.dart, next)
    }
    eventLine = read.line
    return read.event
  }

  /// Gives the buffer of an event the consumer is done with to the parser's
  /// assembler, to reuse (`TouchImporter.next(into:)`).
  mutating func recycle(_ touches: inout [Touch]) {
    switch parser {
    case .none: break
    case .getevent(let storage): withReader(consume storage, in: Parser.getevent) { $0.recycle(&touches) }
    case .evemu(let storage): withReader(consume storage, in: Parser.evemu) { $0.recycle(&touches) }
    case .json(let storage): withReader(consume storage, in: Parser.json) { $0.recycle(&touches) }
    case .dart(let storage): withReader(consume storage, in: Parser.dart) { $0.recycle(&touches) }
    }
  }

  /// Runs `body` on the parser in `storage`, the payload of the current `parser`
  /// (`case`), and puts it back however `body` ends. The storage is taken out of
  /// `parser` while `body` runs, so that it is uniquely referenced and the parser
  /// is changed where it is stored, unless the engine was copied: then it is
  /// copied first (`makeUnique`).
  private mutating func withReader<Reader, Result, Failure: Error>(
    _ storage: consuming Storage<Reader>, in `case`: (Storage<Reader>) -> Parser,
    _ body: (inout Reader) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    parser = .none
    var storage = storage
    defer { parser = `case`(storage) }
    Self.makeUnique(&storage)
    return try body(&storage.reader)
  }

  /// The line the parser is on, at least 1 (for a warning at the end).
  var lineNumber: Int {
    switch parser {
    case .none: return 1
    case .getevent(let storage): return max(1, storage.reader.lineNumber)
    case .evemu(let storage): return max(1, storage.reader.lineNumber)
    case .json(let storage): return max(1, storage.reader.lineNumber)
    case .dart(let storage): return max(1, storage.reader.lineNumber)
    }
  }

  /// The decoder of a kernel-event recording (getevent or evemu-record), or
  /// nil for the other formats.
  var evdevDecoder: EvdevDecoder? {
    switch parser {
    case .getevent(let storage): return storage.reader.decoder
    case .evemu(let storage): return storage.reader.decoder
    case .none, .json, .dart: return nil
    }
  }

  /// The members of a JSON recording's wrapper object (the web recorder
  /// page's metadata), once its first record is read; empty for the other
  /// formats.
  var jsonHeader: [(key: String, value: ImportJSON)] {
    switch parser {
    case .json(let storage): return storage.reader.header
    case .none, .getevent, .evemu, .dart: return []
    }
  }

  /// A parser held by reference in ``Parser``, so that the engine reads it
  /// where it is stored. (An enum payload cannot be changed in place: moving a
  /// parser, a kilobyte with a dozen buffers, out of the enum and back cost
  /// about 1 300 instructions per event.) Copied on write: an engine that was
  /// copied gets its own parser before it reads (`makeUnique`).
  final class Storage<Reader: ImportParser> {
    /// The parser.
    var reader: Reader

    init(_ reader: Reader) { self.reader = reader }
  }

  /// Replaces `storage` with a copy of itself when another engine shares it.
  private static func makeUnique<Reader>(_ storage: inout Storage<Reader>) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.reader) }
  }
}
