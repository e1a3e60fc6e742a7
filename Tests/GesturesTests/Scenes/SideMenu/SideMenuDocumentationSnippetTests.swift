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
    #expect(ok.summary.final.contentOffsetX == 0)
    #expect(ok.summary.final.showingMenu)
    #expect(ok.records > 0)
  }

  private func snippet(csv: String) throws -> (summary: SideMenuSummary, records: Int) {
    var recordCount = 0
    func write(_ records: [SideMenuRecord]) { recordCount += records.count }
    // snippet:begin
    let geometry = SideMenuGeometry(viewport: Size(width: 390, height: 844), scale: 3)
    let options = try SceneRunner<SideMenuScene>.Options(
      scene: SideMenuScene.Configuration(variant: .fixed, geometry: geometry),
      refreshRate: 60)
    var reader = try TraceReader(text: csv)          // or any ByteSource: TraceReader(source:path:)
    var runner = SceneRunner<SideMenuScene>(options: options)
    var records: [SideMenuRecord] = []
    while let event = try reader.next() {
      runner.feed(event, into: &records)
      write(records)                                  // your sink: the records of this event
      records.removeAll(keepingCapacity: true)
    }
    let run = runner.finish(into: &records)           // SideMenuSummary: final state, callback counts, taps
    write(records)
    // snippet:end
    return (run, recordCount)
  }

  /// Tests in this package can see `package` declarations, so compiling the snippet here
  /// is not enough: every type it names and every method it calls must be declared
  /// `public` in Sources/ (a name declared several times needs one public declaration).
  @Test func theSnippetUsesOnlyPublicNames() throws {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(5)
    let root = parts.joined(separator: "/")
    let code = try snippetCode()
    var declarations: [String] = []
    for directory in ["Gestures", "ScrollPhysics"] {
      for file in try swiftFiles(in: root + "/Sources/" + directory) {
        for line in try readText(atPath: file).split(separator: "\n") {
          let trimmed = line.drop { $0 == " " }
          // Only declarations matter.
          if trimmed.contains("func ") || trimmed.contains("struct ") || trimmed.contains("enum ") || trimmed.contains("class ")
            || trimmed.contains("protocol ") || trimmed.contains("typealias ")
          {
            declarations.append(String(trimmed))
          }
        }
      }
    }
    func isDeclared(_ name: String, kinds: [String]) -> (any: Bool, isPublic: Bool) {
      let matches = declarations.filter { line in
        kinds.contains { kind in line.range(of: "\\b\(kind) \(name)\\b", options: .regularExpression) != nil }
      }
      return (!matches.isEmpty, matches.contains { $0.hasPrefix("public ") || $0.hasPrefix("@inlinable public ") })
    }
    let types = Set(code.matches(of: /\b[A-Z][A-Za-z0-9]+\b/).map { String($0.output) })
    for type in types.sorted() {
      let found = isDeclared(type, kinds: ["struct", "enum", "class", "protocol", "typealias"])
      if found.any { #expect(found.isPublic, "\(type) is not public") }
    }
    let members = Set(code.matches(of: /\.([a-z][A-Za-z0-9]*)\s*[({]/).map { String($0.output.1) })
    for member in members.sorted() where !["removeAll", "init"].contains(member) {
      let found = isDeclared(member, kinds: ["func", "mutating func"])
      if found.any { #expect(found.isPublic, "\(member)(…) is not public") }
    }
  }

  private func snippetCode() throws -> String {
    let source = try readText(atPath: "\(#filePath)")
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// snippet:begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// snippet:end") })
    return lines[(begin + 1)..<end].map { $0.dropFirst(4) }.joined(separator: "\n")
  }

  private func swiftFiles(in directory: String) throws -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var files: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name == "." || name == ".." { continue }
      let path = directory + "/" + name
      if name.hasSuffix(".swift") { files.append(path) } else { files += try swiftFiles(in: path) }
    }
    return files
  }

  @Test func theDocumentShowsTheSnippet() throws {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(5)
    let root = parts.joined(separator: "/")
    let document = try readText(atPath: root + "/docs/side-menu.md")
    let code = try snippetCode()
    #expect(document.contains("```swift\n" + code + "\n```\n"), "docs/side-menu.md's snippet differs from this test's")
  }
}
