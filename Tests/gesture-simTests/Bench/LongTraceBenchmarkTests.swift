import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim bench --long` on a small file (docs/robustness.md, "Long traces").
@Suite struct LongTraceBenchmarkTests {
  /// The JSON object the command printed, parsed.
  static func run(_ arguments: [String]) throws -> [String: Any] {
    let result = runTool(["bench", "--long"] + arguments)
    #expect(result.code == 0, "\(result.err)")
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func writesATemporaryTraceReplaysItAndRemovesIt() throws {
    let json = try Self.run(["--long-bytes", "64K"])
    let bytes = try #require(json["bytes"] as? Int)
    // Whole lines until at least 64 KiB (65,536 bytes); the generator renders at most
    // 64 KiB at a time, so less than 128 KiB.
    #expect(bytes >= 65_536 && bytes < 131_072)
    // The file starts with 3 metadata lines and the header (SideMenuTrace.header).
    let rows = try #require(json["rows"] as? Int)
    #expect(json["lines"] as? Int == rows + 4)
    // Cut mid-cycle: one finger is still down (one warning), and the reader adds
    // its cancellation as one more sample and one more event.
    #expect(json["samples"] as? Int == rows + 1)
    #expect(json["warnings"] as? Int == 1)
    let seconds = try #require(json["seconds"] as? Double)
    let wcSeconds = try #require(json["wcSeconds"] as? Double)
    #expect(seconds > 0 && wcSeconds > 0)
    #expect(json["targetRatio"] as? Double == 5)
    #expect(json["meetsTarget"] as? Bool == ((json["ratio"] as? Double ?? .infinity) <= 5))
    #expect((json["peakResidentBytes"] as? Int ?? 0) > 0)
    #expect(json["written"] as? Bool == true)
    let path = try #require(json["path"] as? String)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aGivenPathIsWrittenOnceAndThenReused() throws {
    let directory = NSTemporaryDirectory() + "gesture-sim-long-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/long.csv"
    let first = try Self.run(["--long-bytes", "32K", "--long-path", path])
    #expect(first["written"] as? Bool == true)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(first["bytes"] as? Int == size)
    // The second run reads the same file (its size, not --long-bytes, counts).
    let second = try Self.run(["--long-bytes", "1M", "--long-path", path])
    #expect(second["written"] as? Bool == false)
    #expect(second["bytes"] as? Int == size)
    #expect(second["rows"] as? Int == first["rows"] as? Int)
  }

  @Test func aBadSizeIsAUsageError() {
    let result = runTool(["bench", "--long", "--long-bytes", "lots"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: The value 'lots' is invalid for '--long-bytes <bytes>'"))
  }
}

/// The long-trace benchmark reads only its plan: the temporary file is where the
/// plan says (not the process's `TMPDIR`), and it is removed afterwards.
@Suite struct LongTraceBenchmarkPlanTests {
  @Test func aTemporaryFileIsWrittenWhereThePlanSays() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let plan = try LongTraceBenchmark.Plan(bytes: 16 << 10, path: nil, temporaryDirectory: scratch.path, processID: 42)
    #expect(plan.path == scratch.path + "/gesture-sim-long-42.csv" && plan.isTemporary)
    var out = ""
    var err = ""
    #expect(LongTraceBenchmark.run(plan, output: &out, errors: &err) == 0, "\(err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(json["path"] as? String == plan.path)
    #expect(json["written"] as? Bool == true)
    #expect((try FileManager.default.contentsOfDirectory(atPath: scratch.path)).isEmpty)
  }

  /// A bad trace at `--long-path` ends as `run` ends on it: its error, exit 65.
  @Test func aBadTraceEndsAsRunEndsOnIt() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("bad.csv", "t,id,phase,x,y\n0,1,began,1,oops\n")
    let plan = try LongTraceBenchmark.Plan(bytes: 1024, path: scratch.path + "/bad.csv", temporaryDirectory: scratch.path, processID: 1)
    var out = ""
    var err = ""
    #expect(LongTraceBenchmark.run(plan, output: &out, errors: &err) == 65)
    var runOut = ""
    var runErr = ""
    #expect(CommandSpec.run(RunCommand.self, arguments: [scratch.path + "/bad.csv"], output: &runOut, errors: &runErr) == 65)
    #expect(out.isEmpty)
    #expect(err == runErr)
  }
}
