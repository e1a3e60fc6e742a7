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
          #expect(settle.position(at: Double(k) / hz) == x)
        }
        #expect(settle.duration == reference.duration(hz: hz))
      }
    }
  }

  @Test func derivedDurationsAt390PointsWithinOneFrame() {
    // The durations derived from the law at 390 pt: about 0.31, 0.34, 0.33 and
    // 0.30 s of simulated time (the frames applied, the one at the release
    // included) at 120 Hz. Each is reproduced within one frame; so is the time
    // from the release to the last frame at 60 Hz.
    let cases: [(from: Double, to: Double, velocity: Double, about: Double)] = [
      (80, 0, 0, 0.31), (200, 390, 0, 0.34), (100, 390, 1000, 0.33), (60, 390, 2500, 0.30),
    ]
    for c in cases {
      let fast = PagingSettle(from: c.from, to: c.to, velocity: c.velocity, width: 390, refreshRate: 120)
      let simulated = Double(fast.frameCount) / 120
      #expect((simulated - c.about).magnitude <= 1.0 / 120 + 1e-9, "\(c) at 120 Hz: \(simulated)")
      let slow = PagingSettle(from: c.from, to: c.to, velocity: c.velocity, width: 390, refreshRate: 60)
      #expect((slow.duration - c.about).magnitude <= 1.0 / 60 + 1e-9, "\(c) at 60 Hz: \(slow.duration)")
    }
    // 80 → 0 at 120 Hz: 37 frames (0.308 s simulated), the last shown 36/120 =
    // 0.300 s after the release.
    let settle = PagingSettle(from: 80, to: 0, velocity: 0, width: 390, refreshRate: 120)
    #expect(settle.frameCount == 37 && settle.duration == 0.3)
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
