/// `gesture-sim bench`: throughput benchmarks, printed as one JSON object.
///
/// Each benchmark reports its work, its CPU seconds (this thread), its throughput and
/// the target from the issues; `peakResidentBytes` is the process's peak memory.
/// docs/performance.md lists every figure and how to reproduce it.
enum BenchCommand {
  static let spec = CommandSpec(
    name: "gesture-sim bench",
    abstract: "Measure throughput and print it as JSON.",
    discussion: "Build with -c release for meaningful numbers: swift run -c release gesture-sim bench",
    options: [
      OptionSpec(longName: "--trace-bytes", valueName: "bytes", help: "Size of the generated trace, with an optional K, M or G suffix.", defaultValue: "64M"),
      OptionSpec(longName: "--scene-bytes", valueName: "bytes", help: "Size of the generated side-menu trace, with an optional K, M or G suffix.", defaultValue: "16M"),
      OptionSpec(longName: "--frames", valueName: "count", help: "Frames of each scroll-view workload, with an optional K, M or G suffix.", defaultValue: "4M"),
      OptionSpec(longName: "--evaluations", valueName: "count", help: "Evaluations of each simulation, with an optional K, M or G suffix.", defaultValue: "16M"),
      OptionSpec(longName: "--only", valueName: "name", help: "Run one benchmark.", allowedValues: BenchCommand.names),
      // The long-trace benchmark (issue 9, docs/robustness.md "Long traces").
      OptionSpec(longName: "--long", help: "Instead: replay a long side-menu trace from a file as 'run --scene side-menu' does and time it against 'wc -l' on the file."),
      OptionSpec(longName: "--long-bytes", valueName: "bytes", help: "--long: size of the trace file to write, with an optional K, M or G suffix.", defaultValue: "1G"),
      OptionSpec(
        longName: "--long-path", valueName: "file",
        help: "--long: the trace file; written there when it does not exist (and kept), reused as it is when it does.",
        defaultValue: "a temporary file, removed afterwards"),
    ])

  static let names = ["trace-read", "trace-recognize", "side-menu", "scroll-view-scene", "scroll-view-frames"]
    + SimulationBenchmarks.cases.map { "simulation-" + $0.name }
    + PropertyBenchmarks.names  // the property harness (issue 7, docs/properties.md)

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments(arguments, spec: spec)
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    if parsed.wantsHelp { output.write(spec.help); return ExitCode.success }
    // The sizes and counts, each a number with an optional K, M or G suffix.
    var sizes: [String: Int] = [:]
    for option in spec.options where !["--only", "--long", "--long-path"].contains(option.longName) {
      let text = parsed.value(option.longName) ?? option.defaultValue ?? ""
      guard let value = parseSize(text) else {
        let usage = "\(option.longName) <\(option.valueName ?? "value")>"
        errors.write(spec.usageError(UsageError(
          message: "The value '\(text)' is invalid for '\(usage)': expected a positive number with an optional K, M or G suffix, such as 10M or 1G",
          optionHelp: "\(usage)  \(option.help)")))
        return ExitCode.usage
      }
      sizes[option.longName] = value
    }
    if parsed.flag("--long") {
      return LongTraceBenchmark.run(bytes: sizes["--long-bytes"]!, path: parsed.value("--long-path"), output: &output, errors: &errors)
    }
    let bytes = sizes["--trace-bytes"]!
    let only = parsed.value("--only")
    var results: [JSONValue] = []
    do {
      if only == nil || only == "trace-read" {
        let result = try TraceBenchmarks.read(bytes: bytes)
        results.append(entry("trace-read", unit: "rows", count: result.rows, seconds: result.seconds, target: nil))
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
      // The property harness (issue 7, docs/properties.md).
      if only == nil || only == "properties-side-menu" {
        let result = try PropertyBenchmarks.sideMenu()
        results.append(entry("properties-side-menu", unit: "cases", count: result.cases, seconds: result.seconds, target: 20_000,
                             extra: [("properties", .int(result.properties))]))
      }
    } catch {
      errors.write("Error: benchmark failed: \(error)\n")
      return ExitCode.failure
    }
    let report = JSONValue.object([
      ("traceBytes", .int(bytes)),
      ("sceneBytes", .int(sizes["--scene-bytes"]!)),
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
