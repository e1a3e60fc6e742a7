/// Reads evemu-record files (freedesktop evemu 1.3 and AOSP's
/// `frameworks/native/cmds/evemu-record`) and feeds their events to an
/// `EvdevDecoder`.
///
/// `N:` names the device, `A: <code hex> <min> <max> <fuzz> <flat> <res>`
/// gives an axis range (decimal), `E: <sec>.<usec> <type hex> <code hex>
/// <value>` is an event with a decimal value (zero-padded, negative as
/// `-001`), optionally followed by a `#` comment. `#` lines and the `I:`,
/// `P:`, `B:` header lines are skipped.
struct EvemuParser: EvdevTextParser {
  var lines: ImportLineReader
  var decoder: EvdevDecoder
  var finished = false
  static var tool: ImportFormat { .evemu }

  init(lines: ImportLineReader, decoder: EvdevDecoder) {
    self.lines = lines
    self.decoder = decoder
  }

  mutating func parseLine() throws(ImportError) {
    let p = lines.base
    let start = lines.lineStart
    let end = lines.lineEnd
    var i = lines.skippingBlanks(from: start, to: end)
    if i == end || p[i] == UInt8(ascii: "#") { return }
    guard end - i >= 2 && p[i + 1] == UInt8(ascii: ":") else {
      try lines.requireText("evemu")
      try decoder.warn(line: lines.lineNumber, .lineSkipped(found: lines.lineText))
      return
    }
    let kind = p[i]
    i += 2
    switch kind {
    case UInt8(ascii: "E"):
      let fields = self.fields(from: i, to: end)
      guard fields.count >= 4 else {
        throw error(i - start + 1, .malformed(found: lines.lineText, expected: "an event 'E: <seconds> <type> <code> <value>'"))
      }
      guard let time = Self.time(fields[0].text) else {
        try lines.requireText("evemu")  // a damaged byte is named, not shown as U+FFFD
        throw error(
          fields[0].column,
          .invalidValue(field: "time", found: fields[0].text, expected: "seconds with six decimals such as 0.000001 (evemu writes %lu.%06u)"))
      }
      guard fields[1].text.utf8.count == 4, let type = UInt16(fields[1].text, radix: 16) else {
        try lines.requireText("evemu")  // a damaged byte is named, not shown as U+FFFD
        throw error(fields[1].column, .invalidValue(field: "type", found: fields[1].text, expected: "4 hexadecimal digits such as 0003"))
      }
      guard fields[2].text.utf8.count == 4, let code = UInt16(fields[2].text, radix: 16) else {
        try lines.requireText("evemu")  // a damaged byte is named, not shown as U+FFFD
        throw error(fields[2].column, .invalidValue(field: "code", found: fields[2].text, expected: "4 hexadecimal digits such as 0035"))
      }
      guard let value = Self.value(fields[3].text) else {
        try lines.requireText("evemu")  // a damaged byte is named, not shown as U+FFFD
        throw error(
          fields[3].column,
          .invalidValue(
            field: "value", found: fields[3].text,
            expected: "a decimal integer of at least 4 characters such as 0042 or -001 (evemu writes %04d, so a shorter value was cut)"))
      }
      if fields.count > 4 && !fields[4].text.hasPrefix("#") {
        throw error(fields[4].column, .malformed(found: fields[4].text, expected: "the end of the line or a '#' comment"))
      }
      try decoder.handle(
        device: nil, deviceLabel: "the device", type: type, code: code, value: value, time: time, line: lines.lineNumber, column: fields[3].column)
    case UInt8(ascii: "A"):
      let fields = self.fields(from: i, to: end)
      guard fields.count >= 3, let code = UInt16(fields[0].text, radix: 16), let minimum = Int(fields[1].text), let maximum = Int(fields[2].text),
        maximum >= minimum
      else {
        throw error(i - start + 1, .malformed(found: lines.lineText, expected: "an axis 'A: <code hex> <min> <max> <fuzz> <flat> <resolution>'"))
      }
      decoder.range(device: 0, deviceLabel: "evemu A: lines", code: code, AxisRange(minimum: minimum, maximum: maximum))
    case UInt8(ascii: "N"):
      decoder.name(device: 0, String(decoding: UnsafeBufferPointer(start: p + i, count: end - i), as: UTF8.self).trimmingBlanks)
    case UInt8(ascii: "I"), UInt8(ascii: "P"), UInt8(ascii: "B"), UInt8(ascii: "L"), UInt8(ascii: "S"):
      return
    default:
      try lines.requireText("evemu")
      try decoder.warn(line: lines.lineNumber, .lineSkipped(found: lines.lineText))
    }
  }

  /// The seconds of an event's time as evemu writes it (`%lu.%06u`): digits,
  /// a point and exactly six digits, nothing else (a NUL or other byte inside
  /// the field, or a cut field, is not a time); nil otherwise.
  static func time(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    guard let point = bytes.firstIndex(of: UInt8(ascii: ".")), point > 0, bytes.count - point - 1 == 6, point <= 12 else { return nil }
    guard bytes[..<point].allSatisfy(isDigit), bytes[(point + 1)...].allSatisfy(isDigit) else { return nil }
    return Double(text)
  }

  /// An event's value as evemu writes it (`%04d`): an optional `-` and digits,
  /// at least four characters in all; nil otherwise (a value cut to fewer
  /// characters would read as a different number).
  static func value(_ text: String) -> Int32? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 4 else { return nil }
    let digits = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
    guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
    return Int32(text)
  }

  /// The space-separated fields from `start`, with their 1-based columns.
  private func fields(from start: Int, to end: Int) -> [(text: String, column: Int)] {
    let p = lines.base
    var result: [(String, Int)] = []
    var i = start
    while i < end {
      i = lines.skippingBlanks(from: i, to: end)
      if i == end { break }
      let fieldStart = i
      if p[i] == UInt8(ascii: "#") {
        result.append(("#", fieldStart - lines.lineStart + 1))
        break
      }
      while i < end && p[i] != 0x20 && p[i] != 0x09 { i &+= 1 }
      result.append((String(decoding: UnsafeBufferPointer(start: p + fieldStart, count: i - fieldStart), as: UTF8.self), fieldStart - lines.lineStart + 1))
    }
    return result
  }
}
