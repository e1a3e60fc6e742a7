import ScrollPhysics
import Testing

/// UIKit's per-frame deceleration law against hand calculations and the
/// frame-by-frame reference of the scroll-view tests.
@Suite struct FrameDecelerationTests {
  @Test func theClosedFormIsTheIteratedLaw() {
    // The library's closed form x_k = x0 + v0·d/(1 − d)·(1 − p^k) against the
    // iterated law, at 60 and 120 Hz, both rates, both directions.
    for (d, rate) in [(0.998, DecelerationRate.normal), (0.99, .fast)] {
      for hz in [60.0, 120.0] {
        for v0 in [2000.0, -700.0, 251.0] {
          let law = FrameDeceleration(position: 10, velocity: v0, rate: rate, refreshRate: hz)
          let reference = ReferenceFrameDeceleration(x0: 10, v0: v0, d: d, hz: hz)
          #expect(law.frameCount == reference.frameCount, "\(d) \(hz) \(v0)")
          for k in 0...reference.frameCount {
            #expect((law.position(afterFrames: k) - reference.positions[k]).magnitude < 1e-9)
            #expect((law.velocity(afterFrames: k) - 1000 * reference.velocities[k]).magnitude < 1e-9)
          }
          #expect(law.finalPosition == law.position(afterFrames: law.frameCount))
        }
      }
    }
  }

  @Test func workedExampleAt60Hz() {
    // v0 = 1 pt/ms at .normal: a = 16.667·ln 0.998 = −0.0333667, p = 1 + a +
    // a²/2 = 0.9671900; ⌊ln 0.01/ln p⌋ + 1 = 139 frames, the last shown at
    // 138/60 = 2.3 s; the rest 499·(1 − p^139) = 494.1668, 0.34 pt (0.07 %)
    // short of the proposed target 0.99/0.0020020027 = 494.5048.
    let law = FrameDeceleration(position: 0, velocity: 1000, refreshRate: 60)
    #expect((law.frameFactor - 0.96718996).magnitude < 1e-8)
    #expect(law.frameCount == 139)
    #expect((law.duration - 2.3).magnitude < 1e-12)
    #expect((law.finalPosition - 494.1668).magnitude < 1e-4)
    let proposed = DecelerationSimulation(position: 0, velocity: 1000).finalPosition
    #expect(proposed - law.finalPosition > 0.3 && proposed - law.finalPosition < 0.4)
  }

  @Test func theFirstFrameIsAppliedAtTheRelease() {
    // At t = 0 one frame has passed: 499·(1 − p) = 16.3722 pt at 1 pt/ms.
    let law = FrameDeceleration(position: 0, velocity: 1000, refreshRate: 60)
    #expect((law.position(at: 0) - 499 * (1 - 0.96718996)).magnitude < 1e-5)
    // A sample shows the last frame at or before t: just before 1/60 s still
    // frame 1, at 1/60 s frame 2.
    #expect(law.position(at: 1.0 / 60 - 1e-6) == law.position(afterFrames: 1))
    #expect(law.position(at: 1.0 / 60) == law.position(afterFrames: 2))
    #expect(law.velocity(at: 1.0 / 60) == law.velocity(afterFrames: 2))
  }

  @Test func itStopsBelowTheStopSpeedWithoutSnapping() {
    // .fast: the rest lies about 0.5 % short of the proposed target.
    let law = FrameDeceleration(position: 0, velocity: 3000, rate: .fast, refreshRate: 120)
    let proposed = DecelerationSimulation(position: 0, velocity: 3000, rate: .fast).finalPosition
    let shortfall = (proposed - law.finalPosition) / proposed
    #expect(shortfall > 0.003 && shortfall < 0.007)
    #expect(law.isDone(at: law.duration))
    #expect(!law.isDone(at: law.duration - 1.0 / 120))
    #expect(law.velocity(at: law.duration) == 0)
    #expect(law.velocity(at: law.duration - 1.0 / 120).magnitude >= 10)
    #expect(law.position(at: 100) == law.finalPosition)
  }

  @Test func theSpeedInThePlaneDecidesTheStop() {
    // An axis at 0.3 pt/ms of a release at 3 pt/ms in the plane stops with the
    // plane: 3·p^k < 0.01 (k = 171 at 60 Hz), not 0.3·p^k < 0.01 (k = 102).
    let alone = FrameDeceleration(position: 0, velocity: 300)
    let inPlane = FrameDeceleration(position: 0, velocity: 300, planeSpeed: 3000)
    #expect(alone.frameCount == 102)
    #expect(inPlane.frameCount == 171)
  }

  @Test func aRestingPositionReplacesTheLastFrame() {
    let law = FrameDeceleration(position: 0, velocity: 1000, restingPosition: 500)
    #expect(law.finalPosition == 500)
    #expect(law.position(at: law.duration) == 500)
    #expect(law.position(at: law.duration - 1.0 / 60) == law.position(afterFrames: law.frameCount - 1))
  }

  @Test func crossingIsInterpolatedWithinItsFrame() {
    // From 4040 at 3 pt/ms (60 Hz): 4136.6217 after 2 frames, 4182.5682 after 3;
    // 4156 is crossed at the fraction 0.42176 of frame 3, (1 + 0.42176)/60 =
    // 0.023696 s after the release, at 2.80637 + 0.42176·(2.71429 − 2.80637) =
    // 2.76754 pt/ms.
    let law = FrameDeceleration(position: 4040, velocity: 3000)
    let crossing = law.crossing(4156)!
    #expect((crossing.time - 0.023696).magnitude < 1e-6)
    #expect((crossing.velocity - 2767.54).magnitude < 0.01)
    #expect(law.crossing(10_000) == nil)
    #expect(law.crossing(4040)?.time == 0 && law.crossing(4040)?.velocity == 3000)
  }

  @Test func noVelocityNoMotion() {
    let law = FrameDeceleration(position: 7, velocity: 0)
    #expect(law.frameCount == 0 && law.duration == 0)
    #expect(law.position(at: 1) == 7 && law.isDone(at: 0))
  }
}
