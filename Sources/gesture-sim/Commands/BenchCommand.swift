#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

  /// The benchmarks' names, as `--only` takes them, in the order the help lists them.
  static let names = Benchmark.all.map(\.name)

  /// A benchmark `--only` names.
  enum Benchmark: Equatable {
    case traceRead, traceRecognize, importGetevent, sideMenu, scrollViewScene
    /// `run-side-menu`, `run-scroll-view`, `screen`: `gesture-sim run` timed (`RunBenchmarks`).
    case run(RunBenchmarks.Scene)
    case scrollViewFrames
    /// `simulation-NAME`: the closed-form simulation `SimulationBenchmarks.cases` names `NAME`.
    case simulation(String)
    /// The property harness (docs/properties.md).
    case propertiesSideMenu, checkJobs

    /// Every benchmark, in the order the help lists them.
    static let all: [Benchmark] =
      [.traceRead, .traceRecognize, .importGetevent, .sideMenu, .scrollViewScene, .run(.sideMenu), .run(.scrollView), .scrollViewFrames, .run(.screen)]
      + SimulationBenchmarks.cases.map { .simulation($0.name) } + [.propertiesSideMenu, .checkJobs]

    /// Its name, as `--only` takes it and its entry reports it.
    var name: String {
      switch self {
      case .traceRead: "trace-read"
      case .traceRecognize: "trace-recognize"
      case .importGetevent: "import-getevent"
      case .sideMenu: "side-menu"
      case .scrollViewScene: "scroll-view-scene"
      case .run(let scene): scene.rawValue
      case .scrollViewFrames: "scroll-view-frames"
      case .simulation(let name): "simulation-" + name
      case .propertiesSideMenu: "properties-side-menu"
      case .checkJobs: "check-jobs"
      }
    }

    /// Whether it reads the generated trace of `--trace-bytes`.
    var usesTraceBytes: Bool {
      switch self {
      case .traceRead, .traceRecognize, .importGetevent: true
      case .sideMenu, .scrollViewScene, .run, .scrollViewFrames, .simulation, .propertiesSideMenu, .checkJobs: false
      }
    }

    /// Whether it reads the generated scene trace of `--scene-bytes`.
    var usesSceneBytes: Bool {
      switch self {
      case .sideMenu, .scrollViewScene, .run: true
      case .traceRead, .traceRecognize, .importGetevent, .scrollViewFrames, .simulation, .propertiesSideMenu, .checkJobs: false
      }
    }
  }

  /// The sizes and counts, each given as a number with an optional K, M or G suffix.
  struct Sizes {
    /// `--trace-bytes`: the generated trace's size, in bytes.
    var traceBytes: Int
    /// `--scene-bytes`: the generated scene trace's size, in bytes.
    var sceneBytes: Int
    /// `--frames`: frames of each scroll-view workload.
    var frames: Int
    /// `--evaluations`: evaluations of each simulation.
    var evaluations: Int
    /// `--check-cases`: `check-jobs`' cases per side-menu property.
    var checkCases: Int
    /// `--long-bytes`: the long trace file's size, in bytes.
    var longBytes: Int
  }

  /// What to measure, and on how much.
  enum Request {
    /// The benchmarks: every one, or `--only`'s.
    case benchmarks(Selection)
    /// `--long`: the long-trace benchmark instead.
    case longTrace(LongTraceBenchmark.Plan)
  }

  /// The benchmarks to run, and on how much.
  struct Selection {
    var sizes: Sizes
    /// `--only`: the one benchmark to run; nil for all.
    var only: Benchmark?
    /// `--jobs`: `check-jobs`' threads, 2…1024.
    var jobs: Int
    /// `run-side-menu`, `run-scroll-view`, `screen`: the runs of those selected,
    /// in that order, each in `--run-format`'s format.
    var runs: [RunBenchmarks.Run]

    /// Whether `benchmark` is to run.
    func includes(_ benchmark: Benchmark) -> Bool {
      only.map { $0 == benchmark } ?? true
    }
  }

  /// The sizes and counts, each a number with an optional K, M or G suffix, and the
  /// options; `--jobs` is checked unless `--long` replaces the benchmarks. The trace
  /// files' temporary folder is the process's `TMPDIR` (else `/tmp`), their names
  /// the process's id; `run`'s requests on them are resolved here, by `run`'s own
  /// `resolve`.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    func size(_ name: String) throws(UsageError) -> Int {
      let option = spec.options.first { $0.longName == name }
      let text = parsed.value(name) ?? option?.defaultValue ?? ""
      guard let value = parseSize(text) else {
        let usage = "\(name) <\(option?.valueName ?? "value")>"
        throw UsageError(
          message: "The value '\(text)' is invalid for '\(usage)': expected a positive number with an optional K, M or G suffix, such as 10M or 1G",
          optionHelp: "\(usage)  \(option?.help ?? "")")
      }
      return value
    }
    let sizes = Sizes(
      traceBytes: try size("--trace-bytes"), sceneBytes: try size("--scene-bytes"), frames: try size("--frames"),
      evaluations: try size("--evaluations"), checkCases: try size("--check-cases"), longBytes: try size("--long-bytes"))
    let temporaryDirectory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let processID = getpid()
    if parsed.flag("--long") {
      return .longTrace(
        try LongTraceBenchmark.Plan(
          bytes: sizes.longBytes, path: parsed.value("--long-path"), temporaryDirectory: temporaryDirectory, processID: processID))
    }
    let jobsText = parsed.value("--jobs") ?? "2"
    guard let jobs = Int(jobsText), jobs >= 2, jobs <= 1024 else {
      throw UsageError(
        message: "The value '\(jobsText)' is invalid for '--jobs <n>': expected a whole number of threads from 2 to 1024",
        optionHelp: "--jobs <n>  check-jobs: the threads compared with one.")
    }
    // The parser checked --only's and --run-format's values against their lists.
    let only = parsed.value("--only").flatMap { name in Benchmark.all.first { $0.name == name } }
    let format = parsed.value("--run-format").flatMap(ReportFormat.init(rawValue:)) ?? .json
    var selection = Selection(sizes: sizes, only: only, jobs: jobs, runs: [])
    for scene in [RunBenchmarks.Scene.sideMenu, .scrollView, .screen] where selection.includes(.run(scene)) {
      selection.runs.append(try RunBenchmarks.Run(scene, format: format, temporaryDirectory: temporaryDirectory, processID: processID))
    }
    return .benchmarks(selection)
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    switch request {
    case .longTrace(let plan):
      return LongTraceBenchmark.run(plan, output: &output, errors: &errors)
    case .benchmarks(let selection):
      return execute(selection, output: &output, errors: &errors)
    }
  }

  /// Runs the selected benchmarks and prints their report; returns the exit code.
  private static func execute(_ selection: Selection, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let sizes = selection.sizes
    let bytes = sizes.traceBytes
    var results: [JSONValue] = []
    do {
      if selection.includes(.traceRead) {
        let result = try TraceBenchmarks.read(bytes: bytes)
        results.append(entry(Benchmark.traceRead.name, unit: "rows", count: result.rows, seconds: result.seconds, target: nil))
      }
      if selection.includes(.importGetevent) {
        // Importing must be at least as fast as reading traces, counted the same way,
        // per line of input (a getevent line, a trace row). The target is trace-read's rate on
        // the same number of bytes, measured in this run: taken from the trace-read entry when
        // it ran, else measured here just before the import (same process, same conditions).
        // Bytes and touches per second are given too: a getevent line is about three times as
        // long as a trace row, and three lines make one touch.
        let traceRate: Double
        if let measured = rate(of: Benchmark.traceRead.name, in: results) {
          traceRate = measured
        } else {
          let reference = try TraceBenchmarks.read(bytes: bytes)
          traceRate = rate(reference.rows, reference.seconds)
        }
        let result = try ImportBenchmarks.getevent(bytes: bytes)
        results.append(entry(Benchmark.importGetevent.name, unit: "lines", count: result.lines, seconds: result.seconds, target: traceRate.rounded(),
                             extra: [
                               ("bytes", .int(result.bytes)),
                               ("bytesPerSecond", .number(rate(result.bytes, result.seconds).rounded())),
                               ("touches", .int(result.rows)),
                               ("touchesPerSecond", .number(rate(result.rows, result.seconds).rounded())),
                               ("traceReadRowsPerSecond", .number(traceRate.rounded())),
                             ]))
      }
      if selection.includes(.traceRecognize) {
        let result = try TraceBenchmarks.readAndRecognize(bytes: bytes)
        results.append(entry(Benchmark.traceRecognize.name, unit: "rows", count: result.rows, seconds: result.seconds, target: 5_000_000,
                             extra: [("gestures", .int(result.gestures))]))
      }
      if selection.includes(.sideMenu) {
        let result = try SideMenuBenchmarks.run(bytes: sizes.sceneBytes)
        results.append(entry(Benchmark.sideMenu.name, unit: "samples", count: result.samples, seconds: result.seconds, target: 2_000_000,
                             extra: [
                               ("frames", .int(result.frames)), ("framesSkipped", .int(result.framesSkipped)),
                               ("framesPerSecond", .number(rate(result.frames, result.seconds).rounded())),
                               ("records", .int(result.records)), ("taps", .int(result.taps)),
                               ("source", .string(result.source)),
                             ]))
      }
      if selection.includes(.scrollViewScene) {
        let result = try ScrollViewSceneBenchmarks.run(bytes: sizes.sceneBytes)
        results.append(entry(Benchmark.scrollViewScene.name, unit: "samples", count: result.samples, seconds: result.seconds, target: 2_000_000,
                             extra: [("frames", .int(result.frames)), ("records", .int(result.records))]))
      }
      // The user's path: `gesture-sim run` on a trace file, argument parsing aside.
      for run in selection.runs {
        let result = try RunBenchmarks.run(run, bytes: sizes.sceneBytes)
        var extra: [(String, JSONValue)] = [
          ("format", .string(result.format.rawValue)), ("bytes", .int(result.bytes)),
          ("bytesPerSecond", .number(rate(result.bytes, result.seconds).rounded())),
        ]
        if let start = result.startResidentBytes, let peak = result.peakResidentBytes {
          extra += [("startResidentBytes", .int(start)), ("peakResidentBytes", .int(peak))]
        }
        results.append(entry(run.scene.rawValue, unit: "samples", count: result.samples, seconds: result.seconds, target: run.scene.target, extra: extra))
      }
      if selection.includes(.scrollViewFrames) {
        let result = ScrollViewBenchmarks.run(frames: sizes.frames)
        let frames = result.decelerationFrames + result.pagingFrames
        let seconds = result.decelerationSeconds + result.pagingSeconds
        results.append(entry(Benchmark.scrollViewFrames.name, unit: "frames", count: frames, seconds: seconds, target: 10_000_000,
                             extra: [
                               ("decelerationPerSecond", .number(rate(result.decelerationFrames, result.decelerationSeconds).rounded())),
                               ("pagingPerSecond", .number(rate(result.pagingFrames, result.pagingSeconds).rounded())),
                               ("checksum", .number(result.checksum)),
                             ]))
      }
      for simulation in SimulationBenchmarks.cases where selection.includes(.simulation(simulation.name)) {
        let count = sizes.evaluations
        let result = simulation.run(count)
        results.append(entry(Benchmark.simulation(simulation.name).name, unit: "evaluations", count: count, seconds: result.seconds,
                             target: 50_000_000, extra: [("checksum", .number(result.checksum))]))
      }
      // The property harness (docs/properties.md).
      if selection.includes(.propertiesSideMenu) {
        let result = try PropertyBenchmarks.sideMenu()
        results.append(entry(Benchmark.propertiesSideMenu.name, unit: "cases", count: result.cases, seconds: result.seconds, target: 20_000,
                             extra: [("properties", .int(result.properties))]))
      }
      // check --jobs against --jobs 1 (wall clock): the target is 1.7 times the rate.
      if selection.includes(.checkJobs) {
        let jobs = selection.jobs
        let result = try PropertyBenchmarks.jobs(jobs, casesPerProperty: sizes.checkCases)
        let oneJobRate = rate(result.cases, result.oneJobSeconds)
        let speedup = oneJobRate > 0 ? rate(result.cases, result.seconds) / oneJobRate : 0
        results.append(entry(Benchmark.checkJobs.name, unit: "cases", count: result.cases, seconds: result.seconds, target: nil,
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
    if selection.only?.usesTraceBytes ?? true { members.append(("traceBytes", .int(bytes))) }
    if selection.only?.usesSceneBytes ?? true { members.append(("sceneBytes", .int(sizes.sceneBytes))) }
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
