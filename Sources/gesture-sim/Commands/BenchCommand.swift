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
      OptionSpec(longName: "--only", valueName: "name", help: "Run one benchmark.", allowedValues: BenchCommand.names),
    ])

  static let names = ["trace-read", "trace-recognize"]
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
    guard let bytes = parseSize(parsed.value("--trace-bytes") ?? "64M") else {
      errors.write(spec.usageError(UsageError(
        message: "The value '\(parsed.value("--trace-bytes") ?? "")' is invalid for '--trace-bytes <bytes>': expected a positive size such as 10M or 1G",
        optionHelp: "--trace-bytes <bytes>  Size of the generated trace.")))
      return ExitCode.usage
    }
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
      ("benchmarks", .array(results)),
      ("peakResidentBytes", .int(Stopwatch.peakResidentBytes())),
    ])
    output.write(report.text + "\n")
    return ExitCode.success
  }

  private static func entry(_ name: String, unit: String, count: Int, seconds: Double, target: Double?, extra: [(String, JSONValue)] = []) -> JSONValue {
    let rate = seconds > 0 ? Double(count) / seconds : 0
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
