import Gestures
import ScrollPhysics

extension SceneKind {
  /// Replays `reader` through the scene `options` name and writes its report in
  /// `format` to `out`, the reader's warnings to `errors`: what `gesture-sim run`
  /// does. The scene is resolved first (`SceneOptions.resolveScene`); bad metadata
  /// is a trace error.
  static func replay<S, Errors: TextOutputStream, Out: TextOutputStream>(
    _ reader: inout TraceReader<S>, path: String, options: SceneOptions, format: ReportFormat,
    errors: inout Errors, to out: inout Out
  ) throws(TraceError) {
    let replaying = Replaying<S, Errors, Out>(format: format, path: path)
    if let replay = try options.resolveScene(for: reader, path: path, replaying) {
      try replay(&reader, &errors, &out)
    } else {
      try replayGestures(&reader, path: path, options: options, format: format, errors: &errors, to: &out)
    }
  }

  /// `run`'s replay of a resolved scene: its runner and report writer, fed by
  /// `SceneStream` from the reader it is given.
  private struct Replaying<S: ByteSource, Errors: TextOutputStream, Out: TextOutputStream>: ResolvedSceneVisitor {
    let format: ReportFormat
    let path: String

    func make<Scene: CommandLineScene>(
      _ options: SceneRunner<Scene>.Options, screen _: ScreenOptions.Resolved
    ) -> (inout TraceReader<S>, inout Errors, inout Out) throws(TraceError) -> Void {
      var runner = SceneRunner<Scene>(options: options)
      var writer = SceneReportWriter(format: format, path: path, report: Scene.report(options))
      return { (reader: inout TraceReader<S>, errors: inout Errors, out: inout Out) throws(TraceError) in
        try SceneStream.replay(&reader, runner: &runner, report: &writer, errors: &errors, to: &out)
      }
    }
  }

  /// `run --scene gestures`: the recognizers' state changes in the four formats, on a
  /// screen of `--viewport`, else the trace's viewport, else 390 × 844 points.
  private static func replayGestures<S>(
    _ reader: inout TraceReader<S>, path: String, options: SceneOptions, format: ReportFormat,
    errors: inout some TextOutputStream, to out: inout some TextOutputStream
  ) throws(TraceError) {
    let viewport = options.screen.viewport ?? reader.metadata.viewport ?? Size(width: 390, height: 844)
    var summary = GestureSummary(
      kinds: options.recognizers, bounds: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
    try TraceInput.forEachEvent(&reader, errors: &errors) { summary.handle($0) }
    summary.finish()
    switch format {
    case .json: out.write(GestureSummaryReport.json(summary, reader: reader, path: path))
    case .jsonl: out.write(GestureSummaryReport.jsonl(summary, reader: reader, path: path))
    case .csv: out.write(GestureSummaryReport.csv(summary))
    case .table: out.write(GestureSummaryReport.table(summary, reader: reader, path: path))
    }
  }
}
