import ScrollPhysics

// MARK: - Data rows and events

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let comma = UInt8(ascii: ",")

extension TraceParser {
  /// What `parseLine` found.
  enum LineKind {
    case row
    case blank
    case comment
    case failed(RowFailure)
  }

  /// Where and how a data row failed to parse; `rowError` turns it into a
  /// `TraceError` off the hot path.
  enum RowFailure {
    /// The field of header column `index`, starting at byte `start`.
    case field(index: Int, start: Int)
    /// The line ended after `found` fields.
    case tooFew(found: Int)
    /// A comma, at byte `comma`, after the last field.
    case tooMany(comma: Int)
    /// The line is longer than the limit.
    case tooLong
  }

  /// Reads rows until an event is complete.
  mutating func stepRows() throws(TraceError) -> Step {
    if delivered {
      delivered = false
      touchCount = 0
      eventOpen = false
      if hasPendingRow {
        hasPendingRow = false
        try apply()
      }
    }
    while true {
      if needsInput { return .needsInput }
      if position >= end {
        if eventOpen { return deliver() }
        return try finish()
      }
      switch parseLine() {
      case .row:
        if eventOpen && row.t != eventTime {
          hasPendingRow = true
          return deliver()
        }
        try apply()
      case .blank:
        continue
      case .comment:
        let (start, contentEnd) = try nextTextLine()
        var hash = start
        while isBlank(buffer.base[hash]) { hash += 1 }
        try readComment(lineStart: start, hash: hash, end: contentEnd)
      case .failed(let failure):
        throw rowError(failure)
      }
    }
  }

  /// Completes the assembled event: `touches` holds exactly its touches. The
  /// next event reuses the touch array's storage when the caller has let go of
  /// this one (or swapped its own array in, `TraceReader.next(into:)`).
  mutating func deliver() -> Step {
    delivered = true
    summary.events += 1
    if touches.count > touchCount { touches.removeLast(touches.count - touchCount) }
    return .event
  }

  /// Parses the line at `position`, a data row into `row`. On `.row` and
  /// `.blank` the line is consumed; on `.comment` and `.failed` it is not.
  @inline(__always)
  mutating func parseLine() -> LineKind {
    let p = UnsafePointer(buffer.base)
    let lineStart = position
    var i = lineStart
    while isBlank(p[i]) { i &+= 1 }
    let first = p[i]
    if first == UInt8(ascii: "#") { return .comment }
    if first == newline || (first == carriageReturn && p[i &+ 1] == newline) {
      let lineEnd = first == newline ? i : i &+ 1
      if i &- lineStart > maximumLineLength || (lineEnd == end && !atEndOfInput) { return .failed(.tooLong) }
      lineNumber += 1
      position = lineEnd == end ? end : lineEnd &+ 1
      return .blank
    }
    row.force = .nan
    row.radius = .nan
    row.coalesced = false
    row.lineStart = lineStart
    let last = columnCount - 1
    var index = 0
    var layout = self.layout
    if startsWithRequiredColumns {
      // The usual header, `t,id,phase,x,y` first: the fields in a fixed order
      // let the compiler drop the per-field dispatch.
      if let failure = parseField(0, index: 0, last: last, p, &i, lineStart: lineStart) { return .failed(failure) }
      if let failure = parseField(1, index: 1, last: last, p, &i, lineStart: lineStart) { return .failed(failure) }
      if let failure = parseField(2, index: 2, last: last, p, &i, lineStart: lineStart) { return .failed(failure) }
      if let failure = parseField(3, index: 3, last: last, p, &i, lineStart: lineStart) { return .failed(failure) }
      if let failure = parseField(4, index: 4, last: last, p, &i, lineStart: lineStart) { return .failed(failure) }
      index = 5
      layout >>= 20
    }
    while index <= last {
      if let failure = parseField(UInt8(truncatingIfNeeded: layout & 0xF), index: index, last: last, p, &i, lineStart: lineStart) {
        return .failed(failure)
      }
      index &+= 1
      layout >>= 4
    }
    // `i` is at the line ending.
    let lineEnd = p[i] == newline ? i : i &+ 1
    if i &- lineStart > maximumLineLength || (lineEnd == end && !atEndOfInput) { return .failed(.tooLong) }
    lineNumber += 1
    row.line = lineNumber
    if lineEnd == end {
      // No line ending: the end of the input (checked above). The warning
      // points just after the last character that is not a blank.
      var last = i
      while last > lineStart && isBlank(p[last &- 1]) { last &-= 1 }
      unterminatedRowColumn = last &- lineStart &+ 1
      position = end
    } else {
      position = lineEnd &+ 1
    }
    return .row
  }

  /// Parses the field at `i` of the column with `code` (`TraceColumn.code`:
  /// t, id, phase, x, y, force, radius, coalesced) into `row`, and the
  /// separator after it: a comma (then `i` is at the next field) or, for the
  /// last field, the line ending (then `i` is at it). Returns why the row
  /// fails, or `nil`.
  @inline(always)
  mutating func parseField(
    _ code: UInt8, index: Int, last: Int, _ p: UnsafePointer<UInt8>, _ i: inout Int, lineStart: Int
  ) -> RowFailure? {
    let fieldStart = i
    switch code {
    case 0:
      guard let value = DecimalParser.parse(p, &i, within: timeLimit) else { return .field(index: index, start: fieldStart) }
      row.t = value
      row.tOffset = fieldStart &- lineStart
    case 1:
      var value: UInt64 = 0
      DecimalParser.accumulateDigits(p, &i, into: &value)
      let digits = i &- fieldStart
      if digits == 0 || digits > 18 {
        guard digits > 18, let large = Self.parseLargeID(p, from: fieldStart, to: i) else {
          return .field(index: index, start: fieldStart)
        }
        value = UInt64(large)
      }
      row.id = Int(truncatingIfNeeded: value)
      row.idOffset = fieldStart &- lineStart
    case 2:
      guard let phase = Self.parsePhase(p, &i) else { return .field(index: index, start: fieldStart) }
      row.phase = phase
      row.phaseOffset = fieldStart &- lineStart
    case 3:
      guard let value = DecimalParser.parse(p, &i, within: coordinateLimit) else { return .field(index: index, start: fieldStart) }
      row.x = value
      row.xOffset = fieldStart &- lineStart
    case 4:
      guard let value = DecimalParser.parse(p, &i, within: coordinateLimit) else { return .field(index: index, start: fieldStart) }
      row.y = value
      row.yOffset = fieldStart &- lineStart
    case 5, 6:
      let c = p[i]
      if c != comma && c != newline && !(c == carriageReturn && p[i &+ 1] == newline) {
        guard let value = DecimalParser.parse(p, &i), value >= 0, value < .infinity else {
          return .field(index: index, start: fieldStart)
        }
        if code == 5 { row.force = value } else { row.radius = value }
      }
    default:
      let c = p[i]
      if c == UInt8(ascii: "1") {
        row.coalesced = true
        i &+= 1
      } else if c == UInt8(ascii: "0") {
        i &+= 1
      }
    }
    var c = p[i]
    if c != comma && isBlank(c) {
      repeat { i &+= 1 } while isBlank(p[i])
      c = p[i]
    }
    if c == comma {
      if index == last { return .tooMany(comma: i) }
      i &+= 1
      // Blanks are 0x20 and 0x09: one comparison settles the usual case.
      if p[i] <= 0x20 { while isBlank(p[i]) { i &+= 1 } }
      return nil
    }
    if c == newline || (c == carriageReturn && p[i &+ 1] == newline) {
      return index == last ? nil : .tooFew(found: index + 1)
    }
    return .field(index: index, start: fieldStart)
  }

  /// Parses one of the five phase names at `i` and moves past it; `nil`
  /// (leaving `i`) when none starts there. A longer word (`beganx`) is left
  /// for the caller to reject at its separator check.
  @inline(always)
  static func parsePhase(_ p: UnsafePointer<UInt8>, _ i: inout Int) -> TouchPhase? {
    // Each comparison reads a byte only after the previous one matched a
    // letter, so no read passes the line's `\n`.
    switch p[i] {
    case UInt8(ascii: "m") where p[i &+ 1] == UInt8(ascii: "o") && p[i &+ 2] == UInt8(ascii: "v") && p[i &+ 3] == UInt8(ascii: "e") && p[i &+ 4] == UInt8(ascii: "d"):
      i &+= 5
      return .moved
    case UInt8(ascii: "b") where p[i &+ 1] == UInt8(ascii: "e") && p[i &+ 2] == UInt8(ascii: "g") && p[i &+ 3] == UInt8(ascii: "a") && p[i &+ 4] == UInt8(ascii: "n"):
      i &+= 5
      return .began
    case UInt8(ascii: "e") where p[i &+ 1] == UInt8(ascii: "n") && p[i &+ 2] == UInt8(ascii: "d") && p[i &+ 3] == UInt8(ascii: "e") && p[i &+ 4] == UInt8(ascii: "d"):
      i &+= 5
      return .ended
    case UInt8(ascii: "s") where p[i &+ 1] == UInt8(ascii: "t") && p[i &+ 2] == UInt8(ascii: "a") && p[i &+ 3] == UInt8(ascii: "t") && p[i &+ 4] == UInt8(ascii: "i")
      && p[i &+ 5] == UInt8(ascii: "o") && p[i &+ 6] == UInt8(ascii: "n") && p[i &+ 7] == UInt8(ascii: "a") && p[i &+ 8] == UInt8(ascii: "r") && p[i &+ 9] == UInt8(ascii: "y"):
      i &+= 10
      return .stationary
    case UInt8(ascii: "c") where p[i &+ 1] == UInt8(ascii: "a") && p[i &+ 2] == UInt8(ascii: "n") && p[i &+ 3] == UInt8(ascii: "c") && p[i &+ 4] == UInt8(ascii: "e")
      && p[i &+ 5] == UInt8(ascii: "l") && p[i &+ 6] == UInt8(ascii: "l") && p[i &+ 7] == UInt8(ascii: "e") && p[i &+ 8] == UInt8(ascii: "d"):
      i &+= 9
      return .cancelled
    default:
      return nil
    }
  }

  /// Parses an id of more than 18 digits; `nil` above `Int.max`.
  @inline(never)
  static func parseLargeID(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
    var value = 0
    for k in start..<end {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(p[k] &- 0x30))
      if overflow1 || overflow2 { return nil }
      value = sum
    }
    return value
  }

  // MARK: Checking rows against the fingers

  /// Checks the parsed `row` against the trace so far and adds its touch to
  /// the event being assembled.
  @inline(__always)
  mutating func apply() throws(TraceError) {
    if !eventOpen { try openEvent() }
    summary.rows += 1
    previousTime = row.t
    previousLine = row.line
    var index = -1
    for k in fingers.indices where fingers[k].id == row.id {
      index = k
      break
    }
    if index >= 0 && fingers[index].lastEvent == eventSerial {
      throw error(line: row.line, column: row.idOffset + 1, .duplicateTouch(id: row.id, time: row.t, firstLine: fingers[index].lastLine))
    }
    let location = Point(x: row.x, y: row.y)
    switch row.phase {
    case .began:
      // A finger that lifted is removed when the next event opens, so a finger
      // found here is down.
      if index >= 0 {
        throw error(line: row.line, column: row.phaseOffset + 1, .fingerAlreadyDown(id: row.id, beganLine: fingers[index].beganLine))
      }
      if downCount >= options.maximumFingers {
        throw error(line: row.line, column: row.phaseOffset + 1, .tooManyFingers(limit: options.maximumFingers))
      }
      fingers.append(Finger(
        id: row.id, isDown: true, lastEvent: eventSerial, beganLine: row.line, lastLine: row.line,
        lastIDColumn: row.idOffset + 1, location: location, force: row.force, radius: row.radius))
      downCount += 1
      summary.touches += 1
      if downCount > summary.maximumSimultaneousFingers { summary.maximumSimultaneousFingers = downCount }
    case .moved, .stationary, .ended, .cancelled:
      guard index >= 0 else {
        throw error(line: row.line, column: row.phaseOffset + 1, .fingerNotDown(id: row.id, phase: row.phase))
      }
      if row.phase == .stationary && fingers[index].location != location {
        let previous = fingers[index].location
        let offset = previous.x != location.x ? row.xOffset : row.yOffset
        try warn(line: row.line, column: offset + 1, .stationaryMoved(id: row.id, from: previous, to: location))
      }
      let lifts = row.phase.isEnd
      let (serial, line, idColumn, force, radius) = (eventSerial, row.line, row.idOffset + 1, row.force, row.radius)
      fingers.withUnsafeMutableBufferPointer { fingers in
        fingers[index].lastEvent = serial
        fingers[index].lastLine = line
        fingers[index].lastIDColumn = idColumn
        fingers[index].location = location
        fingers[index].force = force
        fingers[index].radius = radius
        if lifts { fingers[index].isDown = false }
      }
      if lifts {
        downCount -= 1
        liftedInEvent = true
      }
    }
    let touch = Touch(
      id: row.id, phase: row.phase, location: location, force: row.force.isNaN ? nil : row.force,
      radius: row.radius.isNaN ? nil : row.radius, isCoalesced: row.coalesced)
    // Overwrite the previous event's touches in place (the caller has usually
    // let go of that event, so the storage is unique); `deliver` trims.
    if touchCount < touches.count {
      touches[touchCount] = touch
    } else {
      touches.append(touch)
    }
    touchCount += 1
  }

  /// Starts a new event with `row`: checks time order and the gap.
  mutating func openEvent() throws(TraceError) {
    if summary.firstTime == nil {
      summary.firstTime = row.t
    } else {
      if row.t < previousTime {
        let start = row.lineStart + row.tOffset
        throw error(line: row.line, column: row.tOffset + 1, .timeWentBackwards(text: text(start, fieldEnd(from: start)), previous: previousTime, previousLine: previousLine))
      }
      if downCount > 0 && row.t - previousTime > options.largeTimeGap {
        try warn(line: row.line, column: row.tOffset + 1, .largeTimeGap(gap: row.t - previousTime, limit: options.largeTimeGap))
      }
    }
    if liftedInEvent {
      fingers.removeAll { !$0.isDown }
      liftedInEvent = false
    }
    eventOpen = true
    eventTime = row.t
    eventSerial += 1
    summary.lastTime = row.t
  }

  /// At the end of the input: warns about a trace without rows, and cancels
  /// the fingers still down in one last event.
  mutating func finish() throws(TraceError) -> Step {
    stage = .finished
    if summary.rows == 0 {
      try warn(line: headerLine, column: 1, .noRows)
    }
    var cancellations: [Touch] = []
    for k in fingers.indices where fingers[k].isDown {
      let finger = fingers[k]
      try warn(line: finger.lastLine, column: finger.lastIDColumn, .fingerStillDown(id: finger.id, time: previousTime))
      cancellations.append(Touch(
        id: finger.id, phase: .cancelled, location: finger.location, force: finger.force.isNaN ? nil : finger.force,
        radius: finger.radius.isNaN ? nil : finger.radius))
      fingers[k].isDown = false
    }
    downCount = 0
    if unterminatedRowColumn > 0 {
      try warn(line: lineNumber, column: unterminatedRowColumn, .unterminatedLastRow)
    }
    guard !cancellations.isEmpty else { return .end }
    summary.synthesizedCancellations = cancellations.count
    summary.events += 1
    touches = cancellations
    touchCount = cancellations.count
    eventTime = previousTime
    return .event
  }

  // MARK: Errors in rows

  /// The end of the field starting at `start`: the next comma or the end of
  /// the line, with trailing blanks removed.
  func fieldEnd(from start: Int) -> Int {
    let p = buffer.base
    var i = start
    while p[i] != comma && p[i] != newline { i += 1 }
    if p[i] == newline && i > start && p[i - 1] == carriageReturn { i -= 1 }
    while i > start && isBlank(p[i - 1]) { i -= 1 }
    return i
  }

  /// The error for the row at `position`, which `parseLine` could not parse.
  @inline(never)
  mutating func rowError(_ failure: RowFailure) -> TraceError {
    let p = buffer.base
    let lineStart = position
    var lineEnd = lineStart
    while p[lineEnd] != newline { lineEnd += 1 }
    lineNumber += 1
    var contentEnd = lineEnd
    if contentEnd > lineStart && p[contentEnd - 1] == carriageReturn { contentEnd -= 1 }
    if contentEnd - lineStart > maximumLineLength || (lineEnd == end && !atEndOfInput) {
      return lineTooLong(lineStart: lineStart)
    }
    let invalid = UTF8Scanner.firstInvalid(p, from: lineStart, to: contentEnd)
    func at(_ offset: Int, _ reason: TraceError.Reason) -> TraceError {
      if let invalid, invalid < offset || (invalid == offset && offset < contentEnd) {
        return error(line: lineNumber, column: column(invalid, lineStart: lineStart), .invalidUTF8(byte: p[invalid]))
      }
      return error(line: lineNumber, column: column(offset, lineStart: lineStart), reason)
    }
    switch failure {
    case .tooLong:
      return lineTooLong(lineStart: lineStart)
    case .field(let index, let start):
      let fieldEnd = fieldEnd(from: start)
      if let invalid, invalid < max(fieldEnd, start + 1) {
        return error(line: lineNumber, column: column(invalid, lineStart: lineStart), .invalidUTF8(byte: p[invalid]))
      }
      return at(start, classify(columns[index], from: start, to: fieldEnd))
    case .tooFew(let found):
      var last = contentEnd
      while last > lineStart && isBlank(p[last - 1]) { last -= 1 }
      return at(last, .tooFewFields(expected: columns.count, found: found))
    case .tooMany(let commaIndex):
      var found = columns.count + 1
      var k = commaIndex + 1
      while k < contentEnd {
        if p[k] == comma { found += 1 }
        k += 1
      }
      var extraStart = commaIndex + 1
      while extraStart < contentEnd && isBlank(p[extraStart]) { extraStart += 1 }
      let extraEnd = fieldEnd(from: extraStart)
      if let invalid, invalid < extraEnd {
        return error(line: lineNumber, column: column(invalid, lineStart: lineStart), .invalidUTF8(byte: p[invalid]))
      }
      return at(extraStart, .tooManyFields(expected: columns.count, found: found, extra: text(extraStart, extraEnd)))
    }
  }

  /// Why the text of a field of `column` is not acceptable.
  func classify(_ column: TraceColumn, from start: Int, to end: Int) -> TraceError.Reason {
    let bytes = UnsafeBufferPointer(start: buffer.base + start, count: end - start)
    let quoted = text(start, end)
    if bytes.isEmpty { return .missingValue(column) }
    switch column {
    case .t, .x, .y, .force, .radius:
      if let value = DecimalParser.parseWhole(bytes) {
        if !value.isFinite { return .nonFiniteNumber(column, text: quoted) }
        switch column {
        case .t:
          if value.magnitude > options.timeLimit {
            return .timeOutOfRange(text: quoted, limit: options.timeLimit)
          }
        case .x, .y:
          if value.magnitude > options.coordinateLimit {
            return .coordinateOutOfRange(column, text: quoted, limit: options.coordinateLimit)
          }
        case .force, .radius:
          if value < 0 { return .negativeValue(column, text: quoted) }
        case .id, .phase, .coalesced:
          break
        }
        return .invalidNumber(column, text: quoted)
      }
      return isNonFiniteSpelling(bytes) ? .nonFiniteNumber(column, text: quoted) : .invalidNumber(column, text: quoted)
    case .id:
      if bytes.allSatisfy({ $0 &- 0x30 <= 9 }) { return .idOutOfRange(quoted) }
      if DecimalParser.parseWhole(bytes) != nil {
        return bytes[0] == UInt8(ascii: "-") ? .negativeID(quoted) : .nonIntegerID(quoted)
      }
      return .invalidID(quoted)
    case .phase:
      return .unknownPhase(quoted)
    case .coalesced:
      return .invalidCoalesced(quoted)
    }
  }
}

/// Whether `bytes` spell NaN or infinity, with an optional sign, in any case:
/// `nan`, `snan`, `inf`, `infinity`, and C's `nan(n-char-sequence)` (`nan(0x1)`,
/// `NaN(123)`: letters, digits and `_` between the parentheses).
func isNonFiniteSpelling(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  var word = bytes[...]
  if let first = word.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { word = word.dropFirst() }
  let lowered = String(decoding: word.map { $0 | 0x20 }, as: UTF8.self)
  if ["nan", "snan", "inf", "infinity"].contains(lowered) { return true }
  for prefix in ["nan(", "snan("] where lowered.hasPrefix(prefix) && lowered.hasSuffix(")") {
    // The payload from the original bytes (lowering by `| 0x20` would turn `_` into DEL).
    let payload = word.dropFirst(prefix.utf8.count).dropLast()
    return payload.allSatisfy { ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
  }
  return false
}
