import Gestures
import ScrollPhysics
import Testing

/// `TraceReaderOptions.bufferSize`: the buffer's size changes how the reader
/// reads, never what it reads (docs/trace-format.md, "Limits").
@Suite struct TraceReaderOptionsTests {
  /// 20 rows of one finger, each under 30 bytes, about 450 bytes in all: with a
  /// 40-byte line limit and `bufferSize` 0 the buffer is 4 × (40 + 2) = 168 bytes,
  /// so the reader refills it several times.
  static let text: String = {
    var text = "t,id,phase,x,y\n"
    for k in 0..<20 {
      let phase = k == 0 ? "began" : k == 19 ? "ended" : "moved"
      text += "\(Double(k) / 100),0,\(phase),\(100 + 5 * k),400.5\n"
    }
    return text
  }()

  @Test func aSmallBufferReadsTheSameEvents() throws {
    for chunkSize in [1, 7, Int.max] {
      var reader = try TraceReader(
        source: MemoryByteSource(Self.text, chunkSize: chunkSize),
        options: TraceReaderOptions(maximumLineLength: 40, bufferSize: 0))
      let events = try reader.readAll()
      // One event per row (20 distinct times); row k is at k/100 s and x = 100 + 5k.
      #expect(events.count == 20)
      for (k, event) in events.enumerated() {
        #expect(event.time == Double(k) / 100)
        #expect(event.touches.map(\.location) == [Point(x: Double(100 + 5 * k), y: 400.5)])
      }
      #expect(events.first?.touches.first?.phase == .began)
      #expect(events.last?.touches.first?.phase == .ended)
    }
  }

  @Test func theDefaultBufferIsOneMebibyte() {
    #expect(TraceReaderOptions().bufferSize == 1_048_576)
  }
}
