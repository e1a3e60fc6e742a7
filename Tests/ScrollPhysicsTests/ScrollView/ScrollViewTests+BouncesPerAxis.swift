import ScrollPhysics
import Testing

/// `bouncesHorizontally` / `bouncesVertically` (UIKit, iOS 17.4): `bounces` split
/// per axis. Apple's documentation: setting `bounces` sets both; an axis that does
/// not bounce stops at its edges (as `bounces = false` does), the other
/// rubber-bands and bounces back.
@Suite struct ScrollViewBouncesPerAxisTests {
  /// A 390 × 844 viewport over 1170 × 1688 pt of content: the range is
  /// 0…780 along x and 0…844 along y.
  static func grid(offset: Point, horizontally: Bool, vertically: Bool) -> ScrollView {
    var scrollView = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 1170, height: 1688), contentOffset: offset)
    scrollView.bouncesHorizontally = horizontally
    scrollView.bouncesVertically = vertically
    return scrollView
  }

  @Test func bouncesSetsBothAxesAndReadsTrueWhenEitherBounces() {
    var scrollView = Self.grid(offset: .zero, horizontally: true, vertically: true)
    #expect(scrollView.bouncesHorizontally && scrollView.bouncesVertically && scrollView.bounces)
    scrollView.bounces = false
    #expect(!scrollView.bouncesHorizontally && !scrollView.bouncesVertically && !scrollView.bounces)
    scrollView.bouncesVertically = true
    #expect(scrollView.bounces)  // the getter: either axis (a documented choice)
    scrollView.bounces = true
    #expect(scrollView.bouncesHorizontally && scrollView.bouncesVertically)
  }

  @Test func aDragPastBothLeadingEdgesRubberBandsXAndClampsY() {
    var scrollView = Self.grid(offset: .zero, horizontally: true, vertically: false)
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05)
    // The finger moves 100 pt right and 100 pt down: the raw offset is (−100, −100).
    let callbacks = scrollView.handle(.panChanged(translation: Vector(dx: 100, dy: 100)), at: 0.1)
    // x bounces: UIKit's rubber band, −100·390·0.55/(390 + 0.55·100) = −48.2022 pt,
    // rounded to the nearest third of a point: −145/3. y does not: clamped to 0.
    let expected = Point(x: -145.0 / 3, y: 0)
    #expect(callbacks == [ScrollViewCallback(time: 0.1, .scrollViewDidScroll(contentOffset: expected))])
    #expect(scrollView.contentOffset == expected)
  }

  @Test func theSwappedSettingRubberBandsYAndClampsX() {
    var scrollView = Self.grid(offset: .zero, horizontally: false, vertically: true)
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 100, dy: 100)), at: 0.1)
    // y: −100·844·0.55/(844 + 55) = −51.6352 pt → −155/3 (−154.906 px rounds to −155).
    #expect(scrollView.contentOffset == Point(x: 0, y: -155.0 / 3))
  }

  /// A diagonal fling into the bottom-right corner with only x bouncing: x runs
  /// past 780 and springs back, y stops dead at 844 without overshoot.
  @Test func aDiagonalFlingIntoTheCornerBouncesXAndStopsYAtItsEdge() {
    var scrollView = Self.grid(offset: Point(x: 700, y: 700), horizontally: true, vertically: false)
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: -40, dy: -40)), at: 0.1)
    #expect(scrollView.contentOffset == Point(x: 740, y: 740))
    let release = scrollView.handle(
      .panEnded(translation: Vector(dx: -40, dy: -40), velocity: Vector(dx: -1500, dy: -1500)), at: 0.15)
    // UIKit's proposal per axis: x0 + (v − 0.01)/(−ln 0.998) with v = 1.5 pt/ms,
    // 740 + 1.49/0.002002 = 1484.3 along both axes: clamped to the range's ends.
    #expect(
      release.first
        == ScrollViewCallback(
          time: 0.15, .scrollViewWillEndDragging(velocity: Vector(dx: 1.5, dy: 1.5), targetContentOffset: Point(x: 780, y: 844))))
    #expect(release.contains(ScrollViewCallback(time: 0.15, .scrollViewDidEndDragging(willDecelerate: true))))
    var offsets: [Point] = []
    var ended: Double?
    var frame = 10
    while ended == nil && frame < 600 {
      let time = Double(frame) / 60
      for callback in scrollView.handle(.frame, at: time) {
        switch callback.kind {
        case .scrollViewDidScroll(let offset): offsets.append(offset)
        case .scrollViewDidEndDecelerating: ended = time
        default: break
        }
      }
      frame += 1
    }
    // y never passes its edge, and reaches it exactly.
    #expect(offsets.allSatisfy { $0.y <= 844 })
    #expect(offsets.contains { $0.y == 844 })
    // x overshoots the edge (a bounce of at least a few points at 1.5 pt/ms) and comes back.
    #expect((offsets.map(\.x).max() ?? 0) > 790)
    #expect(offsets.last == Point(x: 780, y: 844))
    #expect(ended != nil)
    #expect(scrollView.isAtRest && scrollView.contentOffset == Point(x: 780, y: 844))
  }

  @Test func alwaysBounceVerticalNeedsBouncesVertically() {
    // Content as tall as the bounds: y can scroll only through alwaysBounceVertical,
    // and that needs bouncesVertically (Apple's documentation of alwaysBounceVertical).
    var scrollView = ScrollView(boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 844))
    scrollView.alwaysBounceVertical = true
    scrollView.bouncesVertically = false
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05)
    #expect(scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: 100)), at: 0.1).isEmpty)
    scrollView.bouncesVertically = true
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: 200)), at: 0.15)
    #expect(scrollView.contentOffset.y < 0)
  }
  /// A fling along x released 4 pt short of the right edge at 1.5 pt/ms, x not
  /// bouncing: the first frame would move 1.5·0.998·(1 − p)/0.002 = 24.558 pt (p =
  /// 0.9671899 at 60 Hz, d = 0.998), past the edge, so the content stops exactly at
  /// the edge ("scrolling stops immediately at the content boundary", Apple's
  /// documentation of `bounces`) at the first display frame, and the deceleration
  /// ends there.
  @Test func aFirstFrameCrossingOfANonBouncingEdgeReachesTheEdge() {
    var scrollView = Self.grid(offset: Point(x: 770, y: 0), horizontally: false, vertically: true)
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: -6, dy: 0)), at: 0.1)
    #expect(scrollView.contentOffset == Point(x: 776, y: 0))
    let release = scrollView.handle(
      .panEnded(translation: Vector(dx: -6, dy: 0), velocity: Vector(dx: -1500, dy: 0)), at: 0.15)
    // Proposal: 776 + 1.49/0.002002 = 1520.3, clamped to 780.
    #expect(
      release == [
        ScrollViewCallback(
          time: 0.15, .scrollViewWillEndDragging(velocity: Vector(dx: 1.5, dy: 0), targetContentOffset: Point(x: 780, y: 0))),
        ScrollViewCallback(time: 0.15, .scrollViewDidEndDragging(willDecelerate: true)),
        ScrollViewCallback(time: 0.15, .scrollViewWillBeginDecelerating),
      ])
    #expect(
      scrollView.handle(.frame, at: 10.0 / 60) == [
        ScrollViewCallback(time: 10.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 780, y: 0))),
        ScrollViewCallback(time: 10.0 / 60, .scrollViewDidEndDecelerating),
      ])
    #expect(scrollView.isAtRest && !scrollView.isDecelerating)
  }

  /// The same along y with only y not bouncing, towards the top edge: released
  /// 3 pt below 0 moving up at 1.5 pt/ms, the first frame would reach −21.558.
  @Test func aFirstFrameCrossingOfTheTopEdgeReachesIt() {
    var scrollView = Self.grid(offset: Point(x: 0, y: 0), horizontally: true, vertically: false)
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: -3)), at: 0.1)
    #expect(scrollView.contentOffset == Point(x: 0, y: 3))
    let release = scrollView.handle(
      .panEnded(translation: Vector(dx: 0, dy: -3), velocity: Vector(dx: 0, dy: 1500)), at: 0.15)
    #expect(release.contains(ScrollViewCallback(time: 0.15, .scrollViewDidEndDragging(willDecelerate: true))))
    #expect(
      scrollView.handle(.frame, at: 10.0 / 60) == [
        ScrollViewCallback(time: 10.0 / 60, .scrollViewDidScroll(contentOffset: Point(x: 0, y: 0))),
        ScrollViewCallback(time: 10.0 / 60, .scrollViewDidEndDecelerating),
      ])
  }

  /// With `notifiesDidEndDeceleratingAtWall` off, the wall rule is per axis: y
  /// stops at its wall while x bounces on, so the motion ends with x's bounce,
  /// not at a wall, and `scrollViewDidEndDecelerating` is sent (once, when x
  /// comes to rest).
  @Test func aWallOnOneAxisDoesNotSilenceTheEndOfTheOthersBounce() {
    var scrollView = Self.grid(offset: Point(x: 700, y: 700), horizontally: true, vertically: false)
    scrollView.configuration.notifiesDidEndDeceleratingAtWall = false
    let ends = Self.endsOfADiagonalFling(&scrollView, velocity: Vector(dx: -1500, dy: -1500))
    #expect(ends.count == 1)
    #expect(scrollView.isAtRest && scrollView.contentOffset == Point(x: 780, y: 844))
  }

  /// y hits its wall while x decelerates freely (x is far from its edge): the
  /// motion ends when x comes to rest inside the range, so it is notified.
  @Test func aWallOnOneAxisDoesNotSilenceTheEndOfTheOthersDeceleration() {
    var scrollView = Self.grid(offset: Point(x: 100, y: 700), horizontally: false, vertically: false)
    scrollView.configuration.notifiesDidEndDeceleratingAtWall = false
    // x at 0.5 pt/ms rests near 140 + (0.5 − 0.01)/0.002002 = 384.8, inside 0…780.
    let ends = Self.endsOfADiagonalFling(&scrollView, velocity: Vector(dx: -500, dy: -1500))
    #expect(ends.count == 1)
    #expect(scrollView.contentOffset.y == 844)
    #expect(scrollView.contentOffset.x > 300 && scrollView.contentOffset.x < 780)
  }

  /// Both axes stop at their walls: the motion ends at a wall, not notified.
  @Test func wallsOnBothAxesSilenceTheEndWhenSoConfigured() {
    var scrollView = Self.grid(offset: Point(x: 700, y: 700), horizontally: false, vertically: false)
    scrollView.configuration.notifiesDidEndDeceleratingAtWall = false
    let ends = Self.endsOfADiagonalFling(&scrollView, velocity: Vector(dx: -1500, dy: -1500))
    #expect(ends.isEmpty)
    #expect(scrollView.isAtRest && scrollView.contentOffset == Point(x: 780, y: 844))
  }

  /// Drags 40 pt along both axes and releases with the finger `velocity`, then
  /// runs 60 Hz frames for up to 10 s; returns the times of
  /// `scrollViewDidEndDecelerating`.
  static func endsOfADiagonalFling(_ scrollView: inout ScrollView, velocity: Vector) -> [Double] {
    _ = scrollView.handle(.touchDown, at: 0)
    _ = scrollView.handle(.panBegan(translation: .zero), at: 0.05)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: -40, dy: -40)), at: 0.1)
    let release = scrollView.handle(.panEnded(translation: Vector(dx: -40, dy: -40), velocity: velocity), at: 0.15)
    #expect(release.contains(ScrollViewCallback(time: 0.15, .scrollViewDidEndDragging(willDecelerate: true))))
    var ends: [Double] = []
    for frame in 10..<610 {
      let time = Double(frame) / 60
      for callback in scrollView.handle(.frame, at: time) where callback.kind == .scrollViewDidEndDecelerating {
        ends.append(time)
      }
    }
    return ends
  }
}
