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
      ArgumentSpec(name: "format", help: "The recording's format: getevent, evemu, flutter, web or cdp."),
      ArgumentSpec(name: "file", help: "The recording."),
    ],
    options: importOptions + [
      OptionSpec(longName: "--output", shortName: "-o", valueName: "file", help: "Write the trace to a file instead of standard output."),
    ])

  /// The options every importer accepts; `run` accepts them too.
  static let importOptions: [OptionSpec] = [
    OptionSpec(longName: "--display", valueName: "WxH", help: "getevent, evemu: the display in pixels, natural orientation (on Android, 'adb shell wm size')."),
    OptionSpec(longName: "--density", valueName: "dpi", help: "getevent, evemu: the display density; scale = dpi / 160 (on Android, 'adb shell wm density')."),
    OptionSpec(longName: "--scale", valueName: "n", help: "Pixels per point (instead of --density); written to the metadata."),
    OptionSpec(longName: "--raw-range", valueName: "WxH", help: "getevent, evemu: the raw x range is 0..W-1 and y 0..H-1."),
    OptionSpec(longName: "--ranges", valueName: "file", help: "getevent, evemu: a file holding 'adb shell getevent -pl' output."),
    OptionSpec(longName: "--rotate", valueName: "degrees", help: "getevent, evemu: the display rotation while recording.", defaultValue: "0",
               allowedValues: ["0", "90", "180", "270"]),
    OptionSpec(longName: "--device-pixel-ratio", valueName: "n", help: "flutter: physical pixels per logical pixel."),
    OptionSpec(longName: "--viewport", valueName: "WxH", help: "The viewport in points, for formats that do not record it."),
    OptionSpec(longName: "--strict", help: "Treat warnings as errors."),
  ]

  /// The recording's format, the first argument; an option that format does not use is a usage error.
  static func resolve(_ parsed: ParsedArguments) throws(UsageError) -> ImportFormat {
    let format = try parsed.choice(ImportFormat.self, at: 0, placeholder: "<format>")
    if let unused = SceneInput.unusedOption(parsed, format: format, input: "this is a \(format.rawValue) recording") { throw unused }
    return format
  }

  static func execute(
    _ format: ImportFormat, parsed: ParsedArguments, arguments: [String],
    output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32 {
    let path = parsed.positionals[1]
    let options: ImportOptions
    switch importOptions(parsed, spec: spec, errors: &errors) {
    case .failure(let code): return code
    case .success(let value): options = value
    }
    let command = (["gesture-sim", "import"] + arguments.map(SynthCommand.shellQuoted)).joined(separator: " ")
    return OutputDestination.with(path: parsed.value("--output"), standardOutput: &output, errors: &errors) { out, errors in
      convert(format: format, path: path, options: options, command: command, to: &out, errors: &errors)
    }
  }

  /// The outcome of reading the import options: the options or an exit code.
  enum OptionsResult {
    case success(ImportOptions)
    case failure(Int32)
  }

  /// Reads the import options (shared with `run`); prints usage errors and
  /// range-file problems itself.
  static func importOptions(_ parsed: ParsedArguments, spec: CommandSpec, errors: inout some TextOutputStream) -> OptionsResult {
    var options = ImportOptions(strict: parsed.flag("--strict"))
    do throws(UsageError) {
      options.display = try size(parsed, "--display", spec: spec, expected: "a size in pixels such as 1080x2400")
      options.viewport = try size(parsed, "--viewport", spec: spec, expected: "a size in points such as 390x844")
      options.scale = try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10") { $0 >= 0.5 && $0 <= 10 }
      options.density = try parsed.number("--density", spec: spec, expected: "dots per inch between 80 and 1600") { $0 >= 80 && $0 <= 1_600 }
      options.devicePixelRatio = try parsed.number("--device-pixel-ratio", spec: spec, expected: "a number between 0.5 and 10") {
        $0 >= 0.5 && $0 <= 10
      }
      if let raw = try size(parsed, "--raw-range", spec: spec, expected: "whole numbers of raw units such as 1080x2400"),
        raw.width == raw.width.rounded(), raw.height == raw.height.rounded(), raw.width <= 1e9, raw.height <= 1e9
      {
        options.ranges = AxisRanges(width: Int(raw.width), height: Int(raw.height))
      } else if let text = parsed.value("--raw-range") {
        throw spec.invalidValue(text, for: "--raw-range", expected: "whole numbers of raw units such as 1080x2400")
      }
      if parsed.has("--raw-range") && parsed.has("--ranges") {
        throw UsageError(message: "'--raw-range' cannot be used with '--ranges': give the ranges one way")
      }
      options.rotation = DisplayRotation(rawValue: Int(parsed.value("--rotate") ?? "0") ?? 0) ?? .none
    } catch {
      errors.write(spec.usageError(error))
      return .failure(ExitCode.usage)
    }
    if let file = parsed.value("--ranges") {
      let source: FileByteSource
      do {
        source = try FileByteSource(path: file)
      } catch {
        errors.write("\(error)\n")
        return .failure(ExitCode.noInput)
      }
      do {
        guard let found = try GeteventRanges.read(source: source, path: file) else {
          errors.write("\(file):1:1: error: no ABS_MT_POSITION_X and ABS_MT_POSITION_Y ranges found; expected the output of 'adb shell getevent -pl'\n")
          return .failure(ExitCode.dataError)
        }
        options.ranges = found.ranges
      } catch {
        errors.write("\(error)\n")
        if case .readFailed = error.reason { return .failure(ExitCode.noInput) }
        return .failure(ExitCode.dataError)
      }
    }
    return .success(options)
  }

  private static func size(_ parsed: ParsedArguments, _ name: String, spec: CommandSpec, expected: String) throws(UsageError) -> Size? {
    guard let text = parsed.value(name) else { return nil }
    guard let size = RunCommand.parseViewport(text), size.width <= 1_000_000, size.height <= 1_000_000 else {
      throw spec.invalidValue(text, for: name, expected: expected)
    }
    return size
  }

  /// Imports `path` and writes it as a trace to `out`; returns the exit code
  /// (65 for bad data, 66 unreadable).
  static func convert(
    format: ImportFormat, path: String, options: ImportOptions, command: String, to out: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    guard let source = TraceInput.open(path, errors: &errors) else { return ExitCode.noInput }
    do {
      var importer = try TouchImporter(format: format, source: source, path: path, options: options)
      var writer = TraceWriter(output: "", metadata: metadata(of: importer, command: command), columns: importer.columns)
      report(importer.takeWarnings(), to: &errors)
      while let event = try importer.next() {
        writer.write(event)
        if writer.output.utf8.count >= 1 << 16 {
          out.write(writer.output)
          writer.output = ""
        }
        if importer.hasWarnings { report(importer.takeWarnings(), to: &errors) }
      }
      out.write(writer.output)
      report(importer.takeWarnings(), to: &errors)
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

  static func report(_ warnings: [ImportWarning], to errors: inout some TextOutputStream) {
    for warning in warnings { errors.write("\(warning)\n") }
  }
}
