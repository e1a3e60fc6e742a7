import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim physics page`: UIKit's target-page rule and per-millisecond settle.
@Suite struct PhysicsPageCommandTests {
  @Test func anEightyPointSettleEndsAtPoint35Seconds() throws {
    // 80 → 0 at rest, w = 390: pull 2.870744e-4, friction 0.970696. Each frame runs the whole
    // milliseconds of its length, the fraction dropped (UIKIT-LAWS §4.3, third pass): 16 at 60 Hz,
    // 8 at 120 Hz. Frame 1 (16 ms, at the release): 77.3862 → 77.3333. The settle shows 0 at
    // 0.333 s and finishes by §4.6 one frame later: 22 frames, the last shown 21/60 = 0.35 s after
    // the release (UIKIT-LAWS' derived duration: 0.350 s); at 120 Hz 41 frames, 40/120 = 0.333 s.
    let object = try jsonObject(
      runTool(["physics", "page", "--offset", "80", "--velocity", "0", "--page-width", "390", "--at", "0", "--json"]).out)
    #expect(object["target"] as? Double == 0)
    #expect(object["page"] as? Double == 0)
    #expect(object["duration"] as? Double == 0.35)
    #expect(try jsonSamples(object)[0]["offset"] == 232.0 / 3)
    let fast = try jsonObject(
      runTool(["physics", "page", "--offset", "80", "--velocity", "0", "--page-width", "390", "--refresh", "120", "--json"]).out)
    #expect(fast["duration"] as? Double == 0.333333)
  }

  /// Runs `physics page` and returns the duration and the offsets at frames 0, 1, … (frame k
  /// sampled a thousandth of a frame after k/hz, which the six printed decimals keep).
  func settle(_ offset: String, _ velocity: String, width: String = "390", hz: Int = 60, frames: Int)
    throws -> (duration: Double?, offsets: [Double])
  {
    let times = (0..<frames).map { String(format: "%.6f", (Double($0) + 0.001) / Double(hz)) }.joined(separator: ",")
    let object = try jsonObject(
      runTool([
        "physics", "page", "--offset", offset, "--velocity", velocity, "--page-width", width, "--refresh", String(hz),
        "--at", times, "--json",
      ]).out)
    return (object["duration"] as? Double, try jsonSamples(object).compactMap { $0["offset"] })
  }

  @Test func thePagingClockDropsTheFractionalMillisecond() throws {
    // UIKIT-LAWS §4.3 (third pass), derived at 390 pt: 97.5 → 390 at +1 pt/ms. Every frame runs
    // ⌊1000/fps⌋ ms (16 at 60 Hz, 8 at 120 Hz) from the offset shown before it (97.5 is published
    // as 97.667). 60 Hz frames 0–6: 119.67, 148.67, 180.67, 212.33, 242.33, 269.33, 293.0, ends at
    // 0.367 s; 120 Hz frames 0–7: 107.33, 119.67, 133.67, 148.67, 164.33, 180.33, 196.33, 212.0,
    // also ends at 0.367 s.
    func close(_ got: [Double], _ expected: [Double]) -> Bool {
      got.count == expected.count && zip(got, expected).allSatisfy { ($0 - $1).magnitude < 0.005 }
    }
    let sixty = try settle("97.5", "1000", frames: 7)
    #expect(close(sixty.offsets, [119.67, 148.67, 180.67, 212.33, 242.33, 269.33, 293.0]), "\(sixty.offsets)")
    #expect(sixty.duration == 0.366667)
    let hundredTwenty = try settle("97.5", "1000", hz: 120, frames: 8)
    #expect(
      close(hundredTwenty.offsets, [107.33, 119.67, 133.67, 148.67, 164.33, 180.33, 196.33, 212.0]),
      "\(hundredTwenty.offsets)")
    #expect(hundredTwenty.duration == 0.366667)
    // The durations at 60 Hz (within one frame): 80 → 0 from rest 0.350 s; 200 → 390 from rest
    // 0.350 s; 100 → 390 at +1 pt/ms 0.367 s; 60 → 390 at +2.5 pt/ms 0.350 s; and at 1024 pt,
    // 256 → 1024 at +1 pt/ms, 0.567 s.
    for (offset, velocity, width, ends) in [
      ("80", "0", "390", 0.350), ("200", "0", "390", 0.350), ("100", "1000", "390", 0.367),
      ("60", "2500", "390", 0.350), ("256", "1000", "1024", 0.567),
    ] {
      let duration = try #require(try settle(offset, velocity, width: width, frames: 1).duration)
      #expect((duration - ends).magnitude <= 1.0 / 60 + 1e-6, "\(offset) at \(velocity), \(width) pt: \(duration)")
    }
  }

  @Test func theSettleFinishesByUIKitsRule() throws {
    // UIKIT-LAWS §4.6 (third pass), 390 pt, 60 Hz. 80 → 0 from rest: …, 1.0, 0.67, 0.33, then 0.0
    // at 0.333 s (frame 20); it ends at 0.350 s, not at the first frame that shows 0.
    let back = try settle("80", "0", frames: 21)
    let lastFour: [Double] = [1, 2.0 / 3, 1.0 / 3, 0]
    #expect(Array(back.offsets.suffix(4)) == lastFour)
    #expect(back.duration == 0.35)
    // 234 → 0 at −0.4 pt/ms: shows 0 at 0.350 s (frame 21), ends at 0.367 s.
    let slow = try settle("234", "-400", frames: 22)
    #expect(slow.offsets.last == 0 && slow.offsets.dropLast().last != 0)
    #expect(slow.duration == 0.366667)
    // 351 → 390 at +5 pt/ms: 480.0 at frame 3, back through 391.33, 390.67, 390.33, 390.0, ends
    // at 0.417 s (the crossing back out of the overshoot, |v| < 0.1).
    let over = try settle("351", "5000", frames: 25)
    #expect(over.offsets[3] == 480)
    let comeback: [Double] = [391 + 1.0 / 3, 390 + 2.0 / 3, 390 + 1.0 / 3, 390]
    let shown = Array(over.offsets.suffix(4))
    #expect(zip(shown, comeback).allSatisfy { ($0 - $1).magnitude < 1e-9 }, "\(shown)")
    #expect(over.duration == 0.416667)
    // At 320 pt, 288 → 320 at +5 pt/ms: peaks at 412.33, ends at 0.417 s.
    let narrow = try settle("288", "5000", width: "320", frames: 25)
    #expect((narrow.offsets.max()! - (412 + 1.0 / 3)).magnitude < 1e-9)
    #expect(narrow.duration == 0.416667)
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
    // 21/60 s (see anEightyPointSettleEndsAtPoint35Seconds).
    #expect(result.out.contains("duration   0.35 s (22 frames, the first at the release)\n"))
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
