import Gestures
import ScrollPhysics

/// The import options as command-line options, for `gesture-sim import` and for
/// `gesture-sim run` reading a recording (docs/recording.md).
extension ImportOptions {
  /// The options every importer accepts: `import`'s, and `run`'s for a recording.
  static let optionSpecs: [OptionSpec] = [
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

  /// The outcome of reading the import options: the options or an exit code.
  enum OptionsResult {
    case success(ImportOptions)
    case failure(Int32)
  }

  /// Reads the import options from `parsed` (those of `optionSpecs` that `spec`
  /// declares, for `import` and `run`), with the ranges file of `--ranges`; prints
  /// usage errors and range-file problems itself.
  static func read(_ parsed: ParsedArguments, spec: CommandSpec, errors: inout some TextOutputStream) -> OptionsResult {
    var options = ImportOptions(strict: parsed.flag("--strict"))
    do throws(UsageError) {
      options.display = try size(parsed, "--display", spec: spec, expected: "a size in pixels such as 1080x2400")
      options.viewport = try size(parsed, "--viewport", spec: spec, expected: "a size in points such as 390x844")
      options.scale = try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10") { TraceMetadata.scales.contains($0) }
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
    guard let size = SizeArgument.parse(text), size.width <= 1_000_000, size.height <= 1_000_000 else {
      throw spec.invalidValue(text, for: name, expected: expected)
    }
    return size
  }
}
