import ScrollPhysics
import Testing

/// UIKit's law past an edge (UIKIT-LAWS §7, third pass) against its derived vectors.
@Suite struct EdgeBounceTests {
  /// q(a) = 1 + a + a²/2 for a ≥ −0.5, else e^a (UIKIT-LAWS §3.3).
  static func q(_ a: Double) -> Double { a >= -0.5 ? 1 + a + a * a / 2 : Elementary.exp(a) }

  @Test func aCrossingInsideTheReleaseFrameShowsTheBounce() {
    // §7.1: released at 30 with −3 pt/ms, range 0 … 100000, 60 Hz (t = 16.667 ms, d = 0.998).
    // p = q(t·ln d) = 0.967190; a whole frame would travel −3·0.998·(1 − p)/0.002 = −49.12 pt,
    // so the edge is crossed t_in = 16.667·30/49.12 = 10.18 ms in, at −2.94 pt/ms, and 6.49 ms
    // are spent outside. Frames 0–3: −17.92, −52.85, −75.58, −89.24 (pixel-rounded −18.0, −53.0,
    // −75.67, −89.33); never 0.
    let bounce = EdgeBounce(from: 30, velocity: -3000, minimum: 0, maximum: 100_000)
    #expect((bounce.crossingOffset! - 10.18).magnitude < 0.005)
    #expect((bounce.crossingVelocity + 2940).magnitude < 5)
    let unrounded = [-17.92, -52.85, -75.58, -89.24]
    let shown = [-18.0, -53.0, -(75 + 2.0 / 3), -(89 + 1.0 / 3)]
    for k in 0..<4 {
      let x = bounce.position(at: Double(k) / 60)
      #expect((x - unrounded[k]).magnitude < 0.005, "frame \(k): \(x)")
      #expect(roundedToPixel(x, scale: 3) == shown[k], "frame \(k)")
    }
  }

  @Test func aBoostedStepMovesFurtherButTheBounceStartsFromTheFingersVelocity() {
    // UIKit's -_getBouncingDecelerationOffset:…: inside the range the step is multiplied by
    // the fast-scroll multiplier m, the velocity is not; the crossing is interpolated along
    // the multiplied step, and the part outside runs without m. From 30 at −3 pt/ms, m = 2,
    // 60 Hz: the whole step would end at 30 − 2·49.12 = −68.23, so t_in = 16.667·30/98.23 =
    // 5.090 ms; at t_in, p_in = q(5.090·ln 0.998) = 0.989862: y = 30 − 2·3·0.998·(1 − p_in)/
    // 0.002 = −0.354, v = −3·p_in = −2.9696 pt/ms (the crossing velocity); the remaining
    // 11.577 ms outside: Q = q(−0.01005·11.577) = 0.890422, P = q(11.577·ln 0.998) = 0.977092,
    // y = −0.354·Q + (1 − P)·Q·0.998·(−2.9696)/0.002 = −30.541. Frame 1: −61.661. Carrying
    // m·v = −6 pt/ms instead would show −60.77 in frame 0, twice as far.
    let bounce = EdgeBounce(from: 30, velocity: -3000, minimum: 0, maximum: 100_000, distanceMultiplier: 2)
    #expect((bounce.crossingOffset! - 5.0899).magnitude < 0.0005)
    #expect((bounce.crossingVelocity + 2969.59).magnitude < 0.05)
    #expect((bounce.position(at: 0) + 30.5408).magnitude < 0.0005)
    #expect((bounce.position(at: 1.0 / 60) + 61.6613).magnitude < 0.0005)
  }

  @Test func theLawOutsideTheRangeIsUIKitsPerMillisecondLaw() {
    // §7.2, from 5 pt past the edge 0 at −1 pt/ms, one 60 Hz frame: Q = q(−0.01005·16.667) =
    // 0.846528, P = q(16.667·ln 0.998) = 0.967190; y = −5·Q + (1 − P)·Q·0.998·(−1)/0.002 =
    // −4.23264 − 13.85954 = −18.0922; the reported rate of change is
    // −0.01005·y + v′·d·ln d/(d − 1) with v′ = P·Q·(−1) = −0.818754.
    let bounce = EdgeBounce(from: -5, velocity: -1000, minimum: 0, maximum: 100)
    let q = Self.q(-0.01005 * 1000 / 60)
    let p = Self.q(1000 / 60 * Elementary.log(0.998))
    let y = -5 * q + (1 - p) * q * 0.998 * -1 / 0.002
    #expect((bounce.position(at: 0) - y).magnitude < 1e-9)
    #expect((y + 18.0922).magnitude < 1e-4)
    let v = p * q * -1
    let rate = -0.01005 * y + v * 0.998 * Elementary.log(0.998) / (0.998 - 1)
    #expect((bounce.velocity(at: 0) - rate * 1000).magnitude < 1e-6)
    #expect(bounce.crossingOffset == nil)
  }

  @Test func theEndPinsIntoTheRangeInTheFrameThatIsNoLongerBouncing() throws {
    // §7.3: released at 300 with −3.6006 pt/ms. The edge is crossed in frame 5 (8.0 ms in, at
    // 3.00 pt/ms); frames 48–51 show −0.67 (frame 51 is still −0.51, bouncing); frame 52, the first
    // within 0.5 pt of the edge with v² < 1e-4, pins to 0 (0.867 s after the release).
    let fling = Fling(position: 300, velocity: -3600.6, minimum: 0, maximum: 100_000)
    let frames = try #require(fling.edgeBounce)
    #expect((frames.crossingOffset! - 8.0).magnitude < 0.05)
    #expect((frames.crossingVelocity + 3000).magnitude < 5)
    for k in 48...51 {
      #expect(roundedToPixel(fling.position(at: Double(k) / 60), scale: 3) == -2.0 / 3, "frame \(k)")
      #expect(!fling.isDone(at: Double(k) / 60))
    }
    #expect(fling.position(at: 52.0 / 60) == 0 && fling.isDone(at: 52.0 / 60))
    #expect((fling.duration - 52.0 / 60).magnitude < 1e-9)
    // It never crosses back: every frame after the crossing is outside (or pinned).
    for k in 5..<52 { #expect(fling.position(at: Double(k) / 60) < 0, "frame \(k)") }
  }

  @Test func theSpringStaysAnOption() {
    // BounceLaw.spring: the critically damped spring (ω = 10.9 s⁻¹) from the interpolated crossing,
    // as before: the same 30 → edge release shows the edge in its release frame (a crossing in
    // the first frame is put at the release, where the spring starts at the edge).
    let spring = Fling(position: 30, velocity: -3000, minimum: 0, maximum: 100_000, law: .spring)
    #expect(spring.edgeBounce == nil && spring.bounce != nil)
    #expect(spring.position(at: 0) == 0)
    let uikit = Fling(position: 30, velocity: -3000, minimum: 0, maximum: 100_000)
    #expect(uikit.edgeBounce != nil && uikit.bounce == nil)
  }
}
