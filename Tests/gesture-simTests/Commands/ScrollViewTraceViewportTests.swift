import Foundation
@testable import gesture_sim
import Testing

/// `--scene scroll-view` checks its flags against the trace's viewport (issue 24, "Viewport
/// from the trace"): a carousel recorded on a 375x667 screen (`# viewport: 375x667`) with
/// three 375-point pages (`--paging --content 1125x667`) is a valid UIScrollView, so `run`,
/// `plot` and `view` replay it instead of refusing it against the default 390x844.
@Suite struct ScrollViewTraceViewportTests {
  /// A swipe left across a 375x667 screen at 1500 pt/s (25 pt per 1/60 s; 1.5 pt/ms,
  /// above UIKit's paging threshold): the next page, 375.
  static let carousel = """
    # viewport: 375x667
    t,id,phase,x,y
    0,0,began,300,300
    0.016667,0,moved,275,300
    0.033333,0,moved,250,300
    0.05,0,moved,225,300
    0.066667,0,moved,200,300
    0.083333,0,moved,175,300
    0.1,0,ended,150,300

    """

  @Test(arguments: ["run", "plot", "view"])
  func aCarouselOnTheTracesViewportIsAccepted(_ command: String) throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("carousel.csv", Self.carousel)
    let result = runTool([command, scratch.path + "/carousel.csv", "--scene", "scroll-view", "--paging", "--content", "1125x667", "-o", scratch.path + "/out"])
    #expect(result.code == 0, "\(command): \(result.err)")
    #expect(!result.err.contains("390"), "\(command) checked against the default viewport: \(result.err)")
  }

  @Test func theCarouselPagesByTheTracesViewportWidth() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("carousel.csv", Self.carousel)
    let result = runTool(["run", scratch.path + "/carousel.csv", "--scene", "scroll-view", "--paging", "--content", "1125x667", "--format", "json"])
    #expect(result.code == 0, "\(result.err)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let final = try #require(json["final"] as? [String: Any])
    #expect(final["contentOffset"] as? [Double] == [375, 0])
    #expect(final["page"] as? [Int] == [1, 0])
  }

  @Test func contentTooSmallForTheTracesViewportNamesThatViewport() throws {
    // 1125x600 is shorter than the trace's 667-point-high viewport: refused, naming the
    // viewport it was checked against (the trace's), not the default 390x844.
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("carousel.csv", Self.carousel)
    let result = runTool(["run", scratch.path + "/carousel.csv", "--scene", "scroll-view", "--paging", "--content", "1125x600"])
    #expect(result.code != 0)
    #expect(result.err.contains("(375x667)"), "\(result.err)")
    #expect(result.err.contains("--content"), "\(result.err)")
    #expect(!result.err.contains("390"), "\(result.err)")
  }

  @Test func theCommandLinesViewportMakesItAUsageError() {
    // With --viewport every value the check involves came from the command line: the one
    // check, when the scene is set up (issue 26: validated once, not also before the trace
    // is read), is a usage error naming the flag and the viewport.
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("carousel.csv", Self.carousel)
    let result = runTool([
      "run", scratch.path + "/carousel.csv", "--scene", "scroll-view", "--viewport", "375x667", "--paging", "--content", "1125x600",
    ])
    #expect(result.code == ExitCode.usage, "\(result.err)")
    #expect(result.err.hasPrefix("Error: Invalid '--content': "), "\(result.err)")
    #expect(result.err.contains("(375x667)"), "\(result.err)")
    // The input is opened first: a file that is not there is that problem (66).
    let missing = runTool(["run", "/nonexistent.csv", "--scene", "scroll-view", "--viewport", "375x667", "--paging", "--content", "1125x600"])
    #expect(missing.code == ExitCode.noInput, "\(missing.err)")
  }
}
