import Gestures

/// The set-up's input, read the same way by `run`, `plot` and `view`: a trace
/// (docs/trace-format.md), or a recording in another format (getevent, evemu,
/// flutter, web, cdp; docs/recording.md) converted on the fly as `gesture-sim
/// import` converts it, with the same options. The format is detected from the
/// file's first bytes unless `--input-format` names it. The input is part of the
/// set-up (`SceneSetup.input`): opening it (`openInput`) and reading it
/// (`OpenedInput.read(into:errors:)`) completes the set-up with the trace's
/// metadata and hands the scene to the command's visitor.
///
/// Errors are the tool's: a bad option value is a usage error (64), an import
/// option the input's format does not use is a usage error naming the formats
/// that use it (64), a file that cannot be opened 66, bad data
/// `file:line:column: error: …` and 65.
extension SceneSetup {
  /// `--strict`, for `run`, `plot` and `view`.
  static let strictOption = CommandSpec.Option(longName: "--strict", help: "Treat trace warnings as errors.")

  /// `--input-format`.
  static let inputFormatOption = CommandSpec.Option(
    longName: "--input-format", valueName: "format", help: "The input's format; auto detects it from the file's start.",
    defaultValue: "auto", allowedValues: ["auto", "trace"] + ImportFormat.allCases.map(\.rawValue))

  /// The import options, declared once: `gesture-sim import`'s, and those of `run`,
  /// `plot` and `view` for a recording (`importSpecs`), read by `ImportOptions.Request`.
  static let importOptions: [CommandSpec.Option] = [
    CommandSpec.Option(longName: "--display", valueName: "WxH", help: "getevent, evemu: the display in pixels, natural orientation (on Android, 'adb shell wm size')."),
    CommandSpec.Option(longName: "--density", valueName: "dpi", help: "getevent, evemu: the display density; scale = dpi / 160 (on Android, 'adb shell wm density')."),
    CommandSpec.Option(longName: "--scale", valueName: "n", help: "Pixels per point (instead of --density); written to the metadata."),
    CommandSpec.Option(longName: "--raw-range", valueName: "WxH", help: "getevent, evemu: the raw x range is 0..W-1 and y 0..H-1."),
    CommandSpec.Option(longName: "--ranges", valueName: "file", help: "getevent, evemu: a file holding 'adb shell getevent -pl' output."),
    CommandSpec.Option(longName: "--rotate", valueName: "degrees", help: "getevent, evemu: the display rotation while recording.", defaultValue: "0",
               allowedValues: ["0", "90", "180", "270"]),
    CommandSpec.Option(longName: "--device-pixel-ratio", valueName: "n", help: "flutter: physical pixels per logical pixel."),
    CommandSpec.Option(longName: "--viewport", valueName: "WxH", help: "The viewport in points, for formats that do not record it."),
    CommandSpec.Option(longName: "--strict", help: "Treat warnings as errors."),
  ]

  /// `importOptions` but `--viewport`, `--scale` and `--strict`,
  /// which the commands have already (`SceneSetup.displaySpecs`, `strictOption`) and
  /// which then serve both the display and the import.
  static let importSpecs = importOptions.filter { !["--viewport", "--scale", "--strict"].contains($0.longName) }

  /// The import options that only some formats use, and those formats (the
  /// others ignore them, so giving one is a mistake worth reporting).
  static let formatSpecificOptions: [(name: String, formats: [ImportFormat])] = [
    ("--display", [.getevent, .evemu]), ("--density", [.getevent, .evemu]), ("--raw-range", [.getevent, .evemu]),
    ("--ranges", [.getevent, .evemu]), ("--rotate", [.getevent, .evemu]), ("--device-pixel-ratio", [.flutter]),
  ]

  /// The options of `formatSpecificOptions` that `parsed` has, in that order.
  static func formatSpecificOptions(in parsed: CommandSpec.ParsedArguments) -> [String] {
    formatSpecificOptions.map(\.name).filter(parsed.has)
  }

  /// The first of the format-specific options `given` that an input of `format`
  /// (nil: a trace) does not use, as a usage error naming the formats that use it;
  /// `input` describes the input.
  static func unusedOption(_ given: [String], format: ImportFormat?, input: String) -> UsageError? {
    for (name, formats) in formatSpecificOptions where given.contains(name) && !(format.map(formats.contains) ?? false) {
      let names = formats.map(\.rawValue).joined(separator: " and ")
      return UsageError(message: "'\(name)' converts \(names) recordings; \(input), so remove it")
    }
    return nil
  }

  /// Whether a file's first bytes are no text at all: nothing, a NUL byte, or
  /// bytes that are not UTF-8 (a character cut at the end of the prefix aside).
  static func isNotText(_ prefix: [UInt8]) -> Bool {
    if prefix.isEmpty || prefix.contains(0) { return true }
    // Up to three bytes at the end may be the start of a character the prefix cut.
    for cut in 0...min(3, prefix.count - 1) where String(validating: prefix.dropLast(cut), as: UTF8.self) != nil { return false }
    return true
  }

  /// The input as the command line names it: every option read and checked on its
  /// own; what depends on the file (its format, when detected) is checked when it
  /// is opened (`openInput`).
  struct Input {
    /// The input's path, the command's first argument.
    var path: String
    /// `--strict`, and the reader's buffer.
    var readerOptions: TraceReaderOptions
    /// `--input-format`, with the import options for a recording.
    var format: InputFormat
    /// The options given that only some formats use (`formatSpecificOptions`), in that order.
    var formatSpecificOptions: [String]
    /// Whether `--scale` was given with `--scene gestures` (`screenlessOption`).
    var scaleWithoutPixels: Bool
    /// The command's arguments as given, for a converted recording's `# import:`
    /// line (`CommandSpec.commandLine`).
    var arguments: [String]
    /// The command's spec, for a usage error found once the input's metadata is read.
    var spec: CommandSpec

    /// `--input-format`.
    enum InputFormat {
      /// `trace`: the file is read as a trace, with no detection.
      case trace
      /// `auto`: the file's first bytes say; a recording is converted with
      /// `options` (nil: none given, the importers' defaults).
      case detect(options: ImportOptions.Request?)
      /// A recording's format, converted with `options` (nil: none given).
      case recording(ImportFormat, options: ImportOptions.Request?)
    }

    /// Reads the input options of `parsed` (its first positional argument is the
    /// input) for the command `spec` describes.
    ///
    /// - Throws: a usage error: a bad value, or with `--input-format trace` an
    ///   option only a recording takes.
    init(parsing parsed: CommandSpec.ParsedArguments, spec: CommandSpec) throws(UsageError) {
      path = parsed.positionals[0]
      // The reader's smallest buffer (4 × (the longest line + 2), about 256 KiB) rather
      // than its 1 MiB default: files are read 64 KiB at a time, so a larger buffer
      // only adds to the peak memory of every run (docs/performance.md, "The user's path").
      readerOptions = TraceReaderOptions(strict: parsed.flag("--strict"), bufferSize: 0)
      formatSpecificOptions = SceneSetup.formatSpecificOptions(in: parsed)
      scaleWithoutPixels = parsed.value("--scene") == SceneSetup.SceneKind.gestures.name && parsed.has("--scale")
      arguments = parsed.arguments
      self.spec = spec
      let name = parsed.value("--input-format") ?? "auto"
      guard name != "trace" else {
        format = .trace
        let input = "--input-format trace reads a trace"
        if let error = unusedOption(format: nil, input: input) ?? screenlessOption(input: input) { throw error }
        return
      }
      // The import options are read only when one is given: a trace needs none, and
      // a recording given none is converted with the importers' defaults (`open`).
      let given = importOptions.contains { $0.longName != "--strict" && parsed.has($0.longName) }
      let options = given ? try ImportOptions.Request(parsing: parsed, spec: spec) : nil
      format = ImportFormat(rawValue: name).map { .recording($0, options: options) } ?? .detect(options: options)
    }

    /// The first option given that an input of `format` (nil: a trace) does not
    /// use (`SceneSetup.unusedOption`); `input` describes the input.
    func unusedOption(format: ImportFormat?, input: String) -> UsageError? {
      SceneSetup.unusedOption(formatSpecificOptions, format: format, input: input)
    }

    /// `--scale` with `--scene gestures` on a trace: the scene has no pixels, so it
    /// only converts recordings (where every scene takes it). `--viewport` places the
    /// gestures scene's screen edges, so it applies to a trace too.
    func screenlessOption(input: String) -> UsageError? {
      guard scaleWithoutPixels else { return nil }
      return UsageError(
        message: "The gestures scene has no pixels, so '--scale' only converts a recording; \(input), so remove it")
    }
  }

  /// The outcome of `openInput`: the set-up with its input open, or the exit code
  /// after the error was printed.
  enum Opening {
    case opened(OpenedInput)
    case failed(Int32)
  }

  /// The set-up with its input open: the file opened and its format found, to be
  /// read into a command's visitor (`read(into:errors:)`).
  struct OpenedInput {
    /// What was opened.
    fileprivate enum Content {
      /// `--input-format trace`: the file is opened when read, with no detection.
      case trace
      /// A trace, detected.
      case detected(FileByteSource)
      /// A recording, converted when read; `command` is the `# import:` metadata.
      case recording(ImportFormat, FileByteSource, ImportOptions, command: String)
    }

    /// The set-up the input completes.
    let setup: SceneSetup
    /// The set-up's input, as the command line names it.
    let input: Input
    /// The path, and for a recording its format and how it was chosen (`SceneVisitor.visit`).
    let label: String
    fileprivate let content: Content
  }

  /// Opens the input (`input`, which the command's `resolve` sets) and finds its
  /// format; prints any error (usage errors with the command's usage).
  func openInput(errors: inout some TextOutputStream) -> Opening {
    guard let request = input else { preconditionFailure("SceneSetup.openInput: a set-up without an input") }
    let path = request.path
    let spec = request.spec
    let readerOptions = request.readerOptions
    let named: ImportFormat?
    let given: ImportOptions.Request?
    switch request.format {
    case .trace:
      return .opened(OpenedInput(setup: self, input: request, label: path, content: .trace))
    case .detect(let options):
      (named, given) = (nil, options)
    case .recording(let format, let options):
      (named, given) = (format, options)
    }
    var importOptions: ImportOptions?
    switch given?.read(errors: &errors) {
    case .failure(let code): return .failed(code)
    case .success(let value): importOptions = value
    case nil: importOptions = nil
    }
    // The input's first bytes say its format (unless --input-format names it).
    guard let source = FileByteSource.open(path, errors: &errors) else { return .failed(ExitCode.noInput) }
    let prefix: [UInt8]
    do {
      prefix = try source.readPrefix()
    } catch {
      errors.write("\(path):1:1: error: could not read the trace: \(error)\n")
      return .failed(ExitCode.noInput)
    }
    let recording = named ?? ImportFormat.detect(prefix)
    let how = named == nil ? "detected" : "--input-format"
    let described = recording.map { "'\(path)' is a \($0.rawValue) recording (\(how))" } ?? "'\(path)' is a trace (detected)"
    if recording == nil && ImportFormat.looksLikeJSON(prefix) {
      // JSON that names no format's fields: a trace reader would call its first line an unknown column.
      errors.write(
        "\(path):1:1: error: the file is JSON in a shape gesture-sim does not recognise: its start names none of the fields of a web "
          + "(changedTouches, clientX, pointerId), flutter (physicalX, change, PointerDownEvent) or cdp (touchPoints) recording; "
          + "give --input-format web, flutter or cdp to read it as one of them (docs/recording.md)\n")
      return .failed(ExitCode.dataError)
    }
    // An empty or binary file: what is wrong with the file comes first (the trace reader says it),
    // not the options it was given.
    if recording == nil && Self.isNotText(prefix) {
      return .opened(OpenedInput(setup: self, input: request, label: path, content: .detected(source)))
    }
    if let error = request.unusedOption(format: recording, input: described) {
      errors.write(spec.usageError(error))
      return .failed(ExitCode.usage)
    }
    guard let recording else {
      if let error = request.screenlessOption(input: described) {
        errors.write(spec.usageError(error))
        return .failed(ExitCode.usage)
      }
      return .opened(OpenedInput(setup: self, input: request, label: path, content: .detected(source)))
    }
    return .opened(
      OpenedInput(
        setup: self, input: request, label: "\(path) (\(recording.rawValue) recording, \(how))",
        content: .recording(
          recording, source, importOptions ?? ImportOptions(strict: readerOptions.strict), command: spec.commandLine(request.arguments))))
  }

  /// `plot` and `view`: opens the set-up's input (`openInput`), sets up its
  /// scene and reads the input into its visitor, and, when that succeeds, writes
  /// the visitor's `picture` to the request's output (standard output when nil or
  /// `-`); returns the exit code. Nothing is written when the input fails.
  static func draw<Visitor: SceneVisitor>(
    _ request: PictureRequest<Visitor>, picture: KeyPath<Visitor, String>, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    let input: OpenedInput
    switch request.setup.openInput(errors: &errors) {
    case .failed(let code): return code
    case .opened(let value): input = value
    }
    var visitor = request.visitor
    let code = input.read(into: &visitor, errors: &errors)
    guard code == ExitCode.success else { return code }
    let document = visitor[keyPath: picture]
    return OutputDestination.with(path: request.outputPath, standardOutput: &output, errors: &errors) { out, _ in
      out.write(document)
      return ExitCode.success
    }
  }
}

extension SceneSetup.OpenedInput {
  /// Sets up the scene the set-up names on the input's metadata and reads the input
  /// into `visitor` (`SceneSetup.setUp`), after the screen scene's `--screen` file
  /// (`SceneSetup.readScreen`); returns the exit code: 64 and the usage error when a
  /// command-line value does not fit the scene, 65 for bad data, 66 when the input
  /// cannot be read.
  func read<Visitor: SceneVisitor, E: TextOutputStream>(into visitor: inout Visitor, errors: inout E) -> Int32 {
    let (path, readerOptions) = (input.path, input.readerOptions)
    // The screen scene's `--screen` file first: its errors are the file's (65, 66).
    var setup = setup
    if let code = setup.readScreen(errors: &errors) { return code }
    var usage: UsageError?
    func setUp<S: ByteSource, Errors: TextOutputStream>(_ reader: inout TraceReader<S>, _ errors: inout Errors) throws(TraceError) {
      do {
        try setup.setUp(&visitor, reader: &reader, path: path, label: label, errors: &errors)
      } catch {
        switch error {
        case .usage(let error): usage = error
        case .data(let error): throw error
        }
      }
    }
    let code: Int32
    switch content {
    case .trace:
      guard let source = FileByteSource.open(path, errors: &errors) else { return ExitCode.noInput }
      code = Self.withReader(source: source, path: path, options: readerOptions, errors: &errors) { reader, errors throws(TraceError) in
        try setUp(&reader, &errors)
      }
    case .detected(let source):
      code = Self.withReader(source: source, path: path, options: readerOptions, errors: &errors) {
        reader, errors throws(TraceError) in
        try setUp(&reader, &errors)
      }
    case .recording(let format, let source, let importOptions, let command):
      code = ImportedInput.withReader(
        format: format, source: source, path: path, options: importOptions, readerOptions: readerOptions, command: command,
        errors: &errors
      ) { reader, errors throws(TraceError) in
        try setUp(&reader, &errors)
      }
    }
    guard let usage else { return code }
    errors.write(input.spec.usageError(usage))
    return ExitCode.usage
  }

  /// Creates a reader of the trace `source` (at `path`), prints its header's
  /// warnings and runs `body` with it; returns the exit code: 65 and
  /// `path:line:column: error: …` for bad data, 66 when reading fails part-way.
  private static func withReader<S: ByteSource, E: TextOutputStream>(
    source: S, path: String, options: TraceReaderOptions, errors: inout E,
    _ body: (inout TraceReader<S>, inout E) throws(TraceError) -> Void
  ) -> Int32 {
    do {
      var reader = try TraceReader(source: source, path: path, options: options)
      reader.reportWarnings(to: &errors)
      try body(&reader, &errors)
      return ExitCode.success
    } catch {
      errors.write("\(error)\n")
      // A failed read(2) is not bad data: the file could not be read (66).
      if case .readFailed = error.reason { return ExitCode.noInput }
      return ExitCode.dataError
    }
  }
}
