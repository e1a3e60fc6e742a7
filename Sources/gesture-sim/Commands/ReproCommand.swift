import Gestures

/// `gesture-sim repro <name>`: reproduces one of the side-menu tutorial's bugs from
/// the traces in `traces/` and checks that every tutorial step behaves as the
/// tutorial describes (docs/side-menu.md, "The two bugs").
enum ReproCommand {
  static let spec = CommandSpec(
    name: "gesture-sim repro",
    abstract: "Reproduce a side-menu tutorial bug from its traces and check every step.",
    discussion: """
      paging-snap: the menu that pops back out (a slow swipe that hides the menu and
      rests, or a tap on the detail view, with paging on and the menu hidden).
      double-tap: the hamburger that needs two taps after a swipe opened the menu.
      Prints a table (variant, swipe, taps to close, final offset, showingMenu) and exits
      0 when every variant behaves as the tutorial describes, 1 otherwise.
      """,
    arguments: [ArgumentSpec(name: "name", help: "The bug to reproduce (paging-snap, double-tap).")],
    options: [
      OptionSpec(
        longName: "--traces", valueName: "directory", help: "Where the repro's trace files are.",
        defaultValue: "traces"),
      OptionSpec(
        longName: "--refresh", valueName: "hz", help: "Display refresh rate in hertz.", defaultValue: "120",
        allowedValues: ["60", "120"]),
    ])

  static func run(arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments(arguments, spec: spec)
    } catch {
      errors.write(spec.usageError(error))
      return ExitCode.usage
    }
    if parsed.wantsHelp {
      output.write(spec.help)
      return ExitCode.success
    }
    let name = parsed.positionals[0]
    guard let repro = SideMenuRepro(rawValue: name) else {
      var message = "The value '\(name)' is invalid for '<name>'. Expected one of: "
      message += SideMenuRepro.allCases.map(\.rawValue).joined(separator: ", ")
      if let suggestion = EditDistance.closest(to: name, in: SideMenuRepro.allCases.map(\.rawValue)) {
        message += ". Did you mean '\(suggestion)'?"
      }
      errors.write(spec.usageError(UsageError(message: message)))
      return ExitCode.usage
    }
    let directory = parsed.value("--traces") ?? "traces"
    let refresh = Double(parsed.value("--refresh") ?? "120") ?? 120

    let report: SideMenuReproReport
    do {
      report = try repro.run(refreshRate: refresh) { (input: SideMenuRepro.Input) throws(ReproInputError) -> [TouchEvent] in
        try readEvents(path: directory + "/" + input.fileName)
      }
    } catch {
      switch error {
      case .file(let file):
        errors.write("\(file)\n")
        return ExitCode.noInput
      case .trace(let trace):
        errors.write("\(trace)\n")
        return ExitCode.dataError
      }
    }
    output.write(report.table)
    return report.passed ? ExitCode.success : ExitCode.failure
  }

  /// Reads every event of the trace at `path`.
  static func readEvents(path: String) throws(ReproInputError) -> [TouchEvent] {
    let source: FileByteSource
    do {
      source = try FileByteSource(path: path)
    } catch {
      throw .file(error)
    }
    do {
      var reader = try TraceReader(source: source, path: path)
      var events: [TouchEvent] = []
      while let event = try reader.next() { events.append(event) }
      return events
    } catch {
      throw .trace(error)
    }
  }
}

/// Why a repro's trace could not be used.
enum ReproInputError: Error {
  /// The file could not be opened (exit 66).
  case file(FileError)
  /// The file holds bad data (exit 65).
  case trace(TraceError)
}
