import Foundation
@testable import gesture_sim
import Testing

/// Parses the single JSON object a `--json` command printed.
func jsonObject(_ text: String) throws -> [String: Any] {
  #expect(text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1, "one line of JSON expected")
  return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The `samples` array of a calculator's JSON output.
func jsonSamples(_ object: [String: Any]) throws -> [[String: Double]] {
  try #require(object["samples"] as? [[String: Double]])
}

/// Checks a usage error: exit 64, nothing on stdout, argument-parser's three-part
/// shape on stderr, with `message` after `Error: `.
func expectUsageError(_ arguments: [String], _ message: String, command: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let result = runTool(arguments)
  #expect(result.code == 64, sourceLocation: sourceLocation)
  #expect(result.out.isEmpty, sourceLocation: sourceLocation)
  #expect(result.err.hasPrefix("Error: \(message)"), "stderr was: \(result.err)", sourceLocation: sourceLocation)
  #expect(result.err.contains("\nUsage: \(command)"), sourceLocation: sourceLocation)
  #expect(result.err.hasSuffix("  See '\(command) --help' for more information.\n"), sourceLocation: sourceLocation)
}

@Suite struct PhysicsFlingCommandTests {
  // UIKit's per-frame law at 60 Hz and .normal: a = 16.667·ln 0.998 = −0.0333667,
  // p = 1 + a + a²/2 = 0.9671900; after k frames x = x0 + v0·499·(1 − p^k) (v0 in pt/ms),
  // v = v0·p^k; frame k is shown (k − 1)/60 s after the release.

  @Test func aThousandPointsPerSecondAtNormalProposesTheTargetAndRestsShortOfIt() throws {
    // The proposed target: (1 − 0.01)/0.0020020027 = 494.5048 pt = 1483.51 px → 1484 px = 494.667 pt.
    // The rest: 1·p^k < 0.01 from k = 139; 499·(1 − p^139) = 494.1668 pt = 1482.50 px → 1483 px =
    // 494.333 pt, one device pixel short; shown 138/60 = 2.3 s after the release.
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--json"]).out)
    #expect(object["target"] as? Double == 1484.0 / 3)
    #expect(object["rest"] as? Double == 1483.0 / 3)
    let duration = try #require(object["duration"] as? Double)
    #expect(abs(duration - 2.3) < 1e-12)
    #expect(try jsonSamples(object).isEmpty)
  }

  @Test func samplesShowTheLastFrameAtOrBeforeTheirTime() throws {
    // t = 0: frame 1 (applied at the release): 499·(1 − p) = 16.3722 pt = 49.12 px → 49 px; v = 967.19 pt/s.
    // t = 0.5: frame 31: 321.5951 pt = 964.79 px → 965 px; v = 1000·p^31 = 355.521 pt/s.
    // t = 1: frame 61: 433.7893 pt = 1301.37 px → 1301 px; v = 130.683 pt/s.
    // t = 3 > 2.3 s: at rest, v = 0.
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--at", "0,0.5,1,3", "--json"]).out)
    let samples = try jsonSamples(object)
    #expect(samples.count == 4)
    #expect(samples[0]["offset"] == 49.0 / 3)
    #expect(abs(samples[0]["velocity"]! - 967.190) < 1e-3)
    #expect(samples[1]["offset"] == 965.0 / 3)
    #expect(abs(samples[1]["velocity"]! - 355.521) < 1e-3)
    #expect(samples[2]["offset"] == 1301.0 / 3)
    #expect(abs(samples[2]["velocity"]! - 130.683) < 1e-3)
    #expect(samples[3]["offset"] == 1483.0 / 3)
    #expect(samples[3]["velocity"] == 0)
    // The frame grid follows --refresh: at 120 Hz the first frame is 8.33 ms (a = −0.0166834,
    // p = 0.9834558): 499·(1 − p) = 8.2555 pt = 24.77 px → 25 px.
    let fast = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--refresh", "120", "--at", "0", "--json"]).out)
    #expect(try jsonSamples(fast)[0]["offset"] == 25.0 / 3)
  }

  @Test func theFastAndCustomRatesUseTheirFrameFactors() throws {
    // fast: target (1 − 0.01)/0.0100503 = 98.5042 pt → 296 px; a = −0.167506, p = 0.8465235, k = 28,
    //       rest 99·(1 − p^28) = 98.0678 pt = 294.20 px → 294 px (0.5 % short); shown 27/60 = 0.45 s.
    let fast = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--rate", "fast", "--json"]).out)
    #expect(fast["target"] as? Double == 296.0 / 3)
    #expect(fast["rest"] as? Double == 98)
    #expect(abs((fast["duration"] as? Double ?? 0) - 0.45) < 1e-12)
    // 0.995: target 0.99/0.0050125 = 197.5046 pt → 593 px; 56 frames, rest 197.1397 pt → 591 px.
    let custom = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--rate", "0.995", "--json"]).out)
    #expect(custom["target"] as? Double == 593.0 / 3)
    #expect(custom["rest"] as? Double == 591.0 / 3)
    // Scale 1 rounds to whole points: target 494.5048 → 495, rest 494.1668 → 494.
    let scale1 = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--scale", "1", "--json"]).out)
    #expect(scale1["target"] as? Double == 495)
    #expect(scale1["rest"] as? Double == 494)
  }

  @Test func aNegativeFlingFromAnOffsetMovesTheOtherWay() throws {
    // From 1000 with −1000 pt/s: target 1000 − 494.5048 = 505.4952 pt = 1516.49 px → 1516 px;
    // rest 1000 − 494.1668 = 505.8332 pt = 1517.50 px → 1517 px (the value is just below the half).
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "-1000", "--offset", "1000", "--json"]).out)
    #expect(object["target"] as? Double == 1516.0 / 3)
    #expect(object["rest"] as? Double == 1517.0 / 3)
  }

  @Test func aFlingThatCrossesAnEdgeBounces() throws {
    // v0 = 3 pt/ms in 0…1000, 60 Hz: p = q(16.667·ln 0.998) = 0.967190; after 33 frames
    // x = 1497·(1 − p³³) = 999.1363 at v = 3·p³³ = 1.00174 pt/ms, and a whole frame 34 would end at
    // 1015.4712, so the edge is crossed t_in = 16.667·(1000 − 999.1363)/(1015.4712 − 999.1363) =
    // 0.881 ms into frame 34 (shown 33/60 = 0.55 s after the release) at 995.96 pt/s, and the rest
    // of the frame follows UIKit's law outside the range (UIKIT-LAWS §7.1–7.2, third pass). It
    // peaks at 1033.21 → 1033.33 in frame 39 (38/60 s), about 33.3 pt per pt/ms of edge speed, and
    // ends on frame 73 (72/60 = 1.2 s), the first within 0.5 pt of the edge below 0.01 pt/ms,
    // pinned to 1000 (§7.3).
    let object = try jsonObject(
      runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--at", "0.55,0.633334", "--json"]).out)
    #expect(object["target"] as? Double == 1000)
    #expect(object["rest"] as? Double == 1000)
    let samples = try jsonSamples(object)
    #expect(samples[0]["offset"]! > 1000)  // the crossing frame shows the bounce, not the edge
    #expect(samples[1]["offset"] == 3100.0 / 3)
    #expect(object["duration"] as? Double == 1.2)
  }

  @Test func uikitsEdgeVectorsThroughTheCommand() throws {
    // UIKIT-LAWS §7.1 (third pass): released at 30 with −3 pt/ms, range 0 … 100000, 60 Hz. A whole
    // frame would travel −49.12 pt, so the edge is crossed 10.18 ms into the release frame at
    // −2.94 pt/ms and the frame spends 6.49 ms outside: frames 0–3 show −18.0, −53.0, −75.67,
    // −89.33 (unrounded −17.92, −52.85, −75.58, −89.24), never the edge.
    // Frame k is sampled a thousandth of a frame after k/60 (the six printed decimals keep it).
    func offsets(_ arguments: [String], frames: [Int]) throws -> (offsets: [Double], duration: Double?) {
      let times = frames.map { String(format: "%.6f", (Double($0) + 0.001) / 60) }.joined(separator: ",")
      let object = try jsonObject(runTool(["physics", "fling"] + arguments + ["--at", times, "--json"]).out)
      return (try jsonSamples(object).compactMap { $0["offset"] }, object["duration"] as? Double)
    }
    let release = try offsets(["--offset", "30", "--velocity", "-3000", "--min", "0", "--max", "100000"], frames: [0, 1, 2, 3])
    #expect(release.offsets == [-18, -53, -(75 + 2.0 / 3), -(89 + 1.0 / 3)])
    // The command as written: the range defaults to 0 … unbounded (a UIScrollView with
    // zero insets has its smallest offset at 0), so the same four frames.
    let asWritten = try offsets(["--offset", "30", "--velocity", "-3000"], frames: [0, 1, 2, 3])
    #expect(asWritten.offsets == release.offsets)
    // The readable report gives the crossing: 10.18 ms into the release frame at −2.94 pt/ms.
    func crossing(_ arguments: [String]) -> (ms: Double, speed: Double)? {
      let report = runTool(["physics", "fling"] + arguments).out
      guard let line = report.split(separator: "\n").first(where: { $0.hasPrefix("edge       crosses") }) else { return nil }
      let words = line.split(separator: " ")
      guard let ms = words.firstIndex(of: "ms").flatMap({ Double(words[$0 - 1]) }),
        let speed = words.firstIndex(of: "pt/s,").flatMap({ Double(words[$0 - 1]) })
      else { return nil }
      return (ms, speed)
    }
    let first = try #require(crossing(["--offset", "30", "--velocity", "-3000"]))
    #expect((first.ms - 10.18).magnitude < 0.005 && (first.speed + 2940).magnitude < 5, "\(first)")
    // §7.3: released at 300 with −3.6006 pt/ms. Frames 0–4 are inside the range: 241.0, 184.0, 129.0,
    // 75.67, 24.0. The edge is crossed 8.0 ms into frame 5 at 3.00 pt/ms; frames 5–12 are −23.67,
    // −57.67, −79.33, −92.33, −98.67, −100.33, −98.67, −95.0. Frames 48–51 show −0.67; frame 52
    // (0.867 s) pins to 0 (the first within 0.5 pt of the edge with v² < 1e-4).
    let frames = Array(0...12) + [48, 49, 50, 51, 52]
    let long = try offsets(["--offset", "300", "--velocity", "-3600.6", "--min", "0", "--max", "100000"], frames: frames)
    let expected: [Double] = [
      241, 184, 129, 75 + 2.0 / 3, 24, -(23 + 2.0 / 3), -(57 + 2.0 / 3), -(79 + 1.0 / 3), -(92 + 1.0 / 3),
      -(98 + 2.0 / 3), -(100 + 1.0 / 3), -(98 + 2.0 / 3), -95, -2.0 / 3, -2.0 / 3, -2.0 / 3, -2.0 / 3, 0,
    ]
    #expect(long.offsets.count == expected.count)
    #expect(zip(long.offsets, expected).allSatisfy { ($0 - $1).magnitude < 1e-9 }, "\(long.offsets)")
    #expect(long.duration == 0.866667)
    let table = runTool(["physics", "fling", "--offset", "300", "--velocity", "-3600.6", "--min", "0", "--max", "100000"]).out
    #expect(table.contains("edge       crosses 0 pt 8.0"), "\(table)")
    // §7.3: crossed 8.0 ms into frame 5 at 3.00 pt/ms.
    let fifth = try #require(crossing(["--offset", "300", "--velocity", "-3600.6"]))
    #expect((fifth.ms - 8.0).magnitude < 0.05 && (fifth.speed + 3000).magnitude < 5, "\(fifth)")
    // A release while overscrolled with velocity takes the same law from the release frame: from −30
    // at +0.5 pt/ms, Q = q(−0.01005·16.667) = 0.846528, P = q(16.667·ln 0.998) = 0.967190:
    // y = −30·Q + (1 − P)·Q·0.998·0.5/0.002 = −25.396 + 6.930 = −18.466 → −18.333.
    let overscrolled = try offsets(["--offset", "-30", "--velocity", "500", "--min", "0", "--max", "100"], frames: [0])
    #expect(overscrolled.offsets == [-(18 + 1.0 / 3)])
  }

  @Test func theRangeStartsAtZeroUnlessToldOtherwise() throws {
    // --min defaults to 0: a release at 0 moving down (−1000 pt/s) crosses the edge at the
    // release itself (t_in = 0) and the release frame runs UIKit's law outside the range:
    // Q = q(−0.01005·16.667) = 0.846528, P = q(16.667·ln 0.998) = 0.967190,
    // y = (1 − P)·Q·0.998·(−1)/0.002 = −13.859 → −41.58 px → −42 px = −14.0; it ends pinned to 0.
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "-1000", "--at", "0", "--json"]).out)
    #expect(try jsonSamples(object)[0]["offset"] == -14)
    #expect(object["target"] as? Double == 0 && object["rest"] as? Double == 0)
    // `--min unbounded` removes the edge: the free fling, 494.5048 pt the other way, target
    // −1484 px = −494.667 (see aThousandPointsPerSecondAtNormalProposesTheTargetAndRestsShortOfIt).
    let free = try jsonObject(runTool(["physics", "fling", "--velocity", "-1000", "--min", "unbounded", "--json"]).out)
    #expect(free["target"] as? Double == -1484.0 / 3)
    #expect(runTool(["physics", "fling", "--velocity", "1", "--max", "unbounded"]).code == 0)
    // A --max below the default --min is an empty range, and the message says where 0 came from.
    expectUsageError(
      ["physics", "fling", "--velocity", "1", "--max", "-5"], "The range is empty: '--min' (0, its default) is greater than '--max' (-5)",
      command: "gesture-sim physics fling")
    expectUsageError(
      ["physics", "fling", "--velocity", "1", "--min", "none"],
      "The value 'none' is invalid for '--min <a>': expected a number between -1000000 and 1000000, or unbounded",
      command: "gesture-sim physics fling")
  }

  @Test func withBouncesOffTheFlingStopsDeadAtTheEdge() throws {
    // At the wall, offset = edge and v = 0; the motion ends at the crossing, 0.534215 s,
    // which the scroll view sees on the next frame: frames every 1/60 s from the release,
    // 32/60 = 0.5333 < 0.534215 ≤ 33/60, so 0.55 s.
    let object = try jsonObject(
      runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--bounces", "false", "--at", "0.5,0.6", "--json"]).out)
    #expect(object["target"] as? Double == 1000)
    #expect(abs((object["duration"] as? Double ?? 0) - 0.55) < 1e-12)
    let samples = try jsonSamples(object)
    // t = 0.5 is frame 31, before the wall: 3·499·(1 − p^31) = 964.7852 pt = 2894.36 px → 2894 px.
    #expect(samples[0]["offset"] == 2894.0 / 3)
    #expect(samples[1] == ["t": 0.6, "offset": 1000, "velocity": 0])
  }

  @Test func aFirstFrameThatPassesTheWallStopsOnTheWall() throws {
    // 4 pt short of the edge at 1.5 pt/ms: the first frame (applied at the release)
    // moves 1.5·0.998·(1 − p)/0.002 = 24.558 pt (p = 0.9671899 at 60 Hz), past 780,
    // so with bounces off the content is on the edge from t = 0 and rests there.
    let object = try jsonObject(
      runTool(["physics", "fling", "--velocity", "1500", "--offset", "776", "--min", "0", "--max", "780", "--bounces", "false", "--at", "0,0.1", "--json"]).out)
    #expect(object["target"] as? Double == 780)
    #expect(object["rest"] as? Double == 780)
    let samples = try jsonSamples(object)
    #expect(samples[0] == ["t": 0, "offset": 780, "velocity": 0])
    #expect(samples[1] == ["t": 0.1, "offset": 780, "velocity": 0])
  }

  @Test func aReleaseWhileOverscrolledSpringsBack() throws {
    // PHYSICS.md §3.2, option A: y = y0·(1 + ωt)·e^(−ωt), y0 = −30, ω = 10.9:
    // t = 0.1: (1 + 1.09)·e^(−1.09) = 2.09·0.3362165 = 0.7026925 → −21.0808 pt = −63.24 px → −63 px = −21 pt.
    let object = try jsonObject(
      runTool(["physics", "fling", "--velocity", "0", "--offset", "-30", "--min", "0", "--max", "100", "--at", "0.1", "--json"]).out)
    #expect(object["target"] as? Double == 0)
    #expect(try jsonSamples(object)[0]["offset"] == -21)
    // A viewport of 60 pt can show a 30-pt overscroll (the rubber band stays below 60)...
    #expect(runTool(["physics", "fling", "--velocity", "0", "--offset", "-30", "--min", "0", "--viewport", "60"]).code == 0)
    // ...but not one of 30 pt in a 30-pt viewport.
    expectUsageError(
      ["physics", "fling", "--velocity", "0", "--offset", "-30", "--min", "0", "--viewport", "30"],
      "'--offset' -30 is 30 pt past the edge, which a 30-pt viewport cannot show", command: "gesture-sim physics fling")
  }

  @Test func aReleaseUnder250PointsPerSecondDoesNotDecelerate() throws {
    // UIKit: vx² + vy² < 0.0625 (pt/ms)² does not decelerate (200 and 249.9 pt/s); 250 does.
    for slow in ["200", "-249.9"] {
      let object = try jsonObject(runTool(["physics", "fling", "--velocity", slow, "--offset", "12.4", "--at", "1", "--json"]).out)
      #expect(object["duration"] as? Double == 0)
      // 12.4 pt = 37.2 px → 37 px = 12.333 pt, both the target and the rest.
      #expect(object["target"] as? Double == 37.0 / 3)
      #expect(object["rest"] as? Double == 37.0 / 3)
      #expect(try jsonSamples(object)[0]["velocity"] == 0)
    }
    let moving = try jsonObject(runTool(["physics", "fling", "--velocity", "250", "--json"]).out)
    #expect((moving["duration"] as? Double ?? 0) > 1)
  }

  @Test func theReadableReportShowsTargetRestDurationAndSamples() {
    let result = runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--at", "0.5"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    #expect(
      result.out.hasPrefix(
        "fling  velocity 3000 pt/s  offset 0 pt  rate normal (0.998/ms)  scale 3  refresh 60 Hz\nrange  0 … 1000 pt  bounces true\n"))
    // The target and the rest are pixel-rounded and shown with their whole device pixels (1000 pt = 3000 px at 3×).
    #expect(result.out.contains("target     1000 pt = 3000 px (proposed; unrounded 1000 pt)\n"))
    #expect(result.out.contains("rest       1000 pt = 3000 px (unrounded 1000 pt)\n"))
    // The crossing 0.881 ms into the frame shown at 0.55 s (the bounce test above derives it).
    #expect(result.out.contains("edge       crosses 1000 pt 0.881275 ms into the frame shown at 0.55 s, at 995.96"))
    #expect(result.out.contains("t (s)"))
    // Output is byte-identical across runs.
    #expect(result.out == runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--at", "0.5"]).out)
  }

  @Test func everyNumberIsValidated() {
    let command = "gesture-sim physics fling"
    expectUsageError(["physics", "fling"], "Missing the release velocity: give '--velocity' (the content's) or '--finger-velocity' (the finger's)", command: command)
    expectUsageError(
      ["physics", "fling", "--velocity", "1", "--finger-velocity", "-1"], "Give either '--velocity' (the content's) or '--finger-velocity'",
      command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--paging"], "'--paging' needs '--page-width <w>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--page-width", "390"], "'--page-width' applies only with '--paging'", command: command)
    for bad in ["nan", "inf", "-inf", "1e7", "abc", "0x10", ""] {
      // `--name=value` passes values that start with a dash but are not numbers.
      expectUsageError(["physics", "fling", "--velocity=\(bad)"], "The value '\(bad)' is invalid for '--velocity <v>'", command: command)
    }
    expectUsageError(["physics", "fling", "--velocity", "-inf"], "Missing value for '--velocity <v>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--rate", "slow"], "The value 'slow' is invalid for '--rate <rate>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--rate", "1"], "The value '1' is invalid for '--rate <rate>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--rate", "fats"], "The value 'fats' is invalid for '--rate <rate>': expected normal, fast or a number strictly between 0 and 1 (did you mean 'fast'?)", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--scale", "0"], "The value '0' is invalid for '--scale <s>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--min", "5", "--max", "1"], "The range is empty: '--min' (5) is greater than '--max' (1)", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--at", "1,-0.5"], "The value '1,-0.5' is invalid for '--at <t1,t2,…>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--at", "1,,2"], "The value '1,,2' is invalid for '--at <t1,t2,…>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--bounces", "yes"], "The value 'yes' is invalid for '--bounces <bool>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--viewport", "0"], "The value '0' is invalid for '--viewport <d>'", command: command)
    expectUsageError(["physics", "fling", "--velocity", "1", "--refresh", "0"], "The value '0' is invalid for '--refresh <hz>'", command: command)
    expectUsageError(["physics", "fling", "--velocty", "1"], "Unknown option '--velocty'. Did you mean '--velocity'?", command: command)
    // A bad value comes with the option's help line.
    #expect(runTool(["physics", "fling", "--velocity", "x"]).err.contains("\nHelp:  --velocity <v>  Release velocity of the content, in points per second"))
  }
}

/// `physics fling --finger-velocity` and `--paging`.
@Suite struct PhysicsFlingFingerAndPagingTests {
  @Test func theFingersVelocityMovesTheContentTheOtherWay() throws {
    // A finger moving left at 1000 pt/s drags the content right: content velocity +1000.
    let finger = runTool(["physics", "fling", "--finger-velocity", "-1000", "--at", "0.5", "--json"])
    let content = runTool(["physics", "fling", "--velocity", "1000", "--at", "0.5", "--json"])
    #expect(finger.code == 0)
    #expect(finger.out == content.out)
    #expect(runTool(["physics", "fling", "--finger-velocity", "-1000"]).out.contains("(finger -1000 pt/s)"))
  }

  @Test func pagingFollowsThePageRule() throws {
    // p = 100/390 = 0.256; 310 pt/s = 0.31 pt/ms > 0.3 → ceil(p) = page 1 at 390 pt, where it rests.
    // 290 pt/s → the nearest page, floor(0.756) = 0.
    func object(_ velocity: String, _ extra: [String] = []) throws -> [String: Any] {
      try jsonObject(
        runTool(["physics", "fling", "--velocity", velocity, "--offset", "100", "--paging", "--page-width", "390", "--json"] + extra).out)
    }
    let forward = try object("310")
    #expect(forward["page"] as? Double == 1)
    #expect(forward["target"] as? Double == 390)
    #expect(forward["rest"] as? Double == 390)
    #expect(try object("290")["page"] as? Double == 0)
    // Same numbers as physics page for the same release.
    let page = try jsonObject(
      runTool(["physics", "page", "--offset", "100", "--velocity", "310", "--page-width", "390", "--json"]).out)
    #expect(forward["duration"] as? Double == page["duration"] as? Double)
    // Any speed above 0.3 pt/ms moves one page: from 100 (p = 0.256) still page 1.
    #expect(try object("50000", ["--min", "0", "--max", "780"])["page"] as? Double == 1)
  }

  @Test func theProfileDecidesASlowReleaseAtAClampedLastPage() throws {
    // Range 0…500 with 390 pt pages; at rest at 500 (the maximum), p = 1.282. iOS 26 keeps
    // ceil(p) = 2 → 780, clamped to 500: it stays. iOS 7 takes the nearest page,
    // floor(1.782) = 1 → 390: it snaps back (the side-menu tutorial's bug).
    func rest(_ profile: String) throws -> Double? {
      try jsonObject(
        runTool([
          "physics", "fling", "--velocity", "0", "--offset", "500", "--paging", "--page-width", "390", "--min", "0", "--max",
          "500", "--uikit", profile, "--json",
        ]).out)["rest"] as? Double
    }
    #expect(try rest("ios26") == 500)
    #expect(try rest("ios7") == 390)
  }
}
