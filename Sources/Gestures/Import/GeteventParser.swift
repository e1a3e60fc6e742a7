/// Reads Android's `getevent` text (AOSP toolbox `getevent.c`) line by line
/// and feeds the kernel events to an `EvdevDecoder`.
///
/// Every shape real recordings have is accepted:
/// - `-t` / `-lt` / `-ltr`: `[   615041.773137] ` kernel times, seconds;
/// - `-T` / `-lTr`: `[2024-04-07 11:47:18.607]` wall-clock times with
///   millisecond resolution (each line stamped when printed; the frame takes
///   its `SYN_REPORT` line's time);
/// - with or without the `/dev/input/eventN: ` device prefix;
/// - labelled (`EV_ABS ABS_MT_POSITION_X 00000382`, `BTN_TOUCH DOWN`) or raw
///   hexadecimal (`0003 0035 00000382`), values in two's complement;
/// - ` rate N` after `SYN_REPORT` (`-r`), trailing spaces, CRLF;
/// - `getevent -p`/`-pl`/`-i` device blocks (`add device`, `name:`, axis
///   ranges `: value 0, min 0, max 1079, …`), which give the ranges;
/// - junk: shell prompts and messages (skipped with a warning), a stray
///   character before the `[` of a time (accepted with a warning).
///
/// Events without times (`getevent` without `-t`) are an error: a replay
/// needs times.
struct GeteventParser: EvdevTextParser {
  var lines: ImportLineReader
  var decoder: EvdevDecoder
  /// The device of the `add device` block being read, for ranges and names.
  var blockDevice: Int?
  var blockLabel = ""
  var finished = false
  static var tool: ImportFormat { .getevent }
  /// The fast path for the common fixed-width event lines.
  var fast = GeteventFastLine()
  /// Whether the fast path is used (the tests compare it with the general
  /// parser alone).
  var usesFastPath = true

  init(lines: ImportLineReader, decoder: EvdevDecoder) {
    self.lines = lines
    self.decoder = decoder
  }

  /// `EvdevTextParser.step()`, with a fast path for the common fixed-width
  /// event lines.
  mutating func step() throws(ImportError) -> Bool {
    if finished { return false }
    // The lines of the fast path (reused: no copies of optionals per line).
    var first = GeteventFastLine.Line()
    var second = GeteventFastLine.Line()
    var third = GeteventFastLine.Line()
    while !decoder.assembler.hasReady {
      if usesFastPath && fastLine(into: &first) {
        let firstLine = lines.lineNumber
        // A frame that only moves the current slot's finger: up to two position lines, then
        // SYN_REPORT, with one time and device, handled without collecting the frame.
        if first.isPosition && decoder.acceptsPositionFrame(device: first.device) {
          var x: Int32? = first.code == EvdevCode.mtPositionX ? first.value : nil
          var y: Int32? = first.code == EvdevCode.mtPositionY ? first.value : nil
          let firstAt = (line: firstLine, column: first.valueColumn)
          var xAt = x == nil ? (line: 0, column: 0) : firstAt
          var yAt = x == nil ? firstAt : (line: 0, column: 0)
          var secondLine = 0
          var thirdLine = 0
          if fastLine(into: &second) {
            secondLine = lines.lineNumber
            if second.time == first.time && second.hasDevice == first.hasDevice && second.deviceKey == first.deviceKey {
              if second.isReport {
                try decoder.positionFrame(x: x, y: y, time: first.time, line: lines.lineNumber, xAt: xAt, yAt: yAt)
                continue
              }
              if second.isPosition {
                if second.code == EvdevCode.mtPositionX {
                  x = second.value
                  xAt = (secondLine, second.valueColumn)
                } else {
                  y = second.value
                  yAt = (secondLine, second.valueColumn)
                }
                if fastLine(into: &third) {
                  thirdLine = lines.lineNumber
                  if third.isReport && third.time == first.time && third.hasDevice == first.hasDevice && third.deviceKey == first.deviceKey {
                    try decoder.positionFrame(x: x, y: y, time: first.time, line: lines.lineNumber, xAt: xAt, yAt: yAt)
                    continue
                  }
                }
              }
            }
          }
          try handle(first, line: firstLine)
          if secondLine > 0 { try handle(second, line: secondLine) }
          if thirdLine > 0 { try handle(third, line: thirdLine) }
          continue
        }
        try handle(first, line: firstLine)
        continue
      }
      guard try nextLineOrFinish() else { return decoder.assembler.hasReady }
      try parseLine()
    }
    return true
  }

  /// Reads the next line through the fast path into `line` (handed out by
  /// `lines`) and returns `true`, or returns `false` (nothing read) when it is
  /// not one of the fixed shapes or too little of the input is buffered.
  @inline(__always)
  private mutating func fastLine(into line: inout GeteventFastLine.Line) -> Bool {
    guard lines.end - lines.position >= GeteventFastLine.readable,
      fast.parse(lines.base, at: lines.position, maximumLength: lines.maximumLineLength, into: &line)
    else { return false }
    lines.accept(contentEnd: line.contentEnd, newline: line.newline)
    return true
  }

  /// Hands a line of the fast path to the decoder, as `parseLine()` would.
  private mutating func handle(_ line: GeteventFastLine.Line, line number: Int) throws(ImportError) {
    let base = lines.base
    try decoder.handle(
      device: line.device,
      deviceLabel: line.device == nil
        ? "the device"
        : String(decoding: UnsafeBufferPointer(start: base + line.deviceStart, count: line.deviceEnd - line.deviceStart), as: UTF8.self),
      type: line.type, code: line.code, value: line.value, time: line.time, line: number, column: line.valueColumn)
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: lines.base + start, count: max(0, end - start)), as: UTF8.self)
  }

  mutating func parseLine() throws(ImportError) {
    let p = lines.base
    let start = lines.lineStart
    let end = lines.lineEnd
    var i = lines.skippingBlanks(from: start, to: end)
    if i == end { return }
    var time: Double?
    var timeColumn = 0
    if p[i] != UInt8(ascii: "[") {
      // A stray character before the time: "0[  615041.773137] ..." (seen in a real log).
      var j = i
      while j < end && j - i < 3 && p[j] != UInt8(ascii: "[") && p[j] != 0x20 { j &+= 1 }
      if j < end && j > i && p[j] == UInt8(ascii: "[") && j + 1 < end && (isDigit(p[j + 1]) || p[j + 1] == 0x20) {
        try decoder.warn(line: lines.lineNumber, .recordSkipped(what: "the text \(quote(text(i, j))) before the time"))
        i = j
      }
    }
    if p[i] == UInt8(ascii: "[") {
      timeColumn = i - start + 1
      i &+= 1
      time = try parseTime(&i, end: end)
      while i < end && p[i] == 0x20 { i &+= 1 }
    }
    // The device prefix.
    var device: Int?
    var deviceStart = i
    var deviceEnd = i
    if i < end && p[i] == UInt8(ascii: "/") {
      deviceStart = i
      while i < end && p[i] != UInt8(ascii: ":") && p[i] != 0x20 { i &+= 1 }
      guard i < end && p[i] == UInt8(ascii: ":") else {
        if time != nil { throw error(deviceStart - start + 1, .malformed(found: text(deviceStart, end), expected: "a device such as '/dev/input/event2:'")) }
        return try otherLine(start: start, end: end)
      }
      deviceEnd = i
      device = hash(deviceStart, deviceEnd)
      i &+= 1
      i = lines.skippingBlanks(from: i, to: end)
    }
    // type code value
    let typeStart = i
    while i < end && p[i] != 0x20 && p[i] != 0x09 { i &+= 1 }
    let typeEnd = i
    i = lines.skippingBlanks(from: i, to: end)
    let codeStart = i
    while i < end && p[i] != 0x20 && p[i] != 0x09 { i &+= 1 }
    let codeEnd = i
    i = lines.skippingBlanks(from: i, to: end)
    let valueStart = i
    while i < end && p[i] != 0x20 && p[i] != 0x09 { i &+= 1 }
    let valueEnd = i
    guard typeEnd > typeStart, codeEnd > codeStart, valueEnd > valueStart else {
      if time != nil || device != nil {
        throw error(typeStart - start + 1, .malformed(found: text(typeStart, end), expected: "an event: type, code and value, such as 'EV_ABS ABS_MT_POSITION_X 00000382' or '0003 0035 00000382'"))
      }
      return try otherLine(start: start, end: end)
    }
    // Labels or hexadecimal.
    let rawType = hex(p, typeStart, typeEnd, digits: 4)
    let labelled = rawType == nil
    var type: UInt16? = rawType.map { UInt16($0) }
    if labelled {
      type = EvdevCode.type(label: UnsafeBufferPointer(start: p + typeStart, count: typeEnd - typeStart))
      if type == nil {
        guard looksLikeLabel(typeStart, typeEnd, prefix: "EV_") else {
          if time != nil || device != nil {
            throw error(typeStart - start + 1, .malformed(found: text(typeStart, typeEnd), expected: "an event type: 4 hexadecimal digits or a label such as EV_ABS"))
          }
          return try otherLine(start: start, end: end)
        }
      }
    }
    var code: UInt16?
    if let value = hex(p, codeStart, codeEnd, digits: 4) {
      code = UInt16(value)
    } else if let type {
      code = EvdevCode.code(label: UnsafeBufferPointer(start: p + codeStart, count: codeEnd - codeStart), type: type)
    }
    if code == nil && !looksLikeLabel(codeStart, codeEnd, prefix: nil) {
      // Without a time or a device this may be a `getevent -p` line (`0001  : value 0, …`).
      if time != nil || device != nil {
        throw error(codeStart - start + 1, .malformed(found: text(codeStart, codeEnd), expected: "an event code: 4 hexadecimal digits or a label such as ABS_MT_POSITION_X"))
      }
      return try otherLine(start: start, end: end)
    }
    var value: Int32
    if let raw = hex(p, valueStart, valueEnd, digits: 8) {
      value = Int32(bitPattern: raw)
    } else if EvdevCode.matches(UnsafeBufferPointer(start: p + valueStart, count: valueEnd - valueStart), "DOWN") {
      value = 1
    } else if EvdevCode.matches(UnsafeBufferPointer(start: p + valueStart, count: valueEnd - valueStart), "UP") {
      value = 0
    } else if EvdevCode.matches(UnsafeBufferPointer(start: p + valueStart, count: valueEnd - valueStart), "REPEAT") {
      value = 2
    } else {
      if time == nil && device == nil { return try otherLine(start: start, end: end) }
      throw error(valueStart - start + 1, .malformed(found: text(valueStart, valueEnd), expected: "a value: 8 hexadecimal digits (two's complement), or DOWN or UP"))
    }
    // Anything after the value: only getevent -r's " rate N".
    i = lines.skippingBlanks(from: i, to: end)
    if i < end {
      let restStart = i
      var ok = end - i >= 5 && p[i] == UInt8(ascii: "r") && p[i + 1] == UInt8(ascii: "a") && p[i + 2] == UInt8(ascii: "t") && p[i + 3] == UInt8(ascii: "e") && p[i + 4] == 0x20
      if ok {
        i += 5
        while i < end && p[i] == 0x20 { i &+= 1 }
        let digitsStart = i
        while i < end && isDigit(p[i]) { i &+= 1 }
        i = lines.skippingBlanks(from: i, to: end)
        ok = i > digitsStart && i == end
      }
      if !ok {
        if time == nil && device == nil { return try otherLine(start: start, end: end) }
        throw error(restStart - start + 1, .malformed(found: text(restStart, end), expected: "the end of the line (or getevent -r's 'rate N')"))
      }
    }
    guard let time else {
      throw error(1, .noTimestamps)
    }
    _ = timeColumn
    guard let type, let code else { return }  // an event type or code the importer does not model
    let labelBytes = UnsafeBufferPointer(start: p + deviceStart, count: deviceEnd - deviceStart)
    try decoder.handle(
      device: device, deviceLabel: device == nil ? "the device" : String(decoding: labelBytes, as: UTF8.self),
      type: type, code: code, value: value, time: time, line: lines.lineNumber, column: valueStart - start + 1)
  }

  /// Parses a time after `[`: `  615041.773137]` or `2024-04-07 11:47:18.607]`.
  private func parseTime(_ i: inout Int, end: Int) throws(ImportError) -> Double {
    let p = lines.base
    let start = lines.lineStart
    while i < end && p[i] == 0x20 { i &+= 1 }
    let first = i
    var whole: Int64 = 0
    var digits = 0
    while i < end && isDigit(p[i]) && digits < 15 {
      whole = whole &* 10 &+ Int64(p[i] &- 0x30)
      digits += 1
      i &+= 1
    }
    guard digits > 0 else {
      throw error(first - start + 1, .malformed(found: text(first, end), expected: "a time such as '[   615041.773137]' or '[2024-04-07 11:47:18.607]'"))
    }
    var seconds: Double
    if i < end && p[i] == UInt8(ascii: "-") && digits == 4 {
      // -T: local wall clock, year-month-day hours:minutes:seconds.milliseconds.
      guard let date = civilSeconds(year: Int(whole), &i, end: end) else {
        throw error(first - start + 1, .malformed(found: text(first, end), expected: "a date and time such as '2024-04-07 11:47:18.607'"))
      }
      seconds = date
    } else {
      seconds = Double(whole)
    }
    if i < end && p[i] == UInt8(ascii: ".") {
      i &+= 1
      var fraction = 0.0
      var scale = 1.0
      var fractionDigits = 0
      while i < end && isDigit(p[i]) && fractionDigits < 9 {
        fraction = fraction * 10 + Double(p[i] &- 0x30)
        scale *= 10
        fractionDigits += 1
        i &+= 1
      }
      seconds += fraction / scale
    }
    guard i < end && p[i] == UInt8(ascii: "]") else {
      throw error(i - start + 1, .malformed(found: text(i, end), expected: "']' after the time"))
    }
    i &+= 1
    return seconds
  }

  /// Seconds since 1970-01-01 of `year-MM-DD HH:MM:SS` (the clock's own zone),
  /// with `i` just after the year.
  private func civilSeconds(year: Int, _ i: inout Int, end: Int) -> Double? {
    let p = lines.base
    func number(_ count: Int, after separator: UInt8) -> Int? {
      guard i < end && p[i] == separator else { return nil }
      i &+= 1
      var value = 0
      for _ in 0..<count {
        guard i < end && isDigit(p[i]) else { return nil }
        value = value * 10 + Int(p[i] &- 0x30)
        i &+= 1
      }
      return value
    }
    guard let month = number(2, after: UInt8(ascii: "-")), let day = number(2, after: UInt8(ascii: "-")),
      let hour = number(2, after: 0x20), let minute = number(2, after: UInt8(ascii: ":")), let second = number(2, after: UInt8(ascii: ":")),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    let days = era * 146_097 + doe - 719_468
    return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
  }

  /// A line that is not an event: a device block line, a range, or junk.
  private mutating func otherLine(start: Int, end: Int) throws(ImportError) {
    try lines.requireText("getevent")
    let i = lines.skippingBlanks(from: start, to: end)
    let indented = i > start
    let line = text(i, end)
    if line.hasPrefix("add device") {
      if let slash = line.firstIndex(of: "/") {
        let pathText = String(line[slash...]).trimmingBlanks
        blockLabel = pathText
        blockDevice = hashText(pathText)
      }
      return
    }
    if line.hasPrefix("name:") {
      let name = String(line.dropFirst(5)).trimmingBlanks.trimmingQuotes
      decoder.name(device: blockDevice ?? 0, name)
      return
    }
    if let range = line.firstRange(of: ": value ") {
      // "ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0"
      // or "ABS (0003): 0035  : value 0, min 0, max 719, ..." (raw).
      var head = String(line[..<range.lowerBound]).trimmingBlanks
      if let colon = head.lastIndex(of: ":") { head = String(head[head.index(after: colon)...]).trimmingBlanks }
      let codeText = head.split(separator: " ").last.map(String.init) ?? head
      var code: UInt16?
      if codeText.utf8.count == 4, let value = UInt16(codeText, radix: 16) {
        code = value
      } else {
        let bytes = Array(codeText.utf8)
        code = bytes.withUnsafeBufferPointer { EvdevCode.code(label: $0, type: EvdevCode.absType) }
      }
      let fields = line[range.upperBound...].split(separator: ",").map { $0.split(separator: " ") }
      var minimum: Int?
      var maximum: Int?
      for field in fields where field.count == 2 {
        if field[0] == "min" { minimum = Int(field[1]) }
        if field[0] == "max" { maximum = Int(field[1]) }
      }
      guard let minimum, let maximum, maximum >= minimum else {
        throw error(1, .malformed(found: line, expected: "an axis range such as 'ABS_MT_POSITION_X : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0'"))
      }
      if let code {
        decoder.range(device: blockDevice ?? 0, deviceLabel: blockLabel.isEmpty ? "getevent -p" : blockLabel, code: code, AxisRange(minimum: minimum, maximum: maximum))
      }
      return
    }
    if indented || line.hasPrefix("could not get driver version") || line.hasPrefix("events:") || line.hasPrefix("input props:") {
      return
    }
    try decoder.warn(line: lines.lineNumber, .lineSkipped(found: line))
  }

  @inline(__always)
  private func hex(_ start: Int, _ end: Int, digits: Int) -> UInt32? {
    hex(lines.base, start, end, digits: digits)
  }

  @inline(__always)
  private func hex(_ p: UnsafeMutablePointer<UInt8>, _ start: Int, _ end: Int, digits: Int) -> UInt32? {
    guard end - start == digits else { return nil }
    var value: UInt32 = 0
    var i = start
    while i < end {
      let c = p[i]
      let d: UInt8
      switch c {
      case 0x30...0x39: d = c &- 0x30
      case 0x61...0x66: d = c &- 0x61 &+ 10
      case 0x41...0x46: d = c &- 0x41 &+ 10
      default: return nil
      }
      value = value << 4 | UInt32(d)
      i &+= 1
    }
    return value
  }

  /// Whether the token is an upper-case label (`KEY_VOLUMEDOWN`, `EV_MSC`).
  private func looksLikeLabel(_ start: Int, _ end: Int, prefix: StaticString?) -> Bool {
    let p = lines.base
    if let prefix {
      let count = prefix.utf8CodeUnitCount
      guard end - start > count else { return false }
      for k in 0..<count where p[start + k] != prefix.utf8Start[k] { return false }
    }
    var i = start
    while i < end {
      let c = p[i]
      guard (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F else { return false }
      i &+= 1
    }
    return end > start
  }

  private func hash(_ start: Int, _ end: Int) -> Int {
    let p = lines.base
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    var i = start
    while i < end {
      h = (h ^ UInt64(p[i])) &* 0x100_0000_01b3
      i &+= 1
    }
    return Int(truncatingIfNeeded: h)
  }

  private func hashText(_ text: String) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: h)
  }
}

@inline(__always)
func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

extension String {
  /// The string without one pair of surrounding double quotes.
  var trimmingQuotes: String {
    if count >= 2 && hasPrefix("\"") && hasSuffix("\"") { return String(dropFirst().dropLast()) }
    return self
  }
}
