/// Writes a scene's records and summary in one `ReportFormat`, as they arrive, so
/// that memory does not grow with the trace: the one skeleton behind every
/// scene's output of `gesture-sim run`.
///
/// - csv: the header at `start`, then each record's rows.
/// - jsonl: one line per record.
/// - table: the opening lines at `start`, each record's lines, then the final state.
/// - json: the summary alone, at `finish`.
struct SceneReportWriter<Report: SceneReport> {
  let format: ReportFormat
  /// The trace's path, as the table's opening lines name it.
  let path: String
  private(set) var report: Report
  /// The jsonl line being built, reused from record to record.
  private var line = ""

  init(format: ReportFormat, path: String, report: Report) {
    self.format = format
    self.path = path
    self.report = report
  }

  /// Writes the header (csv) or the run's opening lines (table).
  func start(to out: inout some TextOutputStream) {
    switch format {
    case .csv: out.write(Report.csvHeader)
    case .table: out.write(report.tableHeader(path: path))
    case .json, .jsonl: break
    }
  }

  /// Writes one record (jsonl, csv, table) or nothing (json).
  mutating func write(_ record: Report.Record, to out: inout some TextOutputStream) {
    switch format {
    case .jsonl:
      Report.jsonLine(record).write(to: &line)
      line += "\n"
      out.write(line)
      line.removeAll(keepingCapacity: true)
    case .csv:
      if let rows = Report.csvRows(record) { out.write(rows) }
    case .table:
      report.writeTable(record, to: &out)
    case .json:
      break
    }
  }

  /// Writes the summary (json, table).
  mutating func finish(_ run: Report.Summary, to out: inout some TextOutputStream) {
    switch format {
    case .json:
      out.write(Report.json(run).text + "\n")
    case .table:
      report.flushTable(to: &out)
      out.write(Report.finalTable(run))
    case .jsonl, .csv:
      break
    }
  }
}
