import Gestures

/// The input of `run`, `plot` and `view`, read the same way by all three: a trace
/// (docs/trace-format.md), or a recording in another format (getevent, evemu,
/// flutter, web, cdp; docs/recording.md) converted on the fly as `gesture-sim
/// import` converts it, with the same options. The format is detected from the
/// file's first bytes unless `--input-format` names it.
///
/// Errors are the tool's: a bad option value is a usage error (64), an import
/// option the input's format does not use is a usage error naming the formats
/// that use it (64), a file that cannot be opened 66, bad data
/// `file:line:column: error: …` and 65.
struct SceneInput {
  /// `--strict`, for `run`, `plot` and `view`.
  static let strictOption = OptionSpec(longName: "--strict", help: "Treat trace warnings as errors.")

  /// `--input-format`.
  static let inputFormatOption = OptionSpec(
    longName: "--input-format", valueName: "format", help: "The input's format; auto detects it from the file's start.",
    defaultValue: "auto", allowedValues: ["auto", "trace"] + ImportFormat.allCases.map(\.rawValue))

  /// `gesture-sim import`'s options but `--viewport`, `--scale` and `--strict`,
  /// which the commands have already (`ScreenOptions.specs`, `strictOption`) and
  /// which then serve both the screen and the import.
  static let importSpecs = ImportOptions.optionSpecs.filter { !["--viewport", "--scale", "--strict"].contains($0.longName) }

  /// The import options that only some formats use, and those formats (the
  /// others ignore them, so giving one is a mistake worth reporting).
  static let formatSpecificOptions: [(name: String, formats: [ImportFormat])] = [
    ("--display", [.getevent, .evemu]), ("--density", [.getevent, .evemu]), ("--raw-range", [.getevent, .evemu]),
    ("--ranges", [.getevent, .evemu]), ("--rotate", [.getevent, .evemu]), ("--device-pixel-ratio", [.flutter]),
  ]

  /// The first option of `parsed` that an input of `format` (nil: a trace) does not
  /// use, as a usage error naming the formats that use it; `input` describes the input.
  static func unusedOption(_ parsed: ParsedArguments, format: ImportFormat?, input: String) -> UsageError? {
    for (name, formats) in formatSpecificOptions where parsed.has(name) && !(format.map(formats.contains) ?? false) {
      let names = formats.map(\.rawValue).joined(separator: " and ")
      return UsageError(message: "'\(name)' converts \(names) recordings; \(input), so remove it")
    }
    return nil
  }

  /// `--scale` with `--scene gestures` on a trace: the scene has no pixels, so it
  /// only converts recordings (where every scene takes it). `--viewport` places the
  /// gestures scene's screen edges, so it applies to a trace too.
  static func screenlessOption(_ parsed: ParsedArguments, input: String) -> UsageError? {
    guard parsed.value("--scene") == SceneKind.gestures.rawValue,
      let option = ["--scale"].first(where: { parsed.has($0) })
    else { return nil }
    return UsageError(
      message: "The gestures scene has no pixels, so '\(option)' only converts a recording; \(input), so remove it")
  }

  /// Whether a file's first bytes are no text at all: nothing, a NUL byte, or
  /// bytes that are not UTF-8 (a character cut at the end of the prefix aside).
  static func isNotText(_ prefix: [UInt8]) -> Bool {
    if prefix.isEmpty || prefix.contains(0) { return true }
    // Up to three bytes at the end may be the start of a character the prefix cut.
    for cut in 0...min(3, prefix.count - 1) where String(validating: prefix.dropLast(cut), as: UTF8.self) != nil { return false }
    return true
  }

  /// The outcome of `open`: the input, or the exit code after the error was printed.
  enum Opening {
    case opened(SceneInput)
    case failed(Int32)
  }

  /// What was opened.
  private enum Content {
    /// `--input-format trace`: the file is opened when read, with no detection.
    case trace
    /// A trace, detected.
    case detected(PrefixedByteSource<FileByteSource>)
    /// A recording, converted when read; `command` is the `# import:` metadata.
    case recording(ImportFormat, PrefixedByteSource<FileByteSource>, ImportOptions, command: String)
  }

  /// The input's path.
  let path: String
  /// The path, and for a recording its format and how it was chosen (`SceneVisitor.visit`).
  let label: String
  /// The command's spec, for a usage error found once the input's metadata is read.
  let spec: CommandSpec
  private let readerOptions: TraceReaderOptions
  private let content: Content

  /// Reads the input options of `parsed` (its first positional argument is the
  /// input), opens the input and finds its format; prints any error (usage errors
  /// with `spec`'s usage). `command` is the command's name words, e.g.
  /// `["gesture-sim", "run"]`, and `arguments` its arguments, for the converted
  /// trace's `# import:` line.
  static func open(
    _ parsed: ParsedArguments, spec: CommandSpec, command: [String], arguments: [String], errors: inout some TextOutputStream
  ) -> Opening {
    let path = parsed.positionals[0]
    // The reader's smallest buffer (4 × (the longest line + 2), about 256 KiB) rather
    // than its 1 MiB default: files are read 64 KiB at a time, so a larger buffer
    // only adds to the peak memory of every run (docs/performance.md, "The user's path").
    let readerOptions = TraceReaderOptions(strict: parsed.flag("--strict"), bufferSize: 0)
    let inputFormat = parsed.value("--input-format") ?? "auto"
    if inputFormat == "trace" {
      if let error = unusedOption(parsed, format: nil, input: "--input-format trace reads a trace")
        ?? screenlessOption(parsed, input: "--input-format trace reads a trace")
      {
        errors.write(spec.usageError(error))
        return .failed(ExitCode.usage)
      }
      return .opened(SceneInput(path: path, label: path, spec: spec, readerOptions: readerOptions, content: .trace))
    }
    let importOptions: ImportOptions
    switch ImportOptions.read(parsed, spec: spec, errors: &errors) {
    case .failure(let code): return .failed(code)
    case .success(let value): importOptions = value
    }
    // The input's first bytes say its format (unless --input-format names it).
    guard let file = TraceInput.open(path, errors: &errors) else { return .failed(ExitCode.noInput) }
    let source: PrefixedByteSource<FileByteSource>
    do {
      source = try PrefixedByteSource(file)
    } catch {
      errors.write("\(path):1:1: error: could not read the trace: \(error)\n")
      return .failed(ExitCode.noInput)
    }
    let named = ImportFormat(rawValue: inputFormat)
    let recording = named ?? ImportFormat.detect(source.prefix)
    let how = named == nil ? "detected" : "--input-format"
    let described = recording.map { "'\(path)' is a \($0.rawValue) recording (\(how))" } ?? "'\(path)' is a trace (detected)"
    if recording == nil && ImportFormat.looksLikeJSON(source.prefix) {
      // JSON that names no format's fields: a trace reader would call its first line an unknown column.
      errors.write(
        "\(path):1:1: error: the file is JSON in a shape gesture-sim does not recognise: its start names none of the fields of a web "
          + "(changedTouches, clientX, pointerId), flutter (physicalX, change, PointerDownEvent) or cdp (touchPoints) recording; "
          + "give --input-format web, flutter or cdp to read it as one of them (docs/recording.md)\n")
      return .failed(ExitCode.dataError)
    }
    // An empty or binary file: what is wrong with the file comes first (the trace reader says it),
    // not the options it was given.
    if recording == nil && Self.isNotText(source.prefix) {
      return .opened(SceneInput(path: path, label: path, spec: spec, readerOptions: readerOptions, content: .detected(source)))
    }
    if let error = unusedOption(parsed, format: recording, input: described) {
      errors.write(spec.usageError(error))
      return .failed(ExitCode.usage)
    }
    guard let recording else {
      if let error = screenlessOption(parsed, input: described) {
        errors.write(spec.usageError(error))
        return .failed(ExitCode.usage)
      }
      return .opened(SceneInput(path: path, label: path, spec: spec, readerOptions: readerOptions, content: .detected(source)))
    }
    let line = (command + arguments.map(\.shellQuoted)).joined(separator: " ")
    return .opened(
      SceneInput(
        path: path, label: "\(path) (\(recording.rawValue) recording, \(how))", spec: spec, readerOptions: readerOptions,
        content: .recording(recording, source, importOptions, command: line)))
  }

  /// `plot` and `view`: opens the input of `parsed` (`open`), sets up the scene
  /// `options` name and reads the input into `visitor`, and, when that succeeds,
  /// writes the visitor's `picture` to `--output` (else standard output); returns
  /// the exit code. Nothing is written when the input fails.
  static func draw<Visitor: SceneVisitor>(
    _ parsed: ParsedArguments, spec: CommandSpec, command: [String], arguments: [String], options: SceneOptions,
    into visitor: inout Visitor, picture: KeyPath<Visitor, String>, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    let input: SceneInput
    switch open(parsed, spec: spec, command: command, arguments: arguments, errors: &errors) {
    case .failed(let code): return code
    case .opened(let value): input = value
    }
    let code = input.read(into: &visitor, options: options, errors: &errors)
    guard code == ExitCode.success else { return code }
    let document = visitor[keyPath: picture]
    return OutputDestination.with(path: parsed.value("--output"), standardOutput: &output, errors: &errors) { out, _ in
      out.write(document)
      return ExitCode.success
    }
  }

  /// Sets up the scene `options` name on the input's metadata and reads the input
  /// into `visitor` (`SceneOptions.setUp`), after the screen scene's `--screen` file
  /// (`SceneOptions.readScreen`); returns the exit code: 64 and the usage
  /// error when a command-line value does not fit the scene, 65 for bad data, 66
  /// when the input cannot be read.
  func read<Visitor: SceneVisitor, E: TextOutputStream>(into visitor: inout Visitor, options: SceneOptions, errors: inout E) -> Int32 {
    // The screen scene's `--screen` file first: its errors are the file's (65, 66).
    var options = options
    if let code = options.readScreen(errors: &errors) { return code }
    var usage: UsageError?
    func setUp<S: ByteSource, Errors: TextOutputStream>(_ reader: inout TraceReader<S>, _ errors: inout Errors) throws(TraceError) {
      do {
        try options.setUp(&visitor, reader: &reader, path: path, label: label, errors: &errors)
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
      code = TraceInput.withReader(path: path, options: readerOptions, errors: &errors) { reader, errors throws(TraceError) in
        try setUp(&reader, &errors)
      }
    case .detected(let source):
      code = TraceInput.withReader(source: source, path: path, options: readerOptions, errors: &errors) {
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
    errors.write(spec.usageError(usage))
    return ExitCode.usage
  }
}
