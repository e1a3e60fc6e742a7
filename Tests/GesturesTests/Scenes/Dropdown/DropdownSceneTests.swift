import Gestures
import ScrollPhysics
import Testing

/// The drop-down menu driven by touches. Expected values: the seed's transition
/// (duration 0.5 s, damping 0.9, velocity 0.3, snapshot to 844 − 150 = 694, menu from
/// −50 to 0) evaluated independently in Python: ω = 16.917467029709783 by bisection on
/// UIKIT.md §2.2's envelope equation (the largest root, the one Newton from 5/d reaches),
/// then p(e) = 1 − e^(−ζωe)·[cos ω_d e + ((ζω − v)/ω_d)·sin ω_d e] (§2.3):
/// p(0.1) = 0.5416362607748975, p(0.25) = 0.9626609120359639, p(0.4) = 1.001348747766962.
@Suite struct DropdownSceneTests {
  static let button = Point(x: 360, y: 69)
  /// Menu row 2 ("Tech") spans y 47 + 2·80 = 207 … 287 in the menu view.
  static let techRow = Point(x: 195, y: 247)
  /// The snapshot's strip: y 694 … 844 once the menu is open.
  static let snapshot = Point(x: 195, y: 780)

  func frames(_ records: [DropdownRecord]) -> [DropdownFrame] {
    records.compactMap { if case .frame(let f) = $0 { return f } else { return nil } }
  }

  func transitions(_ records: [DropdownRecord]) -> [DropdownTransition] {
    records.compactMap { if case .transition(let t) = $0 { return t } else { return nil } }
  }

  @Test func presentingMovesTheSnapshotDownAndTheMenuInWithTheSpring() throws {
    var scene = DropdownScene()
    var records: [DropdownRecord] = []
    tap(&scene, at: Self.button, down: 0, up: 0.1, into: &records)
    // The tap is recognized at the lift and presents at once: interaction off.
    #expect(scene.phase == .presenting && !scene.isUserInteractionEnabled)
    let began = transitions(records)
    #expect(began.map(\.moment) == [.began] && began.first?.kind == .present && began.first?.cause == .menuButton)
    #expect(began.first?.time == 0.1 && began.first?.snapshotTranslationY == 0 && began.first?.menuTranslationY == -50)
    // Snapshot 694·p(e), menu −50 + 50·p(e).
    let expected: [(t: Double, snapshot: Double, menu: Double)] = [
      (0.2, 375.89556497777886, -22.918186961255127),
      (0.35, 668.086672952959, -1.8669543982018055),
      (0.5, 694.9360309502716, 0.06743738834810387),  // the spring overshoots by 0.13 %
    ]
    for (t, snapshot, menu) in expected {
      records.removeAll()
      scene.frame(at: t, into: &records)
      let frame = frames(records)[0]
      #expect(frame.phase == .presenting && !frame.isUserInteractionEnabled)
      #expect(abs(frame.snapshotTranslationY! - snapshot) < valueTolerance, "t=\(t): \(frame.snapshotTranslationY!)")
      #expect(abs(frame.menuTranslationY! - menu) < valueTolerance, "t=\(t): \(frame.menuTranslationY!)")
    }
    // At 0.1 + 0.5 the spring is cut: exactly the targets, and the completion runs.
    records.removeAll()
    scene.frame(at: 0.6, into: &records)
    let completed = transitions(records)
    #expect(completed.count == 1)
    #expect(completed.first?.moment == .completed && completed.first?.time == 0.6 && completed.first?.tookEffect == true)
    #expect(completed.first?.snapshotTranslationY == 694 && completed.first?.menuTranslationY == 0)
    let frame = frames(records)[0]
    #expect(frame.phase == .open && frame.isUserInteractionEnabled)
    #expect(frame.snapshotTranslationY == 694 && frame.menuTranslationY == 0)
    #expect(scene.isAtRest && scene.context?.isCompleted == true)
  }

  @Test func choosingAnItemSetsTheTitleAndDismisses() throws {
    var scene = DropdownScene()
    var records: [DropdownRecord] = []
    tap(&scene, at: Self.button, down: 0, up: 0.1, into: &records)
    scene.frame(at: 0.7, into: &records)
    records.removeAll()
    tap(&scene, at: Self.techRow, down: 1, up: 1.08, into: &records)
    // The unwind segue sets the title before the dismissal animates.
    #expect(scene.title == "Tech" && scene.phase == .dismissing)
    let tapRecord = records.compactMap { if case .tap(let t) = $0 { return t } else { return nil } }
    #expect(tapRecord.map(\.target) == [.menuItem] && tapRecord.first?.row == 2)
    #expect(transitions(records).first?.kind == .dismiss && transitions(records).first?.cause == .menuItem)
    // The reverse movement on the same spring: snapshot 694·(1 − p), menu −50·p.
    records.removeAll()
    scene.frame(at: 1.33, into: &records)
    let frame = frames(records)[0]
    #expect(abs(frame.snapshotTranslationY! - 25.91332704704103) < valueTolerance, "\(frame.snapshotTranslationY!)")
    #expect(abs(frame.menuTranslationY! - -48.133045601798194) < valueTolerance, "\(frame.menuTranslationY!)")
    records.removeAll()
    scene.frame(at: 1.6, into: &records)
    let completed = transitions(records)
    // Completion at 1.08 + 0.5, exactly at the targets; then the snapshot is removed.
    #expect(completed.first?.time == 1.58 && completed.first?.snapshotTranslationY == 0)
    #expect(completed.first?.menuTranslationY == -50 && completed.first?.tookEffect == true)
    let closed = frames(records)[0]
    #expect(closed.phase == .closed && closed.snapshotTranslationY == nil && closed.menuTranslationY == nil)
    #expect(closed.title == "Tech" && closed.isUserInteractionEnabled)
  }

  @Test func tappingTheSnapshotDismissesAndKeepsTheTitle() throws {
    var scene = DropdownScene()
    var records: [DropdownRecord] = []
    tap(&scene, at: Self.button, down: 0, up: 0.1, into: &records)
    scene.frame(at: 0.7, into: &records)
    tap(&scene, at: Self.snapshot, down: 1, up: 1.08, into: &records)
    #expect(scene.phase == .dismissing)
    #expect(scene.taps.last?.target == .snapshot)
    #expect(scene.transitions.last?.cause == .snapshot)
    scene.frame(at: 2, into: &records)
    #expect(scene.phase == .closed && scene.title == "Home")
  }

  @Test func touchesDuringATransitionAreRefused() throws {
    var scene = DropdownScene()
    var records: [DropdownRecord] = []
    tap(&scene, at: Self.button, down: 0, up: 0.1, into: &records)
    records.removeAll()
    // A tap on a menu item 0.2 s into the presentation: UIKit has turned interaction off.
    tap(&scene, at: Self.techRow, down: 0.3, up: 0.38, into: &records)
    #expect(records.count == 1)
    if case .refusedTouch(let touch)? = records.first {
      #expect(touch.time == 0.3 && touch.location == Self.techRow)
    } else {
      Issue.record("expected a refused touch, got \(records)")
    }
    // The same spot tapped after the presentation completed selects the item.
    scene.frame(at: 0.7, into: &records)
    #expect(scene.phase == .open && scene.title == "Home" && scene.refusedTouchCount == 1)
    tap(&scene, at: Self.techRow, down: 1, up: 1.1, into: &records)
    #expect(scene.title == "Tech" && scene.phase == .dismissing)
    // A finger landing in the dismissal is refused too, even on the snapshot.
    tap(&scene, at: Self.snapshot, down: 1.2, up: 1.3, into: &records)
    #expect(scene.refusedTouchCount == 2 && scene.taps.count == 2)
  }

  @Test func aTouchEventAtTheEndRunsTheCompletionFirst() throws {
    // No frame between: the event at exactly the end time sees the completed transition.
    var scene = DropdownScene()
    var records: [DropdownRecord] = []
    tap(&scene, at: Self.button, down: 0, up: 0.1, into: &records)
    records.removeAll()
    tap(&scene, at: Self.snapshot, down: 0.6, up: 0.7, into: &records)
    #expect(records.first == .transition(DropdownTransition(
      time: 0.6, kind: .present, moment: .completed, cause: .menuButton, tookEffect: true,
      snapshotTranslationY: 694, menuTranslationY: 0)))
    #expect(scene.taps.last?.target == .snapshot && scene.phase == .dismissing)
  }

  @Test func tapsThatChangeNothing() throws {
    var scene = DropdownScene()
    var records: [DropdownRecord] = []
    // News row: y 300 is (300 − 91)/100 = 2.09, row 2; the app does nothing.
    tap(&scene, at: Point(x: 100, y: 300), down: 0, up: 0.1, into: &records)
    // The navigation bar beside the button takes the touch and does nothing: no tap.
    tap(&scene, at: Point(x: 100, y: 60), down: 0.2, up: 0.3, into: &records)
    #expect(scene.taps.map(\.target) == [.newsRow] && scene.taps.first?.row == 2)
    #expect(scene.phase == .closed && scene.transitions.isEmpty)
    // Open, then tap the menu below its five rows (47 + 5·80 = 447 < 600 < 694): nothing selected.
    tap(&scene, at: Self.button, down: 0.4, up: 0.5, into: &records)
    scene.frame(at: 1.1, into: &records)
    tap(&scene, at: Point(x: 195, y: 600), down: 1.2, up: 1.3, into: &records)
    #expect(scene.taps.last?.target == .menuBackground && scene.phase == .open)
    // A drag of more than 45 points (UIKit's allowance) is no tap.
    scene.handle(touchEvent(.began, Self.snapshot, at: 1.4), into: &records)
    scene.handle(touchEvent(.moved, Point(x: 241, y: 780), at: 1.45), into: &records)
    scene.handle(touchEvent(.ended, Point(x: 241, y: 780), at: 1.5), into: &records)
    #expect(scene.phase == .open && scene.taps.count == 3)
  }

  @Test func twoTapsInOneEventStartOneTransition() throws {
    var scene = DropdownScene()
    var records: [DropdownRecord] = []
    tap(&scene, at: Self.button, down: 0, up: 0.1, into: &records)
    scene.frame(at: 0.7, into: &records)
    records.removeAll()
    scene.handle(TouchEvent(time: 1, touches: [
      Touch(id: 0, phase: .began, location: Self.snapshot), Touch(id: 1, phase: .began, location: Self.techRow),
    ]), into: &records)
    scene.handle(TouchEvent(time: 1.1, touches: [
      Touch(id: 0, phase: .ended, location: Self.snapshot), Touch(id: 1, phase: .ended, location: Self.techRow),
    ]), into: &records)
    // Both taps are recognized; the menu's comes first (added before the snapshot's) and
    // dismisses; UIKit refuses the second dismissal.
    #expect(scene.taps.suffix(2).map(\.target) == [.menuItem, .snapshot])
    #expect(transitions(records).map(\.cause) == [.menuItem])
    #expect(records.contains { if case .warning = $0 { return true } else { return false } })
    scene.frame(at: 2, into: &records)
    #expect(scene.phase == .closed && scene.title == "Tech")
    #expect(scene.transitions.filter { $0.moment == .completed }.count == 2)
  }

  @Test func aFingerDownBeforeTheTransitionKeepsItsRecognizer() throws {
    // Finger 0 taps the menu button while finger 1 rests on the news list; finger 1 lifts
    // during the presentation. It landed while touches were taken, so its news-row tap is
    // still recognized (UIKit binds a touch to its views when it lands); only fingers that
    // land during the transition are refused.
    let events = [
      touchEvent(.began, Self.button, at: 0.1),
      touchEvent(.began, Point(x: 100, y: 300), at: 0.12, id: 1),
      touchEvent(.ended, Self.button, at: 0.2),
      touchEvent(.ended, Point(x: 100, y: 300), at: 0.3, id: 1),
      touchEvent(.began, Point(x: 100, y: 300), at: 0.4, id: 2),
      touchEvent(.ended, Point(x: 100, y: 300), at: 0.45, id: 2),
    ]
    let (run, _) = SceneRunner<DropdownScene>.run(events, options: try .init())
    #expect(run.taps.map(\.target) == [.menuButton, .newsRow] && abs(run.taps[1].time - 0.3) < 1e-12)
    #expect(run.refusedTouches == 1 && run.final.phase == .open && run.final.title == "Home")
    #expect(DropdownProperties.transitionOnce.check(events) == nil)
  }

  @Test func runnerSummarisesARun() throws {
    var script = TouchScript(start: 0.1)
    script.tap(Self.button)
    script.wait(0.8)
    script.tap(Self.techRow)
    let (run, records) = SceneRunner<DropdownScene>.run(script.events, options: try .init())
    #expect(run.cameToRest)
    #expect(run.events == 4 && run.touches == 2 && run.maxFingersDown == 1 && abs(run.duration - 0.96) < 1e-12)
    #expect(run.final.phase == .closed && run.final.title == "Tech")
    #expect(run.taps.map(\.target) == [.menuButton, .menuItem])
    #expect(run.transitions.map(\.moment) == [.began, .completed, .began, .completed])
    #expect(run.refusedTouches == 0)
    // Records in time order; frames on the 60 Hz grid from the first event (0.1 + k/60),
    // in increasing order. Frames that could change nothing are skipped (docs/side-menu.md,
    // "Replay"): the first tap lifts at 0.18 and the menu presents for 0.5 s, until 0.68;
    // frames run every 1/60 s while the spring moves, and none while the menu rests from
    // 0.68 to the second tap at 0.18 + 0.8 = 0.98 (18 frame intervals at 60 Hz).
    for (a, b) in zip(records, records.dropFirst()) { #expect(a.time <= b.time) }
    let times = frames(records).map(\.time)
    #expect(times.first == 0.1)
    var indices: [Int] = []
    for t in times {
      let k = ((t - 0.1) * 60).rounded()
      #expect(abs(t - (0.1 + k / 60)) < 1e-12)
      indices.append(Int(k))
    }
    for (a, b) in zip(indices, indices.dropFirst()) { #expect(a < b) }
    // While the spring runs (0.18 … 0.68, 30 frame intervals) every frame runs.
    let during = indices.filter { k in let t = 0.1 + Double(k) / 60; return t > 0.19 && t < 0.67 }
    #expect(during.count == during.last! - during.first! + 1)
    // Between the completion (0.68) and the second tap's touch-down there is a gap.
    #expect(zip(indices, indices.dropFirst()).contains { $1 - $0 > 10 })
  }

  @Test func configurationAndGeometryValidation() throws {
    #expect(problem { try DropdownScene.Configuration().validate() } == nil)
    #expect(problem { try DropdownScene.Configuration(dampingRatio: 0).validate() }?.key == .setting("dampingRatio"))
    #expect(problem { try DropdownScene.Configuration(dampingRatio: 1.2).validate() } != nil)
    #expect(problem { try DropdownScene.Configuration(transitionDuration: .nan).validate() } != nil)
    #expect(problem { try DropdownScene.Configuration(transitionDuration: 20).validate() } != nil)
    #expect(problem { try DropdownScene.Configuration(snapshotVisibleHeight: 900).validate() } != nil)
    #expect(problem { try DropdownGeometry.validate(viewport: Size(width: 390, height: 150)) }?.key == .viewport)
    #expect(problem { try DropdownGeometry.validate(viewport: Size(width: .infinity, height: 844)) } != nil)
    #expect(problem { try DropdownGeometry.validate(viewport: Size(width: 390, height: 844)) } == nil)
    #expect(problem { _ = try SceneRunner<DropdownScene>.Options(refreshRate: 0) }?.key == .refresh)
    let geometry = DropdownGeometry()
    // Rows of 80 from y 47: y 126.9 is row 0, 127 row 1, 446.9 row 4, 447 none.
    #expect(geometry.menuRow(atLocalPoint: Point(x: 10, y: 126.9)) == 0)
    #expect(geometry.menuRow(atLocalPoint: Point(x: 10, y: 127)) == 1)
    #expect(geometry.menuRow(atLocalPoint: Point(x: 10, y: 446.9)) == 4)
    #expect(geometry.menuRow(atLocalPoint: Point(x: 10, y: 447)) == nil)
    #expect(geometry.menuRow(atLocalPoint: Point(x: 10, y: 46)) == nil)
    // News rows of 100 from y 91: 10 rows end at 1091, past the screen.
    #expect(geometry.newsRow(at: Point(x: 10, y: 90)) == nil)
    #expect(geometry.newsRow(at: Point(x: 10, y: 843)) == 7)
  }
}
