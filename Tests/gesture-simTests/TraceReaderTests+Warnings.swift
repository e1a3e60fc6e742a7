import Gestures
@testable import gesture_sim
import Testing

/// Reading a trace for a command: its events with the reader's warnings as they come.
@Suite struct TraceReaderWarningsTests {
  /// A `stationary` row that moves the finger is a warning (docs/trace-format.md):
  /// every event reaches `body`, the warning is printed once, before the events read
  /// after it, and nothing is left over at the end.
  @Test func forEachEventHandsOverEveryEventAndPrintsTheWarningsAsTheyCome() throws {
    let csv = "t,id,phase,x,y\n0.1,0,began,10,10\n0.2,0,stationary,11,10\n0.3,0,ended,12,10\n"
    var reader = try TraceReader(source: MemoryByteSource(csv), path: "t.csv")
    // One log for the warnings and the events, to see their order.
    final class Log: TextOutputStream {
      var text = ""
      func write(_ string: String) { text += string }
    }
    var log = Log()
    let events = log
    var times: [Double] = []
    try reader.forEachEvent(errors: &log) { event in
      times.append(event.time)
      events.write("event \(event.time)\n")
    }
    let text = log.text
    #expect(times == [0.1, 0.2, 0.3])
    #expect(text.components(separatedBy: "warning").count == 2)
    let warning = try #require(text.range(of: "warning"))
    let lastEvent = try #require(text.range(of: "event 0.3"))
    #expect(warning.lowerBound < lastEvent.lowerBound)
    #expect(reader.takeWarnings().isEmpty)
  }
}
