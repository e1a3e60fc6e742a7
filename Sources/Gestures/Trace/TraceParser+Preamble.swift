import ScrollPhysics

// MARK: - Metadata comments and the header

extension TraceParser {
  /// Reads the byte-order mark, comments, blank lines and the header.
  mutating func stepPreamble() throws(TraceError) -> Step {
    while true {
      if needsInput { return .needsInput }
      if !checkedByteOrderMark {
        checkedByteOrderMark = true
        let p = buffer.base
        if end - position >= 3 && p[position] == 0xEF && p[position + 1] == 0xBB && p[position + 2] == 0xBF {
          position += 3
        }
      }
      if position >= end {
        if sawComment {
          throw error(line: lineNumber + 1, column: 1, .missingHeader(found: nil))
        }
        throw error(line: 1, column: 1, .emptyFile)
      }
      let (start, contentEnd) = try nextTextLine()
      var first = start
      while first < contentEnd && isBlank(buffer.base[first]) { first += 1 }
      if first == contentEnd { continue }
      if buffer.base[first] == UInt8(ascii: "#") {
        sawComment = true
        try readComment(lineStart: start, hash: first, end: contentEnd)
        continue
      }
      try readHeader(lineStart: start, first: first, end: contentEnd)
      stage = .rows
      return .header
    }
  }

  /// Consumes the next line, checks its length and its UTF-8, and returns its
  /// bytes without the line ending.
  mutating func nextTextLine() throws(TraceError) -> (start: Int, end: Int) {
    let p = buffer.base
    let start = position
    var newline = start
    while p[newline] != UInt8(ascii: "\n") { newline += 1 }
    lineNumber += 1
    var contentEnd = newline
    if contentEnd > start && p[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
    if contentEnd - start > maximumLineLength || (newline == end && !atEndOfInput) {
      throw lineTooLong(lineStart: start)
    }
    if let bad = UTF8Scanner.firstInvalid(p, from: start, to: contentEnd) {
      throw error(line: lineNumber, column: column(bad, lineStart: start), .invalidUTF8(byte: p[bad]))
    }
    position = newline == end ? end : newline + 1
    return (start, contentEnd)
  }

  /// The error for the current line (already counted) being too long.
  func lineTooLong(lineStart: Int) -> TraceError {
    error(line: lineNumber, column: column(lineStart + maximumLineLength, lineStart: lineStart), .lineTooLong(limit: maximumLineLength))
  }

  /// Handles a comment line: `# key: value` before the header is metadata.
  mutating func readComment(lineStart: Int, hash: Int, end contentEnd: Int) throws(TraceError) {
    let p = buffer.base
    var i = hash + 1
    while i < contentEnd && isBlank(p[i]) { i += 1 }
    let keyStart = i
    while i < contentEnd && isKeyByte(p[i]) { i += 1 }
    let keyEnd = i
    guard keyEnd > keyStart else { return }
    while i < contentEnd && isBlank(p[i]) { i += 1 }
    guard i < contentEnd && p[i] == UInt8(ascii: ":") else { return }
    i += 1
    while i < contentEnd && isBlank(p[i]) { i += 1 }
    var valueEnd = contentEnd
    while valueEnd > i && isBlank(p[valueEnd - 1]) { valueEnd -= 1 }
    let key = String(decoding: UnsafeBufferPointer(start: p + keyStart, count: keyEnd - keyStart), as: UTF8.self)
    let lowered = key.lowercased()
    let known = TraceMetadata.knownKeys.contains(lowered)
    let keyColumn = column(keyStart, lineStart: lineStart)
    if stage == .rows {
      if known { try warn(line: lineNumber, column: keyColumn, .metadataAfterHeader(key: lowered)) }
      return
    }
    let value = String(decoding: UnsafeBufferPointer(start: p + i, count: valueEnd - i), as: UTF8.self)
    guard known else {
      if metadata.unknown.count == TraceMetadata.maximumUnknownEntries {
        throw error(line: lineNumber, column: keyColumn, .tooManyMetadataEntries(limit: TraceMetadata.maximumUnknownEntries))
      }
      metadata.unknown.append(
        TraceMetadata.Entry(key: key, value: value, line: lineNumber, valueColumn: column(i, lineStart: lineStart)))
      return
    }
    if let firstLine = metadataLines[lowered] {
      try warn(line: lineNumber, column: keyColumn, .duplicateMetadata(key: lowered, firstLine: firstLine))
    }
    metadataLines[lowered] = lineNumber
    let valueBytes = UnsafeBufferPointer(start: p + i, count: valueEnd - i)
    let valueColumn = column(i, lineStart: lineStart)
    metadataLocations[lowered] = TraceMetadata.ValueLocation(line: lineNumber, column: valueColumn, text: text(i, valueEnd))
    func invalid(_ expected: String) -> TraceError {
      error(line: lineNumber, column: valueColumn, .invalidMetadata(key: lowered, value: text(i, valueEnd), expected: expected))
    }
    switch lowered {
    case "viewport":
      // The limits every scene accepts, checked here so that a bad value is reported
      // at its own line and column (TraceMetadata.viewportSides, scales, refreshRates).
      guard let size = parseViewport(valueBytes) else {
        throw invalid(TraceMetadata.viewportExpectation)
      }
      metadata.viewport = size
    case "scale":
      guard let scale = DecimalParser.parseWhole(valueBytes), TraceMetadata.scales.contains(scale) else {
        throw invalid(TraceMetadata.scaleExpectation)
      }
      metadata.scale = scale
    case "refresh":
      guard let refresh = DecimalParser.parseWhole(valueBytes), TraceMetadata.refreshRates.contains(refresh) else {
        throw invalid(TraceMetadata.refreshExpectation)
      }
      metadata.refresh = refresh
    default:
      metadata.source = value
    }
  }

  /// Parses `WIDTHxHEIGHT` (spaces allowed around the `x`).
  func parseViewport(_ bytes: UnsafeBufferPointer<UInt8>) -> Size? {
    guard let cross = bytes.firstIndex(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }) else { return nil }
    var widthEnd = cross
    while widthEnd > 0 && isBlank(bytes[widthEnd - 1]) { widthEnd -= 1 }
    var heightStart = cross + 1
    while heightStart < bytes.count && isBlank(bytes[heightStart]) { heightStart += 1 }
    guard
      let width = DecimalParser.parseWhole(bytes[0..<widthEnd]),
      let height = DecimalParser.parseWhole(bytes[heightStart...]),
      TraceMetadata.viewportSides.contains(width), TraceMetadata.viewportSides.contains(height)
    else { return nil }
    return Size(width: width, height: height)
  }

  /// Reads the header line: column names separated by commas.
  mutating func readHeader(lineStart: Int, first: Int, end contentEnd: Int) throws(TraceError) {
    let p = buffer.base
    headerLine = lineNumber
    if looksLikeNumber(at: first, end: contentEnd) {
      throw error(line: lineNumber, column: column(first, lineStart: lineStart), .missingHeader(found: text(first, contentEnd)))
    }
    var seen: [TraceColumn: Int] = [:]
    var names: [TraceColumn] = []
    var i = lineStart
    while true {
      while i < contentEnd && isBlank(p[i]) { i += 1 }
      let fieldStart = i
      while i < contentEnd && p[i] != UInt8(ascii: ",") { i += 1 }
      var fieldEnd = i
      while fieldEnd > fieldStart && isBlank(p[fieldEnd - 1]) { fieldEnd -= 1 }
      let fieldColumn = column(fieldStart, lineStart: lineStart)
      if fieldEnd == fieldStart {
        throw error(line: lineNumber, column: fieldColumn, .emptyColumnName)
      }
      let name = String(decoding: UnsafeBufferPointer(start: p + fieldStart, count: fieldEnd - fieldStart), as: UTF8.self)
      guard let column = TraceColumn(rawValue: name) else {
        throw error(line: lineNumber, column: fieldColumn, .unknownColumn(text(fieldStart, fieldEnd)))
      }
      if let firstColumn = seen[column] {
        throw error(line: lineNumber, column: fieldColumn, .duplicateColumn(column, firstColumn: firstColumn))
      }
      seen[column] = fieldColumn
      names.append(column)
      if i == contentEnd { break }
      i += 1
    }
    let missing = TraceColumn.required.filter { seen[$0] == nil }
    if !missing.isEmpty {
      throw error(line: lineNumber, column: 1, .missingColumns(missing))
    }
    columns = names
    columnCount = names.count
    startsWithRequiredColumns = names.starts(with: TraceColumn.required)
    layout = 0
    for (index, column) in names.enumerated() {
      layout |= UInt64(column.code) << UInt64(4 * index)
    }
  }

  /// Whether the text at `i` starts like a number: a digit, or a sign or
  /// point followed by a digit.
  func looksLikeNumber(at i: Int, end contentEnd: Int) -> Bool {
    let p = buffer.base
    func isDigit(_ k: Int) -> Bool { k < contentEnd && p[k] &- 0x30 <= 9 }
    if isDigit(i) { return true }
    let c = p[i]
    if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
      return isDigit(i + 1) || (i + 1 < contentEnd && p[i + 1] == UInt8(ascii: ".") && isDigit(i + 2))
    }
    return c == UInt8(ascii: ".") && isDigit(i + 1)
  }
}

/// Bytes allowed in a metadata key: ASCII letters, digits, `_`, `-` and `.`.
func isKeyByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
    return true
  case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
    return true
  default:
    return false
  }
}

/// A number as text: integers without a fractional part, others as Swift
/// prints them.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int(value)) }
  return value.description
}

extension TraceColumn {
  /// The column's index in `allCases`, as stored in a parser's layout.
  var code: UInt8 {
    switch self {
    case .t: return 0
    case .id: return 1
    case .phase: return 2
    case .x: return 3
    case .y: return 4
    case .force: return 5
    case .radius: return 6
    case .coalesced: return 7
    }
  }
}
