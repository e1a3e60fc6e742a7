import ScrollPhysics

/// Properties of the trace reader and writer ("Reading traces").
package enum TraceReaderProperties {
  /// The properties, in catalog order, with the default generator (none needs a scene).
  package static let all = TraceProperty.family([
    // `trace-round-trip`: writing a trace with `TraceWriter` and reading it with
    // `TraceReader` gives the same events, bit for bit, with no warning; also when the
    // reader gets its bytes 7 at a time (buffer boundaries inside rows).
    ("trace-round-trip", "trace reader: write-then-read gives the same events, bit for bit, without warnings", checkRoundTrip),
    // `trace-reader-total`: no damaged input crashes the reader. Each case's CSV is
    // damaged in six ways (cut short, a byte deleted, inserted or replaced, a line
    // duplicated or swapped with the next; see `damagedVersions(of:)`); reading
    // each must end with events that keep the reader's contract (`TraceContract`) or
    // with a `TraceError` whose line and column lie inside the input (or at column 1
    // of the line after the last, which is where the reader puts the end of the file).
    ("trace-reader-total", "trace reader: damaged input never crashes it; it yields valid events or an error inside the input", checkTotal),
  ])

  @Sendable static func checkRoundTrip(_ events: [TouchEvent]) -> PropertyFailure? {
    var writer = TraceWriter(output: "", metadata: TraceMetadata(viewport: Display.defaultViewport))
    writer.write(events)
    for chunkSize in [Int.max, 7] {
      let read: [TouchEvent]
      var warnings: [TraceWarning] = []
      do {
        var reader = try TraceReader(source: MemoryByteSource(writer.output, chunkSize: chunkSize))
        read = try reader.readAll()
        warnings = reader.takeWarnings()
      } catch {
        return PropertyFailure(
          expected: "the written trace reads back without error",
          actual: "reading it (in chunks of \(chunkSize) bytes) failed: \(error)")
      }
      if let warning = warnings.first {
        return PropertyFailure(expected: "no warning for a trace the writer wrote", actual: "warning: \(warning)")
      }
      if let mismatch = firstMismatch(events, read) {
        return PropertyFailure(
          expected: "the same \(events.count) events after writing and reading",
          actual: "\(mismatch) (read in chunks of \(chunkSize) bytes)")
      }
    }
    return nil
  }

  /// Where two event lists differ, bit for bit, or `nil`.
  static func firstMismatch(_ expected: [TouchEvent], _ actual: [TouchEvent]) -> String? {
    for index in 0..<min(expected.count, actual.count) {
      let a = expected[index]
      let b = actual[index]
      let same = a.time.bitPattern == b.time.bitPattern && a.touches.count == b.touches.count
        && zip(a.touches, b.touches).allSatisfy { s, t in
          s.id == t.id && s.phase == t.phase && s.isCoalesced == t.isCoalesced
            && s.location.x.bitPattern == t.location.x.bitPattern && s.location.y.bitPattern == t.location.y.bitPattern
            && s.force?.bitPattern == t.force?.bitPattern && s.radius?.bitPattern == t.radius?.bitPattern
        }
      if !same { return "event \(index) was \(a) and reads back as \(b)" }
    }
    if expected.count != actual.count {
      return "\(expected.count) events were written and \(actual.count) read back"
    }
    return nil
  }

  @Sendable static func checkTotal(_ events: [TouchEvent]) -> PropertyFailure? {
    var writer = TraceWriter(output: "", metadata: TraceMetadata(viewport: Display.defaultViewport), columns: [.t, .id, .phase, .x, .y, .coalesced])
    writer.write(events)
    let original = Array(writer.output.utf8)
    for (index, damaged) in damagedVersions(of: original).enumerated() {
      let lines = damaged.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      let chunkSize = index % 2 == 0 ? Int.max : 61
      do {
        var reader = try TraceReader(source: MemoryByteSource(bytes: damaged, chunkSize: chunkSize))
        let read = try reader.readAll()
        if let violation = TraceContract.violation(in: read) {
          return PropertyFailure(
            expected: "damaged input \(index) reads as valid events or fails with an error",
            actual: "the reader accepted it and delivered invalid events: \(violation)")
        }
      } catch {
        // The end of the input counts as column 1 of the line after the last, with or
        // without a final line break (the reader's convention for "found the end of
        // the file").
        let atEnd = error.line == lines + 1 && error.column == 1
        if !atEnd && (error.line < 1 || error.line > lines || error.column < 1 || error.column > damaged.count + 1) {
          return PropertyFailure(
            expected: "an error on damaged input \(index) names a line (1…\(lines), or \(lines + 1):1 for the end) and a column inside it",
            actual: "error at \(error.line):\(error.column): \(error.message)")
        }
      }
    }
    return nil
  }

  /// Six damaged copies of `bytes`, one per kind of damage: cut short, one byte
  /// deleted, one byte inserted (one of `,` `\n` `-` `e` `9` `#` `"` space, CR, NUL,
  /// 0xFF), one byte replaced by `x`, a line duplicated, a line swapped with the next.
  /// The places are a pure function of the text (an FNV-1a hash spread by SplitMix64),
  /// so a shrunk trace is damaged the same way every time it is checked.
  static func damagedVersions(of bytes: [UInt8]) -> [[UInt8]] {
    let count = bytes.count
    guard count > 0 else { return [[]] }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    var random = SplitMix64(seed: hash)
    let inserts: [UInt8] = [0x2C, 0x0A, 0x2D, 0x65, 0x39, 0x23, 0x22, 0x20, 0x0D, 0x00, 0xFF]
    var versions: [[UInt8]] = []
    for kind in 0..<6 {
      let offset = random.nextInt(in: 0...(count - 1))
      var damaged = bytes
      switch kind {
      case 0:
        damaged.removeSubrange(offset...)
      case 1:
        damaged.remove(at: offset)
      case 2:
        damaged.insert(inserts[random.nextInt(in: 0...(inserts.count - 1))], at: offset)
      case 3:
        damaged[offset] = UInt8(ascii: "x")
      case 4:
        let line = lineRange(containing: offset, in: bytes)
        damaged.insert(contentsOf: bytes[line], at: line.lowerBound)
      default:
        let line = lineRange(containing: offset, in: bytes)
        if line.upperBound < count {
          let next = lineRange(containing: line.upperBound, in: bytes)
          damaged.replaceSubrange(line.lowerBound..<next.upperBound, with: Array(bytes[next]) + Array(bytes[line]))
        } else {
          damaged.append(0xFF)
        }
      }
      versions.append(damaged)
    }
    return versions
  }

  /// The bytes of the line containing `offset`, with its line break.
  static func lineRange(containing offset: Int, in bytes: [UInt8]) -> Range<Int> {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return start..<min(end + 1, bytes.count)
  }
}
