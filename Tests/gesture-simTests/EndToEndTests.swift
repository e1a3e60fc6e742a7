import Foundation
import Testing

/// The built `gesture-sim` executable: next to the test bundle (SwiftPM puts both in
/// the same build directory), else `<package>/.build/debug/gesture-sim`; nil when it
/// has not been built.
private let builtTool: String? = {
  var candidates: [String] = []
  if let executable = Bundle.main.executablePath {
    var parts = executable.split(separator: "/", omittingEmptySubsequences: false)
    // …/debug/gesture-simPackageTests.xctest (Linux) or …/debug/<bundle>.xctest/Contents/MacOS/<exe> (macOS).
    while let last = parts.last, !last.hasSuffix(".xctest") && parts.count > 1 { parts.removeLast() }
    if parts.count > 1 {
      parts.removeLast()
      candidates.append(parts.joined(separator: "/") + "/gesture-sim")
    }
  }
  candidates.append(packageRoot + "/.build/debug/gesture-sim")
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs the built tool with `arguments` (and `input` on standard input) and
/// returns its exit status and output.
private func spawn(_ arguments: [String], currentDirectory: String = packageRoot) throws -> (code: Int32, out: String, err: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try #require(builtTool))
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Read before waiting, so that a large output cannot fill the pipe and block the child.
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

@Suite(.enabled(if: builtTool != nil, "gesture-sim is not built next to the tests; run `swift build` first"))
struct EndToEndTests {
  @Test func theCalculatorPrintsJSONAndExitsZero() throws {
    let result = try spawn(["physics", "fling", "--velocity", "1000", "--json"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    // The proposed target 0.99/0.0020020027 = 494.5048 pt → 1484 px at scale 3; UIKit's per-frame law
    // rests at 494.1668 pt → 1483 px, 138/60 = 2.3 s after the release.
    #expect(result.out == "{\"target\":494.6666666666667,\"rest\":494.3333333333333,\"duration\":2.3,\"samples\":[]}\n")
    // The process prints exactly what the in-process function does.
    #expect(result.out == runTool(["physics", "fling", "--velocity", "1000", "--json"]).out)
  }

  @Test func aUsageErrorExits64WithTheUsageOnStandardError() throws {
    let result = try spawn(["physics", "fling", "--velocty", "1"])
    #expect(result.code == 64)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("Error: Unknown option '--velocty'. Did you mean '--velocity'?\nUsage: gesture-sim physics fling"))
  }

  @Test func badTraceDataExits65() throws {
    let bad = try temporaryFile("t,id,phase,x,y\n0,0,began,1,1\n0.1,0,jumped,2,2\n")
    let result = try spawn(["plot", bad, "-o", "/dev/null"])
    #expect(result.code == 65)
    #expect(result.err.hasPrefix("\(bad):3:"))
  }

  @Test func aSynthesizedTraceReplaysThroughTheBinary() throws {
    let synth = try spawn(["synth", "flick", "--jitter", "--seed", "3"])
    #expect(synth.code == 0)
    #expect(synth.out.contains("# source: gesture-sim synth flick --jitter --seed 3\n"))
    let path = try temporaryFile(synth.out)
    let run = try spawn(["run", path, "--format", "json"])
    #expect(run.code == 0)
    #expect(run.err.isEmpty, "the reader or the scene warned: \(run.err)")
    #expect(run.out.contains("\"showingMenu\":true"))
    let plot = try spawn(["plot", path])
    #expect(plot.code == 0)
    #expect(plot.out.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(plot.out.hasSuffix("</svg>\n"))
  }

  @Test func helpForASubcommandExitsZero() throws {
    let result = try spawn(["help", "synth"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("OVERVIEW: Write a synthetic touch trace"))
  }
}
