import Gestures
import ScrollPhysics

enum SceneStream {
  /// Reads every event of `reader` into `runner`, writing each record to `report` as
  /// it comes (memory does not grow with the trace) and the reader's warnings to
  /// `errors`, then finishes the run and writes its summary.
  static func replay<S, Runnable: RunnableScene, Report: SceneReport>(
    _ reader: inout TraceReader<S>, runner: inout SceneRunner<Runnable>, report: inout SceneReportWriter<Report>,
    errors: inout some TextOutputStream, to out: inout some TextOutputStream
  ) throws(TraceError) where Report.Record == Runnable.Record, Report.Run == Runnable.Run {
    report.start(to: &out)
    var records: [Runnable.Record] = []
    while let event = try reader.next() {
      runner.feed(event, into: &records)
      for record in records { report.write(record, to: &out) }
      records.removeAllElements()
      TraceInput.report(reader.takeWarnings(), to: &errors)
    }
    TraceInput.report(reader.takeWarnings(), to: &errors)
    let run = runner.finish(into: &records)
    for record in records { report.write(record, to: &out) }
    report.finish(run, to: &out)
  }
}
