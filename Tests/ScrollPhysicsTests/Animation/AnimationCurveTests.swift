import ScrollPhysics
import Testing

@Suite struct AnimationCurveTests {
  @Test func rawValuesAreUIKits() {
    // UIView.AnimationCurve: easeInOut 0, easeIn 1, easeOut 2, linear 3 (UIKIT.md §3.2: options raw
    // value 0 means easeInOut).
    #expect(AnimationCurve(rawValue: 0) == .easeInOut)
    #expect(AnimationCurve(rawValue: 1) == .easeIn)
    #expect(AnimationCurve(rawValue: 2) == .easeOut)
    #expect(AnimationCurve(rawValue: 3) == .linear)
    #expect(AnimationCurve(rawValue: 4) == nil)
  }

  @Test func curvesMapToCoreAnimationsControlPoints() {
    // UIKIT.md §3.2 mapping with the §3.1 control points.
    #expect(AnimationCurve.easeInOut.timingCurve == TimingCurve(controlPoints: 0.42, 0, 0.58, 1))
    #expect(AnimationCurve.easeIn.timingCurve == TimingCurve(controlPoints: 0.42, 0, 1, 1))
    #expect(AnimationCurve.easeOut.timingCurve == TimingCurve(controlPoints: 0, 0, 0.58, 1))
    #expect(AnimationCurve.linear.timingCurve == TimingCurve(controlPoints: 0, 0, 1, 1))
  }

  @Test func curveValuesFromAnIndependentSolver() {
    // Bisection of the Bernstein form (200 steps, in Python):
    // easeInOut 0.3 → 0.187396, 0.6 → 0.668116; easeIn 0.3 → 0.129577, 0.6 → 0.429120;
    // easeOut 0.3 → 0.445186, 0.6 → 0.785139.
    let cases: [(AnimationCurve, Double, Double)] = [
      (.easeInOut, 0.3, 0.187396), (.easeInOut, 0.6, 0.668116),
      (.easeIn, 0.3, 0.129577), (.easeIn, 0.6, 0.429120),
      (.easeOut, 0.3, 0.445186), (.easeOut, 0.6, 0.785139),
      (.linear, 0.3, 0.3), (.linear, 0.6, 0.6),
    ]
    for (curve, x, y) in cases {
      #expect(abs(curve.timingCurve.progress(at: x) - y) < 1e-6, "\(curve) at \(x)")
    }
  }

  @Test func uiViewsDefaultTimingIsEaseInOut() {
    // [documented] animate(withDuration:animations:) uses curveEaseInOut.
    #expect(AnimationTiming(duration: 1) == AnimationTiming(duration: 1, curve: .easeInOut))
    #expect(AnimationTiming(duration: 1).pacing == .curve(.easeInEaseOut))
  }
}
