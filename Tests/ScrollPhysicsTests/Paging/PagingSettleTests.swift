import ScrollPhysics
import Testing

/// UIKit's per-millisecond paging settle against the derived durations and the
/// reference of the scroll-view tests.
@Suite struct PagingSettleTests {
  @Test func coefficientsDependOnTheWidth() {
    // w = 390: 3.59090909e-4 − 1.84659091e-7·390 = 2.87074e-4 per ms²,
    // 0.966818182 + 9.94318182e-6·390 = 0.970696; wider than 1024: the constants.
    let narrow = PagingSettle.coefficients(width: 390)
    #expect((narrow.pull - 2.870744e-4).magnitude < 1e-9)
    #expect((narrow.friction - 0.970696023).magnitude < 1e-9)
    let wide = PagingSettle.coefficients(width: 1366)
    #expect(wide.pull == 0.00017 && wide.friction == 0.977)
  }

  @Test func framesFollowTheLaw() {
    for hz in [60.0, 120.0] {
      for (from, to, v) in [(80.0, 0.0, 0.0), (200, 390, 0), (100, 390, 1000), (60, 390, 2500), (40, 80, 2000)] {
        let settle = PagingSettle(from: from, to: to, velocity: v, width: 390, refreshRate: hz)
        let reference = ReferencePagingSettle(from: from, to: to, v0: v, hz: hz)
        #expect(settle.frameCount == reference.positions.count, "\(from) → \(to) at \(hz) Hz")
        for (k, x) in reference.positions.enumerated() {
          #expect(settle.position(at: Double(k) / hz) == x, "\(from) → \(to) at \(v), \(hz) Hz, frame \(k) of \(reference.positions)")
        }
        #expect(settle.duration == reference.duration(hz: hz))
      }
    }
  }

  @Test func derivedDurationsAt390PointsWithinOneFrame() {
    // UIKIT-LAWS §4.3 (third pass), durations at 60 Hz derived from the law with the
    // paging clock that drops the fractional millisecond (16 ms per frame) and the
    // finish of §4.6: 80 → 0 from rest 0.350 s; 200 → 390 from rest 0.350 s;
    // 100 → 390 at +1 pt/ms 0.367 s; 60 → 390 at +2.5 pt/ms 0.350 s. Within one frame.
    let cases: [(from: Double, to: Double, velocity: Double, ends: Double)] = [
      (80, 0, 0, 0.350), (200, 390, 0, 0.350), (100, 390, 1000, 0.367), (60, 390, 2500, 0.350),
    ]
    for c in cases {
      let settle = PagingSettle(from: c.from, to: c.to, velocity: c.velocity, width: 390, refreshRate: 60)
      #expect((settle.duration - c.ends).magnitude <= 1.0 / 60 + 1e-9, "\(c): \(settle.duration)")
    }
  }

  @Test func thePagingClockDropsTheFractionalMillisecond() {
    // UIKIT-LAWS §4.3 (third pass): each frame runs ⌊(now − last)·1000⌋ ms and sets
    // last = now, so frame k (k = 0 at the release) has applied 16·(k + 1) ms at 60 Hz
    // and 8·(k + 1) ms at 120 Hz; every frame starts from the offset shown before it
    // (97.5 is published as 97.667 at scale 3). Derived vector, 390 pt, 97.5 → 390 at
    // +1 pt/ms: 60 Hz frames 0–6 are 119.67, 148.67, 180.67, 212.33, 242.33, 269.33,
    // 293.0 and it ends at 0.367 s; 120 Hz frames 0–7 are 107.33, 119.67, 133.67,
    // 148.67, 164.33, 180.33, 196.33, 212.0 and it also ends at 0.367 s. (Carrying
    // the fraction instead would apply 17 ms in frame 1 at 60 Hz.)
    let sixty = PagingSettle(from: 97.5, to: 390, velocity: 1000, width: 390, refreshRate: 60)
    let expected60 = [119.67, 148.67, 180.67, 212.33, 242.33, 269.33, 293.0]
    for (k, x) in expected60.enumerated() {
      #expect((sixty.position(at: Double(k) / 60) - x).magnitude < 0.005, "60 Hz frame \(k)")
    }
    #expect((sixty.duration - 0.367).magnitude < 0.0005)
    let hundredTwenty = PagingSettle(from: 97.5, to: 390, velocity: 1000, width: 390, refreshRate: 120)
    let expected120 = [107.33, 119.67, 133.67, 148.67, 164.33, 180.33, 196.33, 212.0]
    for (k, x) in expected120.enumerated() {
      #expect((hundredTwenty.position(at: Double(k) / 120) - x).magnitude < 0.005, "120 Hz frame \(k)")
    }
    #expect((hundredTwenty.duration - 0.367).magnitude < 0.0005)
    // At 1024 pt (pull 3.59090909e-4 − 1.84659091e-7·1024 = 1.70e-4, friction 0.977):
    // 256 → 1024 at +1 pt/ms ends at 0.567 s.
    let wide = PagingSettle(from: 256, to: 1024, velocity: 1000, width: 1024, refreshRate: 60)
    #expect((wide.duration - 0.567).magnitude < 0.0005)
  }

  @Test func theSettleFinishesByUIKitsRuleNotAtTheFirstFrameShowingTheTarget() {
    // UIKIT-LAWS §4.6 (third pass), derived vectors at 390 pt, 60 Hz.
    // 80 → 0 from rest: …, 1.0, 0.67, 0.33, then 0.0 at 0.333 s; it ends at 0.350 s
    // (the frame showing 0 first has |v| ≥ 0.01 or the last |Δ| > 1).
    let back = PagingSettle(from: 80, to: 0, velocity: 0, width: 390)
    for (k, x) in [(17, 1.0), (18, 2.0 / 3), (19, 1.0 / 3), (20, 0.0)] {
      #expect((back.position(at: Double(k) / 60) - x).magnitude < 1e-9, "80 → 0 at frame \(k)")
    }
    #expect(!back.isDone(at: 20.0 / 60))
    #expect((back.duration - 0.350).magnitude < 0.0005)
    // 234 → 0 at −0.4 pt/ms: shows 0 at 0.350 s and ends at 0.367 s.
    let slow = PagingSettle(from: 234, to: 0, velocity: -400, width: 390)
    #expect(slow.position(at: 0.3501) == 0 && !slow.isDone(at: 0.3501))
    #expect((slow.duration - 0.367).magnitude < 0.0005)
    // 351 → 390 at +5 pt/ms: overshoots to 480.0 at frame 3, comes back through
    // 391.33, 390.67, 390.33, 390.0 (the outward crossing and the frames past the
    // target do not finish it) and ends at 0.417 s on the crossing back.
    let over = PagingSettle(from: 351, to: 390, velocity: 5000, width: 390)
    #expect(over.position(at: 3.0 / 60) == 480)
    let tail = [391 + 1.0 / 3, 390 + 2.0 / 3, 390 + 1.0 / 3, 390]
    let shown = (0..<over.frameCount).map { over.position(at: Double($0) / 60) }
    #expect(Array(shown.suffix(5).prefix(4)).elementsEqual(tail) { ($0 - $1).magnitude < 1e-9 })
    #expect((over.duration - 0.417).magnitude < 0.0005)
    // At 320 pt, 288 → 320 at +5 pt/ms: peaks at 412.33 and ends at 0.417 s.
    let narrow = PagingSettle(from: 288, to: 320, velocity: 5000, width: 320)
    let narrowShown = (0..<narrow.frameCount).map { narrow.position(at: Double($0) / 60) }
    #expect((narrowShown.max()! - (412 + 1.0 / 3)).magnitude < 1e-9)
    #expect((narrow.duration - 0.417).magnitude < 0.0005)
  }

  @Test func theFirstFrameIsAppliedAtTheRelease() {
    // 60 Hz: 16 ms at the release. From 80 at rest: the first millisecond v =
    // (0 − 80·2.870744e-4)·0.970696 = −0.0222929 pt/ms; after 16 ms x =
    // 77.3862 → 77.3333.
    let settle = PagingSettle(from: 80, to: 0, velocity: 0, width: 390)
    #expect(settle.position(at: 0) == 77 + 1.0 / 3)
    #expect(settle.velocity(at: 0) < 0)
  }

  @Test func aNonBouncingAxisThatLeavesTheRangeFinishesAtTheTarget() {
    // 40 → 80 at 2 pt/ms: frame 2 reaches 83.83 > 80.
    let settle = PagingSettle(from: 40, to: 80, velocity: 2000, width: 390, clamp: 0...80)
    #expect(settle.frameCount == 2)
    #expect(settle.position(at: 1.0 / 60) == 80 && settle.isDone(at: 1.0 / 60))
    #expect(settle.velocity(at: 1.0 / 60) == 0)
  }

  @Test func alreadyThereIsNoMotion() {
    let settle = PagingSettle(from: 390, to: 390, velocity: 0, width: 390)
    #expect(settle.frameCount == 0 && settle.duration == 0 && settle.isDone(at: 0))
    #expect(settle.position(at: 0.1) == 390)
  }
}
