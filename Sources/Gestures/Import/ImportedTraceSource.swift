/// A recording in another format, converted on the fly: a `ByteSource` that
/// serves the trace-format text of what a `TouchImporter` reads, so that a
/// `TraceReader` (and everything built on it) reads the recording as if it
/// had been converted first (`gesture-sim run` on a getevent file).
///
/// The conversion streams: the text is rendered a few dozen events at a time.
/// A class, so that the caller keeps a handle on the import's state while a
/// reader owns the source: when the importer fails, `read(into:)` throws the
/// `ImportError`, the reader reports a read failure, and `importError` holds
/// the error with its position in the recording.
package final class ImportedTraceSource<Source: ByteSource>: ByteSource {
  /// The error that stopped the import, if any.
  package private(set) var importError: ImportError?
  /// The metadata written before the header (the importer's, plus the
  /// entries given at creation and one `assumption` entry per assumption).
  package let metadata: TraceMetadata
  var importer: TouchImporter<Source>
  var writer: TraceWriter<String>
  var pending: [UInt8]
  var offset = 0
  var finished = false
  /// The converted trace's line of the next row.
  var nextTraceLine = 1
  /// For recent events (at least the last `lineMapCapacity`): the converted
  /// trace's line of the event's first row and the recording's line of the
  /// event, in order.
  var traceLines: [Int] = []
  var recordingLines: [Int] = []
  /// More events than a reader's buffer (1 MiB) can hold rows of.
  static var lineMapCapacity: Int { 1 << 16 }

  /// Starts the import (reading ahead, as `TouchImporter` does).
  ///
  /// - Parameters:
  ///   - entries: Extra metadata entries, written after the source line
  ///     (for example the command that made the trace).
  /// - Throws: `ImportError` for malformed input in what was read ahead.
  package init(format: ImportFormat, source: Source, path: String?, options: ImportOptions, entries: [TraceMetadata.Entry] = []) throws(ImportError) {
    importer = try TouchImporter(format: format, source: source, path: path, options: options)
    var metadata = importer.metadata
    metadata.unknown += entries
    for assumption in importer.assumptions {
      metadata.unknown.append(TraceMetadata.Entry(key: "assumption", value: assumption))
    }
    self.metadata = metadata
    writer = TraceWriter(output: "", metadata: metadata, columns: importer.columns)
    pending = Array(writer.output.utf8)
    writer.output = ""
    nextTraceLine = pending.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  }

  /// The recording's line of the event whose row is on `line` of the
  /// converted trace; nil for the metadata and header lines, for a recording
  /// whose lines are not known (the recorder page's CSV) and for rows read
  /// long ago.
  package func recordingLine(ofTraceLine line: Int) -> Int? {
    var low = 0
    var high = traceLines.count
    while low < high {
      let middle = (low + high) / 2
      if traceLines[middle] <= line { low = middle + 1 } else { high = middle }
    }
    guard low > 0, line < nextTraceLine else { return nil }
    return recordingLines[low - 1]
  }

  /// The warnings found so far, forgotten once taken.
  package func takeWarnings() -> [ImportWarning] { importer.takeWarnings() }

  /// Copies the next bytes of the converted trace.
  ///
  /// - Throws: The `ImportError` that stopped the import (also kept in
  ///   `importError`).
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    while offset == pending.count {
      if finished { return 0 }
      do {
        for _ in 0..<64 {
          guard let event = try importer.next() else {
            finished = true
            break
          }
          if importer.line > 0 {
            if traceLines.count >= 2 * Self.lineMapCapacity {
              traceLines.removeFirst(Self.lineMapCapacity)
              recordingLines.removeFirst(Self.lineMapCapacity)
            }
            traceLines.append(nextTraceLine)
            recordingLines.append(importer.line)
          }
          nextTraceLine += event.touches.count
          writer.write(event)
        }
      } catch {
        importError = error
        finished = true
        throw error
      }
      pending = Array(writer.output.utf8)
      writer.output = ""
      offset = 0
    }
    let count = min(buffer.count, pending.count - offset)
    pending.withUnsafeBytes { all in
      buffer.baseAddress!.copyMemory(from: all.baseAddress! + offset, byteCount: count)
    }
    offset += count
    return count
  }
}
