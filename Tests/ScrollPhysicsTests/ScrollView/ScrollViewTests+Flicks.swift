import Foundation
import ScrollPhysics
import Testing

/// Repeated fast flicks: from the third fast flick in a row in one direction,
/// each touching down within 1 s of the previous release, UIKit multiplies the
/// distance by min(m₀ + ((count − 3)·0.5 + 1)·min(distance/240, 0.9), 16), m₀
/// the multiplier at the touch-down (1 at the start of a streak).
@Suite struct ScrollViewFlickTests {
  /// Touches down at `time` (catching any motion), drags `drag` pt up in 0.05 s
  /// and releases at `speed` pt/s (finger, up: content positive); returns the
  /// proposed target.
  static func flick(_ scrollView: inout ScrollView, at time: Double, drag: Double = 60, speed: Double = 1000) -> Point? {
    _ = scrollView.handle(.touchDown, at: time)
    _ = scrollView.handle(.panBegan(translation: .zero), at: time + 0.01)
    _ = scrollView.handle(.panChanged(translation: Vector(dx: 0, dy: -drag)), at: time + 0.06)
    let callbacks = scrollView.handle(
      .panEnded(translation: Vector(dx: 0, dy: -drag), velocity: Vector(dx: 0, dy: -speed)), at: time + 0.07)
    for callback in callbacks {
      if case .scrollViewWillEndDragging(_, let target) = callback.kind { return target }
    }
    return nil
  }

  /// The proposed target of a release at `v` pt/ms from `y0` at .normal.
  static func target(_ y0: Double, _ v: Double) -> Double { pixel(y0 + (v - 0.01) / 0.0020020027) }

  @Test func theThirdFastFlickGoesFurther() {
    var list = ScrollViewTests.list()
    // Flick 1 from 0: 60 + 0.99/0.0020020027 = 554.5 → 554.6667. Caught 0.2 s
    // later (the motion ends then), flicked again within 1 s: count 2, no boost.
    #expect(Self.flick(&list, at: 0)?.y == Self.target(60, 1))
    let y1 = list.contentOffset.y
    #expect(Self.flick(&list, at: 0.3)?.y == Self.target(y1 + 60, 1))
    let y2 = list.contentOffset.y
    // Count 3: ×(1 + (0·0.5 + 1)·min(60/240, 0.9)) = ×1.25 → v = 1.25 pt/ms.
    #expect(Self.flick(&list, at: 0.6)?.y == Self.target(y2 + 60, 1.25))
    let y3 = list.contentOffset.y
    // Count 4, a 300 pt drag: compounded from the multiplier at the touch-down,
    // 1.25: ×(1.25 + 1.5·0.9) = ×2.6.
    #expect(Self.flick(&list, at: 0.9, drag: 300)?.y == Self.target(y3 + 300, 2.6))
  }

  @Test func theCountTimesOutOneSecondAfterTheRelease() {
    var list = ScrollViewTests.list()
    // Released at 0.07 and 0.37; the third touch-down, at 1.5, catches the second
    // flick's motion (it runs about 2.3 s) but comes 1.13 s after its release:
    // the count restarts at 1, so no boost (UIKit stamps the release, not the
    // motion's end).
    _ = Self.flick(&list, at: 0)
    _ = Self.flick(&list, at: 0.3)
    for t in frameTimes(after: 0.37, through: 1.49, hz: 60) { _ = list.handle(.frame, at: t) }
    #expect(list.isDecelerating)
    var y = list.contentOffset.y
    #expect((Self.flick(&list, at: 1.5)!.y - Self.target(y + 60, 1)).magnitude <= 1.0 / 3 + 1e-9)
    // Within the second: counted (2 and 3), the third boosted ×1.25.
    _ = Self.flick(&list, at: 1.8)
    y = list.contentOffset.y
    #expect((Self.flick(&list, at: 2.1)!.y - Self.target(y + 60, 1.25)).magnitude <= 1.0 / 3 + 1e-9)
  }

  @Test func theBoostCanBeTurnedOff() {
    var list = ScrollViewTests.list()
    list.configuration.boostsRepeatedFlicks = false
    var y = 0.0
    for k in 0..<4 {
      #expect(Self.flick(&list, at: 0.3 * Double(k))?.y == Self.target(y + 60, 1))
      y = list.contentOffset.y
    }
  }

  @Test func aPauseOrASlowFlickResetsTheCount() {
    var list = ScrollViewTests.list()
    _ = Self.flick(&list, at: 0)
    _ = Self.flick(&list, at: 0.3)
    // The motion of flick 2 runs to its end (about 2.3 s after 0.37), and the
    // next flick comes more than 1 s after that: count 1 again.
    for t in frameTimes(after: 0.37, through: 4, hz: 60) { _ = list.handle(.frame, at: t) }
    #expect(list.isAtRest)
    // (The published offset is within half a pixel of the exact rest, so the
    // unboosted target is within a pixel of the one computed from it.)
    var y = list.contentOffset.y
    #expect((Self.flick(&list, at: 4.5)!.y - Self.target(y + 60, 1)).magnitude <= 1.0 / 3 + 1e-9)
    // A release under 0.6 pt/ms is not a fast scroll: the count restarts.
    _ = Self.flick(&list, at: 4.8, speed: 500)
    _ = Self.flick(&list, at: 5.0)
    y = list.contentOffset.y
    #expect((Self.flick(&list, at: 5.3)!.y - Self.target(y + 60, 1)).magnitude <= 1.0 / 3 + 1e-9)
  }

  @Test func theBoostMultipliesTheDistanceNotTheStopSpeed() {
    // UIKit's standard step moves m·v·d·(1 − p)/(1 − d) while v decays unmultiplied, and
    // the motion stops when v (the finger's, not m·v) is below 0.01 pt/ms
    // (-_getBouncingDecelerationOffset:…). The third flick of 1 pt/ms, m = 1.25, at
    // 60 Hz (p = 0.9671900): it stops after frame 139, as an unboosted 1 pt/ms does
    // (0.9671900^139 = 0.00995 < 0.01), and rests 1.25·499·(1 − p^139) = 617.71 pt from
    // where it was released. Multiplying the velocity instead would stop after frame 145
    // (1.25·p^145 < 0.01) and rest 1.05 pt further, 618.76 pt.
    var list = ScrollViewTests.list()
    _ = Self.flick(&list, at: 0)
    _ = Self.flick(&list, at: 0.3)
    let y2 = list.contentOffset.y
    _ = Self.flick(&list, at: 0.6)
    let released = list.contentOffset.y
    #expect(released == y2 + 60)
    var rested = false
    for t in frameTimes(after: 0.67, through: 4, hz: 60) {
      let callbacks = list.handle(.frame, at: t)
      if callbacks.contains(where: { $0.kind == .scrollViewDidEndDecelerating }) {
        // Frame 139 is shown 138/60 = 2.3 s after the release.
        #expect(abs(t - (0.67 + 2.3)) < 1.0 / 60 + 1e-9, "ended at \(t)")
        rested = true
        break
      }
    }
    #expect(rested)
    let p = 0.96719
    // The published offset at the release is within half a pixel of the exact one.
    #expect(abs(list.contentOffset.y - (released + 1.25 * 499 * (1 - pow(p, 139)))) <= 1.0 / 3 + 1e-6, "\(list.contentOffset.y)")
  }

  @Test func aBounceEndsTheStreak() {
    // UIKit resets the count and the multiplier in the first frame that runs past a
    // bouncing edge (-_getBouncingDecelerationOffset:…). Content 6000 × 5000 at
    // (1000, 1000); each flick drags (60, −60) pt (finger left and down) and releases at
    // (1500, −1500) pt/s for the content, one every 0.3 s. The third (×(1 + min(84.85/240,
    // 0.9)) = ×1.354) is released near y = 262 and runs past the top about 0.15 s later,
    // where y bounces. A fourth in the same direction at 1.55 s (0.88 s after the third's
    // release) starts a new streak: x proposes the plain 1.5 pt/ms, x0 + (1.5 − 0.01)/
    // 0.0020020027 = x0 + 744.26, not ×(1.354 + 1.5·0.354) = ×1.884.
    var view = ScrollView(
      boundsSize: Size(width: 390, height: 844), contentSize: Size(width: 6000, height: 5000),
      contentOffset: Point(x: 1000, y: 1000))
    func flick(at time: Double) -> Point? {
      let drag = Vector(dx: -60, dy: 60)
      _ = view.handle(.touchDown, at: time)
      _ = view.handle(.panBegan(translation: .zero), at: time + 0.01)
      _ = view.handle(.panChanged(translation: drag), at: time + 0.06)
      let callbacks = view.handle(.panEnded(translation: drag, velocity: Vector(dx: -1500, dy: 1500)), at: time + 0.07)
      for callback in callbacks {
        if case .scrollViewWillEndDragging(_, let target) = callback.kind { return target }
      }
      return nil
    }
    for k in 0..<3 {
      _ = flick(at: 0.3 * Double(k))
      for t in frameTimes(after: 0.3 * Double(k) + 0.07, through: 0.3 * Double(k) + 0.29, hz: 60) { _ = view.handle(.frame, at: t) }
    }
    var bounced = false
    for t in frameTimes(after: 0.9, through: 1.54, hz: 60) {
      _ = view.handle(.frame, at: t)
      if view.contentOffset.y < 0 { bounced = true }
    }
    #expect(bounced)
    let x = view.contentOffset.x
    let target = flick(at: 1.55)
    #expect(target.map { abs($0.x - pixel(x + 60 + 1.49 / 0.0020020027)) <= 1.0 / 3 + 1e-9 } == true, "\(String(describing: target))")
  }

  @Test func aPagingReleaseNeverCounts() {
    // UIKit's fast-scroll tier is skipped while paging (-_endPanNormal:): three fast
    // flicks in a row, each within 1 s, on a paging list, then paging off and a fourth.
    // Had the paging releases counted, the fourth would be the fourth fast scroll in one
    // direction and go ×(1.25 + 1.5·min(60/240, 0.9)) = ×1.625 further; it proposes the
    // plain target of 1 pt/ms.
    var list = ScrollViewTests.list()
    list.isPagingEnabled = true
    // Pages are 844 pt: each flick (1 pt/ms > 0.3 pt/ms) targets the next page.
    #expect(Self.flick(&list, at: 0)?.y == 844)
    #expect(Self.flick(&list, at: 0.3)?.y == 1688)
    #expect(Self.flick(&list, at: 0.6)?.y == 2532)
    list.isPagingEnabled = false
    let y = list.contentOffset.y
    #expect(Self.flick(&list, at: 0.9)?.y == Self.target(y + 60, 1))
  }

  @Test func aChangeOfDirectionResetsTheCount() {
    var list = ScrollViewTests.list(offsetY: 3000)
    _ = Self.flick(&list, at: 0)
    _ = Self.flick(&list, at: 0.3)
    // Down instead of up: count 1.
    _ = list.handle(.touchDown, at: 0.6)
    _ = list.handle(.panBegan(translation: .zero), at: 0.61)
    _ = list.handle(.panChanged(translation: Vector(dx: 0, dy: 60)), at: 0.66)
    let y = list.contentOffset.y
    let callbacks = list.handle(
      .panEnded(translation: Vector(dx: 0, dy: 60), velocity: Vector(dx: 0, dy: 1000)), at: 0.67)
    #expect(
      callbacks.first?.kind
        == .scrollViewWillEndDragging(
          velocity: Vector(dx: 0, dy: -1), targetContentOffset: Point(x: 0, y: pixel(y - 0.99 / 0.0020020027))))
  }
}
