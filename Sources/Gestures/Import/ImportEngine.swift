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
    // Each case takes the storage out of `parser` (so that it is uniquely
    // referenced unless the engine was copied) and puts it back however the
    // read ends.
    switch parser {
    case .none:
      return nil
    case .getevent(var storage):
      parser = .none
      defer { parser = .getevent(storage) }
      return try Self.next(&storage, warnings: &list, eventLine: &eventLine)
    case .evemu(var storage):
      parser = .none
      defer { parser = .evemu(storage) }
      return try Self.next(&storage, warnings: &list, eventLine: &eventLine)
    case .json(var storage):
      parser = .none
      defer { parser = .json(storage) }
      return try Self.next(&storage, warnings: &list, eventLine: &eventLine)
    case .dart(var storage):
      parser = .none
      defer { parser = .dart(storage) }
      return try Self.next(&storage, warnings: &list, eventLine: &eventLine)
    }
  }

  /// The next event of the parser in `storage` (`pull(warnings:)`), with its
  /// line in `eventLine`.
  private static func next<Reader: ImportParser>(
    _ storage: inout Storage<Reader>, warnings list: inout [ImportWarning], eventLine: inout Int
  ) throws(ImportError) -> TouchEvent? {
    makeUnique(&storage)
    var line = 0
    let event = try storage.reader.next(warnings: &list, line: &line)
    eventLine = line > 0 || event == nil ? line : max(1, storage.reader.lineNumber)
    return event
  }

  /// Gives the buffer of an event the consumer is done with to the parser's
  /// assembler, to reuse (`TouchImporter.next(into:)`).
  mutating func recycle(_ touches: inout [Touch]) {
    // As in `pull(warnings:)`.
    switch parser {
    case .none:
      break
    case .getevent(var storage):
      parser = .none
      Self.recycle(&touches, to: &storage)
      parser = .getevent(storage)
    case .evemu(var storage):
      parser = .none
      Self.recycle(&touches, to: &storage)
      parser = .evemu(storage)
    case .json(var storage):
      parser = .none
      Self.recycle(&touches, to: &storage)
      parser = .json(storage)
    case .dart(var storage):
      parser = .none
      Self.recycle(&touches, to: &storage)
      parser = .dart(storage)
    }
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

  /// Hands `touches` to the parser in `storage` (`recycle(_:)`).
  private static func recycle<Reader>(_ touches: inout [Touch], to storage: inout Storage<Reader>) {
    makeUnique(&storage)
    storage.reader.recycle(&touches)
  }
}
