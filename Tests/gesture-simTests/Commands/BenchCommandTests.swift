@testable import gesture_sim
import Testing

private func bench(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var out = ""
  var err = ""
  let code = BenchCommand.run(arguments: arguments, output: &out, errors: &err)
  return (code, out, err)
}

@Suite struct BenchCommandTests {
  @Test func everyBenchmarkHasAName() {
    // trace-read, trace-recognize, side-menu, scroll-view-scene, scroll-view-frames, six simulations and
    // the property harness's side-menu cases (issue 7).
    #expect(BenchCommand.names == [
      "trace-read", "trace-recognize", "side-menu", "scroll-view-scene", "scroll-view-frames",
      "simulation-deceleration", "simulation-spring-underdamped", "simulation-spring-critical",
      "simulation-spring-overdamped", "simulation-bounce", "simulation-curve", "properties-side-menu",
    ])
  }

  @Test func oneBenchmarkPrintsOneEntryWithItsTarget() {
    let result = bench(["--only", "simulation-curve", "--evaluations", "1K"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    // 1K = 1024 evaluations, against issue 3's 50 million per second.
    #expect(result.out.contains(#"{"name":"simulation-curve","unit":"evaluations","count":1024,"seconds":"#))
    #expect(result.out.contains(#""targetPerSecond":50000000"#))
    #expect(!result.out.contains(#""name":"side-menu""#))
  }

  @Test func sideMenuCountsSamplesAndFrames() {
    let result = bench(["--only", "side-menu", "--scene-bytes", "1K"])
    #expect(result.code == 0)
    // 1K asks for at least 1024 bytes; the generator renders whole 64 KiB blocks, so
    // the count is some cycles of 113 samples: check the fields, not the numbers.
    #expect(result.out.contains(#"{"name":"side-menu","unit":"samples","count":"#))
    #expect(result.out.contains(#""frames":"#))
    #expect(result.out.contains(#""targetPerSecond":2000000"#))
  }

  @Test func badCountIsAUsageError() {
    let result = bench(["--frames", "0"])
    #expect(result.code == 64)
    #expect(result.err.contains("The value '0' is invalid for '--frames <count>'"))
    #expect(result.out.isEmpty)
  }
}
