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

  init(getevent: GeteventParser) {
    self.getevent = getevent
    kind = .getevent
  }

  init(evemu: EvemuParser) {
    self.evemu = evemu
    kind = .evemu
  }

  init(json: JSONTouchDecoder) {
    self.json = json
    kind = .json
  }

  init(dart: FlutterDartParser) {
    self.dart = dart
    kind = .dart
  }
  /// Warnings not yet taken.
  var warnings: [ImportWarning] = []

  /// The next event, or nil at the end (or when no parser is set); the
  /// warnings found on the way are appended to `list`.
  mutating func pull(warnings list: inout [ImportWarning]) throws(ImportError) -> TouchEvent? {
    defer { if !warnings.isEmpty { takeWarnings(into: &list) } }
    return try pull()
  }

  /// The next event, or nil at the end (or when no parser is set).
  mutating func pull() throws(ImportError) -> TouchEvent? {
    switch kind {
    case .none:
      return nil
    case .getevent:
      while true {
        if let event = getevent!.decoder.assembler.takeNext() { return event }
        let more = try getevent!.step()
        getevent!.decoder.moveWarnings(into: &warnings)
        if !more { return nil }
      }
    case .evemu:
      while true {
        if let event = evemu!.decoder.assembler.takeNext() { return event }
        let more = try evemu!.step()
        evemu!.decoder.moveWarnings(into: &warnings)
        if !more { return nil }
      }
    case .json:
      while true {
        if let event = json!.assembler.takeNext() { return event }
        let more = try json!.step()
        json!.moveWarnings(into: &warnings)
        if !more { return nil }
      }
    case .dart:
      while true {
        if let event = dart!.assembler.takeNext() { return event }
        let more = try dart!.step()
        dart!.moveWarnings(into: &warnings)
        if !more { return nil }
      }
    }
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

  /// Appends the warnings to `list` and forgets them.
  mutating func takeWarnings(into list: inout [ImportWarning]) {
    list += warnings
    warnings.removeAll()
  }

  /// The line the parser is on (for a warning at the end).
  var lineNumber: Int {
    max(1, getevent?.lines.lineNumber ?? evemu?.lines.lineNumber ?? json?.lastLine ?? dart?.lines.lineNumber ?? 1)
  }
}

extension EvdevDecoder {
  /// Appends the warnings to `list` and forgets them.
  mutating func moveWarnings(into list: inout [ImportWarning]) {
    if warnings.isEmpty { return }
    list += warnings
    warnings.removeAll()
  }
}

extension JSONTouchDecoder {
  /// Appends the warnings to `list` and forgets them.
  mutating func moveWarnings(into list: inout [ImportWarning]) {
    if warnings.isEmpty { return }
    list += warnings
    warnings.removeAll()
  }
}

extension FlutterDartParser {
  /// Appends the warnings to `list` and forgets them.
  mutating func moveWarnings(into list: inout [ImportWarning]) {
    if warnings.isEmpty { return }
    list += warnings
    warnings.removeAll()
  }
}
