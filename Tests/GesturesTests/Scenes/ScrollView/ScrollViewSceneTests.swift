import Gestures
import ScrollPhysics
import Testing

/// `ScrollViewScene` as a `RecordOmittingScene`; the scene as a screen of one scroll
/// view (it runs on the screen engine), with its jump bar and a delegate of the user's.
@Suite struct ScrollViewSceneTests {
  @Test func aRunWithoutRecordsHasTheSameSummaryAndWarnings() throws {
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
    let runOptions = try SceneRunner<Scene>.Options(scene: Scene.Configuration(setup: options), refreshRate: 120)
    let (expected, expectedRecords) = expectSameSummaryAndWarningsWithoutRecords(events, options: runOptions)
    let warnings = expectedRecords.filter { if case .warning = $0 { return true } else { return false } }
    #expect(warnings.count == 1)
    // Not vacuous: the flick released with velocity.
    #expect(!expected.releases.isEmpty && expected.drags >= 1)
    #expect(expectedRecords.count > 100, "\(expectedRecords.count) records with them")
  }

  /// One finger's samples at `times`, `began` at the first, `ended` at the last.
  static func stroke(_ points: [(t: Double, x: Double, y: Double)], id: Int = 0) -> [TouchEvent] {
    points.indices.map { i in
      let phase: TouchPhase = i == 0 ? .began : i == points.count - 1 ? .ended : .moved
      return TouchEvent(time: points[i].t, touches: [Touch(id: id, phase: phase, location: Point(x: points[i].x, y: points[i].y))])
    }
  }

  /// A flick up the list (9 moves of 30 pt at 120 Hz), a tap on the status bar while
  /// it decelerates, a slow drag down once the scroll to the top ended, and a tap on
  /// the content at rest (a tap while the content moves would catch it: the pan begins
  /// at the touch-down and the tap fails).
  static let storyEvents: [TouchEvent] = {
    var flick: [(t: Double, x: Double, y: Double)] = []
    for i in 0...9 { flick.append((Double(i) / 120, 200, 600 - 30 * Double(i))) }
    var drag: [(t: Double, x: Double, y: Double)] = []
    for i in 0...12 { drag.append((5 + Double(i) / 60, 200, 300 + 10 * Double(i))) }
    var events = stroke(flick)
    events += stroke([(1, 100, 20), (1.05, 100, 20)])
    events += stroke(drag)
    events += stroke([(8, 200, 400), (8.05, 200, 400)])
    return events
  }()

  @Test func aHandWrittenScreenOfOneScrollViewGivesTheSameCallbacksOffsetsAndTaps() throws {
    // The scroll-view scene is a screen of one scroll view: the same trace through a
    // `Screen` written by hand (the scroll view filling the viewport with a tap on it,
    // under a 47 pt status bar) gives the same delegate callbacks at the same times,
    // the same state in every frame, and the content's tap where the scene reports it.
    var options = ScrollViewSceneSetup(content: Size(width: 390, height: 5000))
    options.startOffset = Point(x: 0, y: 2000)
    options.statusBar = true
    typealias Scene = ScrollViewScene<GridSnapDelegate>
    let (sceneRun, sceneRecords) = SceneRunner<Scene>.run(
      Self.storyEvents, options: try .init(scene: Scene.Configuration(setup: options), refreshRate: 120))
    var settings = Screen.ScrollViewSettings(content: Size(width: 390, height: 5000))
    settings.setup.startOffset = Point(x: 0, y: 2000)
    var screen = Screen(refresh: 120, views: [
      Screen.View(
        id: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844), scrollView: settings,
        recognizers: [Screen.Recognizer(id: "open", .tap())])
    ])
    screen.statusBarHeight = 47
    let (screenRun, screenRecords) = SceneRunner<ScreenScene>.run(Self.storyEvents, options: try .init(scene: screen, refreshRate: 120))

    let callbacks = screenRecords.compactMap { record -> ScrollViewCallback? in
      if case .callback(let callback) = record { return callback.callback } else { return nil }
    }
    #expect(callbacks == sceneRecords.compactMap(\.callback))
    let frames = screenRecords.compactMap { record -> ScrollViewSceneFrame? in
      if case .frame(let frame) = record { return frame.scrollViews.first?.state } else { return nil }
    }
    let sceneFrames = sceneRecords.compactMap { record -> ScrollViewSceneFrame? in
      if case .frame(let frame) = record { return frame } else { return nil }
    }
    #expect(frames == sceneFrames)
    let taps = screenRecords.compactMap { record -> Point? in
      if case .gesture(let g) = record, g.recognizer == "open", g.state == .ended { return g.output.location } else { return nil }
    }
    let sceneTaps = sceneRecords.compactMap { record -> Point? in
      if case .gesture(let g) = record, g.recognizer == .tap { return g.location } else { return nil }
    }
    // One tap on the content (the status bar's is the bar's, not the content's).
    #expect(taps == [Point(x: 200, y: 400)] && sceneTaps == taps)
    let final = screenRun.scrollViews.first
    #expect(final?.final == sceneRun.final && final?.rest == sceneRun.rest && final?.drags == sceneRun.drags)
    // Not vacuous: the status bar scrolled to the top (an animated scroll ended at 0).
    #expect(callbacks.contains { $0.kind == .scrollViewDidEndScrollingAnimation })
    #expect(sceneRun.drags == 2)
  }

  @Test func theJumpBarJumpsThroughTheRange() throws {
    // The jump bar (the bottom 44 pt) maps the tap's x across its width to the range:
    // content 390 x 5000 in 844 pt, so the range is 0…4156 and a tap at x = 97.5 (a
    // quarter of 390) asks for 0.25 · 4156 = 1039; in the bar's bottom half (y 835 >
    // 844 − 22) the jump is not animated: one scrollViewDidScroll at 1039.
    var options = ScrollViewSceneSetup(content: Size(width: 390, height: 5000))
    options.jumpBar = true
    typealias Scene = ScrollViewScene<GridSnapDelegate>
    let events = Self.stroke([(0, 97.5, 835), (0.05, 97.5, 835)])
    let (run, records) = SceneRunner<Scene>.run(events, options: try .init(scene: Scene.Configuration(setup: options), refreshRate: 120))
    #expect(records.compactMap(\.callback).map(\.kind) == [.scrollViewDidScroll(contentOffset: Point(x: 0, y: 1039))])
    #expect(run.final.contentOffset == Point(x: 0, y: 1039))
    // In its top half (y 810 < 822): animated, ending with scrollViewDidEndScrollingAnimation.
    let (animated, animatedRecords) = SceneRunner<Scene>.run(
      Self.stroke([(0, 97.5, 810), (0.05, 97.5, 810)]), options: try .init(scene: Scene.Configuration(setup: options), refreshRate: 120))
    #expect(animatedRecords.compactMap(\.callback).last?.kind == .scrollViewDidEndScrollingAnimation)
    #expect(animated.final.contentOffset == Point(x: 0, y: 1039) && animated.rest == .scrollingAnimationEnded)
  }

  /// A delegate of the user's: it counts the drags it saw and sends every release to
  /// the end of the content.
  struct ToTheEnd: ScrollViewSceneDelegate {
    var dragsSeen = 0
    mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView) { dragsSeen += 1 }
    mutating func scrollViewWillEndDragging(
      _ scrollView: inout ScrollView, withVelocity velocity: Vector, targetContentOffset: inout Point
    ) {
      targetContentOffset = scrollView.maximumContentOffset
    }
  }

  @Test func aCustomDelegateIsCalledAndChangesTheTarget() throws {
    // Two flicks up a list at 2000 pt: UIKit's scroll view decelerates to the target
    // the delegate left, the end of the range (5000 − 844 = 4156), and the delegate
    // saw both drags.
    var options = ScrollViewSceneSetup(content: Size(width: 390, height: 5000))
    options.startOffset = Point(x: 0, y: 2000)
    typealias Scene = ScrollViewScene<ToTheEnd>
    var first: [(t: Double, x: Double, y: Double)] = []
    var second: [(t: Double, x: Double, y: Double)] = []
    for i in 0...9 {
      first.append((Double(i) / 120, 200, 600 - 30 * Double(i)))
      second.append((4 + Double(i) / 120, 200, 600 - 30 * Double(i)))
    }
    var events = Self.stroke(first)
    events += Self.stroke(second)
    var runner = SceneRunner<Scene>(options: try .init(scene: Scene.Configuration(setup: options, delegate: ToTheEnd()), refreshRate: 120))
    var records: [ScrollViewSceneRecord] = []
    for event in events { runner.feed(event, into: &records) }
    let summary = runner.finish(into: &records)
    #expect(summary.final.contentOffset == Point(x: 0, y: 4156))
    #expect(summary.releases.count == 2 && summary.drags == 2)
    #expect(runner.scene?.delegate.dragsSeen == 2)
  }
}
