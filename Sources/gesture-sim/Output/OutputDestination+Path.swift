/// The file `-o` names (`-` means standard output). Output is streamed, never held
/// whole in memory.
///
/// A file is written atomically: the output goes to a temporary file in the same
/// directory (`.NAME.XXXXXX`), which is renamed over `NAME` only when the command
/// succeeds. A failed run (bad input, a full disk) removes the temporary file and
/// leaves whatever was at `NAME` before untouched, never a 0-byte or half-written
/// file. A path that exists and is not a regular file (`/dev/null`, a pipe) is
/// written directly.
extension OutputDestination {
  /// Runs `body` with a stream to `path` (or to `standardOutput` when `path` is nil
  /// or `-`) and returns its exit code (the stream is a concrete type, so that the
  /// generic code a command writes through is specialized, docs/performance.md); 73 (`EX_CANTCREAT`) with a message when the
  /// file cannot be created or written.
  /// - Parameter keep: Whether a run that ended with this exit code keeps its file;
  ///   by default only a success (0) does.
  static func with<Output: TextOutputStream, Errors: TextOutputStream>(
    path: String?, standardOutput: inout Output, errors: inout Errors,
    keep: (Int32) -> Bool = { $0 == ExitCode.success },
    _ body: (inout Stream<Output>, inout Errors) -> Int32
  ) -> Int32 {
    guard let path, path != "-" else {
      var stream = Stream(standard: standardOutput)
      let code = body(&stream, &errors)
      standardOutput = stream.standard
      return code
    }
    var file: AtomicFile
    do {
      file = try AtomicFile(path: path)
    } catch {
      errors.write("\(path): error: cannot create the output file: \(error.reason)\n")
      return ExitCode.cannotCreate
    }
    var stream = Stream(standard: standardOutput, file: file.stream)
    let code = body(&stream, &errors)
    file.stream = stream.file!
    guard keep(code) else {
      file.discard()
      return code
    }
    do {
      try file.commit()
    } catch {
      errors.write("\(path): error: cannot write the output file: \(error.reason)\n")
      return ExitCode.cannotCreate
    }
    return code
  }
}
