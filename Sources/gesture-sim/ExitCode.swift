/// The tool's exit codes (sysexits.h where one applies).
enum ExitCode {
  /// Success, `--help`.
  static let success: Int32 = 0
  /// A check failed (a repro or property that did not hold).
  static let failure: Int32 = 1
  /// The command line was wrong (`EX_USAGE`).
  static let usage: Int32 = 64
  /// An input file held bad data (`EX_DATAERR`).
  static let dataError: Int32 = 65
  /// An input file could not be opened or read (`EX_NOINPUT`).
  static let noInput: Int32 = 66
  /// An output file could not be written (`EX_CANTCREAT`).
  static let cannotCreate: Int32 = 73
}
