import Gestures
@testable import gesture_sim
import ScrollPhysics
import Testing

@Suite struct SideMenuReportTests {
  @Test func jsonCountsEveryTap() {
    // traces/README.md: double-tap-flick.csv ends with two taps on the hamburger.
    let result = runTool(["run", packageRoot + "/traces/double-tap-flick.csv", "--format", "json"])
    #expect(result.code == 0)
    #expect(result.out.contains("\"tapCount\":2"))
  }

  @Test func theTableSaysHowManyTapsWereNotListed() throws {
    // Two taps on the detail view at 0.1 s and 1.1 s (lifted 0.08 s later); the scene
    // keeps one.
    var events: [TouchEvent] = []
    for start in [0.1, 1.1] {
      events.append(TouchEvent(time: start, touches: [Touch(id: 0, phase: .began, location: Point(x: 200, y: 400))]))
      events.append(TouchEvent(time: start + 0.08, touches: [Touch(id: 0, phase: .ended, location: Point(x: 200, y: 400))]))
    }
    var configuration = SideMenuScene.Configuration()
    configuration.maximumStoredTaps = 1
    let (run, _) = SceneRunner<SideMenuScene>.run(events, options: try SceneRunner<SideMenuScene>.Options(scene: configuration, refreshRate: 120))
    #expect(SideMenuReport.finalTable(run).hasSuffix("\ntaps: detail at 0.1800 s, … (2 taps in all; the first 1 are listed)\n"))
    configuration.maximumStoredTaps = 0
    let (none, _) = SceneRunner<SideMenuScene>.run(events, options: try SceneRunner<SideMenuScene>.Options(scene: configuration, refreshRate: 120))
    #expect(SideMenuReport.finalTable(none).hasSuffix("\ntaps: … (2 taps in all; the first 0 are listed)\n"))
  }
}
