import Foundation
import Gestures
import Testing

/// docs/trace-format.md's reading example, verbatim inside a function, so that it
/// keeps compiling for a library user.
@Suite struct TraceFormatExampleTests {
  func readExample(path: String, strict: Bool, handle: (TouchEvent) -> Void) throws -> TraceSummary {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    var reader = try TraceReader(source: MemoryByteSource(bytes: bytes), path: path,
                                 options: TraceReaderOptions(strict: strict))
    // reader.metadata and reader.columns are known once the reader exists.
    while let event = try reader.next() {          // throws(TraceError)
      for warning in reader.takeWarnings() { print(warning) }
      handle(event)
    }
    let summary = reader.summary                    // rows, events, fingers, times
    return summary
  }

  @Test func theExampleReadsAShippedTrace() throws {
    // Examples/PagerTests/Tests/PagerTests/ → the repository's traces/.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var count = 0
    let summary = try readExample(path: root.path + "/traces/pager-3.csv", strict: false) { _ in count += 1 }
    // pager-3.csv: two flicks of 13 samples each (0…0.1 s at 120 Hz), one finger per event.
    #expect(count == 26)
    #expect(summary.events == 26)
  }
}
