import ScrollPhysics

/// Turns the records of a JSON recording into touches: Flutter pointer data,
/// W3C touch and pointer events, and Chrome DevTools `Input.dispatchTouchEvent`
/// calls (docs/recording.md gives each schema).
struct JSONTouchDecoder: ImportParser, ImportWarningCollector {
  let format: ImportFormat
  let options: ImportOptions
  var records: JSONRecordReader
  var assembler: TouchAssembler
  var warnings: [ImportWarning] = []
  /// The source's pointer ids of the fingers down, and their contact keys, in
  /// the order they began.
  var active: [(pointer: Int, key: Int)] = []
  /// `active` by pointer id.
  var keyOfPointer: [Int: Int] = [:]
  var nextKey = 0
  var warnedKinds: [String] = []
  var finished = false
  var lastLine = 1

  init(format: ImportFormat, source: any ByteSource, path: String?, options: ImportOptions) {
    self.format = format
    self.options = options
    let wrapper: [String]
    switch format {
    case .web: wrapper = ["events"]
    case .cdp: wrapper = ["commands", "events"]
    case .flutter: wrapper = ["packets", "events"]
    case .getevent, .evemu: wrapper = []
    }
    records = JSONRecordReader(source: source, path: path, wrapperKeys: wrapper, recordLimit: options.maximumLineLength * 16)
    assembler = TouchAssembler(maximumFingers: options.maximumFingers)
  }

  var path: String? { records.path }

  /// The wrapper object's members (web metadata), once the first record is read.
  var header: [(key: String, value: ImportJSON)] { records.header }

  mutating func takeReady(line: inout Int) -> TouchEvent? { assembler.takeNext(line: &line) }

  /// The line of the last record read.
  var lineNumber: Int { lastLine }

  mutating func recycle(_ touches: inout [Touch]) { assembler.recycle(&touches) }

  mutating func step() throws(ImportError) -> Bool {
    if finished { return false }
    while !assembler.hasReady {
      guard let record = try records.next() else {
        assembler.flush()
        if let time = assembler.lastTime {
          let cancelled = assembler.cancelRemaining(at: time)
          for id in cancelled.ids { try warn(line: lastLine, column: 1, .fingerStillDown(id: id, time: cancelled.time)) }
        }
        assembler.flush()
        finished = true
        return assembler.hasReady
      }
      lastLine = record.line
      do {
        try handle(record.value, line: record.line, column: record.column)
      } catch let error as ImportError.Reason {
        throw ImportError(path: path, line: record.line, column: record.column, reason: error)
      } catch {
        throw error as! ImportError
      }
    }
    return true
  }

  mutating func warn(line: Int, column: Int, _ reason: ImportWarning.Reason) throws(ImportError) {
    if options.strict { throw ImportError(path: path, line: line, column: column, reason: .strict(reason)) }
    warnings.append(ImportWarning(path: path, line: line, column: column, reason: reason))
  }

  private mutating func skip(_ kind: String, line: Int, column: Int) throws {
    if warnedKinds.contains(kind) { return }
    warnedKinds.append(kind)
    try warn(line: line, column: column, .recordSkipped(what: kind))
  }

  private mutating func handle(_ record: ImportJSON, line: Int, column: Int) throws {
    guard record.isObject else {
      throw ImportError.Reason.malformed(found: record.summary, expected: "an object (one event)")
    }
    switch format {
    case .flutter: try flutter(record, line: line, column: column)
    case .web: try web(record, line: line, column: column)
    case .cdp: try cdp(record, line: line, column: column)
    case .getevent, .evemu: preconditionFailure("JSONTouchDecoder: \(format) is not a JSON format")
    }
  }

  // MARK: Shared

  private func number(_ value: ImportJSON?, _ field: String, expected: String) throws(ImportError.Reason) -> Double {
    guard let value else { throw .missingField(field: field, expected: expected) }
    guard let number = value.number else { throw .invalidValue(field: field, found: value.summary, expected: expected) }
    return number
  }

  private func optionalNumber(_ value: ImportJSON?, _ field: String, expected: String) throws(ImportError.Reason) -> Double? {
    guard let value, value != .null else { return nil }
    guard let number = value.number else { throw .invalidValue(field: field, found: value.summary, expected: expected) }
    return number
  }

  private func checked(_ p: Point) throws(ImportError.Reason) -> Point {
    if !(abs(p.x) <= options.coordinateLimit) { throw .coordinateOutOfRange(value: p.x, limit: options.coordinateLimit) }
    if !(abs(p.y) <= options.coordinateLimit) { throw .coordinateOutOfRange(value: p.y, limit: options.coordinateLimit) }
    return p
  }

  private mutating func at(_ time: Double, line: Int, column: Int) throws {
    guard abs(time) <= options.timeLimit else { throw ImportError.Reason.timeOutOfRange(value: time, limit: options.timeLimit) }
    if !assembler.setTime(time, line: line), let previous = assembler.lastTime {
      try warn(line: line, column: column, .timeWentBackwards(time: time, previous: previous))
    }
  }

  private func key(of pointer: Int) -> Int? { keyOfPointer[pointer] }

  private mutating func down(_ pointer: Int, at p: Point, radius: Double? = nil, force: Double? = nil) throws {
    if let key = key(of: pointer) {
      assembler.move(key: key, location: p, force: force, radius: radius)
      return
    }
    let key = nextKey
    nextKey += 1
    try assembler.begin(key: key, location: p, force: force, radius: radius)
    active.append((pointer, key))
    keyOfPointer[pointer] = key
  }

  private mutating func moved(_ pointer: Int, to p: Point, radius: Double? = nil, force: Double? = nil) {
    guard let key = key(of: pointer) else { return }
    assembler.move(key: key, location: p, force: force, radius: radius)
  }

  private mutating func up(_ pointer: Int, at p: Point?, cancelled: Bool) {
    guard let key = keyOfPointer.removeValue(forKey: pointer) else { return }
    assembler.end(key: key, location: p, cancelled: cancelled)
    if let index = active.firstIndex(where: { $0.pointer == pointer }) { active.remove(at: index) }
  }

  private func integer(_ value: ImportJSON?, default fallback: Int) -> Int {
    guard let number = value?.number, number.isFinite, abs(number) < 1e15 else { return fallback }
    return Int(number)
  }

  // MARK: Flutter

  private mutating func flutter(_ record: ImportJSON, line: Int, column: Int) throws {
    if let events = record["events"]?.array, record["type"] == nil, record["change"] == nil {
      for event in events {
        guard event.isObject else { throw ImportError.Reason.malformed(found: event.summary, expected: "a pointer data object") }
        try flutterEvent(event, line: line, column: column)
      }
      return
    }
    try flutterEvent(record, line: line, column: column)
  }

  private mutating func flutterEvent(_ event: ImportJSON, line: Int, column: Int) throws {
    if let change = event["change"] {
      // dart:ui PointerData; PointerChange: 0 cancel, 1 add, 2 remove, 3 hover, 4 down, 5 move, 6 up.
      guard let code = change.number else {
        throw ImportError.Reason.invalidValue(field: "change", found: change.summary, expected: "a dart:ui PointerChange index 0…9")
      }
      guard code == 0 || code == 4 || code == 5 || code == 6 else {
        if code == 1 || code == 2 || code == 3 { return }  // add, remove, hover: no touch
        return try skip("pointer data with change \(code) (pan/zoom)", line: line, column: column)
      }
      guard let ratio = options.devicePixelRatio else {
        throw ImportError.Reason.missingSetting(
          name: "device pixel ratio", remedy: "give --device-pixel-ratio (MediaQuery.devicePixelRatioOf(context) on the recording device)")
      }
      let time = try number(event["timeStamp"], "timeStamp", expected: "microseconds") / 1e6
      let x = try number(event["physicalX"], "physicalX", expected: "physical pixels")
      let y = try number(event["physicalY"], "physicalY", expected: "physical pixels")
      let radius = try optionalNumber(event["radiusMajor"], "radiusMajor", expected: "physical pixels").map { $0 / ratio }
      let pointer = integer(event["device"] ?? event["pointerIdentifier"], default: 0)
      let p = try checked(Point(x: x / ratio, y: y / ratio))
      try at(time, line: line, column: column)
      switch code {
      case 4: try down(pointer, at: p, radius: radius)
      case 5: moved(pointer, to: p, radius: radius)
      case 6: up(pointer, at: p, cancelled: false)
      default: up(pointer, at: nil, cancelled: true)
      }
      return
    }
    guard let type = event["type"]?.string else {
      throw ImportError.Reason.missingField(field: "change", expected: "a PointerData 'change' or a PointerEvent 'type' such as \"PointerDownEvent\"")
    }
    let phase: TouchPhase
    switch type {
    case "PointerDownEvent": phase = .began
    case "PointerMoveEvent": phase = .moved
    case "PointerUpEvent": phase = .ended
    case "PointerCancelEvent": phase = .cancelled
    default: return try skip("\(type) events", line: line, column: column)
    }
    let time = try number(event["timeStamp"], "timeStamp", expected: "microseconds") / 1e6
    guard let position = event["position"] else { throw ImportError.Reason.missingField(field: "position", expected: "[x, y] in logical pixels") }
    let x: Double, y: Double
    if let pair = position.array, pair.count == 2, let px = pair[0].number, let py = pair[1].number {
      x = px
      y = py
    } else if let px = position["dx"]?.number, let py = position["dy"]?.number {
      x = px
      y = py
    } else {
      throw ImportError.Reason.invalidValue(field: "position", found: position.summary, expected: "[x, y] in logical pixels")
    }
    let pointer = integer(event["pointer"], default: 0)
    let p = try checked(Point(x: x, y: y))
    try at(time, line: line, column: column)
    switch phase {
    case .began: try down(pointer, at: p)
    case .moved, .stationary: moved(pointer, to: p)
    case .ended: up(pointer, at: p, cancelled: false)
    case .cancelled: up(pointer, at: nil, cancelled: true)
    }
  }

  // MARK: Web

  private mutating func web(_ record: ImportJSON, line: Int, column: Int) throws {
    guard let type = record["type"]?.string else {
      throw ImportError.Reason.missingField(field: "type", expected: "an event type such as \"touchstart\" or \"pointermove\"")
    }
    switch type {
    case "touchstart", "touchmove", "touchend", "touchcancel":
      let time = try number(record["timeStamp"], "timeStamp", expected: "milliseconds (DOMHighResTimeStamp)") / 1_000
      guard let touches = record["changedTouches"]?.array else {
        throw ImportError.Reason.missingField(field: "changedTouches", expected: "an array of Touch objects")
      }
      try at(time, line: line, column: column)
      for touch in touches {
        let pointer = integer(touch["identifier"], default: 0)
        let x = try number(touch["clientX"], "clientX", expected: "CSS pixels")
        let y = try number(touch["clientY"], "clientY", expected: "CSS pixels")
        let radius = try optionalNumber(touch["radiusX"], "radiusX", expected: "CSS pixels")
        let force = try optionalNumber(touch["force"], "force", expected: "0…1")
        let p = try checked(Point(x: x, y: y))
        switch type {
        case "touchstart": try down(pointer, at: p, radius: radius, force: force)
        case "touchmove": moved(pointer, to: p, radius: radius, force: force)
        case "touchend": up(pointer, at: p, cancelled: false)
        default: up(pointer, at: p, cancelled: true)
        }
      }
    case "pointerdown", "pointermove", "pointerup", "pointercancel":
      let pointer = integer(record["pointerId"], default: 0)
      var samples: [ImportJSON] = [record]
      if type == "pointermove", let coalesced = record["coalescedEvents"]?.array, !coalesced.isEmpty { samples = coalesced }
      for sample in samples {
        let time = try number(sample["timeStamp"] ?? record["timeStamp"], "timeStamp", expected: "milliseconds (DOMHighResTimeStamp)") / 1_000
        let x = try number(sample["clientX"], "clientX", expected: "CSS pixels")
        let y = try number(sample["clientY"], "clientY", expected: "CSS pixels")
        let p = try checked(Point(x: x, y: y))
        try at(time, line: line, column: column)
        switch type {
        case "pointerdown": try down(pointer, at: p)
        case "pointermove": moved(pointer, to: p)
        case "pointerup": up(pointer, at: p, cancelled: false)
        default: up(pointer, at: nil, cancelled: true)
        }
      }
    default:
      try skip("'\(type)' events", line: line, column: column)
    }
  }

  // MARK: CDP

  private mutating func cdp(_ record: ImportJSON, line: Int, column: Int) throws {
    var params = record
    if let method = record["method"]?.string {
      guard method == "Input.dispatchTouchEvent" else { return try skip("\(method) calls", line: line, column: column) }
      guard let inner = record["params"], inner.isObject else {
        throw ImportError.Reason.missingField(field: "params", expected: "the parameters of Input.dispatchTouchEvent")
      }
      params = inner
    }
    guard let type = params["type"]?.string else {
      throw ImportError.Reason.missingField(field: "type", expected: "touchStart, touchMove, touchEnd or touchCancel")
    }
    guard ["touchStart", "touchMove", "touchEnd", "touchCancel"].contains(type) else {
      throw ImportError.Reason.invalidValue(field: "type", found: type, expected: "touchStart, touchMove, touchEnd or touchCancel")
    }
    let time = try number(params["timestamp"], "timestamp", expected: "seconds since the epoch (TimeSinceEpoch); without times a replay has no velocities")
    guard let points = params["touchPoints"]?.array else {
      throw ImportError.Reason.missingField(field: "touchPoints", expected: "an array of TouchPoint objects (empty for touchEnd)")
    }
    try at(time, line: line, column: column)
    if type == "touchCancel" {
      for pointer in active.map(\.pointer) { up(pointer, at: nil, cancelled: true) }
      return
    }
    // The points listed are every finger still touching; the others lifted.
    var listed: [Int] = []
    for (index, point) in points.enumerated() {
      let pointer = integer(point["id"], default: index)
      let x = try number(point["x"], "x", expected: "CSS pixels")
      let y = try number(point["y"], "y", expected: "CSS pixels")
      let radius = try optionalNumber(point["radiusX"], "radiusX", expected: "CSS pixels")
      let force = try optionalNumber(point["force"], "force", expected: "0…1")
      let p = try checked(Point(x: x, y: y))
      listed.append(pointer)
      if type == "touchEnd" { moved(pointer, to: p, radius: radius, force: force) } else { try down(pointer, at: p, radius: radius, force: force) }
    }
    let stillTouching = Set(listed)
    for pointer in active.map(\.pointer) where !stillTouching.contains(pointer) { up(pointer, at: nil, cancelled: false) }
  }
}
