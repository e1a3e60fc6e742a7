import Gestures
import ScrollPhysics
import Testing

/// The button flip's keyframe timing (UIKIT.md §4). Linear-curve cases make u equal the
/// elapsed fraction exactly (`TimingCurve` returns the fraction for identity curves), so
/// values follow by hand, up to the rounding of the divisions (1e−12; the content keyframe,
/// 1 % of the time, multiplies that by 100).
@Suite struct CardFlipKeyframesTests {
  @Test func defaults() {
    let k = CardFlipKeyframes()
    #expect(k.duration == 0.6 && k.curve == .easeInOut)
    #expect(k.contentKeyframeStart == 0.5 && k.contentKeyframeDuration == 0.01 && k.borderRemovalTime == 0.5)
  }

  @Test func linearTimingFollowsTheKeyframesByHand() {
    let k = CardFlipKeyframes(duration: 1, curve: .linear)
    // The rotation keyframe spans 0…1: angle = −π·u, u = elapsed/1.
    #expect(k.angle(at: 0) == 0 && k.angle(at: 0).sign == .plus)
    #expect(abs(k.angle(at: 0.25) + Double.pi / 4) < 1e-12)
    #expect(k.angle(at: 1) == -Double.pi && k.angle(at: 5) == -Double.pi)
    #expect(k.angle(at: -1) == 0)
    // The content keyframe (start 0.5, duration 0.01): alpha 1 until u = 0.5 (held), 0.5 at u = 0.505,
    // 0 from u = 0.51 on.
    #expect(k.contentAlpha(at: 0.2) == 1 && k.contentAlpha(at: 0.5) == 1)
    #expect(abs(k.contentAlpha(at: 0.505) - 0.5) < 1e-10)
    #expect(k.contentAlpha(at: 0.51) == 0 && k.contentAlpha(at: 0.9) == 0)
    #expect(!k.contentHidden(at: 0.505) && k.contentHidden(at: 0.51))
    // The border goes by wall-clock time: dispatch_after half the duration.
    #expect(!k.borderRemoved(at: 0.4999) && k.borderRemoved(at: 0.5))
    #expect(!k.isDone(at: 0.999) && k.isDone(at: 1))
  }

  @Test func easeInOutReachesThePerpendicularAtHalfTime() {
    // (0.42, 0) (0.58, 1) is symmetric about (0.5, 0.5), so B(0.5) = 0.5: at 0.3 s of 0.6 the card is
    // edge-on (−π/2), exactly when the border is removed; the content is still there (u = s, held).
    let k = CardFlipKeyframes()
    #expect(abs(k.progress(at: 0.3) - 0.5) < 1e-9)
    #expect(abs(k.angle(at: 0.3) + Double.pi / 2) < 1e-8)
    #expect(k.borderRemoved(at: 0.3) && !k.borderRemoved(at: 0.29))
    #expect(!k.contentHidden(at: 0.29))
    // Ease-in-out is slow at both ends: after 10 % of the time less than 10 % of the turn is done.
    #expect(k.progress(at: 0.06) < 0.1 && k.progress(at: 0.06) > 0)
    // At 0.45 s (x = 0.75 > 0.51 and B(0.75) > 0.75 on the decelerating half) the content is gone.
    #expect(k.contentHidden(at: 0.45) && k.angle(at: 0.45) < -0.75 * Double.pi)
  }

  @Test func zeroDurationKeyframeSwitchesAtItsStart() {
    // relativeDuration 0 changes the value instantly at the start (UIKIT.md §4).
    let k = CardFlipKeyframes(duration: 1, curve: .linear, contentKeyframeDuration: 0)
    #expect(k.contentAlpha(at: 0.49) == 1 && k.contentAlpha(at: 0.501) == 0)
  }

  @Test func zeroDurationFlipTakesAMillisecond() {
    // UIKit replaces a zero duration by 0.001 s (docs/animations.md §2).
    let k = CardFlipKeyframes(duration: 0)
    #expect(k.effectiveDuration == 0.001 && !k.isDone(at: 0) && k.isDone(at: 0.001))
    #expect(k.angle(at: 0.001) == -Double.pi && k.contentHidden(at: 0.001) && k.borderRemoved(at: 0))
  }

  @Test func equalityComparesTheParameters() {
    #expect(CardFlipKeyframes() == CardFlipKeyframes(duration: 0.6, curve: .easeInOut))
    #expect(CardFlipKeyframes() != CardFlipKeyframes(duration: 0.5))
    #expect(CardFlipKeyframes().hashValue == CardFlipKeyframes().hashValue)
  }

  @Test func validation() {
    func check(_ d: Double, _ s: Double, _ l: Double, _ b: Double) -> SetupProblem? {
      problem { try CardFlipKeyframes.validate(duration: d, contentKeyframeStart: s, contentKeyframeDuration: l, borderRemovalTime: b) }
    }
    #expect(check(0.6, 0.5, 0.01, 0.5) == nil)
    #expect(check(-1, 0.5, 0.01, 0.5) != nil)
    #expect(check(.infinity, 0.5, 0.01, 0.5) != nil)
    #expect(check(0.6, 0.995, 0.01, 0.5) != nil, "0.995 + 0.01 ends past 1")
    #expect(check(0.6, -0.1, 0.01, 0.5) != nil)
    #expect(check(0.6, 0.5, 0.01, 1.5) != nil)
  }
}
