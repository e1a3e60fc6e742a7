/// `gesture-sim recorder`: writes the browser recorder page (`RecorderPage`).
enum RecorderCommand: Command {
  static let spec = CommandSpec(
    name: "gesture-sim recorder",
    abstract: "Write a self-contained HTML page that records touches in the browser as a trace.",
    discussion: """
      Open the page on a phone (AirDrop it, serve it locally, or open the file), touch, then tap
      'Download CSV'. The CSV is a gesture-sim trace with viewport, scale (devicePixelRatio) and
      refresh metadata, and coalesced samples from getCoalescedEvents(); 'gesture-sim run' reads it.
      The page loads nothing from the network.
      Example: gesture-sim recorder -o recorder.html
      """,
    options: [
      CommandSpec.Option(longName: "--output", shortName: "-o", valueName: "file", help: "Write the page to a file instead of standard output."),
    ])

  /// `--output`: the page's file; nil (or `-`) for standard output.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) -> String? { parsed.value("--output") }

  static func execute(_ outputPath: String?, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    OutputDestination.with(path: outputPath, standardOutput: &output, errors: &errors) { out, _ in
      out.write(RecorderPage.html)
      return ExitCode.success
    }
  }
}
