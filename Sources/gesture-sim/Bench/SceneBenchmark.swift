import Gestures

/// What the scene benchmarks (`side-menu`, `scroll-view-scene`) share: their input,
/// `SideMenuTrace` rendered into memory before the clock starts, and their timed
/// replay through a `SceneRunner`.
enum SceneBenchmark {
  /// `bytes` of `SideMenuTrace` (whole lines, at least `bytes`) rendered into
  /// memory, as a replay of a recorded file reads it from the page cache.
  static func renderedTrace(bytes: Int) throws -> [UInt8] {
    var generator = SyntheticTraceSource(trace: SideMenuTrace(), byteLimit: bytes)
    var text = [UInt8]()
    text.reserveCapacity(bytes + (1 << 16))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try chunk.withUnsafeMutableBytes { try generator.read(into: $0) }
      if count == 0 { break }
      text.append(contentsOf: chunk[0 ..< count])
    }
    return text
  }

  /// The timed replay: every event `reader` reads (into one reused event,
  /// `next(into:)`) fed to `runner`, the records drained after every event as a
  /// streaming sink would, then the frames run until the scene is at rest. Inlined
  /// into each benchmark's timed function, the one `scripts/bench-instructions.py`
  /// counts.
  @inline(__always)
  static func replay<Source: ByteSource, Scene: RunnableScene>(
    _ reader: inout TraceReader<Source>, through runner: inout SceneRunner<Scene>
  ) throws -> (samples: Int, records: Int, run: Scene.Summary?, seconds: Double) {
    var records: [Scene.Record] = []
    records.reserveCapacity(1024)
    var samples = 0
    var count = 0
    var run: Scene.Summary?
    var event = TouchEvent(time: 0, touches: [])
    let seconds = try Stopwatch.measure {
      while try reader.next(into: &event) {
        samples &+= event.touches.count
        runner.feed(event, into: &records)
        count &+= records.count
        records.removeAllElements()
      }
      run = runner.finish(into: &records)
      count &+= records.count
    }
    return (samples, count, run, seconds)
  }
}
