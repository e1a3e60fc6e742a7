import Gestures
import ScrollPhysics
import Testing

/// `ScrollViewScene` as a `RecordOmittingScene`.
@Suite struct ScrollViewSceneTests {
  @Test func aRunWithoutRecordsHasTheSameSummaryAndWarnings() {
    // `SceneRunner.makesRecords` false (what `run --format json` asks, which prints the
    // summary alone): the scene makes no gesture, callback or frame record, and its
    // summary (releases, drags, callbacks, rest) equals the one of the run that made
    // them (the independent source: the same runner with records). The trace drags,
    // flicks (a release with velocity), taps the content, the status bar and the jump
    // bar, and lands one finger outside the viewport (a warning, which stays).
    var options = ScrollViewSceneSetup(content: Size(width: 1170, height: 5000))
    options.statusBar = true
    options.jumpBar = true
    var events: [TouchEvent] = []
    func add(_ t: Double, _ phase: TouchPhase, _ x: Double, _ y: Double, id: Int = 0) {
      events.append(TouchEvent(time: t, touches: [Touch(id: id, phase: phase, location: Point(x: x, y: y))]))
    }
    add(0, .began, 200, 600)
    for i in 1...8 { add(Double(i) / 120, .moved, 200 - 5 * Double(i), 600 - 30 * Double(i)) }
    add(9.0 / 120, .ended, 160, 360)
    add(1, .began, 200, 400)
    add(1.1, .ended, 200, 400)
    add(2, .began, 100, 20)
    add(2.05, .ended, 100, 20)
    add(4, .began, 300, 830)
    add(4.05, .ended, 300, 830)
    add(6, .began, 500, 100, id: 1)
    add(6.05, .ended, 500, 100, id: 1)
    typealias Scene = ScrollViewScene<GridSnapDelegate>
    let runOptions = SceneRunner<Scene>.Options(scene: Scene.Configuration(options: options), refreshRate: 120)
    let (expected, expectedRecords) = expectSameSummaryAndWarningsWithoutRecords(events, options: runOptions)
    let warnings = expectedRecords.filter { if case .warning = $0 { return true } else { return false } }
    #expect(warnings.count == 1)
    // Not vacuous: the flick released with velocity.
    #expect(!expected.releases.isEmpty && expected.drags >= 1)
    #expect(expectedRecords.count > 100, "\(expectedRecords.count) records with them")
  }
}
