import Gestures
import ScrollPhysics
import Testing

/// The inputs the fuzz targets found bugs with (`traces/regressions/fuzz/`,
/// docs/robustness.md, "Fuzzing"), each with the behaviour its fix promises.
@Suite struct FuzzRegressionTests {
  /// Reads `traces/regressions/fuzz/<name>` whole.
  func readFinding(_ name: String) throws -> (metadata: TraceMetadata, events: [TouchEvent]) {
    let bytes = try #require(RegressionCorpus.bytes("fuzz/" + name), "traces/regressions/fuzz/\(name) is missing")
    var reader = try TraceReader(source: MemoryByteSource(bytes: bytes), path: name)
    let events = try reader.readAll()
    return (reader.metadata, events)
  }

  /// Finding 1: a `# source:` value with a lone carriage return (not a line ending in
  /// the format, docs/trace-format.md "Text") is read as part of the value, and
  /// TraceWriter trapped on it (its line-break precondition counted `\r`). The writer
  /// now refuses only a line feed, so what the reader returns can be written, and it
  /// reads back the same.
  @Test func writerAcceptsALoneCarriageReturnInMetadata() throws {
    let (metadata, events) = try readFinding("writer-metadata-carriage-return.csv")
    // The file's fourth line, byte for byte: "# source: " then this text (0x0D after "e").
    #expect(metadata.source == "scripts/make-animation-traces.py: transitions:2.5E+2 ovevlay e\rample: open it, close it by tapping it")
    // Six rows at six distinct times: two taps of three rows each.
    #expect(events.count == 6)
    var writer = TraceWriter(output: "", metadata: metadata)
    writer.write(events)
    var reader = try TraceReader(text: writer.output)
    #expect(reader.metadata == metadata)
    #expect(try reader.readAll() == events)
  }

  /// Finding 2: in `hamburger` at 120 Hz, a drag released with paging off (the pan
  /// begins and ends without a `changed`, so the content never moves and the paging
  /// toggle never turns paging on) decelerates freely and rests part-way, which
  /// `menu-rests-open-or-hidden` excuses ("A release with paging off",
  /// docs/properties.md). A touch that landed outside the viewport (x = 686 in a
  /// 390-point viewport) during that deceleration made the checker forget the
  /// release, although such a touch reaches no view and does not stop the
  /// deceleration (docs/side-menu.md). The checker now starts a new touch sequence
  /// only for a finger that hits a view.
  @Test func aTouchOutsideTheViewportDoesNotEndAReleaseWithPagingOff() throws {
    let (metadata, events) = try readFinding("menu-rests-after-touch-outside.csv")
    #expect(metadata.refresh == 120)
    let property = try #require(PropertyCatalog.properties(named: "menu-rests-open-or-hidden", scene: "side-menu", variant: "hamburger").first)
    #expect(property.check(events, refreshRate: 120) == nil)
    // The premise has changed with the second pass of UIKit's laws: the pan's began
    // translation (44.4) now scrolls at once (35.667), the paging toggle turns paging
    // on, and the release pages to 0. The touch at x = 686, outside the 390-point
    // viewport, still reaches no view and leaves the content at rest there.
    let launch = try #require(events.first?.time)
    var scene = SideMenuScene(configuration: .init(variant: .hamburger), launchTime: launch)
    var replayer = Replayer(scene: scene, refreshRate: 120, startTime: launch)
    var records: [SideMenuRecord] = []
    for event in events where event.time < 3 { replayer.feed(event, into: &records) }
    replayer.run(framesBefore: 2.9, into: &records)
    scene = replayer.scene
    let offset = scene.scrollView.contentOffset.x
    #expect(offset == 0, "offset \(offset)")
    #expect(records.contains { if case .warning(let w) = $0 { return w.message.contains("outside the viewport") } else { return false } })
  }
}
