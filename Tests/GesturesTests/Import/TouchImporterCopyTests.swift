import Gestures
import ScrollPhysics
import Testing

/// `TouchImporter` is a value: a copy made mid-stream reads on by itself. The
/// independent source is the same recording imported in one go, which each
/// copy's events must continue exactly.
@Suite struct TouchImporterCopyTests {
  /// Two fingers over four frames, raw hex protocol B (raw = px, scale 3).
  let text = """
    [    1.000000] 0003 0039 0000504c
    [    1.000000] 0003 0035 00000064
    [    1.000000] 0003 0036 000000c8
    [    1.000000] 0000 0000 00000000
    [    1.010000] 0003 0035 0000006e
    [    1.010000] 0000 0000 00000000
    [    1.020000] 0003 0036 000000d2
    [    1.020000] 0000 0000 00000000
    [    1.030000] 0003 0039 ffffffff
    [    1.030000] 0000 0000 00000000

    """

  func importer() throws -> TouchImporter<MemoryByteSource> {
    // No lookahead beyond one event, so that the copies read from the parser itself.
    let options = ImportOptions(
      display: Size(width: 1080, height: 2400), scale: 3, ranges: AxisRanges(width: 1080, height: 2400),
      lookahead: 1)
    return try TouchImporter(format: .getevent, source: MemoryByteSource(text), path: "rec.txt", options: options)
  }

  func rest(of importer: inout TouchImporter<MemoryByteSource>) throws -> [TouchEvent] {
    var events: [TouchEvent] = []
    var event = TouchEvent(time: 0, touches: [])
    while try importer.next(into: &event) { events.append(event) }
    return events
  }

  @Test func aCopyMadeMidStreamReadsOnByItself() throws {
    var whole = try importer()
    let all = try rest(of: &whole)
    // Down, two moves, up: four events (hand count of the SYN_REPORTs).
    #expect(all.count == 4)

    var first = try importer()
    var event = TouchEvent(time: 0, touches: [])
    #expect(try first.next(into: &event))
    #expect(try first.next(into: &event))
    var second = first
    let fromFirst = try rest(of: &first)
    let fromSecond = try rest(of: &second)
    #expect(fromFirst == Array(all.dropFirst(2)))
    #expect(fromSecond == Array(all.dropFirst(2)))
  }
}
