import Gestures

/// Why a trace file that a command reads whole (a repro's trace, a regression
/// trace) could not be used.
enum TraceFileError: Error {
  /// The file could not be opened (exit 66).
  case file(FileError)
  /// The file holds bad data (exit 65).
  case trace(TraceError)

  /// Prints the error on its own line and returns its exit code.
  func report(to errors: inout some TextOutputStream) -> Int32 {
    switch self {
    case .file(let file):
      errors.write("\(file)\n")
      return ExitCode.noInput
    case .trace(let trace):
      errors.write("\(trace)\n")
      return ExitCode.dataError
    }
  }
}
