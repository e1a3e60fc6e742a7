import Gestures

extension SceneSetup {
  /// The `--screen` option of `run`, `plot`, `view` and `check`.
  static let screenOption = CommandSpec.Option(
    longName: "--screen", valueName: "file",
    help: "screen: the screen JSON file to run the trace through (docs/screens.md); implies --scene screen.",
    defaultValue: "one full-screen scroll view")

  /// Reads the `--screen` file into `screenDescription`, unless the scene is not
  /// `screen` or the caller gave the screen already. Returns nil when that worked,
  /// else the exit code after writing the error to `errors`: 66 when the file
  /// cannot be opened or read, 65 (`path:line:column: error: …`) when it is not a
  /// screen the scene can run.
  mutating func readScreen(errors: inout some TextOutputStream) -> Int32? {
    guard scene == Self.screenScene, screenDescription == nil, let path = screenFile else { return nil }
    switch Self.readScreen(path: path, errors: &errors) {
    case .success(let screen):
      screenDescription = screen
      return nil
    case .failure(let exit):
      return exit.code
    }
  }

  /// The exit code of a screen file that could not be used.
  struct ScreenFileExit: Error {
    var code: Int32
  }

  /// Reads the screen file at `path`, or writes its error to `errors` and fails with
  /// the exit code: 66 when the file cannot be opened or read, 65
  /// (`path:line:column: error: …`) when it is not a screen the scene can run.
  static func readScreen(path: String, errors: inout some TextOutputStream) -> Result<Screen, ScreenFileExit> {
    guard let source = FileByteSource.open(path, errors: &errors) else { return .failure(ScreenFileExit(code: ExitCode.noInput)) }
    do {
      return .success(try Screen.read(from: source, path: path))
    } catch {
      errors.write("\(error)\n")
      switch error.reason {
      case .readFailed: return .failure(ScreenFileExit(code: ExitCode.noInput))
      case .malformed, .invalidUTF8, .tooLarge, .duplicateKey, .unknownKey, .missingKey, .invalidValue, .unknownKind,
        .duplicateID, .missingReference, .requireToFailCycle, .invalidScreen:
        return .failure(ScreenFileExit(code: ExitCode.dataError))
      }
    }
  }
}
