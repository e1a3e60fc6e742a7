import Gestures
import ScrollPhysics

/// Benchmarks of issue 2: reading traces, and reading plus recognizing.
enum TraceBenchmarks {
  /// Reads `bytes` of synthetic trace; returns (rows, seconds).
  static func read(bytes: Int) throws -> (rows: Int, seconds: Double) {
    var reader = try TraceReader(source: SyntheticTraceSource(byteLimit: bytes))
    var rows = 0
    let seconds = try Stopwatch.measure {
      while let event = try reader.next() { rows &+= event.touches.count }
    }
    return (rows, seconds)
  }

  /// Reads `bytes` of synthetic trace and feeds every event to a pan and a tap
  /// recognizer on one view (through the arena, as a scene does); returns
  /// (rows, gestures recognized, seconds).
  static func readAndRecognize(bytes: Int) throws -> (rows: Int, gestures: Int, seconds: Double) {
    var reader = try TraceReader(source: SyntheticTraceSource(byteLimit: bytes))
    var arena = GestureArena<ScrollViewVelocityEstimator>()
    let view = arena.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    _ = arena.add(PanRecognizer(estimator: ScrollViewVelocityEstimator(), velocityReporting: .terminalOnly), to: view)
    _ = arena.add(TapRecognizer(), to: view)
    var outputs: [GestureOutput] = []
    outputs.reserveCapacity(16)
    var rows = 0
    var gestures = 0
    let seconds = try Stopwatch.measure {
      while let event = try reader.next() {
        rows &+= event.touches.count
        outputs.removeAll(keepingCapacity: true)
        arena.handle(event, into: &outputs)
        for output in outputs where output.state == .ended { gestures &+= 1 }
      }
    }
    return (rows, gestures, seconds)
  }
}
