/// The parser of one recording format, without the generic byte source:
/// `TouchImporter` is generic over its source, and keeping the per-event work
/// here means none of it looks up generic metadata at run time.
struct ImportEngine {
  /// Which parser is set. (Testing an optional parser against nil would copy
  /// it: the per-event code switches over this instead.)
  enum Kind {
    case none, getevent, evemu, json, dart
  }

  var kind = Kind.none
  var getevent: GeteventParser?
  var evemu: EvemuParser?
  var json: JSONTouchDecoder?
  var dart: FlutterDartParser?

  init() {}

  /// An engine that reads `source` (named `path`) with the parser of `kind`;
  /// `format` is the JSON schema for `.json`.
  init(_ kind: Kind, format: ImportFormat, source: any ByteSource, path: String?, options: ImportOptions) {
    self.kind = kind
    switch kind {
    case .none: break
    case .getevent: getevent = GeteventParser(source: source, path: path, options: options)
    case .evemu: evemu = EvemuParser(source: source, path: path, options: options)
    case .json: json = JSONTouchDecoder(format: format, source: source, path: path, options: options)
    case .dart: dart = FlutterDartParser(source: source, path: path, options: options)
    }
  }

  /// The next event, or nil at the end (or when no parser is set); the
  /// warnings found on the way are appended to `list`.
  mutating func pull(warnings list: inout [ImportWarning]) throws(ImportError) -> TouchEvent? {
    var line = 0
    let event: TouchEvent?
    switch kind {
    case .none: return nil
    case .getevent: event = try getevent!.next(warnings: &list, line: &line)
    case .evemu: event = try evemu!.next(warnings: &list, line: &line)
    case .json: event = try json!.next(warnings: &list, line: &line)
    case .dart: event = try dart!.next(warnings: &list, line: &line)
    }
    eventLine = line > 0 || event == nil ? line : lineNumber
    return event
  }

  /// Gives the buffer of an event the consumer is done with to the parser's
  /// assembler, to reuse (`TouchImporter.next(into:)`).
  mutating func recycle(_ touches: inout [Touch]) {
    switch kind {
    case .none: break
    case .getevent: getevent!.decoder.assembler.recycle(&touches)
    case .evemu: evemu!.decoder.assembler.recycle(&touches)
    case .json: json!.assembler.recycle(&touches)
    case .dart: dart!.assembler.recycle(&touches)
    }
  }

  /// The recording's line of the event `pull` returned last: where its
  /// first report ended, else the line the parser was on.
  private(set) var eventLine = 0

  /// The line the parser is on (for a warning at the end).
  var lineNumber: Int {
    max(1, getevent?.lines.lineNumber ?? evemu?.lines.lineNumber ?? json?.lastLine ?? dart?.lines.lineNumber ?? 1)
  }
}

