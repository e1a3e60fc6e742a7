@testable import gesture_sim
import Testing

/// One set of metadata limits, checked where the key is read: a value every scene
/// would refuse is reported at its own line and column by the reader, with what was
/// found and what is expected, for every scene and for `plot` (it used to pass the
/// reader, whose viewport limit was 1,000,000 pt, and fail in the scene at 1:1 with
/// text that is not in the file and "expected the … must be").
@Suite struct MetadataLimitsTests {
  static let rows = "t,id,phase,x,y\n0,0,began,100,100\n0.1,0,ended,100,100\n"

  @Test(arguments: ["side-menu", "cards", "dropdown", "table", "transitions", "gestures"])
  func badMetadataIsReportedAtTheKey(scene: String) throws {
    let cases: [(text: String, prefix: String)] = [
      ("# viewport: 200000x844\n", ":1:13: error: invalid viewport '200000x844'; expected WIDTHxHEIGHT in points, each between 1 and 100000, such as 390x844\n"),
      ("# source: x\n# scale: 20\n", ":2:10: error: invalid scale '20'; expected a number of device pixels per point between 0.5 and 10, such as 3\n"),
      ("# refresh: 0.5\n", ":1:12: error: invalid refresh '0.5'; expected a refresh rate between 1 and 1000 hertz, such as 120\n"),
    ]
    for (text, message) in cases {
      let path = try temporaryFile(text + Self.rows)
      let result = runTool(["run", "--scene", scene, path])
      #expect(result.code == 65, "\(scene): \(text)")
      #expect(result.err == path + message, "\(scene): \(text)")
      #expect(!result.err.contains(":1:1:"))
    }
  }

  @Test func plotReportsItTheSameWay() throws {
    let path = try temporaryFile("# viewport: 390x100001\n" + Self.rows)
    for scene in ["side-menu", "cards"] {
      let result = runTool(["plot", path, "--scene", scene])
      #expect(result.code == 65)
      #expect(result.err.hasPrefix(path + ":1:13: error: invalid viewport '390x100001'"))
    }
  }
}

extension MetadataLimitsTests {
  /// A scene's own rule (the drop-down needs 200 points of height) is reported at the
  /// `# viewport:` value too, naming the scene.
  @Test func aScenesOwnRuleIsReportedAtTheKey() throws {
    let path = try temporaryFile("# source: short\n# viewport: 390x150\n" + Self.rows)
    let result = runTool(["run", "--scene", "dropdown", path])
    #expect(result.code == 65)
    #expect(result.err == path + ":2:13: error: the dropdown scene cannot use viewport '390x150': the drop-down menu needs a viewport at least 200 points tall, got 150.0\n")
  }
}
