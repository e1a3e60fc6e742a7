import Gestures
import ScrollPhysics

/// `gesture-sim run TRACE`: replay a trace through a scene and report what happened.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "gesture-sim run",
    abstract: "Replay a touch trace through a scene and print what happened.",
    discussion: """
      side-menu: the Taasky-style 3-D flip side menu in a paging scroll view (docs/side-menu.md).
      cards: the pan-driven 3-D card flip stack (docs/cards.md).
      dropdown, table, transitions: the animation tutorials (docs/dropdown.md, docs/table.md, docs/transitions.md).
      gestures: what UIKit's recognizers (tap, pan, long-press, swipe, screen-edge-pan), each alone
        at its defaults, do with the trace: every state change (docs/recognizers.md).
      scroll-view: a UIScrollView configured by the scroll-view flags and the trace's
        '# scroll-view: key=value …' line (flags win; docs/scroll-view-scene.md).
      screen: your own view hierarchy, nested scroll views and recognizers, from the screen JSON
        file '--screen FILE' names (it implies --scene screen; docs/screens.md).
      Viewport, scale and refresh rate come from the trace's metadata unless given here.
      A recording in another format (getevent, evemu, flutter, web, cdp; docs/recording.md) is
      converted as 'gesture-sim import' converts it, with the same options; its format is detected
      from the file's start unless --input-format names it, and the header names it.
      Example: gesture-sim run swipe.txt --ranges ranges.txt --display 1080x2400 --density 420
      """,
    arguments: [CommandSpec.Argument(name: "trace", help: "Touch-trace CSV file (see docs/trace-format.md), or a recording (docs/recording.md).")],
    options: SceneSetup.options(
      scenes: SceneSetup.scenes,
      own: [
        CommandSpec.Option(
          longName: "--format", valueName: "format", help: "Output format (csv: one row per frame).", defaultValue: "table",
          allowedValues: ReportFormat.allCases.map(\.rawValue)),
        CommandSpec.Option(longName: "--output", shortName: "-o", valueName: "file", help: "Write the output to a file instead of standard output."),
      ]))

  /// What `run` replays, through what, and where its report goes.
  struct Request {
    /// The scene, the command line's choices for it and its input: its set-up
    /// before the trace is read.
    var setup: SceneSetup
    /// `--format`.
    var format: ReportFormat
    /// `--output`: the report's file; nil (or `-`) for standard output.
    var outputPath: String?
  }

  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    var setup = try SceneSetup(parsing: parsed, spec: spec)
    setup.input = try SceneSetup.Input(parsing: parsed, spec: spec)
    return Request(
      setup: setup, format: ReportFormat(rawValue: parsed.value("--format") ?? "") ?? .table, outputPath: parsed.value("--output"))
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let input: SceneSetup.OpenedInput
    switch request.setup.openInput(errors: &errors) {
    case .failed(let code): return code
    case .opened(let value): input = value
    }
    return replay(input, format: request.format, outputPath: request.outputPath, output: &output, errors: &errors)
  }

  /// Replays the opened `input` through the scene its set-up names and writes its
  /// report in `format` to `outputPath` (standard output when nil or `-`): `run`
  /// once its arguments are parsed, also timed as it is by `bench run-side-menu`
  /// and `run-scroll-view`. Returns the exit code.
  static func replay(
    _ input: SceneSetup.OpenedInput, format: ReportFormat, outputPath: String?,
    output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32 {
    OutputDestination.with(path: outputPath, standardOutput: &output, errors: &errors) { out, errors in
      var replay = ReportedRun(format: format, out: out)
      let code = input.read(into: &replay, errors: &errors)
      out = replay.out
      return code
    }
  }

  /// Replays `reader` (the trace at `path`) through the scene `setup` names and
  /// writes its report in `format` to `out`, the reader's warnings to `errors`:
  /// `run` on a reader already open (the tests that replay a trace they built in
  /// memory; `run` itself opens its input through `SceneSetup.openInput`).
  static func replay<S: ByteSource, Errors: TextOutputStream, Out: TextOutputStream>(
    _ reader: inout TraceReader<S>, path: String, setup: SceneSetup, format: ReportFormat,
    errors: inout Errors, to out: inout Out
  ) throws(SceneSetup.Failure) {
    var replay = ReportedRun(format: format, out: out)
    defer { out = replay.out }
    try setup.setUp(&replay, reader: &reader, path: path, label: path, errors: &errors)
  }

  /// The replay through the scene, its report written to `out` as it goes.
  struct ReportedRun<Out: TextOutputStream>: SceneVisitor {
    let format: ReportFormat
    var out: Out

    /// Reads every event of `reader` into the scene's runner, writing each record to
    /// the scene's report as it comes (memory does not grow with the trace) and the
    /// reader's warnings to `errors`, then finishes the run and writes its summary.
    /// The report is made, and its opening lines written, once the first event is in
    /// the runner: the set-up ends at that event.
    mutating func visit<Scene: CommandLineScene, S: ByteSource, E: TextOutputStream>(
      _ options: SceneRunner<Scene>.Options, setup: SceneSetup, reader: inout TraceReader<S>, label: String, errors: inout E
    ) throws(SceneSetup.Failure) {
      var runner = SceneRunner<Scene>(options: options)
      // json is the summary alone: its records are not made (a scene that can omit them).
      let writesRecords = format != .json
      runner.makesRecords = writesRecords
      var records: [Scene.Record] = []
      // One event, refilled (`next(into:)`): no touch array made per event.
      var event = TouchEvent(time: 0, touches: [])
      // The report is made once the first event is in the runner (the set-up ends
      // there); its opening lines come first even when that event's row is bad.
      var fed = false
      var failure: TraceError?
      do { fed = try reader.next(into: &event) } catch { failure = error }
      if fed { runner.feed(event, into: &records) }
      var report = SceneReportWriter(format: format, path: label, report: Scene.report(options))
      report.start(to: &out)
      if let failure { throw .data(failure) }
      do {
        while fed {
          if writesRecords {
            for record in records { report.write(record, to: &out) }
          }
          // This loop runs in a generic context (the scene, the source and the
          // stream are type parameters), where emptying even an empty buffer costs
          // about 1 200 instructions of metadata look-ups: a json run makes no
          // records, so its buffer is only emptied when it holds some (`count`:
          // `isEmpty` is a protocol requirement, a look-up of its own here).
          if records.count != 0 { records.removeAllElements() }
          reader.reportWarnings(to: &errors)
          fed = try reader.next(into: &event)
          if fed { runner.feed(event, into: &records) }
        }
      } catch {
        throw .data(error)
      }
      reader.reportWarnings(to: &errors)
      let run = runner.finish(into: &records)
      for record in records { report.write(record, to: &out) }
      report.finish(run, to: &out)
    }

    /// `--scene gestures`: the recognizers' state changes in the four formats.
    mutating func visitGestures<S: ByteSource, E: TextOutputStream>(
      setup: SceneSetup, reader: inout TraceReader<S>, label: String, errors: inout E
    ) throws(SceneSetup.Failure) {
      var summary = GestureSummary(kinds: setup.recognizers, bounds: Rect(origin: .zero, size: setup.display.viewport))
      do throws(TraceError) {
        try reader.forEachEvent(errors: &errors) { summary.handle($0) }
      } catch {
        throw .data(error)
      }
      summary.finish()
      switch format {
      case .json: out.write(GestureSummaryReport.json(summary, reader: reader, path: label))
      case .jsonl: out.write(GestureSummaryReport.jsonl(summary, reader: reader, path: label))
      case .csv: out.write(GestureSummaryReport.csv(summary))
      case .table: out.write(GestureSummaryReport.table(summary, reader: reader, path: label))
      }
    }
  }
}
