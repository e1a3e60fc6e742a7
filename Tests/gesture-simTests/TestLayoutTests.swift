import Foundation
import Testing

/// The tests mirror the sources (docs/architecture.md, "Tests"): every folder of a test
/// target is a folder of its source target or `Support/`, and `ZTests.swift` (or
/// `ZTests+Concern.swift`), where `Z` is the type of a source file `Z.swift` or
/// `Z+Concern.swift`, sits in that source file's folder.
@Suite struct TestLayoutTests {
  /// Each test target and the source target it tests.
  static let targets = [("ScrollPhysicsTests", "ScrollPhysics"), ("GesturesTests", "Gestures"), ("gesture-simTests", "gesture-sim")]

  /// The `.swift` files under `directory`, as paths relative to it (`Folder/Name.swift`).
  static func swiftFiles(under directory: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      if relative.hasSuffix(".swift") && !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        files.append(relative)
      }
    }
    return files.sorted()
  }

  /// The folder part of a relative path: "" for a file at the top level.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// The file name without its folder and `.swift`.
  static func name(of path: String) -> Substring {
    let file = path.split(separator: "/").last ?? Substring(path)
    return file.dropLast(".swift".count)
  }

  /// The test files (paths relative to the test target) that break the rule, each with
  /// the reason, given the source files (paths relative to the source target).
  static func misplaced(tests: [String], sources: [String]) -> [String] {
    var sourceFolders: Set<String> = [""]
    var typeFolders: [Substring: Set<String>] = [:]
    for source in sources {
      let folder = folder(of: source)
      var parent = folder
      while !parent.isEmpty {
        sourceFolders.insert(parent)
        parent = Self.folder(of: parent)
      }
      let type = name(of: source).split(separator: "+", maxSplits: 1).first ?? name(of: source)
      typeFolders[type, default: []].insert(folder)
    }
    var problems: [String] = []
    for test in tests {
      let folder = folder(of: test)
      if !sourceFolders.contains(folder) && folder.split(separator: "/").first != "Support" {
        problems.append("\(test): no source folder \(folder)/ to mirror (and not Support/)")
      }
      let name = name(of: test)
      guard let range = name.range(of: "Tests"), range.upperBound == name.endIndex || name[range.upperBound] == "+" else { continue }
      let subject = name[..<range.lowerBound]
      if let folders = typeFolders[subject], !folders.contains(folder) {
        let wanted = folders.sorted().map { $0.isEmpty ? "the top level" : $0 + "/" }.joined(separator: " or ")
        problems.append("\(test): tests \(subject), which is in \(wanted)")
      }
    }
    return problems
  }

  @Test func everyTestFileMirrorsItsSource() {
    for (testTarget, sourceTarget) in Self.targets {
      let tests = Self.swiftFiles(under: packageRoot + "/Tests/" + testTarget)
      let sources = Self.swiftFiles(under: packageRoot + "/Sources/" + sourceTarget)
      #expect(tests.count > 10 && sources.count > 10, "\(testTarget): too few files found")
      #expect(Self.misplaced(tests: tests, sources: sources) == [], "\(testTarget)")
    }
    // The walk sees the subfolders (a vacuous pass would not).
    #expect(Self.swiftFiles(under: packageRoot + "/Tests/ScrollPhysicsTests").contains("ScrollView/ScrollViewTests.swift"))
  }

  /// The check itself, on made-up layouts: each breach of the rule is named.
  @Test func theCheckNamesEachBreach() {
    let sources = ["ScrollView/ScrollView.swift", "ScrollView/ScrollView+Drag.swift", "Math/Elementary.swift", "Scenes/Cards/CardLayout.swift", "Top.swift"]
    #expect(
      Self.misplaced(
        tests: [
          "ScrollView/ScrollViewTests.swift", "ScrollView/ScrollViewTests+Paging.swift", "Math/ElementaryKernelTests.swift",
          "Scenes/Cards/CardLayoutTests.swift", "Scenes/SceneTests.swift", "TopTests.swift", "Support/Helpers.swift", "EndToEndTests.swift",
        ], sources: sources) == [])
    #expect(
      Self.misplaced(tests: ["ScrollViewTests+Paging.swift", "Math/TopTests.swift", "Physics/ElementaryTests.swift"], sources: sources) == [
        "ScrollViewTests+Paging.swift: tests ScrollView, which is in ScrollView/",
        "Math/TopTests.swift: tests Top, which is in the top level",
        "Physics/ElementaryTests.swift: no source folder Physics/ to mirror (and not Support/)",
        "Physics/ElementaryTests.swift: tests Elementary, which is in Math/",
      ])
  }
}
