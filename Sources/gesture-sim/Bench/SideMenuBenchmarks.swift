import Gestures
import ScrollPhysics

/// The benchmark: a trace read and run through the whole side-menu
/// scene (recognizers, scroll view, controller, visual state) with frames at 120 Hz.
enum SideMenuBenchmarks {
  /// What one run did.
  struct Result {
    /// Touch samples (trace rows) fed.
    var samples: Int
    /// Display frames run (`Replayer.framesRun`).
    var frames: Int
    /// Display frames of the 120 Hz grid skipped because they could not change
    /// anything (`Replayer.framesSkipped`: the scene at rest between gestures).
    var framesSkipped: Int
    /// Records the scene produced (frames, callbacks, gestures, actions, warnings).
    var records: Int
    /// Taps the scene recognized.
    var taps: Int
    /// Whether the trace was rendered into memory before the clock started
    /// (`memory`) or generated while it ran (`generated`, above `inMemoryLimit`).
    var source: String
    /// CPU seconds.
    var seconds: Double
  }

  /// The largest trace rendered into memory before the clock starts, in bytes
  /// (256 MiB); a larger one is generated while the clock runs.
  static let inMemoryLimit = 256 << 20

  /// Reads `bytes` of `SideMenuTrace` (into one reused event, `next(into:)`) and
  /// runs every event through a `SceneRunner<SideMenuScene>` (the default `fixed` variant) at
  /// 120 Hz, draining the records after every event as a streaming sink would,
  /// then runs the frames until the scene is at rest.
  ///
  /// The trace's text is rendered into memory first, outside the timed part, as a
  /// replay of a recorded file reads it from the page cache: the clock measures
  /// reading, recognizing, scrolling and the controller, not the generator. Above
  /// `inMemoryLimit` the text is generated while the clock runs (about 350
  /// instructions per sample more).
  static func run(bytes: Int) throws -> Result {
    if bytes <= inMemoryLimit {
      return try run(TraceReader(source: MemoryByteSource(bytes: SceneBenchmark.renderedTrace(bytes: bytes))), source: "memory")
    }
    return try run(TraceReader(source: SyntheticTraceSource(trace: SideMenuTrace(), byteLimit: bytes)), source: "generated")
  }

  /// The timed replay of everything `reader` reads.
  static func run<Source: ByteSource>(_ reader: TraceReader<Source>, source: String) throws -> Result {
    var reader = reader
    var runner = SceneRunner<SideMenuScene>(options: try SceneRunner<SideMenuScene>.Options(refreshRate: 120))
    let replay = try SceneBenchmark.replay(&reader, through: &runner)
    return Result(
      samples: replay.samples, frames: runner.replayer?.framesRun ?? 0, framesSkipped: runner.replayer?.framesSkipped ?? 0,
      records: replay.records, taps: replay.run?.tapCount ?? 0, source: source, seconds: replay.seconds)
  }
}
