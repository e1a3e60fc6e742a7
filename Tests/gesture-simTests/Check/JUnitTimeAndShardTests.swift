import Foundation
@testable import gesture_sim
import Testing

/// `check --junit` (issue 24, CI): test cases carry `time`, read from check's injected
/// clock (never a clock of their own, so tests stay deterministic); a shard's suite is
/// named with its shard; an unwritable path is refused before anything runs.
@Suite struct JUnitTimeAndShardTests {
  /// A clock that moves 0.125 s each time it is read (one thread: `--jobs 1`).
  final class SteppingClock: @unchecked Sendable {
    var reads = 0
    func now() -> Double {
      reads += 1
      return Double(reads) * 0.125
    }
  }

  func check(_ arguments: [String], clock: SteppingClock) -> (code: Int32, out: String, err: String) {
    var out = ""
    var err = ""
    let code = CheckCommand.run(
      arguments: arguments, output: &out, errors: &err, environment: CheckEnvironment(now: clock.now, terminal: nil))
    return (code, out, err)
  }

  /// The `time` attributes of the `<testcase>` elements, in order.
  static func caseTimes(_ xml: String) -> [Double] {
    xml.components(separatedBy: "<testcase ").dropFirst().compactMap { element in
      element.components(separatedBy: " time=\"").dropFirst().first?.split(separator: "\"").first.flatMap { Double($0) }
    }
  }

  @Test func testCasesCarryTheirTimeOnChecksClock() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let arguments = ["--scene", "dropdown", "--cases", "20", "--jobs", "1", "--regressions", scratch.path]
    let first = check(arguments + ["--junit", scratch.path + "/a.xml"], clock: SteppingClock())
    #expect(first.code == 0, "\(first.err)")
    let xml = try #require(scratch.read("a.xml"))
    #expect(XMLWellFormedness.problem(in: xml) == nil)
    let properties = xml.components(separatedBy: "<testcase ").count - 1
    let times = Self.caseTimes(xml)
    #expect(properties >= 2 && times.count == properties)
    // Each property reads the clock at its start and its end at least: a positive
    // multiple of the 0.125 s step.
    for time in times { #expect(time >= 0.125 && (time / 0.125).rounded() * 0.125 == time, "\(times)") }
    // The suite's time covers its cases.
    let suite = try #require(xml.components(separatedBy: "<testsuite name=\"gesture-sim check\" ").dropFirst().first)
    let suiteTime = try #require(suite.components(separatedBy: "time=\"").dropFirst().first?.split(separator: "\"").first.flatMap { Double($0) })
    #expect(suiteTime >= times.reduce(0, +))
    // Deterministic: the same clock gives the same bytes.
    let second = check(arguments + ["--junit", scratch.path + "/b.xml"], clock: SteppingClock())
    #expect(second.code == 0)
    #expect(scratch.read("b.xml") == xml)
  }

  @Test func aShardsSuiteIsNamedWithItsShard() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    for shard in ["1/2", "2/2"] {
      let result = check(
        ["--scene", "dropdown", "--cases", "20", "--shard", shard, "--regressions", scratch.path, "--junit", scratch.path + "/r.xml"],
        clock: SteppingClock())
      #expect(result.code == 0, "\(result.err)")
      let xml = try #require(scratch.read("r.xml"))
      #expect(xml.contains("<testsuite name=\"gesture-sim check (shard \(shard))\" "), "\(xml.prefix(400))")
      #expect(xml.contains("<property name=\"shard\" value=\"\(shard)\"/>"))
    }
    // Unsharded: the plain name.
    _ = check(["--scene", "dropdown", "--cases", "1", "--regressions", scratch.path, "--junit", scratch.path + "/r.xml"], clock: SteppingClock())
    #expect(try #require(scratch.read("r.xml")).contains("<testsuite name=\"gesture-sim check\" "))
  }

  @Test func anUnwritableJUnitPathIsRefusedBeforeTheRun() {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let clock = SteppingClock()
    let path = scratch.path + "/no-such-directory/report.xml"
    let result = check(["--scene", "dropdown", "--cases", "20", "--regressions", scratch.path, "--junit", path], clock: clock)
    #expect(result.code == ExitCode.cannotCreate)
    #expect(result.err.hasPrefix("\(path): error: cannot create the output file: "), "\(result.err)")
    // Nothing ran: no property's line, no summary.
    #expect(result.out.isEmpty, "\(result.out)")
  }
}
