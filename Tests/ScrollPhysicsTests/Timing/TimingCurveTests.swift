import ScrollPhysics
import Testing

@Suite struct TimingCurveTests {
  /// A point on the curve from its Bernstein form, independent of the implementation's
  /// polynomial coefficients: B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
  func bernstein(_ curve: TimingCurve, _ t: Double) -> (x: Double, y: Double) {
    let u = 1 - t
    let x = 3 * u * u * t * curve.controlPoint1.x + 3 * u * t * t * curve.controlPoint2.x + t * t * t
    let y = 3 * u * u * t * curve.controlPoint1.y + 3 * u * t * t * curve.controlPoint2.y + t * t * t
    return (x, y)
  }

  @Test func namedCurvesHaveCoreAnimationsControlPoints() {
    // UIKIT.md §3.1.
    #expect(TimingCurve.linear == TimingCurve(controlPoints: 0, 0, 1, 1))
    #expect(TimingCurve.easeIn == TimingCurve(controlPoints: 0.42, 0, 1, 1))
    #expect(TimingCurve.easeOut == TimingCurve(controlPoints: 0, 0, 0.58, 1))
    #expect(TimingCurve.easeInEaseOut == TimingCurve(controlPoints: 0.42, 0, 0.58, 1))
    #expect(TimingCurve.default == TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1))
  }

  @Test func rejectsCurvesThatAreNotFunctionsOfTime() {
    #expect(TimingCurve(controlPoints: -0.1, 0, 0.5, 1) == nil)
    #expect(TimingCurve(controlPoints: 0.2, 0, 1.2, 1) == nil)
    #expect(TimingCurve(controlPoints: .nan, 0, 0.5, 1) == nil)
    #expect(TimingCurve(controlPoints: 0.2, .infinity, 0.5, 1) == nil)
    // Overshooting y is allowed.
    #expect(TimingCurve(controlPoints: 0.3, -0.5, 0.7, 1.5) != nil)
  }

  @Test func handComputedPointOfEaseInEaseOut() {
    // At t = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.274375,
    //              y = 3·0.75·0.0625·1 + 0.015625 = 0.15625.
    #expect(abs(TimingCurve.easeInEaseOut.progress(at: 0.274375) - 0.15625) < 1e-7)
    // At t = 0.5 both are 0.5 by symmetry.
    #expect(abs(TimingCurve.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-12)
  }

  @Test func referenceValues() {
    // An independent solver (bisection of the Bernstein form, 200 steps, in Python) gives:
    // easeInEaseOut 0.1 → 0.019722, 0.25 → 0.129162, 0.75 → 0.870838, 0.9 → 0.980278;
    // default (CSS ease) 0.25 → 0.408511, 0.5 → 0.802403; easeIn 0.5 → 0.315357;
    // easeOut 0.5 → 0.684643.
    let cases: [(TimingCurve, Double, Double)] = [
      (.easeInEaseOut, 0.1, 0.019722), (.easeInEaseOut, 0.25, 0.129162),
      (.easeInEaseOut, 0.75, 0.870838), (.easeInEaseOut, 0.9, 0.980278),
      (.default, 0.25, 0.408511), (.default, 0.5, 0.802403),
      (.easeIn, 0.5, 0.315357), (.easeOut, 0.5, 0.684643),
    ]
    for (curve, x, y) in cases {
      #expect(abs(curve.progress(at: x) - y) < 1e-6, "\(curve) at \(x)")
    }
  }

  @Test func pointsOnTheCurveAreFound() {
    let curves: [TimingCurve] = [
      .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
      TimingCurve(controlPoints: 0.3, -0.5, 0.7, 1.5)!,  // overshoot
      TimingCurve(controlPoints: 0.9, 0.1, 0.1, 0.9)!,  // nearly flat in the middle
      TimingCurve(controlPoints: 0, 1, 1, 0)!,  // steep at both ends
    ]
    for curve in curves {
      for t in stride(from: 0.0, through: 1, by: 0.01) {
        let (x, y) = bernstein(curve, t)
        // x is found to 1e−10; y can move by up to the slope times that.
        let slope = abs(curve.slope(at: x))
        #expect(abs(curve.progress(at: x) - y) < 1e-10 * max(1, slope) + 1e-12, "\(curve) t \(t)")
      }
    }
  }

  @Test func solvesAVerticalTangentRobustly() {
    // (1, 0), (0, 1): x′(t) = 3(2t − 1)² vanishes at t = 0.5, where Newton has no slope.
    let curve = TimingCurve(controlPoints: 1, 0, 0, 1)!
    #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-2)
    for t in stride(from: 0.0, through: 1, by: 0.02) where abs(t - 0.5) > 0.1 {
      let (x, y) = bernstein(curve, t)
      #expect(abs(curve.progress(at: x) - y) < 1e-5, "t \(t)")
    }
  }

  @Test func endsAreExactAndOutsideIsLinear() {
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
    }
    // Start gradient p1y/p1x: default 0.1/0.25 = 0.4 → progress(−0.5) = −0.2.
    #expect(abs(TimingCurve.default.progress(at: -0.5) + 0.2) < 1e-15)
    // End gradient (p2y − 1)/(p2x − 1) = 0 for default → stays at 1.
    #expect(TimingCurve.default.progress(at: 1.5) == 1)
    // easeOut starts at (0, 0): gradient from p2, 1/0.58 = 1.724138.
    #expect(abs(TimingCurve.easeOut.slope(at: 0) - 1.724138) < 1e-6)
    #expect(TimingCurve.linear.progress(at: -2) == -2)
  }

  @Test func linearIsTheIdentity() {
    for x in stride(from: 0.0, through: 1, by: 0.001) {
      #expect(abs(TimingCurve.linear.progress(at: x) - x) < 1e-9)
      #expect(abs(TimingCurve.linear.slope(at: x) - 1) < 1e-6)
    }
  }

  @Test func identityCurvesAreExact() {
    // With c1x = c1y and c2x = c2y, sampleX(t) ≡ sampleY(t), so progress(x) = x for every x;
    // keyframe key times such as 0.75 must be hit exactly.
    for x in [0.1, 0.3, 0.75, 0.999] {
      #expect(TimingCurve.linear.progress(at: x) == x)
      #expect(TimingCurve(controlPoints: 0.3, 0.3, 0.6, 0.6)!.progress(at: x) == x)
    }
    #expect(TimingCurve.linear.progress(at: 1.5) == 1.5)
    #expect(TimingCurve.linear.slope(at: 0.4) == 1)
  }

  @Test func easeInMirrorsEaseOut() {
    // Mirroring through (0.5, 0.5) maps easeIn's (0.42, 0), (1, 1) onto easeOut's (0, 0), (0.58, 1).
    for x in stride(from: 0.0, through: 1, by: 0.01) {
      #expect(abs(TimingCurve.easeIn.progress(at: x) - (1 - TimingCurve.easeOut.progress(at: 1 - x))) < 1e-7)
      let symmetric = TimingCurve.easeInEaseOut
      #expect(abs(symmetric.progress(at: x) - (1 - symmetric.progress(at: 1 - x))) < 1e-7)
    }
  }

  @Test func slopeMatchesTheDerivative() {
    for curve in [TimingCurve.easeIn, .easeOut, .easeInEaseOut, .default] {
      for x in stride(from: 0.05, through: 0.95, by: 0.05) {
        let h = 1e-5
        let chord = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
        #expect(abs(curve.slope(at: x) - chord) < 1e-3, "\(curve) at \(x)")
      }
    }
    // The ease-in-out curve starts and ends at rest: 0/0.42 and (1 − 1)/(0.58 − 1).
    #expect(TimingCurve.easeInEaseOut.slope(at: 0) == 0)
    #expect(TimingCurve.easeInEaseOut.slope(at: 1) == 0)
  }

  @Test func descriptionNamesTheCurve() {
    #expect(TimingCurve.easeInEaseOut.description == "easeInEaseOut")
    #expect(TimingCurve(controlPoints: 0.3, 0, 0.7, 1)!.description == "TimingCurve(0.3, 0.0, 0.7, 1.0)")
  }
}
