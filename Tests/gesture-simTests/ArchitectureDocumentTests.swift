import Foundation
import Testing

/// docs/architecture.md lists every folder of the repository that holds a tracked
/// file (as `` `path/` ``), so that a new folder cannot go undocumented.
@Suite struct ArchitectureDocumentTests {
  /// The folders under the repository's top-level folders that hold files, skipping
  /// build products and hidden folders other than `.ci`.
  static func folders() throws -> [String] {
    let manager = FileManager.default
    var found: Set<String> = []
    for top in [".ci", "Sources", "Tests", "Fuzz", "docs", "scripts", "traces"] {
      guard let walker = manager.enumerator(atPath: packageRoot + "/" + top) else { continue }
      while let relative = walker.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let path = top + "/" + relative
        guard manager.fileExists(atPath: packageRoot + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue,
          !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
        else { continue }
        found.insert(String(path[..<path.lastIndex(of: "/")!]))
      }
    }
    return found.sorted()
  }

  @Test func everyFolderIsListed() throws {
    let document = try String(contentsOfFile: packageRoot + "/docs/architecture.md", encoding: .utf8)
    let folders = try Self.folders()
    #expect(folders.contains("Sources/gesture-sim/Commands"))
    for folder in folders {
      #expect(document.contains("`\(folder)/`"), "docs/architecture.md does not list \(folder)/")
    }
  }
}
