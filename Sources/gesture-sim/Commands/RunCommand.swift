/// `gesture-sim run TRACE`: replay a trace and report what happened.
enum RunCommand {
  static let spec = CommandSpec(
    name: "gesture-sim run",
    abstract: "Replay a touch trace and print what the recognizers and scenes did.",
    arguments: [ArgumentSpec(name: "trace", help: "Touch-trace CSV file (see docs/trace-format.md).")],
    options: [
      OptionSpec(longName: "--strict", help: "Treat trace warnings as errors."),
    ])

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    do {
      let parsed = try ParsedArguments(arguments, spec: spec)
      if parsed.wantsHelp { output.write(spec.help); return ExitCode.success }
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    return ExitCode.success
  }
}
