import Foundation
@testable import gesture_sim
import Testing

/// `--screen FILE`: it implies the screen scene, its file's errors are the file's
/// (65 at the line and column, 66 unreadable), and it contradicts another `--scene`
/// (64), as BRIEF's exit codes say.
@Suite struct SceneSetupScreenTests {
  static let trace = packageRoot + "/traces/screens/carousel-in-list.csv"

  func temporaryFile(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "screen-\(UUID().uuidString).json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aTypoInTheScreenFileIsBadDataAtItsLineAndColumn() throws {
    let path = try temporaryFile("{\n  \"views\": [ { \"id\": \"a\", \"frmae\": [0, 0, 10, 10] } ]\n}\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    for command in ["run", "plot", "view"] {
      let result = runTool([command, Self.trace, "--screen", path])
      #expect(result.code == 65, "\(command)")
      // Line 2, column 27: the key "frmae" (counted by hand: two spaces, `"views"` 3–9, `:` 10,
      // `[` 12, `{` 14, `"id"` 16–19, `:` 20, `"a"` 22–24, `,` 25, then the key at 27).
      #expect(result.err.hasPrefix("\(path):2:27: error: unknown key 'frmae'"), "\(command): \(result.err)")
      #expect(result.err.contains("did you mean 'frame'?"))
      #expect(result.out.isEmpty)
    }
  }

  @Test func aMissingScreenFileIsUnreadableInput() {
    let result = runTool(["run", Self.trace, "--screen", "/nonexistent/screen.json"])
    #expect(result.code == 66)
    #expect(result.err.hasPrefix("/nonexistent/screen.json: error:"))
  }

  @Test func screenWithAnotherSceneIsAUsageError() {
    let result = runTool(["run", Self.trace, "--screen", packageRoot + "/traces/screens/carousel-in-list.json", "--scene", "table"])
    #expect(result.code == 64)
    #expect(result.err.contains("'--screen'") && result.err.contains("--scene table"))
    let same = runTool(["run", Self.trace, "--screen", packageRoot + "/traces/screens/carousel-in-list.json", "--scene", "screen", "--format", "json"])
    #expect(same.code == 0, "\(same.err)")
  }

  @Test func theFlagsWinOverTheScreenFilesScreen() throws {
    // The file says 390x844 at 120 Hz; --viewport and --refresh override it as for every scene.
    let result = runTool([
      "run", Self.trace, "--screen", packageRoot + "/traces/screens/carousel-in-list.json", "--viewport", "320x480", "--refresh", "60",
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.hasPrefix("screen  viewport 320x480  scale 3  refresh 60 Hz"))
    // A flag the screen cannot use is the flag's usage error.
    let bad = runTool(["run", Self.trace, "--screen", packageRoot + "/traces/screens/carousel-in-list.json", "--refresh", "5000"])
    #expect(bad.code == 64, "\(bad.err)")
  }
}
