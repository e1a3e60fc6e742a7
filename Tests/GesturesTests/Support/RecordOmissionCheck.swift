import Gestures
import Testing

/// Runs `events` with `options` twice: as `SceneRunner.run` does, making every record
/// (the independent source), and with `SceneRunner.makesRecords` false, as `gesture-sim
/// run --format json` does (it prints the summary alone). Expects the second run to
/// have the same summary and to make only the first run's warnings, in order, and
/// returns the first run, for the caller's checks that the trace did what it meant to.
@discardableResult
func expectSameSummaryAndWarningsWithoutRecords<S: RunnableScene>(
  _ events: [TouchEvent], options: SceneRunner<S>.Options, sourceLocation: SourceLocation = #_sourceLocation
) -> (summary: S.Summary, records: [S.Record]) where S.Summary: Equatable, S.Record: Equatable {
  let expected = SceneRunner<S>.run(events, options: options)
  var runner = SceneRunner<S>(options: options)
  runner.makesRecords = false
  var records: [S.Record] = []
  for event in events { runner.feed(event, into: &records) }
  let summary = runner.finish(into: &records)
  #expect(summary == expected.summary, sourceLocation: sourceLocation)
  #expect(records == expected.records.filter { $0.type == "warning" }, sourceLocation: sourceLocation)
  return expected
}
