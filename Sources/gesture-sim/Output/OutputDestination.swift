#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes its output: standard output, or the file `-o` names
/// (`-` means standard output). Output is streamed, never held whole in memory.
enum OutputDestination {
  /// Runs `body` with a stream to `path` (or to `standardOutput` when `path` is nil
  /// or `-`) and returns its exit code; 73 (`EX_CANTCREAT`) with a message when the
  /// file cannot be created.
  static func with<Output: TextOutputStream, Errors: TextOutputStream>(
    path: String?, standardOutput: inout Output, errors: inout Errors,
    _ body: (inout any TextOutputStream, inout Errors) -> Int32
  ) -> Int32 {
    guard let path, path != "-" else {
      var stream: any TextOutputStream = standardOutput
      let code = body(&stream, &errors)
      standardOutput = stream as! Output
      return code
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      errors.write("\(path): error: cannot create the output file: \(String(cString: strerror(errno)))\n")
      return ExitCode.cannotCreate
    }
    var stream: any TextOutputStream = StandardStream(descriptor: descriptor)
    let code = body(&stream, &errors)
    if var file = stream as? StandardStream { file.flush() }
    close(descriptor)
    return code
  }
}
