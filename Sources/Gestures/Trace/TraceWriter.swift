/// Writes touch events as a trace file (the CSV format of
/// `docs/trace-format.md`) to any text stream.
///
/// Creating a writer writes the metadata comments and the header; each
/// `write(_:)` then writes one row per touch. Numbers are written with Swift's
/// shortest round-trip `description`, and `TraceReader` parses them to the
/// same `Double`, so reading what was written gives the same events,
/// provided the events form a valid trace (times in order, fingers that begin
/// before they move, finite values within the limits, at most one touch per
/// finger per event). The writer does not check this: a trace it cannot
/// represent is read back with an error. Touch fields whose column is not
/// written (`force`, `radius`, `coalesced`) are dropped.
///
///     var writer = TraceWriter(output: "", metadata: TraceMetadata(viewport: Size(width: 390, height: 844)))
///     writer.write(events)
///     print(writer.output)
package struct TraceWriter<Output: TextOutputStream> {
  /// The stream written to.
  package var output: Output
  /// The columns written, in order.
  package let columns: [TraceColumn]

  /// Creates a writer and writes the metadata comments and the header.
  ///
  /// - Parameters:
  ///   - output: The stream to write to.
  ///   - metadata: Written as `# key: value` comments, known keys first
  ///     (viewport, scale, refresh, source), then the unknown entries in
  ///     order. An unknown key must be non-empty, made of ASCII letters,
  ///     digits, `_`, `-` and `.`, and not a known key; no value may contain
  ///     a line feed (preconditions). Other characters, a lone `\r` included
  ///     (not a line ending in the format), are written as given, so every
  ///     value `TraceReader` returns can be written; a value ending in `\r`
  ///     reads back without it (it joins the line ending).
  ///   - columns: The columns, in order; they must include `t`, `id`,
  ///     `phase`, `x` and `y`, each at most once (a precondition). Defaults
  ///     to all eight: `t,id,phase,x,y,force,radius,coalesced`.
  package init(output: Output, metadata: TraceMetadata = TraceMetadata(), columns: [TraceColumn] = TraceColumn.allCases) {
    precondition(Set(columns).count == columns.count, "TraceWriter: a column is listed twice")
    precondition(TraceColumn.required.allSatisfy(columns.contains), "TraceWriter: the columns must include t, id, phase, x and y")
    self.output = output
    self.columns = columns
    var text = ""
    if let viewport = metadata.viewport {
      text += "# viewport: \(formatNumber(viewport.width))x\(formatNumber(viewport.height))\n"
    }
    if let scale = metadata.scale { text += "# scale: \(formatNumber(scale))\n" }
    if let refresh = metadata.refresh { text += "# refresh: \(formatNumber(refresh))\n" }
    if let source = metadata.source {
      precondition(!source.utf8.contains(lineFeed), "TraceWriter: the source metadata contains a line break")
      text += "# source: \(source)\n"
    }
    for entry in metadata.unknown {
      precondition(!entry.key.isEmpty && entry.key.utf8.allSatisfy(isKeyByte), "TraceWriter: invalid metadata key '\(entry.key)'")
      precondition(!TraceMetadata.knownKeys.contains(entry.key.lowercased()), "TraceWriter: '\(entry.key)' is a known key; set the property instead")
      precondition(!entry.value.utf8.contains(lineFeed), "TraceWriter: the value of '\(entry.key)' contains a line break")
      text += "# \(entry.key): \(entry.value)\n"
    }
    text += columns.map(\.rawValue).joined(separator: ",")
    text += "\n"
    self.output.write(text)
  }

  /// Writes one row per touch of `event`, in order.
  package mutating func write(_ event: TouchEvent) {
    var text = ""
    let time = event.time.description
    for touch in event.touches {
      for (index, column) in columns.enumerated() {
        if index > 0 { text += "," }
        switch column {
        case .t: text += time
        case .id: text += String(touch.id)
        case .phase: text += touch.phase.rawValue
        case .x: text += touch.location.x.description
        case .y: text += touch.location.y.description
        case .force: if let force = touch.force { text += force.description }
        case .radius: if let radius = touch.radius { text += radius.description }
        case .coalesced: text += touch.isCoalesced ? "1" : "0"
        }
      }
      text += "\n"
    }
    output.write(text)
  }

  /// Writes each event of `events`, in order.
  package mutating func write(_ events: some Sequence<TouchEvent>) {
    for event in events { write(event) }
  }
}

/// The byte that ends a line in the trace format (`\r\n` ends with it too).
private let lineFeed = UInt8(ascii: "\n")
