import Gestures
import ScrollPhysics
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tester's traps (issue 24, "Library traps"): a bad configuration can be a thrown
/// error instead of a stopped test process; `drag(from:to:)` reaches `to`; `fling`'s
/// path is documented (it may leave the screen).
@Suite struct SceneTesterTrapsTests {
  @Test func aBadScrollViewConfigurationIsThrownWithItsKeyAndReason() {
    // UIKit pages by the bounds: paging content must be at least the viewport (390x844).
    let bad = ScrollViewSceneSetup(content: Size(width: 100, height: 100), paging: true)
    #expect(throws: SetupProblem.self) { try ScrollViewTester(validating: bad) }
    do {
      _ = try ScrollViewTester(validating: bad)
      Issue.record("a paging scroll view with content smaller than its viewport was built")
    } catch {
      // Typed: a test matches the setting at fault and reads the reason.
      #expect(error.key == .setting("content"))
      #expect(error.reason.contains("a paging scroll view needs content at least the size of its viewport"), "\(error.reason)")
    }
    let good = ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true)
    #expect(throws: Never.self) { _ = try ScrollViewTester(validating: good) }
  }

  @Test func badRatesAreThrownWithTheirKeys() {
    func key(_ make: () throws -> Void) -> SetupProblem.Key? {
      do { try make() } catch { return (error as? SetupProblem)?.key }
      return nil
    }
    // The display runs at 1…1000 Hz; touches come at a positive rate; the settle limit is ≥ 0.
    #expect(key { _ = try SceneTester<SideMenuScene>(validating: SideMenuScene.defaultConfiguration, refreshRate: 0) } == .refresh)
    #expect(key { _ = try SceneTester<SideMenuScene>(validating: SideMenuScene.defaultConfiguration, touchRate: -1) } == .setting("touchRate"))
    #expect(key { _ = try SceneTester<SideMenuScene>(validating: SideMenuScene.defaultConfiguration, settleLimit: -1) } == .setting("settleLimit"))
    #expect(key { _ = try ScrollViewTester(validating: ScrollViewSceneSetup(), delegate: GridSnapDelegate(), refreshRate: 5000) } == .refresh)
    // The scene's own screen rule: a scale of 0 pixels per point.
    #expect(key { _ = try ScrollViewTester(validating: ScrollViewSceneSetup(scale: 0)) } == .scale)
  }

  @Test func aDragEndsWithThePanAtTo() throws {
    // 100 pt left in 1 s: the pan's translation at its end is the finger's whole path less
    // the 10 pt the pan needed to begin (UIKit reports the translation from where it
    // began), (−90, 0), not one 1/120 s sample (0.83 pt) short of it (−89.17).
    var tester = ScrollViewTester(setup: ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true))
    tester.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 1)
    let ended = try #require(tester.gestures.last { $0.recognizer == .pan && $0.state == .ended })
    #expect(ended.translation == Vector(dx: -90, dy: 0))
    #expect(abs(ended.time - 1) < 1e-9)
    // The content followed to 100 − 10 (the pan's hysteresis) = 90 pt before the release.
    let lastScroll = try #require(tester.callbacks.last { if case .scrollViewDidScroll = $0.kind { $0.time <= 1 } else { false } })
    if case .scrollViewDidScroll(let offset) = lastScroll.kind { #expect(abs(offset.x - 90) <= 1.0 / 3) }
  }

  @Test func aFlingTravelsVelocityTimesDurationEvenOffTheScreen() throws {
    // Documented: 6000 pt/s for 0.1 s moves the finger 600 pt, beyond a 390-point screen
    // (the pan's translation is that less its 10 pt hysteresis).
    var tester = ScrollViewTester(setup: ScrollViewSceneSetup(content: Size(width: 3900, height: 844)))
    tester.fling(from: Point(x: 350, y: 400), velocity: Vector(dx: -6000, dy: 0))
    let ended = try #require(tester.gestures.last { $0.recognizer == .pan && $0.state == .ended })
    #expect(abs(ended.translation.dx + 590) < 1e-9)
    #expect(ended.location.x < 0)
  }

  @Test func theDocsSayAllThree() throws {
    // docs/library.md documents the throwing initializer, fling's path and drag's end.
    let here = #filePath
    let root = here.components(separatedBy: "/Tests/").first ?? "."
    guard let file = fopen(root + "/docs/library.md", "rb") else {
      Issue.record("docs/library.md is missing")
      return
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("init(validating:"))
    #expect(text.contains("off the screen"))
    #expect(text.contains("the last move at `to`"))
  }
}
