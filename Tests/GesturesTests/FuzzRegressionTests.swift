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
}
