import Gestures
import ScrollPhysics

/// `gesture-sim run TRACE`: replay a trace through a scene and report what happened.
enum RunCommand {
  static let spec = CommandSpec(
    name: "gesture-sim run",
    abstract: "Replay a touch trace and print what the recognizers and scenes did.",
    arguments: [ArgumentSpec(name: "trace", help: "Touch-trace CSV file (see docs/trace-format.md).")],
    options: [
      OptionSpec(longName: "--scene", valueName: "scene", help: "The scene to replay the trace through.", defaultValue: "gestures", allowedValues: ["gestures"]),
      OptionSpec(longName: "--format", valueName: "format", help: "Output format.", defaultValue: "table", allowedValues: ["table", "json"]),
      OptionSpec(longName: "--output", shortName: "-o", valueName: "file", help: "Write the output to a file instead of standard output."),
      OptionSpec(longName: "--strict", help: "Treat trace warnings as errors."),
    ])

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments(arguments, spec: spec)
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    if parsed.wantsHelp { output.write(spec.help); return ExitCode.success }
    let path = parsed.positionals[0]
    let format = parsed.value("--format") ?? "table"
    var options = TraceReaderOptions()
    options.strict = parsed.flag("--strict")

    var text = ""
    let code = TraceInput.withReader(path: path, options: options, errors: &errors) { reader, errors throws(TraceError) in
      var summary = GestureSummary()
      while let event = try reader.next() {
        summary.handle(event)
        TraceInput.report(reader.takeWarnings(), to: &errors)
      }
      summary.finish()
      TraceInput.report(reader.takeWarnings(), to: &errors)
      switch format {
      case "json": text = GestureSummaryReport.json(summary, reader: reader, path: path)
      default: text = GestureSummaryReport.table(summary, reader: reader, path: path)
      }
    }
    if code != ExitCode.success { return code }
    return OutputFile.write(text, to: parsed.value("--output"), standardOutput: &output, errors: &errors)
  }
}
