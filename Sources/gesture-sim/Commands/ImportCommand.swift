import Gestures
import ScrollPhysics

/// `gesture-sim import FORMAT FILE`: converts a recording made with another
/// tool (getevent, evemu, Flutter, the browser, Chrome DevTools) to the trace
/// format (docs/recording.md).
///
/// The conversion streams in constant memory. The trace's metadata gives the
/// viewport, scale and refresh rate (estimated from the sample spacing), the
/// exact command (`# import:`) and every assumption (`# assumption:`).
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "gesture-sim import",
    abstract: "Convert a touch recording (getevent, evemu, flutter, web, cdp) to the trace format.",
    discussion: """
      getevent: 'adb shell getevent -lt' output (also -t, -ltr, -lTr, raw hex, protocol A or B). The
      touch panel's raw ranges come from 'getevent -pl' output in the same file, --ranges FILE or
      --raw-range WxH; the display from --display WxH ('adb shell wm size') and --density DPI
      ('adb shell wm density') or --scale. Pixels follow AOSP: (raw - min) * display / (max - min + 1);
      points = pixels / scale. evemu: evemu-record files (ranges in the header).
      flutter: PointerData JSON packets (--device-pixel-ratio) or serialized PointerEvent lists.
      web: the JSON of docs/recording.md (W3C field names) or the recorder page's CSV.
      cdp: a JSON list of Input.dispatchTouchEvent calls.
      Example: gesture-sim import getevent swipe.txt --display 1080x2400 --density 420 -o swipe.csv
      """,
    arguments: [
      CommandSpec.Argument(name: "format", help: "The recording's format: getevent, evemu, flutter, web or cdp."),
      CommandSpec.Argument(name: "file", help: "The recording."),
    ],
    options: SceneSetup.importOptions + [
      CommandSpec.Option(longName: "--output", shortName: "-o", valueName: "file", help: "Write the trace to a file instead of standard output."),
    ])

  /// What `import` converts, and how.
  struct Request {
    /// The recording's format, the first argument.
    var format: ImportFormat
    /// The recording's path, the second.
    var path: String
    /// The import options (the `--ranges` file read when the command runs).
    var options: ImportOptions.Request
    /// The command as typed, for the trace's `# import:` line.
    var command: String
    /// `--output`: the trace's file; nil (or `-`) for standard output.
    var outputPath: String?
  }

  /// The recording's format, the first argument; an option that format does not use is a usage error.
  static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> Request {
    let format = try parsed.choice(ImportFormat.self, at: 0, placeholder: "<format>")
    if let unused = SceneSetup.unusedOption(SceneSetup.formatSpecificOptions(in: parsed), format: format, input: "this is a \(format.rawValue) recording") { throw unused }
    let options = try ImportOptions.Request(parsing: parsed, spec: spec)
    try checkDisplay(options.options, parsed)
    return Request(
      format: format, path: parsed.positionals[1], options: options, command: spec.commandLine(parsed.arguments),
      outputPath: parsed.value("--output"))
  }

  /// Checks `--viewport` and `--scale`, which the trace's metadata keeps, by the
  /// rule of every scene's display (`Display`'s, the trace reader's limits), so that
  /// the trace written can be run.
  ///
  /// - Throws: a usage error naming the option, with the rule's reason.
  private static func checkDisplay(_ options: ImportOptions, _ parsed: CommandSpec.ParsedArguments) throws(UsageError) {
    do {
      if let viewport = options.viewport { try Display.validate(viewport: viewport) }
      if let scale = options.scale { try Display.validate(scale: scale) }
    } catch {
      let name = "--\(error.key.name)"
      throw CommandSpec.invalidValue(parsed.value(name) ?? "", for: name, in: spec.options, reason: error.reason)
    }
  }

  static func execute(_ request: Request, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    let options: ImportOptions
    switch request.options.read(errors: &errors) {
    case .failure(let code): return code
    case .success(let value): options = value
    }
    return OutputDestination.with(path: request.outputPath, standardOutput: &output, errors: &errors) { out, errors in
      convert(format: request.format, path: request.path, options: options, command: request.command, to: &out, errors: &errors)
    }
  }

  /// Imports `path` and writes it as a trace to `out`; returns the exit code
  /// (65 for bad data, 66 unreadable).
  static func convert(
    format: ImportFormat, path: String, options: ImportOptions, command: String, to out: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    guard let source = FileByteSource.open(path, errors: &errors) else { return ExitCode.noInput }
    do {
      var importer = try TouchImporter(format: format, source: source, path: path, options: options)
      var writer = TraceWriter(output: "", metadata: metadata(of: importer, command: command), columns: importer.columns)
      ImportWarning.report(importer.takeWarnings(), to: &errors)
      while let event = try importer.next() {
        writer.write(event)
        if writer.output.utf8.count >= 1 << 16 {
          out.write(writer.output)
          writer.output = ""
        }
        if importer.hasWarnings { ImportWarning.report(importer.takeWarnings(), to: &errors) }
      }
      out.write(writer.output)
      ImportWarning.report(importer.takeWarnings(), to: &errors)
      return ExitCode.success
    } catch {
      errors.write("\(error)\n")
      if case .readFailed = error.reason { return ExitCode.noInput }
      return ExitCode.dataError
    }
  }

  /// The trace metadata: the importer's, plus the command and the assumptions.
  static func metadata<S>(of importer: TouchImporter<S>, command: String) -> TraceMetadata {
    var metadata = importer.metadata
    metadata.source = metadata.source.map { String($0.map { $0 == "\n" || $0 == "\r" ? " " : $0 }) }
    metadata.unknown.append(TraceMetadata.Entry(key: "import", value: String(command.map { $0 == "\n" || $0 == "\r" ? " " : $0 })))
    for assumption in importer.assumptions {
      metadata.unknown.append(TraceMetadata.Entry(key: "assumption", value: assumption))
    }
    return metadata
  }
}
