import ScrollPhysics

/// Reads Flutter `PointerEvent` lists written as Dart source, the form
/// Flutter's own recorded test data takes (`velocity_tracker_data.dart`):
///
///     PointerDownEvent(
///       timeStamp: Duration(milliseconds: 216690896),
///       pointer: 1,
///       position: Offset(270.0, 538.2857055664062),
///     ),
///
/// `PointerDownEvent`, `PointerMoveEvent`, `PointerUpEvent` and
/// `PointerCancelEvent` become began, moved, ended and cancelled touches at
/// `timeStamp` (`milliseconds:` or `microseconds:`), for finger `pointer`, at
/// `position` in logical pixels (points). An event ends where the next one
/// starts or the list ends (`]`). Other lines (comments, imports, other named
/// arguments) are skipped; other event classes are skipped with a warning.
struct FlutterDartParser: ImportParser, ImportWarningCollector {
  struct Pending {
    var kind: String
    var line: Int
    var time: Double?
    var pointer = 0
    var position: Point?
  }

  var lines: ImportLineReader
  let options: ImportOptions
  var assembler: TouchAssembler
  var warnings: [ImportWarning] = []
  var pending: Pending?
  var active: [(pointer: Int, key: Int)] = []
  var nextKey = 0
  var warnedKinds: [String] = []
  var finished = false

  init(source: any ByteSource, path: String?, options: ImportOptions) {
    lines = ImportLineReader(source: source, path: path, maximumLineLength: options.maximumLineLength)
    self.options = options
    assembler = TouchAssembler(maximumFingers: options.maximumFingers)
  }

  var path: String? { lines.path }

  mutating func takeReady(line: inout Int) -> TouchEvent? { assembler.takeNext(line: &line) }

  var lineNumber: Int { lines.lineNumber }

  mutating func recycle(_ touches: inout [Touch]) { assembler.recycle(&touches) }

  mutating func step() throws(ImportError) -> Bool {
    if finished { return false }
    while !assembler.hasReady {
      guard try lines.nextLine() else {
        try complete()
        assembler.flush()
        if let time = assembler.lastTime {
          let cancelled = assembler.cancelRemaining(at: time)
          for id in cancelled.ids { try warn(.fingerStillDown(id: id, time: cancelled.time)) }
        }
        assembler.flush()
        finished = true
        return assembler.hasReady
      }
      try lines.requireText("Dart")
      try parseLine(lines.lineText)
    }
    return true
  }

  mutating func warn(_ reason: ImportWarning.Reason) throws(ImportError) {
    if options.strict { throw ImportError(path: path, line: lines.lineNumber, column: 1, reason: .strict(reason)) }
    warnings.append(ImportWarning(path: path, line: lines.lineNumber, column: 1, reason: reason))
  }

  private func error(_ column: Int, _ reason: ImportError.Reason) -> ImportError {
    ImportError(path: path, line: lines.lineNumber, column: column, reason: reason)
  }

  mutating func parseLine(_ text: String) throws(ImportError) {
    var rest = Substring(text)
    if let comment = rest.firstRange(of: "//") { rest = rest[..<comment.lowerBound] }
    while !rest.isEmpty {
      rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," || $0 == ")" || $0 == "(" }
      if rest.isEmpty { break }
      if rest.hasPrefix("]") {
        try complete()
        rest = rest.dropFirst()
        continue
      }
      let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if word.isEmpty {
        rest = rest.dropFirst()
        continue
      }
      let column = text.distance(from: text.startIndex, to: word.startIndex) + 1
      rest = rest.dropFirst(word.count)
      if word.hasPrefix("Pointer") && word.hasSuffix("Event") && rest.first == "(" {
        try complete()
        pending = Pending(kind: String(word), line: lines.lineNumber)
        continue
      }
      guard pending != nil else { continue }
      switch word {
      case "milliseconds", "microseconds":
        let number = try value(after: &rest, column: column, field: String(word))
        pending!.time = word == "milliseconds" ? number / 1_000 : number / 1_000_000
      case "pointer":
        let number = try value(after: &rest, column: column, field: "pointer")
        guard number == number.rounded(), abs(number) < 1e15 else {
          throw error(column, .invalidValue(field: "pointer", found: String(number), expected: "an integer"))
        }
        pending!.pointer = Int(number)
      case "position":
        rest = rest.drop { $0 == " " || $0 == ":" }
        guard rest.hasPrefix("Offset(") else {
          throw error(column, .malformed(found: String(rest.prefix(40)), expected: "position: Offset(x, y)"))
        }
        rest = rest.dropFirst(7)
        let inside = rest.prefix { $0 != ")" }
        let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
          throw error(column, .malformed(found: "Offset(" + inside, expected: "Offset(x, y) with two finite numbers"))
        }
        guard abs(x) <= options.coordinateLimit, abs(y) <= options.coordinateLimit else {
          throw error(column, .coordinateOutOfRange(value: abs(x) > abs(y) ? x : y, limit: options.coordinateLimit))
        }
        pending!.position = Point(x: x, y: y)
        rest = rest.dropFirst(inside.count)
      default:
        continue
      }
    }
  }

  private func value(after rest: inout Substring, column: Int, field: String) throws(ImportError) -> Double {
    rest = rest.drop { $0 == " " || $0 == ":" }
    let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E" || $0 == "+" }
    guard let number = Double(digits), number.isFinite else {
      throw error(column, .invalidValue(field: field, found: String(rest.prefix(20)), expected: "a number"))
    }
    rest = rest.dropFirst(digits.count)
    return number
  }

  /// Turns the pending event into touches.
  private mutating func complete() throws(ImportError) {
    guard let event = pending else { return }
    pending = nil
    let phase: TouchPhase
    switch event.kind {
    case "PointerDownEvent": phase = .began
    case "PointerMoveEvent": phase = .moved
    case "PointerUpEvent": phase = .ended
    case "PointerCancelEvent": phase = .cancelled
    default:
      if !warnedKinds.contains(event.kind) {
        warnedKinds.append(event.kind)
        try warn(.recordSkipped(what: "\(event.kind) events"))
      }
      return
    }
    let path = self.path
    let place = { (reason: ImportError.Reason) in ImportError(path: path, line: event.line, column: 1, reason: reason) }
    guard let time = event.time else { throw place(.missingField(field: "timeStamp", expected: "Duration(milliseconds: …)")) }
    guard abs(time) <= options.timeLimit else { throw place(.timeOutOfRange(value: time, limit: options.timeLimit)) }
    if !assembler.setTime(time, line: event.line), let previous = assembler.lastTime { try warn(.timeWentBackwards(time: time, previous: previous)) }
    let key = active.first { $0.pointer == event.pointer }?.key
    switch phase {
    case .began:
      guard let position = event.position else { throw place(.missingField(field: "position", expected: "Offset(x, y)")) }
      if let key {
        assembler.move(key: key, location: position)
      } else {
        do { try assembler.begin(key: nextKey, location: position) } catch { throw place(error) }
        active.append((event.pointer, nextKey))
        nextKey += 1
      }
    case .moved, .stationary:
      guard let position = event.position else { throw place(.missingField(field: "position", expected: "Offset(x, y)")) }
      if let key { assembler.move(key: key, location: position) }
    case .ended, .cancelled:
      if let key {
        assembler.end(key: key, location: event.position, cancelled: phase == .cancelled)
        active.removeAll { $0.pointer == event.pointer }
      }
    }
  }
}

extension Substring {
  func trimmingCharacters(in character: Character) -> String {
    String(self.drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
