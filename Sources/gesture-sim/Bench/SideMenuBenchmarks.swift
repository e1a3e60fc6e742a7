import Gestures
import ScrollPhysics

/// The benchmark of issue 4: a trace read and run through the whole side-menu
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
    /// CPU seconds.
    var seconds: Double
  }

  /// Reads `bytes` of `SideMenuTrace` (into one reused event, `next(into:)`) and
  /// runs every event through a `SideMenuRunner` (the default `fixed` variant) at
  /// 120 Hz, draining the records after every event as a streaming sink would,
  /// then runs the frames until the scene is at rest.
  static func run(bytes: Int) throws -> Result {
    var reader = try TraceReader(source: SyntheticTraceSource(trace: SideMenuTrace(), byteLimit: bytes))
    var runner = SideMenuRunner(options: SideMenuRunner.Options(refreshRate: 120))
    var records: [SideMenuRecord] = []
    records.reserveCapacity(1024)
    var samples = 0
    var frames = 0
    var count = 0
    var run: SideMenuRun?
    var event = TouchEvent(time: 0, touches: [])
    let seconds = try Stopwatch.measure {
      while try reader.next(into: &event) {
        samples &+= event.touches.count
        runner.feed(event, into: &records)
        count &+= records.count
        records.removeAll(keepingCapacity: true)
      }
      run = runner.finish(into: &records)
      count &+= records.count
    }
    frames = runner.replayer?.framesRun ?? 0
    return Result(
      samples: samples, frames: frames, framesSkipped: runner.replayer?.framesSkipped ?? 0, records: count, taps: run?.tapCount ?? 0, seconds: seconds)
  }
}
