import Gestures

/// `gesture-sim run`, `plot` and `view` on a recording in another format (through
/// `SceneInput`): the recording is
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
    _ body: (inout TraceReader<ImportedTraceSource<S>>, inout E) throws(TraceError) -> Void
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
    ImportCommand.report(converted.takeWarnings(), to: &errors)
    do {
      var reader = try TraceReader(source: converted, path: path, options: readerOptions)
      TraceInput.report(reader.takeWarnings(), to: &errors)
      try body(&reader, &errors)
      ImportCommand.report(converted.takeWarnings(), to: &errors)
      return ExitCode.success
    } catch {
      ImportCommand.report(converted.takeWarnings(), to: &errors)
      if let importError = converted.importError {
        errors.write("\(importError)\n")
        if case .readFailed = importError.reason { return ExitCode.noInput }
        return ExitCode.dataError
      }
      errors.write("\(error)\n")
      if case .readFailed = error.reason { return ExitCode.noInput }
      return ExitCode.dataError
    }
  }
}
