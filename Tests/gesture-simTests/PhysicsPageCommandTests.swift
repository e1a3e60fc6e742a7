import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim physics page`: UIKit's target-page rule and per-millisecond settle.
@Suite struct PhysicsPageCommandTests {
  @Test func anEightyPointSettleTakesAboutPoint31Seconds() throws {
    // 80 → 0 at rest, w = 390: pull 2.870744e-4, friction 0.970696. At 60 Hz the settle lasts 20
    // frames, the last shown 19/60 = 0.3167 s after the release; at 120 Hz 37 frames, 0.3 s
    // (0.308 s of simulated time): about 0.31 s either way. Frame 1 (16 ms, at the release):
    // 77.3862 → 77.3333.
    let object = try jsonObject(
      runTool(["physics", "page", "--offset", "80", "--velocity", "0", "--page-width", "390", "--at", "0", "--json"]).out)
    #expect(object["target"] as? Double == 0)
    #expect(object["page"] as? Double == 0)
    #expect(abs((object["duration"] as? Double ?? 0) - 19.0 / 60) < 1e-12)
    #expect(try jsonSamples(object)[0]["offset"] == 232.0 / 3)
    let fast = try jsonObject(
      runTool(["physics", "page", "--offset", "80", "--velocity", "0", "--page-width", "390", "--refresh", "120", "--json"]).out)
    #expect(fast["duration"] as? Double == 0.3)
  }

  @Test func theTargetPageFollowsThePointThreePtPerMsRule() throws {
    func page(_ offset: String, _ velocity: String, _ extra: [String] = []) throws -> Double? {
      try jsonObject(
        runTool(["physics", "page", "--offset", offset, "--velocity", velocity, "--page-width", "390", "--json"] + extra).out
      )["page"] as? Double
    }
    // p = 100/390 = 0.256: 310 pt/s > 0.3 pt/ms → ceil → 1; 290 → nearest, floor(0.756) = 0;
    // −310 → floor → 0. p = 300/390 = 0.769: −310 → 0, 0 → 1. On a page: stays.
    #expect(try page("100", "310") == 1)
    #expect(try page("100", "290") == 0)
    #expect(try page("100", "100") == 0)
    #expect(try page("300", "-310") == 0)
    #expect(try page("300", "0") == 1)
    #expect(try page("780", "5000") == 2)
    // With 2 pages (range 0…390) a flick past the last page is clamped to it.
    #expect(try page("300", "5000", ["--pages", "2"]) == 1)
  }

  @Test func theProfileDecidesAtTheClampedLastPage() throws {
    // The side menu's range is 0…80 with 390-pt pages; a tool range with --pages cannot end off a
    // page, so the era rule shows with an offset past the last page: 800 in 3 pages (max 780).
    // iOS 26 keeps ceil(800/390) = 3, clamped to page 2; iOS 7's nearest page is also 2 here.
    for profile in ["ios26", "ios7"] {
      let object = try jsonObject(
        runTool(["physics", "page", "--offset", "800", "--velocity", "0", "--page-width", "390", "--pages", "3",
                 "--uikit", profile, "--json"]).out)
      #expect(object["page"] as? Double == 2)
    }
  }

  @Test func theReadableReportAndValidation() {
    let result = runTool(["physics", "page", "--offset", "80", "--velocity", "0", "--page-width", "390", "--at", "0.1"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("page  offset 80 pt  velocity 0 pt/s  width 390 pt  refresh 60 Hz  uikit ios26\n"))
    #expect(result.out.contains("target     page 0, 0 pt\n"))
    #expect(result.out.contains("duration   0.31666666666666665 s (20 frames, the first at the release)\n"))
    let command = "gesture-sim physics page"
    expectUsageError(["physics", "page", "--offset", "0", "--velocity", "0"], "Missing expected argument '--page-width <w>'", command: command)
    expectUsageError(
      ["physics", "page", "--offset", "0", "--velocity", "0", "--page-width", "0"], "The value '0' is invalid for '--page-width <w>'",
      command: command)
    expectUsageError(
      ["physics", "page", "--offset", "0", "--velocity", "0", "--page-width", "390", "--pages", "1.5"],
      "The value '1.5' is invalid for '--pages <n>'", command: command)
    expectUsageError(
      ["physics", "page", "--offset", "0", "--velocity", "0", "--page-width", "390", "--uikit", "ios8"],
      "The value 'ios8' is invalid for '--uikit <profile>'", command: command)
  }
}
