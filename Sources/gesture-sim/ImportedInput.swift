import Gestures

/// `gesture-sim run`, `plot` and `view` on a recording in another format (through
/// `SceneSetup.OpenedInput`): the recording is
/// converted on the fly (`ImportedTraceSource`) and read as a trace, with the
/// import's problems reported as `gesture-sim import` reports them (the
/// recording's `file:line:column: error: …` and exit 65, 66 when it cannot be
/// read; its warnings on standard error).
enum ImportedInput {
  /// Converts `source` and runs `body` with a reader of the converted trace;
  /// returns the exit code.
  static func withReader<S: ByteSource, E: TextOutputStream>(
    format: ImportFormat, source: S, path: String, options: ImportOptions, readerOptions: TraceReaderOptions, command: String,
    errors: inout E,
    _ body: (inout TraceReader<ImportedTraceSource<S>>, inout RecordingLines<E, S>) throws(TraceError) -> Void
  ) -> Int32 {
    let converted: ImportedTraceSource<S>
    do {
      converted = try ImportedTraceSource(
        format: format, source: source, path: path, options: options,
        entries: [TraceMetadata.Entry(key: "import", value: String(command.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))])
    } catch {
      errors.write("\(error)\n")
      if case .readFailed = error.reason { return ExitCode.noInput }
      return ExitCode.dataError
    }
    ImportWarning.report(converted.takeWarnings(), to: &errors)
    // The converted trace's diagnostics at a row name the recording's line of its event (the
    // import's own warnings have the recording's lines already: they go to `lines.base`).
    var lines = RecordingLines(base: errors, path: path, source: converted)
    defer { errors = lines.base }
    do {
      var reader = try TraceReader(source: converted, path: path, options: readerOptions)
      reader.reportWarnings(to: &lines)
      try body(&reader, &lines)
      ImportWarning.report(converted.takeWarnings(), to: &lines.base)
      return ExitCode.success
    } catch {
      ImportWarning.report(converted.takeWarnings(), to: &lines.base)
      if let importError = converted.importError {
        lines.base.write("\(importError)\n")
        if case .readFailed = importError.reason { return ExitCode.noInput }
        return ExitCode.dataError
      }
      lines.write("\(error)\n")
      if case .readFailed = error.reason { return ExitCode.noInput }
      return ExitCode.dataError
    }
  }
}

/// A stream of diagnostics about a converted recording: a line that starts
/// `path:LINE:COLUMN:` with LINE a row of the converted trace is written with
/// the recording's line of that row's event instead (and column 1), so that a
/// warning points into the file the user has. The reader's warning that the
/// trace has no rows is left out: it would name the converted trace's header,
/// a line the recording does not have, and the import has already said that
/// the recording has no touches. Everything else is written as it is.
struct RecordingLines<Base: TextOutputStream, S: ByteSource>: TextOutputStream {
  var base: Base
  let path: String
  let source: ImportedTraceSource<S>

  mutating func write(_ string: String) {
    let prefix = path + ":"
    guard string.hasPrefix(prefix) else { return base.write(string) }
    let rest = string.dropFirst(prefix.count)
    let lineText = rest.prefix { $0.isASCII && $0.isNumber }
    let afterLine = rest.dropFirst(lineText.count)
    guard let line = Int(lineText), afterLine.first == ":" else { return base.write(string) }
    let columnText = afterLine.dropFirst().prefix { $0.isASCII && $0.isNumber }
    let tail = afterLine.dropFirst(1 + columnText.count)
    if tail.hasPrefix(": warning: \(TraceWarningReason.noRows.message)") { return }
    guard !columnText.isEmpty, tail.first == ":", let recordingLine = source.recordingLine(ofTraceLine: line) else {
      return base.write(string)
    }
    base.write("\(prefix)\(recordingLine):1\(tail)")
  }
}
