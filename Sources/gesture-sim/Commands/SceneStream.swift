import Gestures

/// A scene runner the command line streams a trace through: `feed` per event,
/// `finish` once (SideMenuRunner, CardsRunner, and SceneRunner for the dropdown,
/// table and transitions scenes).
protocol StreamingSceneRunner {
  associatedtype Record
  associatedtype Run
  mutating func feed(_ event: TouchEvent, into records: inout [Record])
  mutating func finish(into records: inout [Record]) -> Run
}

extension SideMenuRunner: StreamingSceneRunner {}
extension CardsRunner: StreamingSceneRunner {}
extension SceneRunner: StreamingSceneRunner {}

enum SceneStream {
  /// Reads every event of `reader` into `runner`, writing each record to `report` as
  /// it comes (memory does not grow with the trace) and the reader's warnings to
  /// `errors`, then finishes the run and writes its summary.
  static func replay<S, Runner: StreamingSceneRunner, Report: SceneReport>(
    _ reader: inout TraceReader<S>, runner: inout Runner, report: inout SceneReportWriter<Report>,
    errors: inout some TextOutputStream, to out: inout some TextOutputStream
  ) throws(TraceError) where Report.Record == Runner.Record, Report.Run == Runner.Run {
    report.start(to: &out)
    var records: [Runner.Record] = []
    while let event = try reader.next() {
      runner.feed(event, into: &records)
      for record in records { report.write(record, to: &out) }
      records.removeAll(keepingCapacity: true)
      TraceInput.report(reader.takeWarnings(), to: &errors)
    }
    TraceInput.report(reader.takeWarnings(), to: &errors)
    let run = runner.finish(into: &records)
    for record in records { report.write(record, to: &out) }
    report.finish(run, to: &out)
  }
}
