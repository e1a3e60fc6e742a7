import Gestures
import ScrollPhysics

/// Benchmarks: reading traces, and reading plus recognizing.
enum TraceBenchmarks {
  /// Reads `bytes` of synthetic trace; returns (rows, seconds).
  static func read(bytes: Int) throws -> (rows: Int, seconds: Double) {
    var reader = try TraceReader(source: SyntheticTraceSource(byteLimit: bytes))
    var rows = 0
    var event = TouchEvent(time: 0, touches: [])
    let seconds = try Stopwatch.measure {
      while try reader.next(into: &event) { rows &+= event.touches.count }
    }
    return (rows, seconds)
  }

  /// Reads `bytes` of synthetic trace and feeds every event to one recognizer of every
  /// kind on one view (through the arena, as a scene does: a pan, a tap, a long press,
  /// a swipe in all four directions, a screen-edge pan on all four edges, a pinch and a
  /// rotation: all seven kinds), each at its defaults; returns (rows, gestures recognized, seconds).
  ///
  /// The events are read into one reused event (`next(into:)`), and the outputs
  /// accumulate in one buffer that is emptied when it holds 64 or more (each
  /// event's outputs are those appended by its `handle`), as a streaming
  /// consumer would do.
  static func readAndRecognize(bytes: Int) throws -> (rows: Int, gestures: Int, seconds: Double) {
    var reader = try TraceReader(source: SyntheticTraceSource(byteLimit: bytes))
    var arena = GestureArena<ScrollViewVelocityEstimator>()
    let view = arena.addRegion(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    _ = arena.add(PanRecognizer(estimator: ScrollViewVelocityEstimator(), velocityReporting: .terminalOnly), to: view)
    _ = arena.add(TapRecognizer(), to: view)
    _ = arena.add(LongPressRecognizer(), to: view)
    _ = arena.add(SwipeRecognizer(direction: .all), to: view)
    _ = arena.add(ScreenEdgePanRecognizer(edges: .all, bounds: Rect(x: 0, y: 0, width: 390, height: 844)), to: view)
    _ = arena.add(PinchRecognizer(), to: view)
    _ = arena.add(RotationRecognizer(), to: view)
    var outputs: [GestureOutput] = []
    outputs.reserveCapacity(80)
    var rows = 0
    var gestures = 0
    var event = TouchEvent(time: 0, touches: [])
    let seconds = try Stopwatch.measure {
      while try reader.next(into: &event) {
        rows &+= event.touches.count
        var index = outputs.count
        arena.handle(event, into: &outputs)
        while index < outputs.count {
          if outputs[index].state == .ended { gestures &+= 1 }
          index += 1
        }
        if outputs.count >= 64 { outputs.removeAllElements() }
      }
    }
    return (rows, gestures, seconds)
  }
}
