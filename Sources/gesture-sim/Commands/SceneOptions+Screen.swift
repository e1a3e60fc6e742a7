import Gestures

extension SceneOptions {
  /// The `--screen` option of `run`, `plot`, `view` and `check`.
  static let screenOption = OptionSpec(
    longName: "--screen", valueName: "file",
    help: "screen: the screen JSON file to run the trace through (docs/screens.md); implies --scene screen.",
    defaultValue: "one full-screen scroll view")

  /// Reads the `--screen` file into `screenDescription`, unless the scene is not
  /// `screen` or the caller gave the screen already. Returns nil when that worked,
  /// else the exit code after writing the error to `errors`: 66 when the file
  /// cannot be opened or read, 65 (`path:line:column: error: …`) when it is not a
  /// screen the scene can run.
  mutating func readScreen(errors: inout some TextOutputStream) -> Int32? {
    guard scene == .screen, screenDescription == nil, let path = screenFile else { return nil }
    guard let source = FileByteSource.open(path, errors: &errors) else { return ExitCode.noInput }
    do {
      screenDescription = try Screen.read(from: source, path: path)
      return nil
    } catch {
      errors.write("\(error)\n")
      switch error.reason {
      case .readFailed: return ExitCode.noInput
      case .malformed, .invalidUTF8, .tooLarge, .duplicateKey, .unknownKey, .missingKey, .invalidValue, .unknownKind,
        .duplicateID, .missingReference, .requireToFailCycle, .invalidScreen:
        return ExitCode.dataError
      }
    }
  }
}
