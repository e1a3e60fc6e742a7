import Foundation
import Testing

/// The command line links the Swift runtime and the C library only: no file of
/// `Sources/gesture-sim` imports Foundation (or its parts). Loading Foundation and its
/// ICU data adds about 10 MB to the peak memory of every command, `gesture-sim run`
/// included, whose target is 14 MiB (docs/performance.md, "The user's path"); the
/// threads of `check --jobs` are POSIX threads (`WorkerThread`, `ConditionLock`).
@Suite struct ToolDependenciesTests {
  @Test func theCommandLineImportsNoFoundation() throws {
    let root = packageRoot + "/Sources/gesture-sim"
    let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String]).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        let imports = words.first == "import" || (words.first?.hasPrefix("@") == true && words.dropFirst().first == "import")
        guard imports, let module = words.last else { continue }
        #expect(!module.hasPrefix("Foundation"), "Sources/gesture-sim/\(file) imports \(module)")
      }
    }
  }
}
