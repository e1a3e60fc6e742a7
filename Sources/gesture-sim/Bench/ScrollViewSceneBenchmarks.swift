import Gestures
import ScrollPhysics

/// The scroll-view scene's benchmark: the side-menu benchmark's synthetic trace
/// (drags, flicks, taps, pauses) read and run through `ScrollViewScene` (the
/// recognizers, the scroll view and its delegate, the frame records) at 120 Hz,
/// on a 390 × 844 display over 1170 × 5000 pt of content with bounces, so that the
/// drags scroll on both axes and the flicks decelerate and bounce.
enum ScrollViewSceneBenchmarks {
  /// What one run did.
  struct Result {
    /// Touch samples (trace rows) fed.
    var samples: Int
    /// Display frames run.
    var frames: Int
    /// Records the scene produced.
    var records: Int
    /// CPU seconds.
    var seconds: Double
  }

  typealias Scene = ScrollViewScene<GridSnapDelegate>

  /// Renders `bytes` of the trace into memory (outside the clock, as a file in the
  /// page cache), then times reading it and running it through the scene.
  static func run(bytes: Int) throws -> Result {
    try run(trace: SceneBenchmark.renderedTrace(bytes: bytes))
  }

  /// Times reading `text` (a rendered trace) and running it through the scene.
  /// (Not inlined: `scripts/bench-instructions.py` counts this function alone.)
  @inline(never)
  static func run(trace text: [UInt8]) throws -> Result {
    var reader = try TraceReader(source: MemoryByteSource(bytes: text))
    let setup = ScrollViewSceneSetup(content: Size(width: 1170, height: 5000))
    var runner = SceneRunner<Scene>(
      options: try SceneRunner<Scene>.Options(scene: Scene.Configuration(setup: setup), refreshRate: 120))
    let replay = try SceneBenchmark.replay(&reader, through: &runner)
    return Result(samples: replay.samples, frames: runner.replayer?.framesRun ?? 0, records: replay.records, seconds: replay.seconds)
  }
}
