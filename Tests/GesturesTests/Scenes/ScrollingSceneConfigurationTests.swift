import Gestures
import ScrollPhysics
import Testing

/// The one configuration of the side menu and the table: its documented defaults
/// (docs/side-menu.md, docs/table.md) and its checks, the same for both scenes.
@Suite struct ScrollingSceneConfigurationTests {
  @Test func defaultsAreTheDocumentedOnes() {
    // The tutorials' final code, the iPhone 14/15 screen, the pan's 10 pt hysteresis,
    // the tap's 45 pt, the rest rule of 0.1 s and room for 10,000 taps.
    let sideMenu = SideMenuScene.Configuration()
    #expect(sideMenu.variant == .fixed)
    #expect(sideMenu.geometry == SideMenuGeometry(viewport: Size(width: 390, height: 844), scale: 3, menuWidth: 80))
    let table = TableScene.Configuration()
    #expect(table.variant == .tipIn)
    #expect(table.geometry == TableGeometry(viewport: Size(width: 390, height: 844), scale: 3, rowCount: 50, rowHeight: 80))
    for (hysteresis, movement, rule, stored) in [
      (sideMenu.panHysteresis, sideMenu.tapAllowableMovement, sideMenu.restingRelease, sideMenu.maximumStoredTaps),
      (table.panHysteresis, table.tapAllowableMovement, table.restingRelease, table.maximumStoredTaps),
    ] {
      #expect(hysteresis == 10 && movement == 45 && rule == .uikit && stored == 10_000)
    }
    #expect(sideMenu.scrollView == ScrollViewConfiguration() && table.scrollView == ScrollViewConfiguration())
    #expect(problem { try sideMenu.validate() } == nil && problem { try table.validate() } == nil)
  }

  @Test func badThresholdsAreRefusedForBothScenes() {
    // Each bad field alone, with the reason the runner and the CLI report; the
    // recognizers and the scenes would otherwise stop on a precondition.
    let sideMenuReasons = [
      SideMenuScene.Configuration(panHysteresis: -1), SideMenuScene.Configuration(panHysteresis: .infinity),
      SideMenuScene.Configuration(panHysteresis: .nan), SideMenuScene.Configuration(tapAllowableMovement: -0.5),
      SideMenuScene.Configuration(tapAllowableMovement: .nan), SideMenuScene.Configuration(maximumStoredTaps: -1),
    ].map { configuration in problem { try SideMenuScene.validate(configuration) }?.reason }
    let tableReasons = [
      TableScene.Configuration(panHysteresis: -1), TableScene.Configuration(panHysteresis: .infinity),
      TableScene.Configuration(panHysteresis: .nan), TableScene.Configuration(tapAllowableMovement: -0.5),
      TableScene.Configuration(tapAllowableMovement: .nan), TableScene.Configuration(maximumStoredTaps: -1),
    ].map { configuration in problem { try TableScene.validate(configuration) }?.reason }
    #expect(sideMenuReasons == tableReasons)
    #expect(sideMenuReasons == [
      "the pan hysteresis must be finite and non-negative, got -1.0",
      "the pan hysteresis must be finite and non-negative, got inf",
      "the pan hysteresis must be finite and non-negative, got nan",
      "the tap's allowable movement must be non-negative, got -0.5",
      "the tap's allowable movement must be non-negative, got nan",
      "the number of stored taps must not be negative, got -1",
    ])
    // Zero is allowed for all three: a pan that begins on any movement, a tap that
    // fails on any movement, a run that only counts its taps.
    #expect(problem { try SideMenuScene.validate(SideMenuScene.Configuration(panHysteresis: 0, tapAllowableMovement: 0, maximumStoredTaps: 0)) } == nil)
    #expect(problem { try TableScene.validate(TableScene.Configuration(panHysteresis: 0, tapAllowableMovement: 0, maximumStoredTaps: 0)) } == nil)
    // The runner's check is the scene's: an error to report, before any scene is made.
    #expect(
      problem { _ = try SceneRunner<SideMenuScene>.Options(scene: SideMenuScene.Configuration(panHysteresis: -1)) }?.key
        == .setting("panHysteresis"))
    #expect(problem { _ = try SceneRunner<TableScene>.Options(scene: TableScene.Configuration(tapAllowableMovement: -1)) } != nil)
  }

  @Test func theGeometryIsCheckedFirst() {
    // A geometry whose fields were set past the initializer's checks: the screen
    // rules (Display) come before the thresholds.
    var sideMenu = SideMenuScene.Configuration(panHysteresis: -1)
    sideMenu.geometry.scale = 0
    #expect(problem { try SideMenuScene.validate(sideMenu) } == SetupProblem(.scale, "the scale must be between 0.5 and 10 pixels per point, got 0.0"))
    var table = TableScene.Configuration(panHysteresis: -1)
    table.geometry.viewport = Size(width: 0, height: 844)
    #expect(problem { try TableScene.validate(table) } == problem { try Display.validate(viewport: Size(width: 0, height: 844)) })
    #expect(problem { try TableScene.validate(table) } != nil)
  }
}
