import Foundation

/// Writing a command's output to standard output or to the file `-o` names.
enum OutputFile {
  /// Writes `text` to `path`, or to `standardOutput` when `path` is nil or `-`.
  /// Returns 0, or 73 (`EX_CANTCREAT`) with a message when the file cannot be written.
  static func write(_ text: String, to path: String?, standardOutput: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
    guard let path, path != "-" else {
      standardOutput.write(text)
      return ExitCode.success
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return ExitCode.success
    } catch {
      errors.write("\(path): error: cannot write the output: \(error.localizedDescription)\n")
      return ExitCode.cannotCreate
    }
  }
}
