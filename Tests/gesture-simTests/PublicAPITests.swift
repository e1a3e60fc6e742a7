import Foundation
import Testing

/// The libraries' public API, declaration by declaration, against the reviewed list in
/// docs/public-api.txt (issue 26: "a public surface a test target needs, and no more").
///
/// The list comes from the modules as built: `swift-symbolgraph-extract` reads the
/// `ScrollPhysics` and `Gestures` modules of this build at the `public` access level
/// (`package` declarations are not in it), and each symbol becomes one line, its module,
/// its path and its declaration, such as
/// `Gestures  SceneTester.settle()  @discardableResult mutating func settle() -> Bool`; a
/// public conformance is a line `Type: Protocol`. A declaration added, removed or changed
/// fails this test with the lines that differ; a change that is meant regenerates the list
/// with `scripts/public-api.sh` and goes into the same commit, where it is reviewed.
@Suite struct PublicAPITests {
  /// The checked-in list.
  static let listPath = packageRoot + "/docs/public-api.txt"

  @Test func thePublicDeclarationsAreTheReviewedList() throws {
    guard let extractor = Self.symbolGraphExtractor() else {
      let reason = "no swift-symbolgraph-extract in PATH or next to swift (xcrun on macOS)"
      if Self.runsUnderCI(ProcessInfo.processInfo.environment) {
        Issue.record("PublicAPITests: under CI the public API must be checked, but there is \(reason)")
      } else {
        print("PublicAPITests: SKIPPED: \(reason)")
      }
      return
    }
    let modules = try #require(Self.modulesDirectory(), "no built Gestures.swiftmodule next to the test bundle or in .build/debug/Modules")
    let lines = try ["ScrollPhysics", "Gestures"].flatMap { try Self.publicLines(of: $0, modules: modules, extractor: extractor) }
    let text = lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["GESTURE_SIM_UPDATE_PUBLIC_API"] == "1" {
      try text.write(toFile: Self.listPath, atomically: true, encoding: .utf8)
      print("PublicAPITests: wrote \(lines.count) declarations to docs/public-api.txt")
      return
    }
    let reviewed = try String(contentsOfFile: Self.listPath, encoding: .utf8)
    let expected = reviewed.split(separator: "\n").map(String.init)
    let added = Set(lines).subtracting(expected).sorted()
    let removed = Set(expected).subtracting(lines).sorted()
    #expect(
      added.isEmpty && removed.isEmpty,
      """
      The public API differs from docs/public-api.txt (\(added.count) added, \(removed.count) removed). \
      Public is what docs/library.md documents; code only the command line and the tests use is `package`. \
      If the change is meant, regenerate the list with `scripts/public-api.sh` and commit it.
      \((added.map { "+ " + $0 } + removed.map { "- " + $0 }).prefix(60).joined(separator: "\n"))
      """)
  }

  /// Public is what docs/library.md documents: every public type of the two libraries (a
  /// top-level `struct`, `enum`, `class`, `protocol` or `typealias` line of the reviewed list)
  /// is named in that document, so that a type made public without a word for the library's
  /// users fails here.
  @Test func everyPublicTypeIsNamedInTheLibraryDocument() throws {
    let list = try String(contentsOfFile: Self.listPath, encoding: .utf8)
    let library = try String(contentsOfFile: packageRoot + "/docs/library.md", encoding: .utf8)
    let types = Self.topLevelTypes(inList: list)
    #expect(types.contains("SceneTester") && types.contains("Point") && types.count > 50, "the list's types were not found: \(types.count)")
    let words = Set(library.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    let unnamed = types.filter { !words.contains(Substring($0)) }
    #expect(unnamed.isEmpty, "public types docs/library.md does not name (document them, or make them `package`): \(unnamed)")
  }

  /// The top-level types of a list in docs/public-api.txt's format: the paths without a
  /// dot whose declaration declares that name.
  static func topLevelTypes(inList list: String) -> [String] {
    list.split(separator: "\n").compactMap { line -> String? in
      let fields = line.components(separatedBy: "  ")
      guard fields.count >= 3, !fields[1].contains("."), !fields[1].contains(":") else { return nil }
      let declaration = fields[2...].joined(separator: "  ")
      let declares = ["struct", "enum", "class", "protocol", "typealias"].contains { keyword in
        declaration.hasPrefix("\(keyword) \(fields[1])") || declaration.contains(" \(keyword) \(fields[1])")
      }
      return declares ? fields[1] : nil
    }
  }

  @Test func theTypesOfAListAreItsTopLevelDeclarations() {
    let list = """
      Gestures  SceneTester  struct SceneTester<S> where S : RunnableScene
      Gestures  SceneTester.settle()  @discardableResult mutating func settle() -> Bool
      Gestures  SceneTester: Swift.Sendable
      Gestures  ScreenTester  typealias ScreenTester = SceneTester<ScreenScene>
      Gestures  roundedToPixel(_:scale:)  func roundedToPixel(_ value: Double, scale: Double) -> Double
      ScrollPhysics  Simulation  protocol Simulation : Sendable
      """
    #expect(Self.topLevelTypes(inList: list) == ["SceneTester", "ScreenTester", "Simulation"])
  }

  /// One line per public symbol and public conformance of `module`, sorted: module,
  /// path and declaration, separated by two spaces.
  static func publicLines(of module: String, modules: String, extractor: String) throws -> [String] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-sim-public-api-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: extractor)
    var arguments = [
      "-module-name", module, "-I", modules, "-minimum-access-level", "public", "-skip-synthesized-members",
      "-output-dir", output.path,
    ]
    if let target = Self.target { arguments += ["-target", target] }
    if let sdk = ProcessInfo.processInfo.environment["SDKROOT"] { arguments += ["-sdk", sdk] }
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module): \(message)")

    var lines: Set<String> = []
    // The module's own graph, and one per module it extends (Module@Other.symbols.json).
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".symbols.json") }
    for file in files {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let symbols = graph["symbols"] as? [[String: Any]] ?? []
      var paths: [String: String] = [:]
      for symbol in symbols {
        let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        paths[identifier] = path
        let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
        let declaration = fragments.map { $0["spelling"] as? String ?? "" }.joined()
          .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        lines.insert("\(module)  \(path)  \(declaration)")
      }
      for relationship in graph["relationships"] as? [[String: Any]] ?? [] where relationship["kind"] as? String == "conformsTo" {
        guard let source = relationship["source"] as? String, let path = paths[source] else { continue }
        let target = relationship["target"] as? String ?? ""
        let name = (relationship["targetFallback"] as? String) ?? paths[target] ?? target
        // Every type is Copyable and Escapable unless it says otherwise, and every
        // Sendable type is SendableMetatype: lines that say nothing of their own.
        if Self.impliedConformances.contains(name) { continue }
        lines.insert("\(module)  \(path): \(name)")
      }
    }
    return lines.sorted()
  }

  /// Conformances every type has unless it opts out, or that another implies.
  static let impliedConformances: Set<String> = ["Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"]

  /// The directory holding this build's `Gestures.swiftmodule`: `Modules` next to the
  /// test bundle (SwiftPM's layout), else `<package>/.build/debug/Modules`.
  static func modulesDirectory() -> String? {
    var candidates: [String] = []
    if let builtTool {
      candidates.append((builtTool as NSString).deletingLastPathComponent + "/Modules")
    }
    candidates.append(packageRoot + "/.build/debug/Modules")
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Gestures.swiftmodule") }
  }

  /// Whether `environment` is a CI run, where a missing extractor fails the check instead
  /// of skipping it: `.ci/run` exports `GESTURE_SIM_CI=1`, and hosted CI services (GitHub
  /// Actions, GitLab CI, Travis, CircleCI …) set `CI=true`.
  static func runsUnderCI(_ environment: [String: String]) -> Bool {
    if environment["GESTURE_SIM_CI"] == "1" { return true }
    guard let ci = environment["CI"]?.lowercased() else { return false }
    return ci == "true" || ci == "1"
  }

  /// A CI run is told by `.ci/run`'s `GESTURE_SIM_CI=1` or a service's `CI=true`; a local run
  /// (neither set, or `CI=false`) may skip the check when the extractor is missing.
  @Test func aMissingExtractorFailsOnlyUnderCI() {
    #expect(Self.runsUnderCI(["GESTURE_SIM_CI": "1"]))
    #expect(Self.runsUnderCI(["CI": "true"]))
    #expect(Self.runsUnderCI(["CI": "1"]))
    #expect(!Self.runsUnderCI([:]))
    #expect(!Self.runsUnderCI(["CI": "false"]))
    #expect(!Self.runsUnderCI(["GESTURE_SIM_CI": "0"]))
  }

  /// `swift-symbolgraph-extract`: in PATH, next to `swift`, or (macOS) from `xcrun`.
  static func symbolGraphExtractor() -> String? {
    let name = "swift-symbolgraph-extract"
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    #if os(macOS)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
    process.arguments = ["--find", name]
    let out = Pipe()
    process.standardOutput = out
    guard (try? process.run()) != nil else { return nil }
    let path = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    process.waitUntilExit()
    return process.terminationStatus == 0 && !path.isEmpty ? path : nil
    #else
    return nil
    #endif
  }

  /// The target triple the modules were built for (the extractor's default is the host's).
  static var target: String? {
    #if os(Linux) && arch(x86_64)
    return "x86_64-unknown-linux-gnu"
    #elseif os(Linux) && arch(arm64)
    return "aarch64-unknown-linux-gnu"
    #else
    return nil
    #endif
  }
}
