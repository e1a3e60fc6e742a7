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

  /// The source type a test file named `name` tests, among `types` (each type's
  /// folders), or nil when the name is not a test's (no `Tests`) or names no type: the
  /// part before `Tests` (`ZTests`, `ZTests+Concern`) when it is a type; else its plural
  /// (`SideMenuPropertyTests` tests `SideMenuProperties`); else the longest type it starts
  /// with up to a capital letter, a digit or a `+` (`SceneTesterExpectTests` and
  /// `String+ShellTests` test `SceneTester` and `String`).
  static func subject(of name: Substring, types: [Substring: Set<String>]) -> Substring? {
    guard let range = name.range(of: "Tests"), range.upperBound == name.endIndex || name[range.upperBound] == "+" else { return nil }
    let subject = name[..<range.lowerBound]
    var candidates = [subject, Substring(String(subject) + "s")]
    if subject.hasSuffix("y") { candidates.append(Substring(String(subject.dropLast()) + "ies")) }
    if let type = candidates.first(where: { types[$0] != nil }) { return type }
    return types.keys
      .filter { type in
        guard subject.hasPrefix(type), type.count < subject.count else { return false }
        let next = subject[subject.index(subject.startIndex, offsetBy: type.count)]
        return next.isUppercase || next.isNumber || next == "+"
      }
      .max { $0.count < $1.count }
  }

  /// The test files (paths relative to the test target) that break the rule, each with
  /// the reason, given the source files (paths relative to the source target) and the
  /// whole-target suites that may sit at the top level. A file of the test target that is
  /// not a test (`Import/TouchRecorder.swift`) is a type as a source's is, in its folder.
  static func misplaced(tests: [String], sources: [String], wholeTargetSuites: Set<Substring> = []) -> [String] {
    var sourceFolders: Set<String> = [""]
    var typeFolders: [Substring: Set<String>] = [:]
    for source in sources {
      let folder = folder(of: source)
      var parent = folder
      while !parent.isEmpty {
        sourceFolders.insert(parent)
        parent = Self.folder(of: parent)
      }
      typeFolders[type(of: source), default: []].insert(folder)
    }
    for test in tests where !name(of: test).contains("Tests") && folder(of: test).split(separator: "/").first != "Support" {
      typeFolders[type(of: test), default: []].insert(folder(of: test))
    }
    var problems: [String] = []
    for test in tests {
      let folder = folder(of: test)
      if !sourceFolders.contains(folder) && folder.split(separator: "/").first != "Support" {
        problems.append("\(test): no source folder \(folder)/ to mirror (and not Support/)")
      }
      let name = name(of: test)
      let subject = subject(of: name, types: typeFolders)
      if let subject, let folders = typeFolders[subject], !folders.contains(folder) {
        let wanted = folders.sorted().map { $0.isEmpty ? "the top level" : $0 + "/" }.joined(separator: " or ")
        problems.append("\(test): tests \(subject), which is in \(wanted)")
      }
      if folder.isEmpty && subject.flatMap({ typeFolders[$0]?.contains("") }) != true && !wholeTargetSuites.contains(name) {
        problems.append("\(test): at the top level, but tests no top-level source and is no whole-target suite docs/architecture.md names")
      }
    }
    return problems
  }

  /// The type of a source file `Z.swift` or `Z+Concern.swift`: `Z`.
  static func type(of path: String) -> Substring {
    name(of: path).split(separator: "+", maxSplits: 1).first ?? name(of: path)
  }

  /// The whole-target suites docs/architecture.md names for `testTarget`'s top level: the
  /// `` `…Tests` `` of its "Tests" table's row `` `<testTarget>/` (top level) ``.
  static func wholeTargetSuites(of testTarget: String, architecture: String) -> Set<Substring> {
    guard let row = architecture.split(separator: "\n").first(where: { $0.hasPrefix("| `\(testTarget)/` (top level) |") }) else { return [] }
    return Set(row.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 && $0.element.hasSuffix("Tests") }.map(\.element))
  }

  @Test func everyTestFileMirrorsItsSource() throws {
    let architecture = try String(contentsOfFile: packageRoot + "/docs/architecture.md", encoding: .utf8)
    for (testTarget, sourceTarget) in Self.targets {
      let tests = Self.swiftFiles(under: packageRoot + "/Tests/" + testTarget)
      let sources = Self.swiftFiles(under: packageRoot + "/Sources/" + sourceTarget)
      #expect(tests.count > 10 && sources.count > 10, "\(testTarget): too few files found")
      let suites = Self.wholeTargetSuites(of: testTarget, architecture: architecture)
      #expect(Self.misplaced(tests: tests, sources: sources, wholeTargetSuites: suites) == [], "\(testTarget)")
      // What the document names is there: a suite it lists is a file at the top level.
      let topLevel = Set(tests.filter { !$0.contains("/") }.map { Self.name(of: $0) })
      #expect(suites.subtracting(topLevel).sorted() == [], "\(testTarget): docs/architecture.md names suites that are not at the top level")
    }
    // The walk sees the subfolders, and the document's rows are read (a vacuous pass would not).
    #expect(Self.swiftFiles(under: packageRoot + "/Tests/ScrollPhysicsTests").contains("ScrollView/ScrollViewTests.swift"))
    #expect(Self.wholeTargetSuites(of: "gesture-simTests", architecture: architecture).contains("EndToEndTests"))
    #expect(Self.wholeTargetSuites(of: "GesturesTests", architecture: architecture) == ["FuzzRegressionTests"])
  }

  /// The check itself, on made-up layouts: each breach of the rule is named.
  @Test func theCheckNamesEachBreach() {
    let sources = [
      "ScrollView/ScrollView.swift", "ScrollView/ScrollView+Drag.swift", "Math/Elementary.swift", "Scenes/Cards/CardLayout.swift", "Top.swift",
      "Catalog/CardsProperties.swift", "Output/String+Shell.swift",
    ]
    #expect(
      Self.misplaced(
        tests: [
          "ScrollView/ScrollViewTests.swift", "ScrollView/ScrollViewTests+Paging.swift", "Math/ElementaryKernelTests.swift",
          "Scenes/Cards/CardLayoutTests.swift", "Scenes/SceneTests.swift", "TopTests.swift", "Support/Helpers.swift", "EndToEndTests.swift",
          "Catalog/CardsPropertyTests.swift", "Catalog/CardsPropertiesTests.swift", "Output/String+ShellTests.swift",
          "Scenes/Cards/Recorder.swift", "Scenes/Cards/RecorderCSVTests.swift", "Top+ConcernTests.swift",
        ], sources: sources, wholeTargetSuites: ["EndToEndTests"]) == [])
    #expect(
      Self.misplaced(
        tests: [
          "ScrollViewTests+Paging.swift", "Math/TopTests.swift", "Physics/ElementaryTests.swift", "Scenes/Cards/CardsPropertyTests.swift",
          "Scenes/String+ShellTests.swift", "Math/ScrollViewDragTests.swift", "Math/CardLayout2Tests.swift", "EndToEndTests.swift", "Helpers.swift",
          "Scenes/RecorderCSVTests.swift", "Math/ElementaryTests.swift",
        ], sources: sources + ["Scenes/Cards/Recorder.swift"]) == [
          "ScrollViewTests+Paging.swift: tests ScrollView, which is in ScrollView/",
          "ScrollViewTests+Paging.swift: at the top level, but tests no top-level source and is no whole-target suite docs/architecture.md names",
          "Math/TopTests.swift: tests Top, which is in the top level",
          "Physics/ElementaryTests.swift: no source folder Physics/ to mirror (and not Support/)",
          "Physics/ElementaryTests.swift: tests Elementary, which is in Math/",
          "Scenes/Cards/CardsPropertyTests.swift: tests CardsProperties, which is in Catalog/",
          "Scenes/String+ShellTests.swift: tests String, which is in Output/",
          "Math/ScrollViewDragTests.swift: tests ScrollView, which is in ScrollView/",
          "Math/CardLayout2Tests.swift: tests CardLayout, which is in Scenes/Cards/",
          "EndToEndTests.swift: at the top level, but tests no top-level source and is no whole-target suite docs/architecture.md names",
          "Helpers.swift: at the top level, but tests no top-level source and is no whole-target suite docs/architecture.md names",
          "Scenes/RecorderCSVTests.swift: tests Recorder, which is in Scenes/Cards/",
        ])
    // The whole-target suites are the backquoted `…Tests` of the target's top-level row.
    let table = """
      | `ATests/` (top level) | the end (`EndToEndTests`), the tool (`Tool`) and `HostileInputTests` |
      | `ATests/Support/` | `HelperTests` |
      | `BTests/` (top level) | `OtherTests` |
      """
    #expect(Self.wholeTargetSuites(of: "ATests", architecture: table) == ["EndToEndTests", "HostileInputTests"])
    #expect(Self.wholeTargetSuites(of: "CTests", architecture: table) == [])
  }
}
