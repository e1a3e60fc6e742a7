import Gestures
@testable import gesture_sim
import Testing

/// `check --junit FILE`: JUnit XML with one test case per property; a failure carries
/// the report and the minimal trace.
/// `gesture-sim check` on a clock that never moves (every time 0), without a terminal.
func stoppedClockCheck(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var out = ""
  var err = ""
  let code = CheckCommand.run(
    arguments: Array(arguments.dropFirst()), output: &out, errors: &err, environment: CheckEnvironment(now: { 0 }, terminal: nil))
  return (code, out, err)
}

@Suite struct JUnitReportTests {
  @Test func oneTestCasePerPropertyWithTheFailureReport() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let file = scratch.path + "/report.xml"
    let result = stoppedClockCheck(["check", "--variant", "hamburger", "--cases", "300", "--regressions", scratch.path, "--junit", file])
    #expect(result.code == 1)
    let xml = try #require(scratch.read("report.xml"))
    #expect(XMLWellFormedness.problem(in: xml) == nil)
    let selected = PropertyCatalog.properties(named: nil, scene: nil, variant: "hamburger")
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"gesture-sim check\" tests=\"\(selected.count)\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"0\">\n"))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == selected.count)
    for property in selected {
      #expect(xml.contains("<testcase classname=\"check.side-menu.hamburger\" name=\"\(property.name)\" time=\"0\">"))
    }
    // The failure: its message is the expected/actual pair, its body the printed report
    // (escaped), with the minimal trace's CSV and the replay line.
    let failure = try #require(xml.components(separatedBy: "<failure type=\"PropertyFailure\" message=\"Expected: ").dropFirst().first)
    let body = try #require(failure.components(separatedBy: "\">").dropFirst().first?.components(separatedBy: "</failure>").first)
    let printed = try #require(result.out.components(separatedBy: "\n\n").first { $0.hasPrefix("*** Failed!") })
    #expect(body == printed.xmlEscaped)
    #expect(body.contains("Minimal trace as CSV"))
    #expect(body.contains("\nt,id,phase,x,y\n"))
    #expect(body.contains("Replay: gesture-sim check --scene side-menu --variant hamburger --property single-tap-toggles --seed "))
    // The same run gives the same bytes on the same clock (no timestamps), whatever --jobs.
    let again = scratch.path + "/again.xml"
    _ = stoppedClockCheck(["check", "--variant", "hamburger", "--cases", "300", "--regressions", scratch.path, "--junit", again, "--jobs", "2"])
    #expect(scratch.read("again.xml") == xml)
  }

  @Test func skippedAndEmptyProperties() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let file = scratch.path + "/report.xml"
    // Known-bug demonstrations not selected are skipped; --cases 0 makes every selected
    // property an EmptyProperty failure.
    let result = runTool(["check", "--property", "single-tap-toggles", "--cases", "0", "--regressions", scratch.path, "--junit", file])
    #expect(result.code == 1)
    let xml = try #require(scratch.read("report.xml"))
    #expect(XMLWellFormedness.problem(in: xml) == nil)
    #expect(xml.contains("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"2\""))
    #expect(xml.contains("<testcase classname=\"check.side-menu.fixed\" name=\"single-tap-toggles\" time=\""))
    #expect(xml.contains("\">\n      <failure type=\"EmptyProperty\" message=\"ran no generated case; nothing was checked\">"))
    #expect(xml.contains("<testcase classname=\"check.side-menu.hamburger\" name=\"single-tap-toggles\">\n      <skipped message=\"demonstrates "))
    // With --allow-empty the empty property passes.
    _ = runTool(["check", "--property", "single-tap-toggles", "--cases", "0", "--regressions", scratch.path, "--junit", file, "--allow-empty"])
    #expect(try #require(scratch.read("report.xml")).contains("failures=\"0\""))
  }
}
