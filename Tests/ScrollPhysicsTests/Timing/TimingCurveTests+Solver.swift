@testable import ScrollPhysics
import Testing

/// The solver's fast path (a fitted first guess, accepted by the solver's own
/// test) keeps the documented contract, |sampleX(t) − x| < 1e−10, on every curve,
/// and on `easeInEaseOut` finds the root to a few units in the last place.
@Suite struct TimingCurveSolverTests {
  /// x(t) from the Bernstein form, independent of the implementation's
  /// polynomial coefficients.
  func bernsteinX(_ curve: TimingCurve, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * curve.controlPoint1.x + 3 * s * t * t * curve.controlPoint2.x + t * t * t
  }

  /// The root of x(t) = x by bisection of the Bernstein form down to adjacent
  /// doubles (x(t) is non-decreasing when both control x are in [0, 1]).
  func root(_ curve: TimingCurve, _ x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while true {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high { break }
      if bernsteinX(curve, middle) < x { low = middle } else { high = middle }
    }
    return x - bernsteinX(curve, low) < bernsteinX(curve, high) - x ? low : high
  }

  static let curves: [TimingCurve] = [
    .easeIn, .easeOut, .easeInEaseOut, .default,
    TimingCurve(controlPoints: 0.3, -0.5, 0.7, 1.5)!,  // overshoot
    TimingCurve(controlPoints: 0.9, 0.1, 0.1, 0.9)!,  // nearly flat in the middle
    TimingCurve(controlPoints: 0, 1, 1, 0)!,  // steep at both ends
    TimingCurve(controlPoints: 0.17, 0.67, 0.83, 0.67)!,
    TimingCurve(controlPoints: 1, 0, 0, 1)!,  // a vertical tangent at x = 0.5
  ]

  @Test func everyParameterMeetsTheTolerance() {
    var random = SplitMix64(seed: 31)
    for curve in Self.curves {
      var worst = 0.0
      for index in 0..<20_000 {
        // Random fractions, and every segment boundary k/32 and its neighbours.
        let x: Double
        if index < 93 {
          let boundary = Double(index / 3 + 1) / 32
          x = [boundary.nextDown, boundary, boundary.nextUp][index % 3]
        } else {
          x = Double.random(in: 0..<1, using: &random)
        }
        guard x > 0, x < 1 else { continue }
        let t = curve.parameter(forX: x)
        worst = max(worst, abs(bernsteinX(curve, t) - x))
      }
      // 1e−10 is the solver's test on its own polynomial form; the Bernstein form
      // rounds differently by a few 1e−16.
      #expect(worst < 1e-10 + 1e-15, "\(curve): |x(t) − x| up to \(worst)")
    }
  }

  @Test func easeInEaseOutIsSolvedToTheRoot() {
    // On easeInEaseOut, x′(t) = 1.56t² − 1.56t + 1.26 lies in [0.87, 1.26]: t(x)
    // is smooth and the degree-7 fit on 32 segments is within about 5e−16 of the
    // root, far inside the solver's tolerance (1e−10/0.87 ≈ 1.1e−10 in t).
    var random = SplitMix64(seed: 32)
    var worst = 0.0
    for _ in 0..<10_000 {
      let x = Double.random(in: 0.0001..<0.9999, using: &random)
      worst = max(worst, abs(TimingCurve.easeInEaseOut.parameter(forX: x) - root(.easeInEaseOut, x)))
    }
    #expect(worst < 2e-15, "|t − root| up to \(worst)")
  }

  @Test func fastPathAgreesWithTheWebKitSolver() {
    // Both meet |sampleX(t) − x| < 1e−10, so they differ by at most 2e−10/x′(t).
    var random = SplitMix64(seed: 33)
    for curve in Self.curves {
      for _ in 0..<2_000 {
        let x = Double.random(in: 0.001..<0.999, using: &random)
        let fast = curve.parameter(forX: x)
        let solved = TimingCurve.webKitParameter(forX: x, ax: curve.ax, bx: curve.bx, cx: curve.cx, table: curve.table)
        let slope = abs((3 * curve.ax * fast + 2 * curve.bx) * fast + curve.cx)
        if slope > 1e-3 {
          #expect(abs(fast - solved) <= 2e-10 / slope * 1.01 + 1e-15, "\(curve) at \(x)")
        }
      }
    }
  }

  @Test func notANumberTakesTheWebKitSolversPath() {
    // A NaN fraction fails the fast path's test and gets the WebKit solver's answer,
    // as before the fast path existed.
    for curve in Self.curves {
      let solved = TimingCurve.webKitParameter(forX: .nan, ax: curve.ax, bx: curve.bx, cx: curve.cx, table: curve.table)
      #expect(curve.parameter(forX: .nan).bitPattern == solved.bitPattern, "\(curve)")
    }
  }
}
