#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import gesture_sim
import Gestures
import Testing

/// The traces built into the binary are the repository's files, byte for byte, and
/// all of them (after adding or removing one, run `python3 scripts/embed-traces.py`),
/// and they let an installed binary run `repro` and `check` from any working directory.
@Suite struct BuiltInTracesTests {
  private static func contents(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count <= 0 { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func everyReproTraceMatchesItsFile() {
    // SideMenuRepro's inputs are exactly the built-in repro traces.
    let inputs = SideMenuRepro.allCases.flatMap(\.inputs).map(\.fileName)
    #expect(BuiltInTraces.repro.map(\.name).sorted() == Set(inputs).sorted())
    for (name, text) in BuiltInTraces.repro {
      #expect(Self.contents(packageRoot + "/traces/" + name) == text, "\(name) differs: run scripts/embed-traces.py")
    }
  }

  @Test func theRegressionCorpusMatchesTheDirectory() throws {
    let directory = packageRoot + "/traces/regressions"
    let names = try #require(try RegressionDirectory(path: directory).fileNames())
    #expect(!names.isEmpty)
    #expect(BuiltInTraces.regressions.map(\.name) == names, "run scripts/embed-traces.py")
    for (name, text) in BuiltInTraces.regressions {
      #expect(Self.contents(directory + "/" + name) == text, "\(name) differs: run scripts/embed-traces.py")
    }
  }

  /// Without --regressions the corpus is the built-in one; a file of the same name in
  /// the working directory's traces/regressions/ replaces its copy, and other files
  /// there are added, all in file-name order.
  @Test func theDefaultCorpusMergesTheWorkingDirectorys() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let builtIn = try RegressionDirectory(path: scratch.path + "/nowhere").traces(builtIn: true)
    #expect(builtIn.map(\.name) == BuiltInTraces.regressions.map { "built-in:traces/regressions/" + $0.name })
    let first = try #require(BuiltInTraces.regressions.first)
    scratch.write(first.name, first.text)
    scratch.write("zz-extra.csv", "t,id,phase,x,y\n0,0,began,1,1\n0.1,0,ended,1,1\n")
    let merged = try RegressionDirectory(path: scratch.path).traces(builtIn: true)
    #expect(merged.count == builtIn.count + 1)
    #expect(merged.first?.name == scratch.path + "/" + first.name)
    #expect(merged.first?.events == builtIn.first?.events)
    #expect(merged.last?.name == scratch.path + "/zz-extra.csv")
    #expect(Array(merged.dropFirst().dropLast().map(\.name)) == Array(builtIn.dropFirst().map(\.name)))
  }
}

/// The installed binary, run from a directory that is not the repository.
@Suite(.enabled(if: builtTool != nil, "gesture-sim is not built next to the tests; run `swift build` first"))
struct AnyWorkingDirectoryTests {
  @Test func reproRunsFromAnyDirectory() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    for name in ["paging-snap", "double-tap"] {
      let away = try spawn(["repro", name], currentDirectory: scratch.path)
      #expect(away.code == 0, "\(away.err)")
      #expect(away.err.isEmpty)
      // The same table as from the repository's own files.
      let here = try spawn(["repro", name, "--traces", "traces"], currentDirectory: packageRoot)
      #expect(here.code == 0)
      #expect(away.out == here.out)
    }
    // --traces still reads files, and says which one is missing.
    let missing = try spawn(["repro", "paging-snap", "--traces", "nowhere"], currentDirectory: scratch.path)
    #expect(missing.code == 66)
    #expect(missing.err.hasPrefix("nowhere/paging-snap-slow-swipe.csv: error: "))
  }

  @Test func checkReplaysTheRegressionCorpusFromAnyDirectory() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let count = BuiltInTraces.regressions.count
    let arguments = ["check", "--property", "recognizer-one-end", "--cases", "3"]
    let away = try spawn(arguments, currentDirectory: scratch.path)
    #expect(away.code == 0, "\(away.err)")
    #expect(away.out.contains("passed 3 cases (seed 20260101) and \(count) regression traces."), "\(away.out)")
    let here = try spawn(arguments, currentDirectory: packageRoot)
    #expect(here.out == away.out)
  }

  /// `--save` in a directory with no traces/ creates traces/regressions/ there.
  @Test func saveCreatesTheCorpusDirectory() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let result = try spawn(
      ["check", "--variant", "hamburger", "--property", "single-tap-toggles", "--save"], currentDirectory: scratch.path)
    #expect(result.code == 1)
    let saved = ScratchDirectory.names(in: scratch.path + "/traces/regressions")
    #expect(saved.count == 1)
    #expect(saved.first?.hasPrefix("single-tap-toggles-") == true)
  }
}
