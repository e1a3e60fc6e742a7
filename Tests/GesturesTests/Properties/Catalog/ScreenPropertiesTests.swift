@testable import Gestures
import ScrollPhysics
import Testing

/// The screen properties (`ScreenProperties`, issue 28 §5): each holds on a real run and
/// fails on the same run's records mutated to break it (the judgement is not vacuous);
/// the regression the search found. `PropertyCatalogTests` runs the properties themselves.
@Suite struct ScreenPropertiesTests {
  /// One full-screen view with a pan and a tap (added in that order), and a long press
  /// `press` and a tap `open` requiring it to fail on a card inside a scroll view.
  static let screen = Screen(views: [
    Screen.View(
      id: "board", frame: Rect(x: 0, y: 0, width: 390, height: 400),
      recognizers: [Screen.Recognizer(id: "drag", .pan()), Screen.Recognizer(id: "touch", .tap())]),
    Screen.View(
      id: "list", frame: Rect(x: 0, y: 400, width: 390, height: 444),
      scrollView: Screen.ScrollViewSettings(content: Size(width: 390, height: 2000)),
      subviews: [
        Screen.View(
          id: "card", frame: Rect(x: 0, y: 0, width: 390, height: 200),
          recognizers: [Screen.Recognizer(id: "press", .longPress()), Screen.Recognizer(id: "open", .tap(), requireToFail: ["press"])])
      ]),
  ])

  /// `check --screen FILE`: the six properties on the user's screen, whose traces are
  /// drawn on its viewport, at its refresh rate, aimed at its views in window
  /// coordinates (by hand: "board" 0,0 390x400; "list" 0,400 390x444; "card" at 0,0 in
  /// the list, whose start offset is 0: 0,400 390x200), and judged on that screen.
  @Test func propertiesOnAGivenScreenUseThatScreen() {
    var screen = Self.screen
    screen.viewport = Size(width: 390, height: 844)
    screen.refresh = 120
    let properties = ScreenProperties.properties(on: screen)
    #expect(properties.map(\.name) == ScreenProperties.Invariant.allCases.map(\.rawValue))
    #expect(properties.allSatisfy { $0.scene == "screen" })
    let hotspots = [
      Rect(x: 0, y: 0, width: 390, height: 400), Rect(x: 0, y: 400, width: 390, height: 444), Rect(x: 0, y: 400, width: 390, height: 200),
    ]
    for property in properties {
      #expect(property.generator.hotspots == hotspots, "\(property.name)")
      #expect(property.generator.viewport == screen.viewport)
      #expect(property.generator.refreshRates == [120])
    }
    // A drag that scrolls the list: each property's verdict is the invariant's on this screen.
    let events = TraceScript(steps: [Self.drag(from: Point(x: 200, y: 700), direction: 270, speed: 600)]).render()
    for (property, invariant) in zip(properties, ScreenProperties.Invariant.allCases) {
      #expect(property.check(events, refreshRate: 120) == ScreenProperties.check(invariant, screen: screen, events: events, refreshRate: 120))
    }
  }

  func transcript(_ steps: [TraceScript.Step], rate: Double = 60) -> ScreenTranscript {
    ScreenTranscript(screen: Self.screen, events: TraceScript(steps: steps).render(), refreshRate: rate)
  }

  static func drag(from start: Point, direction: Double = 0, speed: Double = 200, duration: Double = 0.3) -> TraceScript.Step {
    .init(pause: 0.1, gesture: .stroke(ScriptedGesture.Stroke(start: start, angle: direction, speed: speed, duration: duration)))
  }

  static func tap(_ x: Double, _ y: Double, hold: Double = 0.1) -> TraceScript.Step {
    .init(pause: 0.1, gesture: .tap(ScriptedGesture.Tap(location: Point(x: x, y: y), hold: hold)))
  }

  func index(of recognizer: String, _ state: GestureState, in records: [ScreenRecord]) -> Int? {
    records.firstIndex {
      if case .gesture(let gesture) = $0 { return gesture.recognizer == recognizer && gesture.state == state }
      return false
    }
  }

  /// A drag on `board` begins `drag` (60 pt at 200 pt/s passes the 10 pt hysteresis),
  /// which fails `touch` ("prevented"): one success. Recording `touch` as recognized
  /// instead is two exclusive successes on one finger.
  @Test func exclusiveFailsWhenTwoExclusiveRecognizersSucceed() throws {
    var run = transcript([Self.drag(from: Point(x: 100, y: 100))])
    let relations = ScreenRelations(Self.screen)
    #expect(ScreenProperties.checkExclusive(relations, run) == nil)
    let failed = try #require(index(of: "touch", .failed, in: run.records))
    guard case .gesture(var gesture) = run.records[failed] else { return }
    gesture.state = .recognized
    gesture.reason = nil
    run.records[failed] = .gesture(gesture)
    let failure = try #require(ScreenProperties.checkExclusive(relations, run))
    #expect(failure.actual.contains("\"drag\" began") && failure.actual.contains("\"touch\" was recognized"))
    // A simultaneous pair may both succeed.
    var simultaneous = Self.screen
    simultaneous.views[0].recognizers[1].simultaneousWith = ["drag"]
    #expect(ScreenProperties.checkExclusive(ScreenRelations(simultaneous), run) == nil)
  }

  /// A quick tap (0.1 s) on `card`: `press` fails at the lift (before 0.5 s), then `open`
  /// is recognized. With the two records swapped, `open` succeeds before `press` failed.
  @Test func requireToFailFailsWhenTheRequiredRecognizerHadNotFailed() throws {
    var run = transcript([Self.tap(100, 450)])
    let relations = ScreenRelations(Self.screen)
    #expect(ScreenProperties.checkRequireToFail(relations, run) == nil)
    let pressFailed = try #require(index(of: "press", .failed, in: run.records))
    let openRecognized = try #require(index(of: "open", .recognized, in: run.records))
    #expect(pressFailed < openRecognized)
    run.records.swapAt(pressFailed, openRecognized)
    let failure = try #require(ScreenProperties.checkRequireToFail(relations, run))
    #expect(failure.actual.contains("\"press\"") && failure.actual.contains("had not decided"))
    // A press held 0.6 s begins `press` (at 0.5 s), and `open` must then fail.
    let held = transcript([Self.tap(100, 450, hold: 0.6)])
    #expect(index(of: "press", .began, in: held.records) != nil)
    #expect(index(of: "open", .failed, in: held.records) != nil)
    #expect(ScreenProperties.checkRequireToFail(relations, held) == nil)
  }

  /// A tap on `board` reaches it as touchesBegan, then touchesCancelled when `touch` is
  /// recognized (it cancels touches in the view). Without the end, with touchesBegan
  /// twice, or with an end first, the property fails.
  @Test func touchEndsOnceFailsOnALostOrRepeatedCall() throws {
    let run = transcript([Self.tap(100, 100)])
    #expect(ScreenProperties.checkTouchEndsOnce(run.records, cameToRest: run.cameToRest) == nil)
    func call(_ method: TouchDelivery.Method) -> Int? {
      run.records.firstIndex {
        if case .touch(let touch) = $0 { return touch.method == method }
        return false
      }
    }
    let began = try #require(call(.touchesBegan))
    let end = try #require(call(.touchesCancelled))
    var lost = run.records
    lost.remove(at: end)
    #expect(ScreenProperties.checkTouchEndsOnce(lost, cameToRest: true)?.actual.contains("never ended") == true)
    var twice = run.records
    twice.insert(run.records[began], at: began + 1)
    #expect(ScreenProperties.checkTouchEndsOnce(twice, cameToRest: true)?.actual.contains("had not ended") == true)
    var orphan = run.records
    orphan.insert(run.records[end], at: 0)
    #expect(ScreenProperties.checkTouchEndsOnce(orphan, cameToRest: true)?.actual.contains("without an open touchesBegan") == true)
  }

  /// A fast flick up on the list decelerates and rests inside 0…1556 (2000 − 444). An
  /// offset past the end, or no rest, fails.
  @Test func restInRangeFailsOutsideTheRangeOrWithoutRest() {
    var run = transcript([Self.drag(from: Point(x: 200, y: 800), direction: 270, speed: 3000, duration: 0.1)])
    #expect(run.cameToRest)
    #expect(run.finalScrollViews[0].offset.y > 0)
    #expect(ScreenProperties.checkRestInRange(Self.screen, run) == nil)
    run.finalScrollViews[0].offset.y = 1556.5
    #expect(ScreenProperties.checkRestInRange(Self.screen, run) != nil)
    run.finalScrollViews[0].offset.y = 1556.1  // within half a pixel (1/6 pt)
    #expect(ScreenProperties.checkRestInRange(Self.screen, run) == nil)
    run.cameToRest = false
    #expect(ScreenProperties.checkRestInRange(Self.screen, run)?.expected.contains("comes to rest") == true)
  }

  @Test func determinismFailsWhenTwoRunsDiffer() {
    let steps = [Self.tap(100, 450, hold: 0.6), Self.drag(from: Point(x: 200, y: 800), direction: 270, speed: 2000, duration: 0.2)]
    let first = transcript(steps)
    var second = transcript(steps)
    #expect(ScreenProperties.checkDeterminism(first, second, refreshRate: 60) == nil)
    second.records.removeLast()
    #expect(ScreenProperties.checkDeterminism(first, second, refreshRate: 60) != nil)
  }

  /// A tap, then (0.1 s later, at rest) a flick of the list: the same winners at 60 and
  /// 120 Hz (`open`, then `list.pan`) and rests within 1 pt. A winner renamed at one rate,
  /// or a rest 2 pt away, fails.
  @Test func frameRateFailsOnAnotherWinnerOrRest() {
    let steps = [Self.tap(100, 450), Self.drag(from: Point(x: 200, y: 800), direction: 270, speed: 2000, duration: 0.2)]
    let at60 = transcript(steps, rate: 60)
    var at120 = transcript(steps, rate: 120)
    #expect(ScreenProperties.winners(at60.records, 0..<at60.records.count) == ["open", "list.pan"])
    #expect(ScreenProperties.checkFrameRate(at60, at120) == nil)
    var renamed = at120
    if let i = index(of: "open", .recognized, in: renamed.records), case .gesture(var gesture) = renamed.records[i] {
      gesture.recognizer = "press"
      renamed.records[i] = .gesture(gesture)
    }
    #expect(ScreenProperties.checkFrameRate(at60, renamed)?.actual.contains("[\"open\"]") == true)
    at120.finalScrollViews[0].offset.y += 2
    #expect(ScreenProperties.checkFrameRate(at60, at120) != nil)
  }

  /// traces/regressions/screen-touch-ends-once-20260324.csv on its screen (the .json beside
  /// it): the second touch's lift reaches the view (before the TouchDelivery fix it was held
  /// forever).
  @Test func theStoredScreenRegressionHolds() {
    let screen = Screen(views: [
      Screen.View(id: "v4", frame: Rect(x: 195, y: 559, width: 288, height: 416), recognizers: [Screen.Recognizer(id: "r3", .tap(taps: 2))])
    ])
    let events = TraceScript(steps: [
      .init(pause: 0, gesture: .tap(ScriptedGesture.Tap(location: Point(x: 195, y: 559), hold: 0.01))),
      .init(pause: 0, gesture: .tap(ScriptedGesture.Tap(location: Point(x: 195, y: 605), hold: 0.01))),
    ]).render()
    #expect(events.map(\.time) == [0, 0.01, 0.011, 0.021])
    for invariant in ScreenProperties.Invariant.allCases {
      #expect(ScreenProperties.check(invariant, screen: screen, events: events, refreshRate: 60) == nil, "\(invariant)")
    }
    let run = ScreenTranscript(screen: screen, events: events, refreshRate: 60)
    let calls = run.records.compactMap { record -> String? in
      guard case .touch(let touch) = record else { return nil }
      return "\(touch.time) \(touch.method.rawValue)"
    }
    #expect(calls == ["0.0 touchesBegan", "0.011 touchesEnded", "0.011 touchesBegan", "0.021 touchesEnded"])
  }

  /// Every screen property is in the catalog under the scene `screen`, and a failure's
  /// report carries the minimal screen as JSON and a `Summary:` line with `--screen`.
  @Test func aFailureReportCarriesTheScreen() throws {
    #expect(PropertyCatalog.properties(scene: "screen").map(\.name) == ScreenProperties.Invariant.allCases.map(\.rawValue))
    // A planted property over screens: fails on any screen with a long press and a trace with a tap.
    let planted = TraceProperty(
      name: "planted-long-press", scene: "screen", summary: "planted", generator: ScreenProperties.generator,
      screens: ScreenGenerator(), regressionScreen: ScreenProperties.regressionScreen
    ) { screen, events, _ in
      let hasPress = screen.viewPaths.contains { path in screen.view(at: path).recognizers.contains { $0.kind == .longPress } }
      return hasPress && !events.isEmpty ? PropertyFailure(expected: "no long press", actual: "a long press") : nil
    }
    let result = PropertyRunner().check(property: planted, cases: 200, seed: 1)
    let counterexample = try #require(result.counterexample)
    #expect(counterexample.screen?.views.count == 1)
    let report = result.report()
    #expect(report.contains("Minimal screen: 1 view: "))
    #expect(report.contains("Minimal screen as JSON (gesture-sim run --screen reads it):\n{\n  \"viewport\": \"390x844\""))
    let seed = try #require(counterexample.replaySeed)
    #expect(report.contains("Run:    gesture-sim run planted-long-press-\(seed).csv --screen planted-long-press-\(seed).json"))
  }
}
