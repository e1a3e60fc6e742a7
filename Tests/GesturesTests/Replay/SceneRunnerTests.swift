import Gestures
import ScrollPhysics
import Testing

/// A runner's options are valid by construction: options a library user builds by hand
/// with a value the scene cannot use are a thrown `SetupProblem` naming the setting, not
/// a runner that stops the process (`SceneRunner.init` used to trap on them).
@Suite struct SceneRunnerTests {
  @Test func optionsOutOfRangeAreThrownWithTheirKey() {
    // UIKit's display runs at 1…1000 Hz at most (`Display`'s rule, docs/trace-format.md).
    #expect(problem { _ = try SceneRunner<SideMenuScene>.Options(refreshRate: 0) }?.key == .refresh)
    #expect(problem { _ = try SceneRunner<SideMenuScene>.Options(refreshRate: 1001) }?.key == .refresh)
    #expect(problem { _ = try SceneRunner<SideMenuScene>.Options(refreshRate: .nan) }?.key == .refresh)
    #expect(problem { _ = try SceneRunner<SideMenuScene>.Options(settleLimit: -1) }?.key == .setting("settleLimit"))
    // The configuration's own problem: a scale of 0 pixels per point.
    var configuration = SideMenuScene.Configuration()
    configuration.geometry.scale = 0
    #expect(problem { _ = try SceneRunner<SideMenuScene>.Options(scene: configuration) }
      == SetupProblem(.scale, "the scale must be between 0.5 and 10 pixels per point, got 0.0"))
  }

  @Test func validOptionsMakeARunnerThatRuns() throws {
    let options = try SceneRunner<SideMenuScene>.Options(refreshRate: 120, settleLimit: 0)
    #expect(options.refreshRate == 120 && options.settleLimit == 0)
    // No input: the app launches at 0 and, already at rest, runs no frame.
    let (summary, _) = SceneRunner<SideMenuScene>.run([], options: options)
    #expect(summary.facts.cameToRest)
  }
}
