import Foundation
import Gestures
@testable import ScrollPhysics
@testable import gesture_sim
import Testing

/// `physics fling` answers "where would UIKit stop?" with the same numbers as the
/// scroll-view scene (`run --scene scroll-view`) for the same release: a release is
/// synthesised with the test API, the scene runs to rest, and the command is given
/// the release's offset and velocity (as `scrollViewWillEndDragging` reported it).
@Suite struct PhysicsFlingAgreementTests {
  /// Runs `options` with one flick of the finger at `finger` pt/s and compares the
  /// scene's release, rest and motion duration with `physics fling`.
  @discardableResult
  func agree(_ options: ScrollViewSceneSetup, finger: Double, extra: [String]) throws -> [String: Any] {
    var tester = ScrollViewTester(setup: options, refreshRate: 120)
    tester.fling(from: Point(x: 300, y: 400), velocity: Vector(dx: finger, dy: 0))
    let release = try #require(tester.summary.releases.first)
    // The unrounded offset the release starts from (the published one is pixel-rounded).
    // By hand: the tester's last move is at the drag's end, 0.1 s and 1500 · 0.1 = 150 pt from
    // the start (the lift follows it there; UIKit's lift adds no movement); less the pan's
    // 10 pt hysteresis, the content moved 140 pt.
    let offset = tester.scrollView.exactOffset.x
    #expect(offset == 140)
    let rested = tester.settle()
    #expect(rested)
    let rest = tester.scrollView.contentOffset.x
    let lastMove = try #require(tester.frames.last { $0.time >= release.time })
    let arguments = [
      "physics", "fling", "--finger-velocity", "\(-release.velocity.dx * 1000)", "--offset", "\(offset)",
      "--refresh", "120", "--scale", "\(options.scale)", "--min", "0", "--max", "\(options.content.width - options.viewport.width)", "--json",
    ] + extra
    let object = try jsonObject(runTool(arguments).out)
    #expect(object["rest"] as? Double == rest)
    // The first frame is applied at the release; the duration is the last frame's time after it,
    // printed to the microsecond (docs/cli.md, "Numbers"): within half a microsecond.
    let duration = try #require(object["duration"] as? Double)
    #expect(abs(lastMove.time - release.time - duration) <= 0.5e-6, "scene \(lastMove.time - release.time) vs \(duration)")
    if options.paging {
      #expect(object["target"] as? Double == rest)
      #expect((object["page"] as? Double).map { Int($0) } == tester.summary.final.page?.x)
    } else {
      // The proposal scrollViewWillEndDragging saw, pixel-rounded as the command prints it.
      #expect(object["target"] as? Double == roundedToPixel(release.proposedTarget.x, scale: options.scale))
    }
    return object
  }

  @Test func aFreeFlingRestsWhereTheSceneRests() throws {
    // A 5000 pt list, horizontal for the test: finger left at 1500 pt/s, content +1500 pt/s.
    let options = ScrollViewSceneSetup(content: Size(width: 5000, height: 844))
    try agree(options, finger: -1500, extra: [])
  }

  @Test func aPagingFlingSettlesOnTheScenesPage() throws {
    let options = ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true)
    let object = try agree(options, finger: -1500, extra: ["--paging", "--page-width", "390"])
    #expect(object["page"] as? Double == 1)
  }

  @Test func aPagingFlingUnderTheIOS7ProfileAgrees() throws {
    var options = ScrollViewSceneSetup(content: Size(width: 1170, height: 844), paging: true)
    options.scrollView.profile = .ios7
    try agree(options, finger: -1500, extra: ["--paging", "--page-width", "390", "--uikit", "ios7"])
  }

  @Test func aFlingIntoTheEndBouncesBackToTheSameRest() throws {
    // Content 1000 pt wide in a 390 pt viewport: range 0…610. The proposal (≈ 872 pt, as
    // above) is past the end, so the content reaches 610, bounces and rests there.
    let options = ScrollViewSceneSetup(content: Size(width: 1000, height: 844))
    let object = try agree(options, finger: -1500, extra: [])
    #expect(object["rest"] as? Double == 610)
  }

  @Test func aFlingIntoTheEndWithoutBouncesStopsOnTheSameFrame() throws {
    var options = ScrollViewSceneSetup(content: Size(width: 1000, height: 844))
    options.bounces = .init(x: false, y: false)
    let object = try agree(options, finger: -1500, extra: ["--bounces", "false"])
    #expect(object["rest"] as? Double == 610)
  }

  @Test func perAxisBouncesAgreeWithTheFlagForThatAxis() throws {
    // A horizontal fling on content that scrolls both ways (1000 × 1688): the command
    // models one axis, so its --bounces is the flung axis's setting, whatever the
    // other axis does. Only y bouncing: x stops dead at 610, as --bounces false.
    var options = ScrollViewSceneSetup(content: Size(width: 1000, height: 1688))
    options.bounces = .init(x: false, y: true)
    let stops = try agree(options, finger: -1500, extra: ["--bounces", "false"])
    #expect(stops["rest"] as? Double == 610)
    // Only x bouncing: x bounces back to 610, as --bounces true (the default).
    options.bounces = .init(x: true, y: false)
    let bounces = try agree(options, finger: -1500, extra: [])
    #expect(bounces["rest"] as? Double == 610)
    #expect((bounces["duration"] as? Double ?? 0) > (stops["duration"] as? Double ?? 0))
  }
}
