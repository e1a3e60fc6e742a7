@testable import gesture_sim
import Testing

@Suite struct PhysicsRubberBandCommandTests {
  @Test func theNineSixtyPointVectorsOfPhysicsMd() throws {
    // PHYSICS.md §2: f(x) = x·D·c/(D + c·x), c = 0.55, D = 960; published to two decimals:
    // 5 → 2640/962.75 = 2.74, 10 → 5280/965.5 = 5.47, 100 → 52800/1015 = 52.02,
    // 400 → 211200/1180 = 178.98, 960 → 506880/1488 = 340.65.
    let vectors: [(pull: String, exact: Double, published: Double)] = [
      ("5", 2640 / 962.75, 2.74), ("10", 5280 / 965.5, 5.47), ("100", 52800 / 1015.0, 52.02),
      ("400", 211200 / 1180.0, 178.98), ("960", 506880 / 1488.0, 340.65),
    ]
    for vector in vectors {
      let object = try jsonObject(runTool(["physics", "rubber-band", "--pull", vector.pull, "--dimension", "960", "--json"]).out)
      let offset = try #require(object["offset"] as? Double)
      #expect(abs(offset - vector.published) <= 0.005, "pull \(vector.pull)")
      // Printed as a length, to 10⁻⁶ pt (docs/cli.md, "Numbers"): the exact value rounded.
      #expect(offset == (vector.exact * 1e6).rounded() / 1e6, "pull \(vector.pull)")
      #expect(Array(object.keys) == ["offset"])
    }
  }

  @Test func theLawIsOddAndTakesTheConstant() throws {
    // Past the leading edge: f(−100) = −52.02.
    let negative = try jsonObject(runTool(["physics", "rubber-band", "--pull", "-100", "--dimension", "960", "--json"]).out)
    #expect(negative["offset"] as? Double == -52.019704)  // −52800/1015 = −52.0197044…
    // c = 1: f(100) = 100·960/(960 + 100) = 90.566.
    let stiff = try jsonObject(runTool(["physics", "rubber-band", "--pull", "100", "--dimension", "960", "--constant", "1", "--json"]).out)
    #expect(stiff["offset"] as? Double == 90.566038)  // 96000/1060 = 90.5660377…
  }

  @Test func scaleRoundsToDevicePixels() throws {
    // 52.0197 pt · 3 = 156.059 px → 156 px = 52 pt; at scale 2: 104.039 px → 104 px = 52 pt;
    // f(5) = 2.742145 pt · 3 = 8.2264 px → 8 px = 2.6667 pt.
    let rounded = try jsonObject(runTool(["physics", "rubber-band", "--pull", "100", "--dimension", "960", "--scale", "3", "--json"]).out)
    #expect(rounded["offset"] as? Double == 52)
    let small = try jsonObject(runTool(["physics", "rubber-band", "--pull", "5", "--dimension", "960", "--scale", "3", "--json"]).out)
    #expect(small["offset"] as? Double == 8.0 / 3)
    let readable = runTool(["physics", "rubber-band", "--pull", "100", "--dimension", "960", "--scale", "3"])
    #expect(readable.out.contains("offset   52 pt (unrounded 52.019704)\n"))
  }

  @Test func badValuesAreUsageErrors() {
    let command = "gesture-sim physics rubber-band"
    expectUsageError(["physics", "rubber-band", "--dimension", "960"], "Missing expected argument '--pull <p>'", command: command)
    expectUsageError(["physics", "rubber-band", "--pull", "5"], "Missing expected argument '--dimension <d>'", command: command)
    expectUsageError(["physics", "rubber-band", "--pull", "5", "--dimension", "0"], "The value '0' is invalid for '--dimension <d>'", command: command)
    expectUsageError(["physics", "rubber-band", "--pull", "5", "--dimension", "-960"], "The value '-960' is invalid for '--dimension <d>'", command: command)
    expectUsageError(["physics", "rubber-band", "--pull", "nan", "--dimension", "960"], "The value 'nan' is invalid for '--pull <p>'", command: command)
    expectUsageError(["physics", "rubber-band", "--pull", "5", "--dimension", "960", "--constant", "0"], "The value '0' is invalid for '--constant <c>'", command: command)
    expectUsageError(["physics", "rubber-band", "--pull", "5", "--dimension", "960", "--scale", "11"], "The value '11' is invalid for '--scale <s>'", command: command)
    expectUsageError(["physics", "rubber-band", "--pul", "5"], "Unknown option '--pul'. Did you mean '--pull'?", command: command)
  }
}
