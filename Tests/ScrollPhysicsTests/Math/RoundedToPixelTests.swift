import ScrollPhysics
import Testing

@Suite struct RoundedToPixelTests {
  @Test func roundsToThirdsOnA3xScreen() {
    // 100.3497·3 = 301.049 → 301 → 301/3 = 100.333… (b3ll/Motion's decay vector with
    // roundingFactor 1/3, PHYSICS.md §9).
    #expect(roundedToPixel(100.3497, scale: 3) == 301.0 / 3)
    // 494.5048·3 = 1483.51 → 1484 → 494.666… (the §1.3 worked example on a 3× device).
    #expect(roundedToPixel(494.5048, scale: 3) == 1484.0 / 3)
    // 99.9·1 → 100 (Motion's vector with roundingFactor 1).
    #expect(roundedToPixel(99.9, scale: 1) == 100)
  }

  @Test func isExactForValuesAlreadyOnAPixel() {
    // n/3 stored as a Double, ×3, is within an ulp of n, so it rounds back to n.
    for n in -3000...3000 {
      let onPixel = Double(n) / 3
      #expect(roundedToPixel(onPixel, scale: 3) == onPixel)
    }
    for n in -2000...2000 {
      let onPixel = Double(n) / 2
      #expect(roundedToPixel(onPixel, scale: 2) == onPixel)
    }
  }

  @Test func tiesRoundUpLikeTheDevice() {
    // Stack Overflow "UIScrollView contentOffset value marginally wrong": on a 3× iPhone,
    // contentOffset.x = −187.5 reads back −187.33333333333334: −562.5 px → −562 px.
    #expect(roundedToPixel(-187.5, scale: 3) == -562.0 / 3)
    #expect(roundedToPixel(-187.5, scale: 3) == -187.33333333333334)
    // Other exact ties (binary fractions), all towards +∞:
    // 0.25·2 = 0.5 → 1 → 0.5;  −0.25·2 = −0.5 → 0;  1.75·2 = 3.5 → 4 → 2;  −1.75·2 = −3.5 → −3 → −1.5.
    #expect(roundedToPixel(0.25, scale: 2) == 0.5)
    #expect(roundedToPixel(-0.25, scale: 2) == 0)
    #expect(roundedToPixel(1.75, scale: 2) == 2)
    #expect(roundedToPixel(-1.75, scale: 2) == -1.5)
    #expect(roundedToPixel(2.5, scale: 1) == 3)
    #expect(roundedToPixel(-2.5, scale: 1) == -2)
    // The largest Double below 0.5 is not a tie: floor(x + 0.5) would wrongly give 1.
    #expect(roundedToPixel(0.49999999999999994, scale: 1) == 0)
  }

  @Test func staysWithinHalfAPixelAndIsIdempotent() {
    var x = -500.0
    while x < 500 {
      let r = roundedToPixel(x, scale: 3)
      #expect(roundedToPixel(r, scale: 3) == r)
      #expect(abs(r - x) <= 0.5 / 3 + 1e-12)
      x += 0.0137
    }
  }

  @Test func passesNonFiniteValuesThrough() {
    #expect(roundedToPixel(.infinity, scale: 3) == .infinity)
    #expect(roundedToPixel(-.infinity, scale: 3) == -.infinity)
    #expect(roundedToPixel(.nan, scale: 3).isNaN)
  }
}
