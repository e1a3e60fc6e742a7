import Gestures

/// One scene's output, as the pieces that `SceneReportWriter` assembles into the
/// four `ReportFormat`s: the csv header and rows, one JSON line per record, the
/// table's lines, and the run's summary as JSON or as the table's last lines.
///
/// A new scene's report conforms to this protocol; the routing by format, the
/// streaming and the buffer reuse are the writer's.
protocol SceneReport {
  /// What the scene's runner emits, one at a time.
  associatedtype Record
  /// The summary of a finished run.
  associatedtype Summary

  /// The csv header line, ending in a newline.
  static var csvHeader: String { get }
  /// The table's opening lines for the trace at `path`, ending in a blank line and
  /// the column heading.
  func tableHeader(path: String) -> String
  /// The record's csv rows (each ending in a newline), or nil when the record
  /// has none (only frames have rows).
  static func csvRows(_ record: Record) -> String?
  /// The record as one jsonl object.
  static func jsonLine(_ record: Record) -> JSONValue
  /// Writes the record's table lines, if any; a report may hold lines back (a
  /// run of frames) until the next record or `flushTable`.
  mutating func writeTable(_ record: Record, to out: inout some TextOutputStream)
  /// Writes the table lines held back.
  mutating func flushTable(to out: inout some TextOutputStream)
  /// The run's summary, the json format's one object.
  static func json(_ run: Summary) -> JSONValue
  /// The table's closing lines: the final state and the run's facts.
  static func finalTable(_ run: Summary) -> String
}

/// A report whose table folds runs of display frames (`FoldedFrameLines`) and writes
/// every other record as one line: the table and csv routing come with it.
protocol FrameFoldingReport: SceneReport where Record: SceneRecord {
  /// The scene's display frame.
  associatedtype Frame
  /// The table's run of frames not yet written.
  var frames: FoldedFrameLines<Frame> { get set }
  /// The record's frame, or nil when it is something else.
  static func frame(of record: Record) -> Frame?
  /// The frame's csv rows, each ending in a newline.
  static func csvRows(of frame: Frame) -> String
  /// The table line of a record that is not a frame (after the time column), or
  /// nil when the table leaves it out.
  static func eventText(_ record: Record) -> String?
}

extension FrameFoldingReport {
  static func csvRows(_ record: Record) -> String? { frame(of: record).map(csvRows(of:)) }

  mutating func writeTable(_ record: Record, to out: inout some TextOutputStream) {
    if let frame = Self.frame(of: record) {
      frames.add(frame, to: &out)
    } else if let text = Self.eventText(record) {
      frames.writeEvent(at: record.time, text, to: &out)
    }
  }

  mutating func flushTable(to out: inout some TextOutputStream) { frames.flush(to: &out) }
}
