import ScrollPhysics
import Testing

/// The back swipe's law (the iOS 26.1 UIKitCore decompilation of
/// `_UINavigationInteractiveTransitionBase`): every expected number below is
/// worked out by hand from the law in the comment, never read from the code.
@Suite struct InteractivePopTests {
  /// An iPhone 15's width, points.
  static let width = 390.0

  /// Begins at t = 0 and drags right at `speed` (pt/s) with one change every
  /// `step` seconds (binary-exact steps, so that Δt is exact), `count` changes.
  static func drag(
    speed: Double, step: Double = 1.0 / 64, count: Int, rule: InteractivePop.DecisionRule = .augmented
  ) -> InteractivePop {
    var parameters = InteractivePop.Parameters()
    parameters.decisionRule = rule
    var pop = InteractivePop(parameters: parameters)
    #expect(pop.handle(.began(translation: 0, velocity: speed, width: width), at: 0) == [.popBegan])
    for k in 1...count {
      let t = Double(k) * step
      #expect(pop.handle(.changed(translation: speed * t, velocity: speed), at: t).isEmpty)
    }
    return pop
  }

  @Test func defaultsFollowTheResearchAndTheProfile() {
    let parameters = InteractivePop.Parameters()
    #expect(parameters.transitionDuration == 0.35)
    #expect(parameters.completionCurve == .easeInOut)
    #expect(parameters.decisionRule == .augmented)
    #expect(parameters.parallaxRatio == 0.7)
    #expect(InteractivePop.Parameters(profile: .ios7).decisionRule == .classic)
  }

  @Test func progressIsTranslationOverWidthClampedTo0And0999() {
    var pop = InteractivePop()
    _ = pop.handle(.began(translation: 0, velocity: 0, width: 390), at: 0)
    _ = pop.handle(.changed(translation: 97.5, velocity: 0), at: 0.01)
    // 97.5 / 390 = 0.25.
    #expect(pop.interactiveProgress == 0.25)
    _ = pop.handle(.changed(translation: 400, velocity: 0), at: 0.02)
    // 400/390 ≥ 1 → 0.999 (the classic clamp).
    #expect(pop.interactiveProgress == 0.999)
    _ = pop.handle(.changed(translation: -20, velocity: 0), at: 0.03)
    // Negative → 0 (the percent-driven transition's clamp).
    #expect(pop.interactiveProgress == 0)
  }

  @Test func steadyFlingAt600FinishesWithTheFullDuration() {
    // 600 pt/s at 64 Hz: 16 changes of 9.375 pt → 150 pt at t = 0.25, p = 150/390 = 0.384615.
    // Every sample has v = 600/390 = 1.538462 /s and a = 0, so v̄ = 1.538462, ā = 0.
    var pop = Self.drag(speed: 600, count: 16)
    #expect(pop.statistics.sampleCount == 17)
    let out = pop.handle(.ended(translation: 150, velocity: 600), at: 0.265625)
    // projected = 0.384615 + 1.538462·0.35 = 0.923077 > min(187.5/390, 0.5) = 0.480769 → pop.
    // r = 0.615385, D·|v|/W = 0.35·600/390 = 0.538462 → speed 0.615385 → T = r·D/speed = 0.35 s
    // (= min(0.35, r·W/|v| = 240/600 = 0.4)).
    guard case .popFinished(let p, let duration, let velocity)? = out.first, out.count == 1 else {
      Issue.record("expected popFinished, got \(out)")
      return
    }
    #expect(abs(p - 150.0 / 390) < 1e-12)
    #expect(abs(duration - 0.35) < 1e-12)
    // The release velocity is W × the last sample's velocity = 390·600/390 = 600 pt/s.
    #expect(abs(velocity - 600) < 1e-9)
  }

  @Test func aFastReleaseFinishesInTheRemainingDistanceOverTheSpeed() {
    // 1500 pt/s at 64 Hz: 8 changes of 23.4375 pt → 187.5 pt, p = 0.480769, lift at t = 0.140625.
    var pop = Self.drag(speed: 1500, count: 8)
    let out = pop.handle(.ended(translation: 187.5, velocity: 1500), at: 0.140625)
    // r = 1 − 0.480769 = 0.519231; r·W/|v| = 202.5/1500 = 0.135 s < 0.35 → T = 0.135 s.
    guard case .popFinished(_, let duration, _)? = out.first else {
      Issue.record("expected popFinished, got \(out)")
      return
    }
    #expect(abs(duration - 0.135) < 1e-12)
    // Half-way through, the ease-in-out curve is at 0.5 (symmetric): p = 0.480769 + 0.519231·0.5 = 0.740385.
    #expect(abs(pop.progress(at: 0.140625 + 0.0675) - (0.480769_2307692 + 0.519230_7692308 * 0.5)) < 1e-9)
    #expect(pop.handle(.frame, at: 0.2).isEmpty)
    // The frame after t_release + T = 0.275625 reports the end at that exact time.
    let completed = pop.handle(.frame, at: 0.28)
    guard case .completed(true, let end)? = completed.first, completed.count == 1 else {
      Issue.record("expected completed, got \(completed)")
      return
    }
    #expect(abs(end - 0.275625) < 1e-12)
    #expect(pop.state == .done(popped: true))
    #expect(pop.progress(at: 0.3) == 1)
  }

  /// Drags to `speed`·0.25 pt at 64 Hz, then holds still for 6 events of 1/64 s
  /// (velocity 0: the finger rests), then lifts 1/64 s later.
  static func dragHoldAndLift(speed: Double) -> [InteractivePop.Output] {
    var pop = Self.drag(speed: speed, count: 16)
    let end = speed * 0.25
    var t = 0.25
    for _ in 1...6 {
      t += 1.0 / 64
      _ = pop.handle(.changed(translation: end, velocity: 0), at: t)
    }
    // Each hold is a sample (Δt = 0.015625 ≥ 0.01). The velocities of the last three
    // samples are 0 from the third hold on, so v̄ = 0. Accelerations: the first
    // hold's raw (0 − v)/Δt is limited to 0 − 5 = −5 /s²; the second's raw 0 is
    // within 5 of −5, so 0; then 0: the last three from the fourth hold on are
    // 0, 0, 0 → ā = 0.
    #expect(abs(pop.statistics.averageVelocity) < 1e-12)
    #expect(abs(pop.statistics.averageAcceleration) < 1e-12)
    return pop.handle(.ended(translation: end, velocity: 0), at: t + 1.0 / 64)
  }

  @Test func holdingStillBeforeTheLiftDecidesByPositionAlone() {
    // 150 pt: p = 0.384615, projected = p < 0.480769 → cancel. The release
    // velocity is W × 0 = 0, so the speed is r = p and T = r·D/r = D = 0.35 s.
    #expect(Self.dragHoldAndLift(speed: 600) == [.popCancelled(progress: 150.0 / 390, duration: 0.35, velocity: 0)])
    // 200 pt (800 pt/s): p = 0.512821 > 0.480769 → pop, T = 0.35 s.
    #expect(Self.dragHoldAndLift(speed: 800) == [.popFinished(progress: 200.0 / 390, duration: 0.35, velocity: 0)])
  }

  @Test func aStillFingerAt128HertzTakesNoSamples() {
    // At 128 Hz (Δt = 0.0078125 s < 0.01) a move at the same point is no sample:
    // Δt counts from the previous call, sampled or not, so a held finger never
    // reaches 0.01 s. The averages keep the drag's v̄ = 600/390, ā = 0.
    var pop = Self.drag(speed: 600, step: 1.0 / 128, count: 32)  // 150 pt at t = 0.25
    #expect(pop.statistics.sampleCount == 33)
    var t = 0.25
    for _ in 1...13 {  // ≈ 100 ms
      t += 1.0 / 128
      _ = pop.handle(.changed(translation: 150, velocity: 0), at: t)
    }
    #expect(pop.statistics.sampleCount == 33)
    let out = pop.handle(.ended(translation: 150, velocity: 0), at: t + 1.0 / 128)
    // projected = 0.384615 + 1.538462·0.35 = 0.923 > 0.4808 → pop (a rest measured from
    // the last *sample* would have taken samples and cancelled).
    guard case .popFinished? = out.first else {
      Issue.record("expected popFinished, got \(out)")
      return
    }
  }

  @Test func accelerationChangesAreLimitedTo5PerSample() {
    // Began v = 0; a change 1/64 s later at 390 pt/s: v = 1 /s, raw a = 1/0.015625 = 64 /s²,
    // limited to 0 + 5 = 5. Mean of two samples (0 and 5) = 2.5; v̄ = (0 + 1)/2 = 0.5.
    var pop = InteractivePop()
    _ = pop.handle(.began(translation: 0, velocity: 0, width: 390), at: 0)
    _ = pop.handle(.changed(translation: 6.09375, velocity: 390), at: 1.0 / 64)
    #expect(pop.statistics.averageAcceleration == 2.5)
    #expect(pop.statistics.averageVelocity == 0.5)
  }

  @Test func fewerThanThreeSamplesPopOnAPositiveMeanVelocityAfterAChange() {
    // Began (sample 1), a change 5 ms later with a moved finger (Δt > 0.001, sample 2),
    // the lift 0.5 ms later (no sample): 2 < 3 samples → pop iff v̄ > 0 and changed.
    var pop = InteractivePop()
    _ = pop.handle(.began(translation: 0, velocity: 300, width: 390), at: 0)
    _ = pop.handle(.changed(translation: 20, velocity: 300), at: 0.005)
    let out = pop.handle(.ended(translation: 20, velocity: 300), at: 0.0055)
    // p = 20/390 = 0.051282; r = 0.948718; the pan's velocity 300: D·|v|/W = 0.269231 < r →
    // speed r, T = D = 0.35.
    #expect(out == [.popFinished(progress: 20.0 / 390, duration: 0.35, velocity: 300)])
    // A bare began → ended never pops, whatever the velocity.
    var bare = InteractivePop()
    _ = bare.handle(.began(translation: 0, velocity: 900, width: 390), at: 0)
    #expect(bare.handle(.ended(translation: 0, velocity: 900), at: 0.05)
      == [.popCancelled(progress: 0, duration: 0, velocity: 900)])
  }

  @Test func classicRuleUsesTheSignOfTheReleaseVelocity() {
    // iOS 7: pop iff velocity.x ≥ 0, even from p = 0.9.
    var back = Self.drag(speed: 600, count: 16, rule: .classic)
    let out = back.handle(.ended(translation: 150, velocity: -1), at: 0.27)
    // Cancel from p = 0.384615: r = p; D·|v|/W = 0.35/390 ≪ r → speed r → T = D = 0.35 s.
    #expect(out == [.popCancelled(progress: 150.0 / 390, duration: 0.35, velocity: -1)])
    var still = Self.drag(speed: 600, count: 16, rule: .classic)
    guard case .popFinished? = still.handle(.ended(translation: 150, velocity: 0), at: 0.27).first else {
      Issue.record("velocity 0 pops under the classic rule")
      return
    }
  }

  @Test func aCancelledPanPlaysBackAtSpeedOne() {
    // Cancelled at p = 0.25: back at speed 1 in p·D = 0.0875 s.
    var pop = InteractivePop()
    _ = pop.handle(.began(translation: 0, velocity: 0, width: 390), at: 0)
    _ = pop.handle(.changed(translation: 97.5, velocity: 0), at: 0.02)
    #expect(pop.handle(.cancelled, at: 0.1) == [.popCancelled(progress: 0.25, duration: 0.0875, velocity: 0)])
    #expect(pop.handle(.frame, at: 0.19) == [.completed(popped: false, time: 0.1875)])
    #expect(pop.progress(at: 0.2) == 0)
  }

  @Test func theViewBeneathMovesSevenTenthsOfTheWidth() {
    var pop = InteractivePop()
    _ = pop.handle(.began(translation: 0, velocity: 0, width: 375), at: 0)
    // round(0.7·375 = 262.5) = 263 (half away from zero, as C's round).
    #expect(pop.parallaxDistance == 263)
    #expect(pop.beneathViewX(progress: 0) == -263)
    #expect(pop.beneathViewX(progress: 0.5) == -131.5)
    #expect(pop.beneathViewX(progress: 1) == 0)
    #expect(pop.topViewX(progress: 0.5) == 187.5)
  }

  @Test func badInputIsIgnored() {
    var pop = InteractivePop()
    #expect(pop.handle(.began(translation: 0, velocity: 0, width: 0), at: 0).isEmpty)
    #expect(pop.handle(.began(translation: .nan, velocity: 0, width: 390), at: 0).isEmpty)
    #expect(pop.handle(.changed(translation: 10, velocity: 0), at: 0.1).isEmpty)
    #expect(pop.state == .idle)
  }
}
