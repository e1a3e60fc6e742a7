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
  // λ = −1000·ln 0.998 = 2.0020027 s⁻¹ (PHYSICS.md §1.2).
  let lambda = 2.0020026706730794

  @Test func aThousandPointsPerSecondAtNormalRestsAtTheRoundedResult() throws {
    // PHYSICS.md §1.3: x_rest − x0 = (1000 − 10)/λ = 990/2.0020027 = 494.5048 pt.
    // Pixel-rounded at scale 3: 494.5048·3 = 1483.5145 px → 1484 px → 1484/3 = 494.667 pt.
    // (494.333 = 1483/3 would need the value below 1483.5 px; it is above.)
    // t_stop = ln(1000/10)/λ = 4.6051702/2.0020027 = 2.30028 s.
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--json"]).out)
    #expect(object["target"] as? Double == 1484.0 / 3)
    let duration = try #require(object["duration"] as? Double)
    #expect(abs(duration - 2.30028) < 1e-5)
    #expect(try jsonSamples(object).isEmpty)
  }

  @Test func samplesGiveThePixelRoundedOffsetAndTheExactVelocity() throws {
    // x(t) = (v0/λ)(1 − e^(−λt)), v(t) = v0·e^(−λt) (PHYSICS.md §1.2):
    // t = 0.5: e^(−1.001001) = 0.3675113 → x = 499.4998·0.6324887 = 315.928 pt = 947.78 px → 948 px = 316 pt;
    //          v = 367.511 pt/s.
    // t = 1:   e^(−2.002003) = 0.1350645 → x = 499.4998·0.8649355 = 432.035 pt = 1296.11 px → 1296 px = 432 pt;
    //          v = 135.065 pt/s.
    // t = 3 > t_stop: at rest at the target, v = 0.
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--at", "0,0.5,1,3", "--json"]).out)
    let samples = try jsonSamples(object)
    #expect(samples.count == 4)
    #expect(samples[0] == ["t": 0, "offset": 0, "velocity": 1000])
    #expect(samples[1]["offset"] == 316)
    #expect(abs(samples[1]["velocity"]! - 367.511) < 1e-3)
    #expect(samples[2]["offset"] == 432)
    #expect(abs(samples[2]["velocity"]! - 135.065) < 1e-3)
    #expect(samples[3]["offset"] == 1484.0 / 3)
    #expect(samples[3]["velocity"] == 0)
  }

  @Test func theFastAndCustomRatesUseTheirDecayConstants() throws {
    // fast: λ = −1000·ln 0.99 = 10.0503359; rest = 990/λ = 98.5042 pt = 295.51 px → 296 px = 98.667 pt;
    //       t_stop = 4.6051702/10.0503359 = 0.458211 s.
    let fast = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--rate", "fast", "--json"]).out)
    #expect(fast["target"] as? Double == 296.0 / 3)
    #expect(abs((fast["duration"] as? Double ?? 0) - 0.458211) < 1e-6)
    // 0.995: λ = −1000·ln 0.995 = 5.0125418; rest = 990/λ = 197.5046 pt = 592.51 px → 593 px.
    let custom = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--rate", "0.995", "--json"]).out)
    #expect(custom["target"] as? Double == 593.0 / 3)
    // Scale 1 rounds to whole points: 494.5048 → 495.
    let scale1 = try jsonObject(runTool(["physics", "fling", "--velocity", "1000", "--scale", "1", "--json"]).out)
    #expect(scale1["target"] as? Double == 495)
  }

  @Test func aNegativeFlingFromAnOffsetMovesTheOtherWay() throws {
    // From 1000 with −1000 pt/s: 1000 − 494.5048 = 505.4952 pt = 1516.49 px → 1516 px = 505.333 pt.
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "-1000", "--offset", "1000", "--json"]).out)
    #expect(object["target"] as? Double == 1516.0 / 3)
  }

  @Test func aFlingThatCrossesAnEdgeBounces() throws {
    // v0 = 3000 in 0…1000: the free rest 2990/λ = 1493.5 lies past 1000, so (PHYSICS.md §3.1)
    // t_e = −ln(1 − λ·1000/3000)/λ = −ln(0.3326658)/2.0020027 = 0.549758 s, v_e = 3000 − λ·1000 = 997.997 pt/s,
    // then y = v_e·τ·e^(−ωτ), ω = 10.9: the peak at τ = 1/ω = 0.0917431 s is v_e/(ω·e) = 33.683 pt past the edge,
    // at t = 0.641501 s: 1033.683 pt = 3101.05 px → 3101 px = 1033.667 pt.
    let object = try jsonObject(
      runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--at", "0.641501", "--json"]).out)
    #expect(object["target"] as? Double == 1000)
    let samples = try jsonSamples(object)
    #expect(samples[0]["offset"] == 3101.0 / 3)
    #expect(abs(samples[0]["velocity"]!) < 0.01)  // the peak
    // The bounce lasts beyond the edge time.
    #expect((object["duration"] as? Double ?? 0) > 0.641501)
  }

  @Test func withBouncesOffTheFlingStopsDeadAtTheEdge() throws {
    // PHYSICS.md §3.3: at the wall, offset = edge and v = 0; the motion ends at t_e = 0.549758 s.
    let object = try jsonObject(
      runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--bounces", "false", "--at", "0.5,0.6", "--json"]).out)
    #expect(object["target"] as? Double == 1000)
    #expect(abs((object["duration"] as? Double ?? 0) - 0.549758) < 1e-6)
    let samples = try jsonSamples(object)
    // t = 0.5 is before the wall: x = 1498.7497·(1 − e^(−1.0010013)) = 947.78 pt = 2843.35 px → 2843 px.
    #expect(samples[0]["offset"] == 2843.0 / 3)
    #expect(samples[1] == ["t": 0.6, "offset": 1000, "velocity": 0])
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

  @Test func aSpeedAtOrBelowTheStopSpeedDoesNotMove() throws {
    // PHYSICS.md §1.3: no deceleration for |v0| ≤ 10 pt/s.
    let object = try jsonObject(runTool(["physics", "fling", "--velocity", "10", "--offset", "12.4", "--at", "1", "--json"]).out)
    #expect(object["duration"] as? Double == 0)
    // 12.4 pt = 37.2 px → 37 px = 12.333 pt.
    #expect(object["target"] as? Double == 37.0 / 3)
    #expect(try jsonSamples(object)[0]["velocity"] == 0)
  }

  @Test func theReadableReportShowsTargetDurationAndSamples() {
    let result = runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--at", "0.5"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    #expect(result.out.hasPrefix("fling  velocity 3000 pt/s  offset 0 pt  rate normal (0.998/ms)  scale 3\nrange  0 … 1000 pt  bounces true\n"))
    #expect(result.out.contains("target     1000 pt = 3000 px (unrounded 1000 pt)\n"))
    // t_e = 0.549758 s (0.54975799…, to the microsecond; the bounce test below derives it).
    #expect(result.out.contains("edge       reaches 1000 pt at 0.549758 s at "))
    #expect(result.out.contains("t (s)"))
    // Output is byte-identical across runs.
    #expect(result.out == runTool(["physics", "fling", "--velocity", "3000", "--min", "0", "--max", "1000", "--at", "0.5"]).out)
  }

  @Test func everyNumberIsValidated() {
    let command = "gesture-sim physics fling"
    expectUsageError(["physics", "fling"], "Missing expected argument '--velocity <v>'", command: command)
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
    expectUsageError(["physics", "fling", "--velocty", "1"], "Unknown option '--velocty'. Did you mean '--velocity'?", command: command)
    // A bad value comes with the option's help line.
    #expect(runTool(["physics", "fling", "--velocity", "x"]).err.contains("\nHelp:  --velocity <v>  Release velocity of the content, in points per second"))
  }
}
