import Gestures

/// Opening a trace file and reporting its problems the way the tool promises:
/// `path:line:column: error: …` and exit 65 for bad data, `path: error: …` and
/// exit 66 for a file that cannot be opened, `path:line:1: error: could not read
/// the trace: …` and exit 66 when reading it fails part-way, warnings on
/// standard error.
enum TraceInput {
  /// Opens `path`, creates a reader and runs `body` with it; returns the exit code.
  static func withReader<E: TextOutputStream>(
    path: String, options: TraceReaderOptions, errors: inout E,
    _ body: (inout TraceReader<FileByteSource>, inout E) throws(TraceError) -> Void
  ) -> Int32 {
    guard let source = open(path, errors: &errors) else { return ExitCode.noInput }
    return withReader(source: source, path: path, options: options, errors: &errors, body)
  }

  /// `withReader(path:options:errors:_:)` over a source already open.
  static func withReader<S: ByteSource, E: TextOutputStream>(
    source: S, path: String, options: TraceReaderOptions, errors: inout E,
    _ body: (inout TraceReader<S>, inout E) throws(TraceError) -> Void
  ) -> Int32 {
    do {
      var reader = try TraceReader(source: source, path: path, options: options)
      report(reader.takeWarnings(), to: &errors)
      try body(&reader, &errors)
      return ExitCode.success
    } catch {
      errors.write("\(error)\n")
      // A failed read(2) is not bad data: the file could not be read (66).
      if case .readFailed = error.reason { return ExitCode.noInput }
      return ExitCode.dataError
    }
  }

  /// Opens `path`; nil after printing `path: error: …` when it cannot be opened (exit 66).
  static func open(_ path: String, errors: inout some TextOutputStream) -> FileByteSource? {
    do {
      return try FileByteSource(path: path)
    } catch {
      errors.write("\(error)\n")
      return nil
    }
  }

  /// Reads the rest of `reader`'s events in order and hands each to `body`, printing
  /// the reader's warnings as they come (those read with an event before it) and
  /// those left at the end.
  static func forEachEvent<S: ByteSource>(
    _ reader: inout TraceReader<S>, errors: inout some TextOutputStream, _ body: (TouchEvent) -> Void
  ) throws(TraceError) {
    while let event = try reader.next() {
      report(reader.takeWarnings(), to: &errors)
      body(event)
    }
    report(reader.takeWarnings(), to: &errors)
  }

  /// Prints each warning on its own line.
  static func report(_ warnings: [TraceWarning], to errors: inout some TextOutputStream) {
    for warning in warnings { errors.write("\(warning)\n") }
  }
}
