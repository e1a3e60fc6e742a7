@testable import gesture_sim
import Testing

@Suite struct PhysicsCurveCommandTests {
  /// y at each x of `--at` for `curve`.
  func progress(_ curve: String, _ at: String) throws -> [[String: Double]] {
    try jsonSamples(jsonObject(runTool(["physics", "curve", curve, "--at", at, "--json"]).out))
  }

  @Test func namedCurvesMatchTheirControlPoints() throws {
    // UIKIT.md §3.3 by hand: for control points p1, p2 per axis c = 3p1, b = 3(p2 − p1) − c, a = 1 − c − b,
    // sample(t) = ((a·t + b)·t + c)·t. At the parameter t = 0.5:
    // easeIn (0.42, 0), (1, 1): x: c 1.26, b 0.48, a −0.74 → x = 0.6575; y: c 0, b 3, a −2 → y = 0.5.
    // default (0.25, 0.1), (0.25, 1): x: c 0.75, b −0.75, a 1 → 0.3125; y: c 0.3, b 2.4, a −1.7 → 0.5375.
    // easeOut is easeIn turned by 180°: easeOut(1 − 0.6575) = 1 − 0.5. easeInEaseOut is symmetric: (0.5) = 0.5.
    #expect(abs(try progress("easeIn", "0.6575")[0]["y"]! - 0.5) < 1e-9)
    #expect(abs(try progress("default", "0.3125")[0]["y"]! - 0.5375) < 1e-9)
    #expect(abs(try progress("easeOut", "0.3425")[0]["y"]! - 0.5) < 1e-9)
    #expect(abs(try progress("easeInEaseOut", "0.5")[0]["y"]! - 0.5) < 1e-9)
    // linear is the identity; every curve maps 0 to 0 and 1 to 1.
    #expect(try progress("linear", "0,0.3,1").map { $0["y"]! } == [0, 0.3, 1])
    for name in ["easeIn", "easeOut", "easeInEaseOut", "default"] {
      #expect(try progress(name, "0,1").map { $0["y"]! } == [0, 1], "\(name)")
    }
  }

  @Test func controlPointsAndUIViewsNameGiveTheSameCurve() throws {
    #expect(try progress("0.42,0,0.58,1", "0.2,0.7") == progress("easeInEaseOut", "0.2,0.7"))
    #expect(try progress("easeInOut", "0.2,0.7") == progress("easeInEaseOut", "0.2,0.7"))
    // y may leave 0…1 (overshoot): (0.5, 1.5), (0.5, 1.5) at the parameter 0.5: x = 0.5, y: c 4.5, b −4.5, a 1
    // → ((0.5 − 4.5)·0.5 + 4.5)·0.5 = 1.25.
    #expect(abs(try progress("0.5,1.5,0.5,1.5", "0.5")[0]["y"]! - 1.25) < 1e-9)
  }

  @Test func theJSONHasOneSamplePerRequestedX() throws {
    let samples = try progress("default", "0.25,0.5,0.75")
    #expect(samples.map { $0["x"]! } == [0.25, 0.5, 0.75])
    #expect(samples.allSatisfy { $0.count == 2 })
    let readable = runTool(["physics", "curve", "easeIn", "--at", "0.5"])
    #expect(readable.out.hasPrefix("curve  easeIn  control points (0.42, 0) (1, 1)\n"))
  }

  @Test func badCurvesAndFractionsAreUsageErrors() {
    let command = "gesture-sim physics curve"
    expectUsageError(["physics", "curve", "--at", "0.5"], "Missing expected argument '<curve>'", command: command)
    expectUsageError(["physics", "curve", "linear"], "Missing expected argument '--at <u1,u2,…>'", command: command)
    expectUsageError(["physics", "curve", "easeInn", "--at", "0.5"], "The value 'easeInn' is invalid for '<curve>'. Expected one of: linear, easeIn, easeOut, easeInEaseOut, default, or x1,y1,x2,y2. Did you mean 'easeIn'?", command: command)
    expectUsageError(["physics", "curve", "1.5,0,0.5,1", "--at", "0.5"], "The value '1.5,0,0.5,1' is invalid for '<curve>': expected control points", command: command)
    expectUsageError(["physics", "curve", "0.5,nan,0.5,1", "--at", "0.5"], "The value '0.5,nan,0.5,1' is invalid for '<curve>'", command: command)
    expectUsageError(["physics", "curve", "linear", "--at", "1.5"], "The value '1.5' is invalid for '--at <u1,u2,…>'", command: command)
    expectUsageError(["physics", "curve", "linear", "--at", "-0.5"], "The value '-0.5' is invalid for '--at <u1,u2,…>'", command: command)
  }
}
