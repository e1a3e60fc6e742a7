/// `gesture-sim bench`: throughput benchmarks, printed as one JSON object.
///
/// Each benchmark reports its work, its CPU seconds (this thread), its throughput and
/// its target; `peakResidentBytes` is the process's peak memory. `traceBytes` and
/// `sceneBytes` appear only when a benchmark that uses them ran.
/// docs/performance.md lists every figure and how to reproduce it.
enum BenchCommand: Command {
  static let spec = CommandSpec(
    name: "gesture-sim bench",
    abstract: "Measure throughput and print it as JSON.",
    discussion: "Build with -c release for meaningful numbers: swift run -c release gesture-sim bench",
    options: [
      CommandSpec.Option(longName: "--trace-bytes", valueName: "bytes", help: "Size of the generated trace, with an optional K, M or G suffix.", defaultValue: "64M"),
      CommandSpec.Option(longName: "--scene-bytes", valueName: "bytes", help: "Size of the generated side-menu trace, with an optional K, M or G suffix.", defaultValue: "16M"),
      CommandSpec.Option(longName: "--frames", valueName: "count", help: "Frames of each scroll-view workload, with an optional K, M or G suffix.", defaultValue: "4M"),
      CommandSpec.Option(longName: "--evaluations", valueName: "count", help: "Evaluations of each simulation, with an optional K, M or G suffix.", defaultValue: "16M"),
      CommandSpec.Option(longName: "--only", valueName: "name", help: "Run one benchmark.", allowedValues: BenchCommand.names),
      CommandSpec.Option(
        longName: "--run-format", valueName: "format", help: "run-side-menu, run-scroll-view, screen: the report's format.", defaultValue: "json",
        allowedValues: ReportFormat.allCases.map(\.rawValue)),
      CommandSpec.Option(longName: "--jobs", valueName: "n", help: "check-jobs: the threads compared with one.", defaultValue: "2"),
      CommandSpec.Option(
        longName: "--check-cases", valueName: "count", help: "check-jobs: cases per side-menu property, with an optional K, M or G suffix.",
        defaultValue: "1000"),
      // The long-trace benchmark (docs/robustness.md "Long traces").
      CommandSpec.Option(longName: "--long", help: "Instead: replay a long side-menu trace from a file as 'run --scene side-menu' does and time it against 'wc -l' on the file."),
      CommandSpec.Option(longName: "--long-bytes", valueName: "bytes", help: "--long: size of the trace file to write, with an optional K, M or G suffix.", defaultValue: "1G"),
      CommandSpec.Option(
        longName: "--long-path", valueName: "file",
        help: "--long: the trace file; written there when it does not exist (and kept), reused as it is when it does.",
        defaultValue: "a temporary file, removed afterwards"),
    ])

  static let names = [
    "trace-read", "trace-recognize", "import-getevent", "side-menu", "scroll-view-scene", "run-side-menu", "run-scroll-view",
    "scroll-view-frames", "screen",
  ]
    + SimulationBenchmarks.cases.map { "simulation-" + $0.name }
    + PropertyBenchmarks.names  // the property harness (docs/properties.md)

  /// What to measure, and on how much.
  struct Request {
    /// The sizes and counts, by option name (`--trace-bytes` …).
    var sizes: [String: Int]
    /// `--only`: the one benchmark to run; nil for all.
    var only: String?
    /// `--run-format`: the report format of `run-side-menu` and `run-scroll-view`.
    var runFormat: ReportFormat
    /// `--jobs`: `check-jobs`' threads, 2…1024.
    var jobs: Int
    /// `--long`: the long-trace benchmark instead, on the file `longPath` when given.
    var long: Bool
    var longPath: String?
  }

  /// The sizes and counts, by option name, each a number with an optional K, M or G
  /// suffix, and the options; `--jobs` is checked unless `--long` replaces the benchmarks.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    var sizes: [String: Int] = [:]
    for option in spec.options where !["--only", "--long", "--long-path", "--jobs", "--run-format"].contains(option.longName) {
      let text = parsed.value(option.longName) ?? option.defaultValue ?? ""
      guard let value = parseSize(text) else {
        let usage = "\(option.longName) <\(option.valueName ?? "value")>"
        throw UsageError(
          message: "The value '\(text)' is invalid for '\(usage)': expected a positive number with an optional K, M or G suffix, such as 10M or 1G",
          optionHelp: "\(usage)  \(option.help)")
      }
      sizes[option.longName] = value
    }
    var request = Request(
      sizes: sizes, only: parsed.value("--only"), runFormat: ReportFormat(rawValue: parsed.value("--run-format") ?? "") ?? .json,
      jobs: 2, long: parsed.flag("--long"), longPath: parsed.value("--long-path"))
    if request.long { return request }
    let jobsText = parsed.value("--jobs") ?? "2"
    guard let jobs = Int(jobsText), jobs >= 2, jobs <= 1024 else {
      throw UsageError(
        message: "The value '\(jobsText)' is invalid for '--jobs <n>': expected a whole number of threads from 2 to 1024",
        optionHelp: "--jobs <n>  check-jobs: the threads compared with one.")
    }
    request.jobs = jobs
    return request
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let sizes = request.sizes
    if request.long {
      return LongTraceBenchmark.run(bytes: sizes["--long-bytes"]!, path: request.longPath, output: &output, errors: &errors)
    }
    let jobs = request.jobs
    let bytes = sizes["--trace-bytes"]!
    let only = request.only
    var results: [JSONValue] = []
    do {
      if only == nil || only == "trace-read" {
        let result = try TraceBenchmarks.read(bytes: bytes)
        results.append(entry("trace-read", unit: "rows", count: result.rows, seconds: result.seconds, target: nil))
      }
      if only == nil || only == "import-getevent" {
        // Importing must be at least as fast as reading traces, counted the same way,
        // per line of input (a getevent line, a trace row). The target is trace-read's rate on
        // the same number of bytes, measured in this run: taken from the trace-read entry when
        // it ran, else measured here just before the import (same process, same conditions).
        // Bytes and touches per second are given too: a getevent line is about three times as
        // long as a trace row, and three lines make one touch.
        let traceRate: Double
        if let measured = rate(of: "trace-read", in: results) {
          traceRate = measured
        } else {
          let reference = try TraceBenchmarks.read(bytes: bytes)
          traceRate = rate(reference.rows, reference.seconds)
        }
        let result = try ImportBenchmarks.getevent(bytes: bytes)
        results.append(entry("import-getevent", unit: "lines", count: result.lines, seconds: result.seconds, target: traceRate.rounded(),
                             extra: [
                               ("bytes", .int(result.bytes)),
                               ("bytesPerSecond", .number(rate(result.bytes, result.seconds).rounded())),
                               ("touches", .int(result.rows)),
                               ("touchesPerSecond", .number(rate(result.rows, result.seconds).rounded())),
                               ("traceReadRowsPerSecond", .number(traceRate.rounded())),
                             ]))
      }
      if only == nil || only == "trace-recognize" {
        let result = try TraceBenchmarks.readAndRecognize(bytes: bytes)
        results.append(entry("trace-recognize", unit: "rows", count: result.rows, seconds: result.seconds, target: 5_000_000,
                             extra: [("gestures", .int(result.gestures))]))
      }
      if only == nil || only == "side-menu" {
        let result = try SideMenuBenchmarks.run(bytes: sizes["--scene-bytes"]!)
        results.append(entry("side-menu", unit: "samples", count: result.samples, seconds: result.seconds, target: 2_000_000,
                             extra: [
                               ("frames", .int(result.frames)), ("framesSkipped", .int(result.framesSkipped)),
                               ("framesPerSecond", .number(rate(result.frames, result.seconds).rounded())),
                               ("records", .int(result.records)), ("taps", .int(result.taps)),
                               ("source", .string(result.source)),
                             ]))
      }
      if only == nil || only == "scroll-view-scene" {
        let result = try ScrollViewSceneBenchmarks.run(bytes: sizes["--scene-bytes"]!)
        results.append(entry("scroll-view-scene", unit: "samples", count: result.samples, seconds: result.seconds, target: 2_000_000,
                             extra: [("frames", .int(result.frames)), ("records", .int(result.records))]))
      }
      // The user's path: `gesture-sim run` on a trace file, argument parsing aside.
      let runFormat = request.runFormat
      for (scene, target) in [(RunBenchmarks.Scene.sideMenu, 2_500_000.0), (.scrollView, 2_000_000), (.screen, 1_500_000)] where only == nil || only == scene.rawValue {
        let result = try RunBenchmarks.run(scene, bytes: sizes["--scene-bytes"]!, format: runFormat)
        var extra: [(String, JSONValue)] = [
          ("format", .string(result.format.rawValue)), ("bytes", .int(result.bytes)),
          ("bytesPerSecond", .number(rate(result.bytes, result.seconds).rounded())),
        ]
        if let start = result.startResidentBytes, let peak = result.peakResidentBytes {
          extra += [("startResidentBytes", .int(start)), ("peakResidentBytes", .int(peak))]
        }
        results.append(entry(scene.rawValue, unit: "samples", count: result.samples, seconds: result.seconds, target: target, extra: extra))
      }
      if only == nil || only == "scroll-view-frames" {
        let result = ScrollViewBenchmarks.run(frames: sizes["--frames"]!)
        let frames = result.decelerationFrames + result.pagingFrames
        let seconds = result.decelerationSeconds + result.pagingSeconds
        results.append(entry("scroll-view-frames", unit: "frames", count: frames, seconds: seconds, target: 10_000_000,
                             extra: [
                               ("decelerationPerSecond", .number(rate(result.decelerationFrames, result.decelerationSeconds).rounded())),
                               ("pagingPerSecond", .number(rate(result.pagingFrames, result.pagingSeconds).rounded())),
                               ("checksum", .number(result.checksum)),
                             ]))
      }
      for simulation in SimulationBenchmarks.cases where only == nil || only == "simulation-" + simulation.name {
        let count = sizes["--evaluations"]!
        let result = simulation.run(count)
        results.append(entry("simulation-" + simulation.name, unit: "evaluations", count: count, seconds: result.seconds,
                             target: 50_000_000, extra: [("checksum", .number(result.checksum))]))
      }
      // The property harness (docs/properties.md).
      if only == nil || only == "properties-side-menu" {
        let result = try PropertyBenchmarks.sideMenu()
        results.append(entry("properties-side-menu", unit: "cases", count: result.cases, seconds: result.seconds, target: 20_000,
                             extra: [("properties", .int(result.properties))]))
      }
      // check --jobs against --jobs 1 (wall clock): the target is 1.7 times the rate.
      if only == nil || only == "check-jobs" {
        let result = try PropertyBenchmarks.jobs(jobs, casesPerProperty: sizes["--check-cases"]!)
        let oneJobRate = rate(result.cases, result.oneJobSeconds)
        let speedup = oneJobRate > 0 ? rate(result.cases, result.seconds) / oneJobRate : 0
        results.append(entry("check-jobs", unit: "cases", count: result.cases, seconds: result.seconds, target: nil,
                             extra: [
                               ("jobs", .int(jobs)), ("properties", .int(result.properties)),
                               ("clock", .string("wall")),
                               ("oneJobSeconds", .number((result.oneJobSeconds * 1e6).rounded() / 1e6)),
                               ("oneJobPerSecond", .number(oneJobRate.rounded())),
                               ("speedup", .number((speedup * 1000).rounded() / 1000)),
                               // How many cores each run had on average (CPU seconds per second):
                               // on a machine shared with other work the speedup cannot exceed the
                               // ratio of these.
                               ("oneJobCoresUsed", .number((result.oneJobCPUSeconds / max(result.oneJobSeconds, 1e-9) * 100).rounded() / 100)),
                               ("coresUsed", .number((result.cpuSeconds / max(result.seconds, 1e-9) * 100).rounded() / 100)),
                               ("targetSpeedup", .number(1.7)),
                               ("meetsTarget", .bool(speedup >= 1.7)),
                             ]))
      }
    } catch {
      errors.write("Error: benchmark failed: \(error)\n")
      return ExitCode.failure
    }
    // Each size only when a benchmark that uses it ran.
    var members: [(String, JSONValue)] = []
    if only == nil || only == "trace-read" || only == "trace-recognize" || only == "import-getevent" { members.append(("traceBytes", .int(bytes))) }
    if only == nil || ["side-menu", "scroll-view-scene", "run-side-menu", "run-scroll-view", "screen"].contains(only!) {
      members.append(("sceneBytes", .int(sizes["--scene-bytes"]!)))
    }
    let report = JSONValue.object(members + [
      ("benchmarks", .array(results)),
      ("peakResidentBytes", .int(Stopwatch.peakResidentBytes())),
    ])
    output.write(report.text + "\n")
    return ExitCode.success
  }

  private static func entry(_ name: String, unit: String, count: Int, seconds: Double, target: Double?, extra: [(String, JSONValue)] = []) -> JSONValue {
    let rate = rate(count, seconds)
    var members: [(String, JSONValue)] = [
      ("name", .string(name)),
      ("unit", .string(unit)),
      ("count", .int(count)),
      ("seconds", .number((seconds * 1e6).rounded() / 1e6)),
      ("perSecond", .number(rate.rounded())),
    ]
    members += extra
    if let target {
      members.append(("targetPerSecond", .number(target)))
      members.append(("meetsTarget", .bool(rate >= target)))
    }
    return .object(members)
  }

  /// The `perSecond` of the entry named `name` in `results`, if it is there.
  private static func rate(of name: String, in results: [JSONValue]) -> Double? {
    for entry in results {
      guard case .object(let members) = entry, members.contains(where: { $0.0 == "name" && $0.1 == .string(name) }),
        let value = members.first(where: { $0.0 == "perSecond" })?.1, case .number(let rate) = value
      else { continue }
      return rate
    }
    return nil
  }

  /// `count / seconds`, or 0 when no time was measured.
  private static func rate(_ count: Int, _ seconds: Double) -> Double {
    seconds > 0 ? Double(count) / seconds : 0
  }

  /// `123`, `10K`, `64M`, `1G` (powers of 1024) as a byte count.
  static func parseSize(_ text: String) -> Int? {
    var digits = Substring(text)
    var multiplier = 1
    switch digits.last {
    case "K", "k": multiplier = 1 << 10; digits = digits.dropLast()
    case "M", "m": multiplier = 1 << 20; digits = digits.dropLast()
    case "G", "g": multiplier = 1 << 30; digits = digits.dropLast()
    default: break
    }
    guard let value = Int(digits), value > 0, value <= Int.max / multiplier else { return nil }
    return value * multiplier
  }
}
