import Gestures
import ScrollPhysics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of the file at `path`, or an error.
private func readText(atPath path: String) throws -> String {
  struct Missing: Error { var path: String }
  guard let file = fopen(path, "rb") else { throw Missing(path: path) }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if read <= 0 { break }
    bytes.append(contentsOf: chunk[..<read])
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// docs/side-menu.md's library snippet, compiled against the public API only (no
/// `@testable`), so it uses names a library user can see; the doc's copy must equal
/// the code between the markers below.
@Suite struct SideMenuDocumentationSnippetTests {
  @Test func theSnippetRunsAsDocumented() throws {
    let csv = """
      t,id,phase,x,y
      0.1,0,began,100,420
      0.11,0,moved,140,420
      0.12,0,moved,180,420
      0.13,0,ended,220,420
      """
    let ok = try snippet(csv: csv)
    // The fast swipe to the right opens the menu: the scene rests at offset 0.
    #expect(ok.run.final.contentOffsetX == 0)
    #expect(ok.run.final.showingMenu)
    #expect(ok.records > 0)
    // And the repro passes, with the traces read from text.
    #expect(ok.reproPassed)
  }

  private func snippet(csv: String) throws -> (run: SideMenuRun, records: Int, reproPassed: Bool) {
    var recordCount = 0
    func write(_ records: [SideMenuRecord]) { recordCount += records.count }
    let traceFiles = (try? reproTraces()) ?? [:]
    // snippet:begin
    let geometry = SideMenuGeometry(viewport: Size(width: 390, height: 844), scale: 3)
    let options = SideMenuRunner.Options(
      scene: SideMenuScene.Configuration(variant: .fixed, geometry: geometry),
      refreshRate: 60)
    var reader = try TraceReader(text: csv)          // or any ByteSource: TraceReader(source:path:)
    var runner = SideMenuRunner(options: options)
    var records: [SideMenuRecord] = []
    while let event = try reader.next() {
      runner.feed(event, into: &records)
      write(records)                                  // your sink: records of this event
      records.removeAll(keepingCapacity: true)
    }
    let run = runner.finish(into: &records)           // SideMenuRun: final state, callback counts, taps
    write(records)

    let report = try SideMenuRepro.doubleTap.run { input in
      var trace = try TraceReader(text: traceFiles[input.fileName] ?? "")  // traces/<input.fileName>
      return try trace.readAll()
    }
    print(report.table, terminator: "")               // report.passed: every step behaved as the tutorial says
    // snippet:end
    return (run, recordCount, report.passed)
  }

  /// The repro's traces, read from the package's traces/ directory.
  private func reproTraces() throws -> [String: String] {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(5)  // …/Tests/GesturesTests/Scenes/SideMenu/<file>
    let root = parts.joined(separator: "/")
    var traces: [String: String] = [:]
    for input in SideMenuRepro.doubleTap.inputs {
      traces[input.fileName] = try readText(atPath: root + "/traces/" + input.fileName)
    }
    return traces
  }

  @Test func theDocumentShowsTheSnippet() throws {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(5)
    let root = parts.joined(separator: "/")
    let source = try readText(atPath: "\(#filePath)")
    let document = try readText(atPath: root + "/docs/side-menu.md")
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// snippet:begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// snippet:end") })
    let code = lines[(begin + 1)..<end].map { $0.dropFirst(4) }.joined(separator: "\n")
    #expect(document.contains("```swift\n" + code + "\n```\n"), "docs/side-menu.md's snippet differs from this test's")
  }
}
