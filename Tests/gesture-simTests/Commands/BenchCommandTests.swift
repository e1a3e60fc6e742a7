import Foundation
@testable import gesture_sim
import Testing

private func bench(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var out = ""
  var err = ""
  let code = CommandSpec.run(BenchCommand.self, arguments: arguments, output: &out, errors: &err)
  return (code, out, err)
}

@Suite struct BenchCommandTests {
  @Test func everyBenchmarkHasAName() {
    // trace-read, trace-recognize, import-getevent, side-menu, scroll-view-scene, the user's path
    // (run-side-menu, run-scroll-view), scroll-view-frames, screen (the user's path on issue 28's
    // 50-view screen), six simulations and the property
    // harness's side-menu cases, and check --jobs against one job.
    #expect(BenchCommand.names == [
      "trace-read", "trace-recognize", "import-getevent", "side-menu", "scroll-view-scene", "run-side-menu", "run-scroll-view",
      "scroll-view-frames", "screen",
      "simulation-deceleration", "simulation-spring-underdamped", "simulation-spring-critical",
      "simulation-spring-overdamped", "simulation-bounce", "simulation-curve", "properties-side-menu",
      "check-jobs",
    ])
  }

  /// `bench screen` times `gesture-sim run`'s execute path on the screen workload and
  /// reports the samples it fed: whole 17 s cycles of 530 samples (ScreenBenchmark's
  /// trace rows: issue 28's 14 s cycle of 350, one more for the back swipe's rest
  /// before its lift, then on the photo two pinches of 2 × (1 + 36 + 1) rows and a
  /// drag of 1 + 24 + 1 (its rest) + 1 rows: 350 + 1 + 76 + 27 + 76).
  @Test func screenTimesTheRunPathOnTheScreenWorkload() throws {
    let result = bench(["--only", "screen", "--scene-bytes", "20K"])
    #expect(result.code == 0, "\(result.err)")
    let report = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let entry = try #require((report["benchmarks"] as? [[String: Any]])?.first)
    #expect(entry["name"] as? String == "screen")
    #expect(entry["targetPerSecond"] as? Double == 1_500_000)
    let count = try #require(entry["count"] as? Int)
    #expect(count > 0 && count % 530 == 0, "\(count)")
  }

  /// check-jobs runs the same cases with one job and with --jobs, on the wall clock,
  /// and compares the rates with the 1.7× target.
  @Test func checkJobsComparesWithOneJob() {
    let result = bench(["--only", "check-jobs", "--check-cases", "20", "--jobs", "3"])
    #expect(result.code == 0, "\(result.err)")
    // 17 side-menu properties that must hold, 20 cases each.
    #expect(result.out.contains(#"{"name":"check-jobs","unit":"cases","count":340,"seconds":"#))
    for field in [#""jobs":3,"properties":17,"clock":"wall","oneJobSeconds":"#, #""speedup":"#, #""targetSpeedup":1.7,"meetsTarget":"#] {
      #expect(result.out.contains(field), "missing \(field)")
    }
    #expect(bench(["--only", "check-jobs", "--jobs", "1"]).code == 64)
  }

  @Test func oneBenchmarkPrintsOneEntryWithItsTarget() {
    let result = bench(["--only", "simulation-curve", "--evaluations", "1K"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    // 1K = 1024 evaluations, against issue 3's 50 million per second.
    #expect(result.out.contains(#"{"name":"simulation-curve","unit":"evaluations","count":1024,"seconds":"#))
    #expect(result.out.contains(#""targetPerSecond":50000000"#))
    #expect(!result.out.contains(#""name":"side-menu""#))
  }

  /// run-side-menu times `gesture-sim run` on a trace file (json by default) and reports
  /// its samples, its rate against the 2.5 M target and the run's memory.
  @Test func runSideMenuTimesTheRunCommand() throws {
    let result = bench(["--only", "run-side-menu", "--scene-bytes", "64K"])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.err.isEmpty)
    #expect(result.out.hasPrefix(#"{"sceneBytes":65536,"benchmarks":[{"name":"run-side-menu","unit":"samples","count":"#))
    for field in [#""format":"json","bytes":"#, #""startResidentBytes":"#, #""peakResidentBytes":"#, #""targetPerSecond":2500000,"meetsTarget":"#] {
      #expect(result.out.contains(field), "missing \(field)")
    }
    // The samples are those the reader reads from the same bytes: SideMenuTrace's 113 rows per
    // 6.7 s cycle, whole lines up to 64 KiB (the side-menu benchmark counts them the same way).
    let count = number(after: #""count":"#, in: result.out)
    let side = bench(["--only", "side-menu", "--scene-bytes", "64K"])
    #expect((count ?? 0) > 0 && count == number(after: #""count":"#, in: side.out))
    // Another format, and the scroll-view scene.
    let table = bench(["--only", "run-scroll-view", "--scene-bytes", "64K", "--run-format", "table"])
    #expect(table.code == 0, "\(table.err)")
    #expect(table.out.contains(#"{"name":"run-scroll-view","unit":"samples","count":"#))
    #expect(table.out.contains(#""format":"table""#))
    #expect(bench(["--only", "run-side-menu", "--run-format", "yaml"]).code == 64)
  }

  @Test func importCountsLinesAndTouchesAgainstTraceRead() {
    // The generator writes whole swipes of `getevent -lt` text, 92-byte lines: a first frame of
    // 5 lines (tracking id, X, Y, BTN_TOUCH, SYN_REPORT), 40 frames of 3 (X, Y, SYN_REPORT) and
    // a last frame of 3 (tracking id −1, BTN_TOUCH, SYN_REPORT): 128 lines, 11,776 bytes and 42
    // touches (one began, 40 moved, one ended). 64 KiB needs 6 swipes: 768 lines, 70,656 bytes,
    // 252 touches. The target is trace-read's rate on the same bytes, measured in the same run
    // even with --only.
    let result = bench(["--only", "import-getevent", "--trace-bytes", "64K"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix(#"{"traceBytes":65536,"benchmarks":[{"name":"import-getevent","unit":"lines","count":"#))
    for field in ["bytes", "bytesPerSecond", "touches", "touchesPerSecond", "traceReadRowsPerSecond", "targetPerSecond", "meetsTarget"] {
      #expect(result.out.contains("\"\(field)\":"), "missing \(field)")
    }
    // The target is the trace-read rate it reports.
    let target = number(after: #""targetPerSecond":"#, in: result.out)
    let reference = number(after: #""traceReadRowsPerSecond":"#, in: result.out)
    #expect(target != nil && target == reference)
    #expect(result.out.contains(#""count":768,"#))
    #expect(result.out.contains(#""bytes":70656,"#))
    #expect(result.out.contains(#""touches":252,"#))
  }

  /// The number after the first `key` in `text`.
  private func number(after key: String, in text: String) -> Double? {
    guard let range = text.range(of: key) else { return nil }
    return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }

  @Test func sideMenuCountsSamplesAndFrames() {
    let result = bench(["--only", "side-menu", "--scene-bytes", "1K"])
    #expect(result.code == 0)
    // 1K asks for at least 1024 bytes; the generator renders whole 64 KiB blocks, so
    // the count is some cycles of 113 samples: check the fields, not the numbers.
    #expect(result.out.contains(#"{"name":"side-menu","unit":"samples","count":"#))
    #expect(result.out.contains(#""frames":"#))
    #expect(result.out.contains(#""targetPerSecond":2000000"#))
    // Only the size it used: the scene trace's, not the reader benchmarks' --trace-bytes.
    #expect(result.out.hasPrefix(#"{"sceneBytes":1024,"benchmarks":["#))
    #expect(!result.out.contains("traceBytes"))
  }

  @Test func onlyTheSizesABenchmarkUsesAreReported() {
    let curve = bench(["--only", "simulation-curve", "--evaluations", "1K"])
    #expect(curve.out.hasPrefix(#"{"benchmarks":["#))
    let read = bench(["--only", "trace-read", "--trace-bytes", "1K"])
    #expect(read.out.hasPrefix(#"{"traceBytes":1024,"benchmarks":["#))
  }

  @Test func badCountIsAUsageError() {
    let result = bench(["--frames", "0"])
    #expect(result.code == 64)
    #expect(result.err.contains("The value '0' is invalid for '--frames <count>'"))
    #expect(result.out.isEmpty)
  }

  /// The request is typed: each size a number of its own (the defaults of the help:
  /// 64M, 16M, 4M, 16M, 1000, 1G, powers of 1024), `--only` one benchmark.
  @Test func theRequestIsTyped() throws {
    let request = try CommandSpec.resolve(BenchCommand.self, arguments: ["--only", "simulation-curve", "--frames", "2K"])
    guard case .benchmarks(let selection) = request else {
      Issue.record("expected the benchmarks, got \(request)")
      return
    }
    #expect(selection.sizes.traceBytes == 64 << 20)
    #expect(selection.sizes.sceneBytes == 16 << 20)
    #expect(selection.sizes.frames == 2048)
    #expect(selection.sizes.evaluations == 16 << 20)
    #expect(selection.sizes.checkCases == 1000)
    #expect(selection.sizes.longBytes == 1 << 30)
    #expect(selection.only == .simulation("curve"))
    #expect(selection.jobs == 2)
    #expect(selection.runs.isEmpty)
    #expect(selection.includes(.simulation("curve")) && !selection.includes(.simulation("bounce")) && !selection.includes(.traceRead))
    // Every listed name reads back as the benchmark it names.
    for name in BenchCommand.names {
      guard case .benchmarks(let one) = try CommandSpec.resolve(BenchCommand.self, arguments: ["--only", name]) else {
        Issue.record("\(name)")
        continue
      }
      #expect(one.only?.name == name)
    }
  }

  /// `run`'s requests are resolved with the bench's, by `run`'s own `resolve`, on
  /// trace files in the process's temporary folder (`TMPDIR`, else /tmp) named after
  /// the process: `execute` reads neither the environment nor a command line.
  @Test func runsAreResolvedByRunsOwnResolve() throws {
    let request = try CommandSpec.resolve(BenchCommand.self, arguments: ["--run-format", "csv"])
    guard case .benchmarks(let selection) = request else {
      Issue.record("expected the benchmarks, got \(request)")
      return
    }
    #expect(selection.runs.map(\.scene) == [.sideMenu, .scrollView, .screen])
    let folder = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    for run in selection.runs {
      #expect(run.path == "\(folder)/gesture-sim-run-\(getpid())-\(run.scene.rawValue).csv")
      #expect(run.request.setup.input?.path == run.path)
      #expect(run.request.format == .csv)
      #expect(run.format == .csv)
    }
    // `run`'s command lines, as `run` was given them (the trace last, after `--`); the
    // screen scene's screen given as `--screen` would give it.
    #expect(selection.runs.map(\.request.setup.input?.arguments) == [
      ["--scene", "side-menu", "--format", "csv", "--", selection.runs[0].path],
      ["--scene", "scroll-view", "--content", "1170x5000", "--format", "csv", "--", selection.runs[1].path],
      ["--scene", "screen", "--format", "csv", "--", selection.runs[2].path],
    ])
    #expect(selection.runs[2].request.setup.screenDescription != nil)
    guard case .longTrace(let plan) = try CommandSpec.resolve(BenchCommand.self, arguments: ["--long"]) else {
      Issue.record("expected the long trace")
      return
    }
    #expect(plan.path == "\(folder)/gesture-sim-long-\(getpid()).csv" && plan.isTemporary)
    #expect(plan.request.setup.input?.path == plan.path && plan.request.format == .table)
    #expect(plan.request.setup.input?.arguments == ["--scene", "side-menu", "--", plan.path])
  }

  /// A run writes its trace where its request says, and removes it: a run planned in
  /// a scratch folder leaves it empty, and reports that trace's bytes.
  @Test func aRunWritesItsTraceWhereItsRequestSays() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let run = try RunBenchmarks.Run(.sideMenu, format: .json, temporaryDirectory: scratch.path, processID: 7)
    #expect(run.path == scratch.path + "/gesture-sim-run-7-run-side-menu.csv")
    let result = try RunBenchmarks.run(run, bytes: 1024)
    // SideMenuTrace's first 64 KiB block holds whole lines: at least the 1 KiB asked for.
    #expect(result.bytes >= 1024 && result.samples > 0 && result.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: run.path))
    #expect((try FileManager.default.contentsOfDirectory(atPath: scratch.path)).isEmpty)
  }

  /// A trace left at the planned path by an earlier process with the same id (one
  /// killed before it removed it) does not stop the run: the leftover is replaced,
  /// and the run's own trace is removed afterwards.
  @Test func aLeftoverTraceOfAnEarlierProcessIsReplaced() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let run = try RunBenchmarks.Run(.sideMenu, format: .json, temporaryDirectory: scratch.path, processID: 7)
    #expect(FileManager.default.createFile(atPath: run.path, contents: Data("stale\n".utf8)))
    let result = try RunBenchmarks.run(run, bytes: 1024)
    #expect(result.bytes >= 1024 && result.samples > 0 && result.exitCode == 0)
    #expect((try FileManager.default.contentsOfDirectory(atPath: scratch.path)).isEmpty)
  }
}
