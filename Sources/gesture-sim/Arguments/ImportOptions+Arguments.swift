import Gestures
import ScrollPhysics

/// The import options read from a command line (declared once, `SceneSetup.importOptions`),
/// for `gesture-sim import` and for `gesture-sim run` reading a recording (docs/recording.md).
extension ImportOptions {
  /// The import options a command line gives: every value read and checked, and
  /// the `--ranges` file still to be read (`read(errors:)`), for the request of
  /// `import` and of `run`, `plot` and `view` reading a recording.
  struct Request {
    /// The options, the ranges of `--raw-range` included.
    var options: ImportOptions
    /// `--ranges`: the file holding `adb shell getevent -pl` output, if given.
    var rangesFile: String?

    /// Reads the import options from `parsed` (those of `SceneSetup.importOptions` that `spec`
    /// declares, for `import`, `run`, `plot` and `view`), each value checked on its
    /// own but `--viewport` and `--scale`, whose ranges are the display's (the command
    /// checks them once).
    ///
    /// - Throws: a usage error naming the option at fault.
    init(parsing parsed: CommandSpec.ParsedArguments, spec: CommandSpec) throws(UsageError) {
      var options = ImportOptions(strict: parsed.flag("--strict"))
      options.display = try ImportOptions.size(parsed, "--display", spec: spec, expected: "a size in pixels such as 1080x2400")
      // The viewport and the scale are the display's (written to the trace's metadata):
      // read here, checked by the display's rule once, by the command (`SceneSetup` for
      // run, plot and view; `ImportCommand.checkDisplay` for import).
      if let text = parsed.value("--viewport") {
        guard let size = SizeArgument.parse(text, side: CommandSpec.ParsedArguments.finiteNumber) else {
          throw spec.invalidValue(text, for: "--viewport", expected: "a size in points such as 390x844")
        }
        options.viewport = size
      }
      options.scale = try parsed.number("--scale", spec: spec, expected: "a number between 0.5 and 10", where: { _ in true })
      options.density = try parsed.number("--density", spec: spec, expected: "dots per inch between 80 and 1600") { $0 >= 80 && $0 <= 1_600 }
      options.devicePixelRatio = try parsed.number("--device-pixel-ratio", spec: spec, expected: "a number between 0.5 and 10") {
        $0 >= 0.5 && $0 <= 10
      }
      if let raw = try ImportOptions.size(parsed, "--raw-range", spec: spec, expected: "whole numbers of raw units such as 1080x2400"),
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
      self.options = options
      rangesFile = parsed.value("--ranges")
    }

    /// The options with the ranges of the `--ranges` file, or the exit code once
    /// its problem is printed: 66 when it cannot be read, 65 when it holds no
    /// position ranges or bad data.
    func read(errors: inout some TextOutputStream) -> OptionsResult {
      guard let file = rangesFile else { return .success(options) }
      guard let source = FileByteSource.open(file, errors: &errors) else { return .failure(ExitCode.noInput) }
      var options = options
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
      return .success(options)
    }
  }

  /// The outcome of reading the import options: the options or an exit code.
  enum OptionsResult {
    case success(ImportOptions)
    case failure(Int32)
  }

  private static func size(_ parsed: CommandSpec.ParsedArguments, _ name: String, spec: CommandSpec, expected: String) throws(UsageError) -> Size? {
    guard let text = parsed.value(name) else { return nil }
    guard let size = SizeArgument.parse(text), size.width <= 1_000_000, size.height <= 1_000_000 else {
      throw spec.invalidValue(text, for: name, expected: expected)
    }
    return size
  }
}
