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

  /// A scene launches only from options (`RunnableScene.launched(_:at:)`), and neither
  /// its launch nor its initializer checks the configuration again: the one check is
  /// the options', so a configuration a library user builds by hand that the scene
  /// refuses is thrown there, typed, for every scene the library exposes.
  @Test func aHandBuiltConfigurationTheSceneRefusesIsThrownBeforeAnyLaunch() throws {
    // A pan's hysteresis is a distance in points: ≥ 0 (docs/recognizers.md).
    var table = TableScene.Configuration()
    table.panHysteresis = -1
    #expect(problem { _ = try SceneRunner<TableScene>.Options(scene: table) }?.key == .setting("panHysteresis"))
    // `Display`'s rule: a viewport of 1…100000 points a side.
    var sideMenu = SideMenuScene.Configuration()
    sideMenu.geometry.viewport = Size(width: 0, height: 844)
    #expect(problem { _ = try SceneRunner<SideMenuScene>.Options(scene: sideMenu) }?.key == .viewport)
    // UIKit pages by the bounds: paging content must be at least the viewport (390x844).
    let paging = ScrollViewScene<GridSnapDelegate>.Configuration(
      setup: ScrollViewSceneSetup(content: Size(width: 100, height: 100), paging: true), delegate: GridSnapDelegate())
    #expect(problem { _ = try SceneRunner<ScrollViewScene<GridSnapDelegate>>.Options(scene: paging) }?.key == .setting("content"))
    // A status bar taller than the 844-point screen it sits on.
    var screen = ScreenScene.defaultConfiguration
    screen.statusBarHeight = 900
    #expect(problem { _ = try SceneRunner<ScreenScene>.Options(scene: screen) }?.key == .setting("status-bar-height"))
    // Valid options launch the scene, its scroll view on the options' display rate.
    let scene = TableScene.launched(try SceneRunner<TableScene>.Options(refreshRate: 120), at: 0)
    #expect(scene.scrollView.maximumFramesPerSecond == 120)
  }

  @Test func validOptionsMakeARunnerThatRuns() throws {
    let options = try SceneRunner<SideMenuScene>.Options(refreshRate: 120, settleLimit: 0)
    #expect(options.refreshRate == 120 && options.settleLimit == 0)
    // No input: the app launches at 0 and, already at rest, runs no frame.
    let (summary, _) = SceneRunner<SideMenuScene>.run([], options: options)
    #expect(summary.facts.cameToRest)
  }
}
