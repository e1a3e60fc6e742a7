import Gestures
import ScrollPhysics
import Testing

/// The custom transitions of seed 004 driven by touches. Expected values from an
/// independent Python evaluation: Bézier values by bisection on the curve's x; UIView
/// springs by bisection on UIKIT.md §2.2's equation for ω (the largest root, where 12
/// Newton steps from 5/d land), then §2.3's closed form:
/// - present (D = 0.5, ζ 0.55, v 1/0.55): ω = 23.03688770310083; p(0.1) =
///   0.9483501200327469, p(0.25) = 1.0195377253884308;
/// - dismiss (2D = 1.0, ζ 1, v −15): ω = 10.172463110725538; p(0.05) = −0.358161910065647,
///   p(0.25) = 0.426607564869797 (the negative velocity first grows the overlay);
/// - ease in-out B(0.2) = 0.07486026..., B(0.25) = 0.1291619310473198, B(0.4) =
///   0.33188387009764614, B(0.5) = 0.5; ease in (0.42, 0), (1, 1) at 1/3: 0.15616392099284.
@Suite struct TransitionsSceneTests {
  static let overlayRow = Point(x: 195, y: 201)  // row 2: y 91 + 88 … 91 + 132
  static let flipRow = Point(x: 195, y: 113)  // row 0: y 91 … 135
  static let tabsRow = Point(x: 195, y: 157)  // row 1: y 135 … 179
  static let push = Point(x: 360, y: 69)
  static let back = Point(x: 30, y: 69)
  static let content = Point(x: 195, y: 400)

  func frame(_ scene: inout TransitionsScene, at time: Double) -> TransitionsFrame {
    var records: [TransitionsRecord] = []
    scene.frame(at: time, into: &records)
    guard case .frame(let frame)? = records.last else { preconditionFailure("no frame") }
    return frame
  }

  @Test func geometryIsTheSeeds() throws {
    let geometry = TransitionsGeometry()
    // UIEdgeInsetsInsetRect((0, 0, 390, 844), (40, 40, 200, 40)) = (40, 40, 390 − 80, 844 − 240).
    #expect(geometry.overlayFrame == Rect(x: 40, y: 40, width: 310, height: 604))
    #expect(geometry.listRow(at: Self.flipRow) == 0 && geometry.listRow(at: Self.tabsRow) == 1)
    #expect(geometry.listRow(at: Self.overlayRow) == 2 && geometry.listRow(at: Point(x: 10, y: 223)) == nil)
    // The tab bar: y 761 … 844, three items 130 wide.
    #expect(geometry.tab(at: Point(x: 129, y: 800)) == 0 && geometry.tab(at: Point(x: 130, y: 800)) == 1)
    #expect(geometry.tab(at: Point(x: 389, y: 762)) == 2 && geometry.tab(at: Point(x: 200, y: 760)) == nil)
    #expect(problem { try TransitionsGeometry.validate(viewport: Size(width: 70, height: 844)) } != nil)
    #expect(problem { try TransitionsScene.Configuration(overlayDuration: 6).validate() } != nil)
    #expect(problem { try TransitionsScene.Configuration(flipDuration: 0).validate() } != nil)
    #expect(problem { try TransitionsScene.Configuration().validate() } == nil)
  }

  @Test func theOverlayPopsInAndShrinksAway() throws {
    var scene = TransitionsScene()
    var records: [TransitionsRecord] = []
    tap(&scene, at: Self.overlayRow, down: 0, up: 0.1, into: &records)
    #expect(scene.transitionInProgress == .presentOverlay && !scene.isUserInteractionEnabled)
    // 0.1 s in: alpha B(0.1/0.25 = 0.4) = 0.33188387009764614; scale 0.3 + 0.7·p(0.1).
    var f = frame(&scene, at: 0.2)
    #expect(abs(f.overlayAlpha! - 0.33188387009764614) < valueTolerance)
    #expect(abs(f.overlayScale! - 0.9638450840229227) < valueTolerance)
    // At D/2 the fade is over (exactly 1); the spring overshoots: 0.3 + 0.7·1.0195377 = 1.0136764.
    f = frame(&scene, at: 0.35)
    #expect(f.overlayAlpha == 1 && abs(f.overlayScale! - 1.0136764077719016) < valueTolerance)
    #expect(f.viewController == .list && f.transition == .presentOverlay)
    // At D the spring's completion completes the transition: exactly scale 1.
    f = frame(&scene, at: 0.6)
    #expect(f.overlayAlpha == 1 && f.overlayScale == 1 && f.viewController == .overlay && f.transition == nil)
    #expect(f.isUserInteractionEnabled)
    // A tap on the overlay dismisses it.
    tap(&scene, at: Point(x: 195, y: 300), down: 1, up: 1.1, into: &records)
    #expect(scene.transitionInProgress == .dismissOverlay)
    // 0.05 s in: the fade waits for D/4; the spring with velocity −15 first grows the overlay:
    // 1 + (0.3 − 1)·p(0.05) = 1 − 0.7·(−0.358161910065647) = 1.2507133.
    f = frame(&scene, at: 1.15)
    #expect(f.overlayAlpha == 1 && abs(f.overlayScale! - 1.2507133370459529) < valueTolerance)
    // 0.25 s in: the fade is 1/3 through its 3D/4 along ease-in: 1 − 0.15616392099284343.
    f = frame(&scene, at: 1.35)
    #expect(abs(f.overlayAlpha! - 0.8438360790071566) < valueTolerance)
    #expect(abs(f.overlayScale! - 0.701374704591142) < valueTolerance)
    // At D the fade's completion removes the overlay and completes; the list is back.
    records.removeAll()
    scene.frame(at: 1.6, into: &records)
    let completed = records.compactMap { if case .transition(let t) = $0 { return t } else { return nil } }
    #expect(completed == [TransitionsSceneTransition(time: 1.6, kind: .dismissOverlay, moment: .completed, from: .overlay, to: .list)])
    guard case .frame(let last)? = records.last else { Issue.record("no frame"); return }
    #expect(last.viewController == .list && last.overlayAlpha == nil && last.overlayScale == nil && last.isUserInteractionEnabled)
    // The scale spring runs on (2D) on the removed view; the scene rests when it ends.
    #expect(!scene.isAtRest)
    _ = frame(&scene, at: 2.1)
    #expect(scene.isAtRest)
  }

  @Test func pushAndPopFlip() throws {
    var scene = TransitionsScene()
    var records: [TransitionsRecord] = []
    tap(&scene, at: Self.flipRow, down: 0, up: 0.1, into: &records)
    // The standard presentation slides the example up: 844·(1 − B(0.1/0.5 = 0.2)).
    var f = frame(&scene, at: 0.2)
    #expect(f.transition == .presentExample && abs(f.modalTranslationY! - 775.0790813115825) < valueTolerance)
    f = frame(&scene, at: 0.6)
    #expect(f.viewController == .navigation(depth: 1) && f.modalTranslationY == 0 && f.isUserInteractionEnabled)
    // Push: a flip from the right, 0 → −π along ease in-out: at 0.125 s, −π·B(0.25).
    tap(&scene, at: Self.push, down: 1, up: 1.1, into: &records)
    f = frame(&scene, at: 1.225)
    #expect(f.transition == .push && abs(f.flipAngle! - -0.4057741737017313) < valueTolerance)
    f = frame(&scene, at: 1.35)
    #expect(abs(f.flipAngle! - -Double.pi / 2) < valueTolerance)  // edge-on halfway
    f = frame(&scene, at: 1.6)
    #expect(f.viewController == .navigation(depth: 2) && f.flipAngle == nil && f.transition == nil)
    // Push again, then back: a flip from the left, 0 → +π.
    tap(&scene, at: Self.push, down: 2, up: 2.1, into: &records)
    _ = frame(&scene, at: 2.6)
    #expect(scene.viewController == .navigation(depth: 3))
    tap(&scene, at: Self.back, down: 3, up: 3.1, into: &records)
    f = frame(&scene, at: 3.225)
    #expect(f.transition == .pop && abs(f.flipAngle! - 0.4057741737017313) < valueTolerance)
    _ = frame(&scene, at: 3.6)
    #expect(scene.viewController == .navigation(depth: 2))
    // A tap in the example's view closes it (the standard dismissal slides it down).
    tap(&scene, at: Self.content, down: 4, up: 4.1, into: &records)
    f = frame(&scene, at: 4.35)
    #expect(f.transition == .dismissExample && abs(f.modalTranslationY! - 422) < valueTolerance)  // 844·B(0.5)
    f = frame(&scene, at: 4.6)
    #expect(f.viewController == .list && f.modalTranslationY == nil)
    #expect(scene.transitions.filter { $0.moment == .completed }.map(\.kind) == [.presentExample, .push, .push, .pop, .dismissExample])
  }

  @Test func theBackButtonIsThereOnlyAboveTheRoot() throws {
    var scene = TransitionsScene()
    var records: [TransitionsRecord] = []
    tap(&scene, at: Self.flipRow, down: 0, up: 0.1, into: &records)
    _ = frame(&scene, at: 0.6)
    // Depth 1: the back button's spot is plain navigation bar, which takes the touch and does nothing.
    tap(&scene, at: Self.back, down: 1, up: 1.1, into: &records)
    #expect(scene.transitionInProgress == nil && scene.viewController == .navigation(depth: 1))
    #expect(scene.taps.map(\.target) == [.listRow])
  }

  @Test func tabsCrossDissolve() throws {
    var scene = TransitionsScene()
    var records: [TransitionsRecord] = []
    tap(&scene, at: Self.tabsRow, down: 0, up: 0.1, into: &records)
    _ = frame(&scene, at: 0.6)
    #expect(scene.viewController == .tabs(selected: 0))
    // The selected tab again: no transition.
    tap(&scene, at: Point(x: 60, y: 800), down: 1, up: 1.1, into: &records)
    #expect(scene.transitionInProgress == nil)
    tap(&scene, at: Point(x: 330, y: 800), down: 2, up: 2.1, into: &records)
    var f = frame(&scene, at: 2.35)
    #expect(f.transition == .changeTab && abs(f.dissolveProgress! - 0.5) < valueTolerance)
    // A second tab tapped mid-dissolve is refused.
    tap(&scene, at: Point(x: 195, y: 800), down: 2.4, up: 2.45, into: &records)
    #expect(scene.refusedTouchCount == 1)
    f = frame(&scene, at: 2.6)
    #expect(f.viewController == .tabs(selected: 2) && f.dissolveProgress == nil)
    #expect(scene.taps.map(\.index) == [1, 0, 2])
  }

  @Test func everyTransitionCompletesExactlyOnce() throws {
    var script = TouchScript(start: 0.1)
    for point in [Self.overlayRow, Point(x: 195, y: 300), Self.flipRow, Self.push, Self.back, Self.content] {
      script.tap(point)
      script.wait(0.7)
    }
    let (run, _) = SceneRunner<TransitionsScene>.run(script.events, options: try .init())
    #expect(run.cameToRest && run.final.viewController == .list && run.final.isUserInteractionEnabled)
    let began = run.transitions.filter { $0.moment == .began }
    let completed = run.transitions.filter { $0.moment == .completed }
    #expect(began.map(\.kind) == [.presentOverlay, .dismissOverlay, .presentExample, .push, .pop, .dismissExample])
    #expect(completed.map(\.kind) == began.map(\.kind))
    #expect(completed.allSatisfy { $0.tookEffect })
    // Each completes at its animation's end: D = 0.5 s after it began (the overlay's
    // dismissal: its fade, D/4 + 3D/4).
    for (b, c) in zip(began, completed) { #expect(abs(c.time - b.time - 0.5) < 1e-12) }
  }

  @Test func aTransitionThatNeverCompletesLeavesTheSceneRefusingTouches() throws {
    // The seed: forget completeTransition and you can no longer interact with the app.
    let configuration = TransitionsScene.Configuration(callsCompleteTransition: false)
    var script = TouchScript(start: 0.1)
    script.tap(Self.overlayRow)
    for _ in 0..<4 {
      script.wait(1)
      script.tap(Point(x: 195, y: 300))  // on the overlay
    }
    script.wait(1)
    script.tap(Self.flipRow)  // where the list's row would be
    let (run, records) = SceneRunner<TransitionsScene>.run(script.events, options: try .init(scene: configuration))
    // The presentation's animations ran to the end and the scene is at rest, stuck.
    #expect(run.cameToRest)
    #expect(run.final.transition == .presentOverlay && !run.final.isUserInteractionEnabled)
    #expect(run.final.overlayAlpha == 1 && run.final.overlayScale == 1 && run.final.viewController == .list)
    // Only the first tap was recognized; the five later fingers were all refused.
    #expect(run.taps.map(\.target) == [.listRow])
    #expect(run.refusedTouches == 5)
    #expect(run.transitions.map(\.moment) == [.began])
    let warnings = records.compactMap { if case .warning(let w) = $0 { return w } else { return nil } }
    #expect(warnings.count == 1 && abs((warnings.first?.time ?? 0) - 0.68) < 1e-12)  // lift 0.18 + D
  }

  @Test func systemTransitionsCompleteEvenWhenTheAppForgets() throws {
    let configuration = TransitionsScene.Configuration(callsCompleteTransition: false)
    var scene = TransitionsScene(configuration: configuration)
    var records: [TransitionsRecord] = []
    tap(&scene, at: Self.flipRow, down: 0, up: 0.1, into: &records)
    _ = frame(&scene, at: 0.6)
    #expect(scene.viewController == .navigation(depth: 1) && scene.isUserInteractionEnabled)
    tap(&scene, at: Self.push, down: 1, up: 1.1, into: &records)
    let f = frame(&scene, at: 5)
    // The flip ended at −π and stays there, its transition open for ever.
    #expect(f.transition == .push && f.flipAngle == -Double.pi && !f.isUserInteractionEnabled)
    #expect(scene.isAtRest && scene.context?.isCompleted == false)
    tap(&scene, at: Self.content, down: 6, up: 6.1, into: &records)
    #expect(scene.refusedTouchCount == 1 && scene.viewController == .navigation(depth: 1))
  }
}
