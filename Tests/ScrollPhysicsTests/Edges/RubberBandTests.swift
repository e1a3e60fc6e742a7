import ScrollPhysics
import Testing

@Suite struct RubberBandTests {
  @Test func publishedVectorsForD960() {
    // PHYSICS.md §2 (squareb.wordpress.com, c = 0.55, D = 960); by hand, f = x·D·c/(D + c·x):
    //   5:   2640/962.75   = 2.7422     10:  5280/965.5  = 5.4687
    //   100: 52800/1015    = 52.0197    400: 211200/1180 = 178.9831
    //   960: 960·0.55/1.55 = 340.6452
    let vectors: [(Double, Double)] = [(5, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)]
    for (x, expected) in vectors {
      #expect(abs(RubberBand.offset(forOverscroll: x, dimension: 960) - expected) < 0.005, "x = \(x)")
      // The law is odd: the leading edge mirrors the trailing one.
      #expect(abs(RubberBand.offset(forOverscroll: -x, dimension: 960) + expected) < 0.005, "x = −\(x)")
    }
  }

  @Test func shapeOfTheCurve() {
    // f′(0) = c: for a tiny x, f ≈ 0.55·x.
    #expect(abs(RubberBand.offset(forOverscroll: 1e-6, dimension: 400) / 1e-6 - 0.55) < 1e-8)
    // f(D) = D·c/(1 + c) = 400·0.55/1.55 = 141.9355.
    #expect(abs(RubberBand.offset(forOverscroll: 400, dimension: 400) - 141.9355) < 1e-4)
    // f → D: at x = 1e9, f = 1e9·400·0.55/(400 + 5.5e8) = 399.99971.
    #expect(abs(RubberBand.offset(forOverscroll: 1e9, dimension: 400) - 399.99971) < 1e-5)
    #expect(RubberBand.offset(forOverscroll: 0, dimension: 400) == 0)
    // Monotonic increasing and always less than x (the content lags the finger).
    var previous = 0.0
    for x in stride(from: 1.0, through: 2000, by: 1) {
      let f = RubberBand.offset(forOverscroll: x, dimension: 568)
      #expect(f > previous && f < x && f < 568)
      previous = f
    }
  }

  @Test func customConstant() {
    // c = 0.15 (@use-gesture's constant): 100·960·0.15/(960 + 15) = 14.7692.
    #expect(abs(RubberBand.offset(forOverscroll: 100, dimension: 960, constant: 0.15) - 14.7692) < 1e-4)
  }

  @Test func inverseRoundTrips() {
    // Inverse by hand: f = 52.0197 at D = 960 → 52.0197·960/(0.55·907.9803) = 100.0.
    #expect(abs(RubberBand.overscroll(forOffset: 52.0197, dimension: 960) - 100) < 1e-3)
    for x in stride(from: -3000.0, through: 3000, by: 17.5) {
      let f = RubberBand.offset(forOverscroll: x, dimension: 844)
      let back = RubberBand.overscroll(forOffset: f, dimension: 844)
      #expect(abs(back - x) <= 1e-9 * max(1, abs(x)), "x = \(x)")
    }
    #expect(RubberBand.overscroll(forOffset: 0, dimension: 844) == 0)
    #expect(RubberBand.overscroll(forOffset: 844, dimension: 844) == .infinity)
    #expect(RubberBand.overscroll(forOffset: -900, dimension: 844) == -.infinity)
  }

  @Test func zeroSizedViewportHasNoGive() {
    #expect(RubberBand.offset(forOverscroll: 50, dimension: 0) == 0)
    #expect(RubberBand.offset(forOverscroll: 0, dimension: 0) == 0)
    #expect(RubberBand.overscroll(forOffset: 0, dimension: 0) == 0)
    #expect(RubberBand.overscroll(forOffset: 1, dimension: 0) == .infinity)
  }

  @Test func rawOffsetAgainstAContentRange() {
    // Range 0…1200, viewport 600. Inside: unchanged.
    #expect(RubberBand.offset(forRawOffset: 300, minimum: 0, maximum: 1200, dimension: 600) == 300)
    // 100 pt past the top: −(100·600·0.55/(600 + 55)) = −33000/655 = −50.3817.
    let top = RubberBand.offset(forRawOffset: -100, minimum: 0, maximum: 1200, dimension: 600)
    #expect(abs(top + 50.3817) < 1e-4)
    // 100 pt past the bottom: 1200 + 50.3817.
    let bottom = RubberBand.offset(forRawOffset: 1300, minimum: 0, maximum: 1200, dimension: 600)
    #expect(abs(bottom - 1250.3817) < 1e-4)
    // And back.
    #expect(abs(RubberBand.rawOffset(forOffset: top, minimum: 0, maximum: 1200, dimension: 600) + 100) < 1e-9)
    #expect(abs(RubberBand.rawOffset(forOffset: bottom, minimum: 0, maximum: 1200, dimension: 600) - 1300) < 1e-9)
    #expect(RubberBand.rawOffset(forOffset: 700, minimum: 0, maximum: 1200, dimension: 600) == 700)
  }
}
