import Foundation
import Gestures
import ScrollPhysics
import Testing

/// `TraceReader.next(into:)` reads the same events as `next()`, reusing the
/// caller's event.
@Suite struct TraceReaderNextIntoTests {
  /// Every event of `text`, read with `next(into:)` into one reused event.
  func eventsReadInto(_ text: String, chunkSize: Int = .max) throws -> [TouchEvent] {
    var reader = try TraceReader(source: MemoryByteSource(bytes: Array(text.utf8), chunkSize: chunkSize))
    var events: [TouchEvent] = []
    var event = TouchEvent(time: -1, touches: [])
    while try reader.next(into: &event) {
      events.append(event)
    }
    // At the end the event is left as it was.
    #expect(event == events.last ?? TouchEvent(time: -1, touches: []))
    return events
  }

  @Test func readsTheSameEventsAsNext() throws {
    // Two fingers with shared times (events of one and two rows), and a finger
    // still down at the end, which the reader cancels in one last event.
    let text = TraceReaderTests.twoFingers + "0.033,2,began,50,60\n0.041,2,moved,51,60\n"
    let expected = try readTrace(text).events
    #expect(expected.count == 7)
    #expect(expected.last == TouchEvent(time: 0.041, touches: [Touch(id: 2, phase: .cancelled, location: Point(x: 51, y: 60))]))
    for chunkSize in [1, 3, 64, Int.max] {
      #expect(try eventsReadInto(text, chunkSize: chunkSize) == expected, "chunk size \(chunkSize)")
    }
  }

  @Test func readsTheRepositoryTracesAsNext() throws {
    for name in ["fastswipe", "double-tap-flick", "twofinger-pan", "coalesced", "doubletap"] {
      let text = try String(contentsOfFile: sideMenuPackageRoot + "/traces/" + name + ".csv", encoding: .utf8)
      let expected = try readTrace(text).events
      #expect(!expected.isEmpty)
      #expect(try eventsReadInto(text) == expected, "\(name)")
    }
  }

  @Test func theTouchArraysAreReused() throws {
    // 200 one-row events: after the first two, the caller's event and the
    // reader trade the same two arrays back and forth instead of allocating.
    var text = "t,id,phase,x,y\n"
    for k in 0..<100 { text += "\(k),0,began,1,2\n\(k).5,0,ended,3,4\n" }
    var reader = try TraceReader(text: text)
    var event = TouchEvent(time: 0, touches: [])
    var storages = Set<UInt>()
    var count = 0
    while try reader.next(into: &event) {
      count += 1
      #expect(event.touches.count == 1)
      if count > 2 {
        storages.insert(event.touches.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) })
      }
    }
    #expect(count == 200)
    #expect(storages.count == 2)
  }
}
