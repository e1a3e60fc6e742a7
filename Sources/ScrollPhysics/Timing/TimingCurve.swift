/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction` and CSS's `cubic-bezier()` (docs/sources.md, "Timing curves").
///
/// ``progress(at:)`` maps a fraction of the duration (the curve's x) to a fraction
/// of the change (its y). The named curves have the control points Core Animation
/// reports (docs/sources.md, "Timing curves": gnustep/libs-quartzcore `CAMediaTimingFunction.m`, Simon
/// Whitaker's `show-constants.m` gist):
///
/// | Name | c1 | c2 |
/// |---|---|---|
/// | `linear` | (0, 0) | (1, 1) |
/// | `easeIn` | (0.42, 0) | (1, 1) |
/// | `easeOut` | (0, 0) | (0.58, 1) |
/// | `easeInEaseOut` | (0.42, 0) | (0.58, 1) |
/// | `default` | (0.25, 0.1) | (0.25, 1) |
///
/// **Solver** (docs/sources.md, "Timing curves", WebKit `UnitBezier.h`, Chromium `cubic_bezier.cc`):
/// per axis `c = 3·p1`, `b = 3·(p2 − p1) − c`, `a = 1 − c − b`,
/// `sample(t) = ((a·t + b)·t + c)·t`. To find the parameter t with
/// `sampleX(t) = x`: interpolate a first guess in a table of sampleX at
/// t = 0, 0.1, …, 1; take at most 4 Newton steps, stopping when
/// |sampleX(t) − x| < 1e−10 (Chromium: 1e−7) or the slope is below 1e−7; if that
/// has not converged, bisect the bracketing tenth until |sampleX(t) − x| < 1e−10
/// or it is narrower than 1e−10. Outside [0, 1] the
/// curve is extended linearly with its start and end gradients.
///
/// **Fast path** (same stopping test): the inverse t(x) is fitted at creation on
/// 32 equal segments of x by polynomials of degree 7 (interpolation at
/// Chebyshev nodes of the exactly solved t). An evaluation takes the fit's t and
/// returns it when |sampleX(t) − x| < 1e−10, the solver's own test; otherwise
/// it takes one Newton step from it and, if that still misses, runs the solver
/// above unchanged. The fit is good where sampleX′ stays away from 0: its t is
/// within about 5e−16 of the root on `easeInEaseOut` (the exact root to a unit
/// or two in the last place) and 4e−13 on `default`, so the first test passes
/// everywhere on both; near an end where sampleX′ vanishes (`easeIn`,
/// `easeOut`) the other steps take over.
public struct TimingCurve: Sendable {
  /// The first control point; its x is in [0, 1].
  public let controlPoint1: Point
  /// The second control point; its x is in [0, 1].
  public let controlPoint2: Point

  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  /// The slope dy/dx at the start and at the end, used outside [0, 1].
  @usableFromInline let startGradient: Double
  @usableFromInline let endGradient: Double
  /// Whether the curve is the identity (c1x = c1y and c2x = c2y, as `linear`):
  /// then sampleX ≡ sampleY and the progress is the fraction itself, exactly.
  @usableFromInline let isIdentity: Bool
  /// sampleX at t = 0, 0.1, …, 1 (11 values; an array rather than an
  /// `InlineArray`, which is both slower to index through `self` here and not
  /// available on older Apple OS versions).
  @usableFromInline let table: [Double]
  /// The fitted inverse, 8 coefficients per segment i (x in [i/32, (i+1)/32],
  /// local variable u = 32x − i in [0, 1]): c0…c7 of t ≈ Σ cⱼ·uʲ.
  @usableFromInline let inverse: [Double]

  /// The tolerance on x at which the solver stops: 1e−10, tighter than the 1e−7
  /// docs/sources.md, "Timing curves" calls safe (Chromium's), for at most one more Newton step, so
  /// that a 1000-pt animation is exact to 1e−7 pt before pixel rounding.
  @usableFromInline static let epsilon = 1e-10

  /// Creates a curve from its control points, as
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
  ///
  /// Returns `nil` unless both x coordinates are in [0, 1] (the curve must be a
  /// function of time) and all four values are finite. The y coordinates may lie
  /// outside [0, 1] (overshoot).
  public init?(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    guard c1x >= 0, c1x <= 1, c2x >= 0, c2x <= 1, c1y.isFinite, c2y.isFinite else { return nil }
    self.init(unchecked: c1x, c1y, c2x, c2y)
  }

  init(unchecked c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    controlPoint1 = Point(x: c1x, y: c1y)
    controlPoint2 = Point(x: c2x, y: c2y)
    isIdentity = c1x == c1y && c2x == c2y
    let cx = 3 * c1x
    let bx = 3 * (c2x - c1x) - cx
    let ax = 1 - cx - bx
    let cy = 3 * c1y
    let by = 3 * (c2y - c1y) - cy
    let ay = 1 - cy - by
    self.ax = ax
    self.bx = bx
    self.cx = cx
    self.ay = ay
    self.by = by
    self.cy = cy
    // Gradients at the ends, for extrapolation (WebKit UnitBezier / Chromium InitGradients).
    if c1x > 0 {
      startGradient = c1y / c1x
    } else if c1y == 0, c2x > 0 {
      startGradient = c2y / c2x
    } else if c1y == 0, c2y == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if c2x < 1 {
      endGradient = (c2y - 1) / (c2x - 1)
    } else if c2y == 1, c1x < 1 {
      endGradient = (c1y - 1) / (c1x - 1)
    } else if c2y == 1, c1y == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }
    var table = [Double](repeating: 0, count: 11)
    for i in 0..<11 {
      let t = Double(i) / 10
      table[i] = ((ax * t + bx) * t + cx) * t
    }
    self.table = table
    self.inverse = TimingCurve.fittedInverse(ax: ax, bx: bx, cx: cx, table: table)
  }

  /// The inverse fit (see `inverse`): per segment, t at the 8 Chebyshev nodes of
  /// [0, 1] in u (the WebKit solver's t, polished by two Newton steps where
  /// sampleX′ is not small), interpolated by a polynomial of degree 7 (Newton's
  /// divided differences, expanded into powers of u). About 100 000 instructions
  /// per curve, once. The nodes' accuracy only decides how often the fast path's
  /// test passes, never what it returns.
  static func fittedInverse(ax: Double, bx: Double, cx: Double, table: [Double]) -> [Double] {
    func root(_ x: Double) -> Double {
      var t = webKitParameter(forX: x, ax: ax, bx: bx, cx: cx, table: table)
      for _ in 0..<2 {
        let derivative = (3 * ax * t + 2 * bx) * t + cx
        guard derivative > 1e-3 else { break }
        t -= (((ax * t + bx) * t + cx) * t - x) / derivative
      }
      return min(max(t, 0), 1)
    }
    let degree = 7
    let nodes = (0...degree).map { j in
      0.5 - 0.5 * Elementary.cos(Double(2 * j + 1) * Double.pi / Double(2 * degree + 2))
    }
    var inverse: [Double] = []
    inverse.reserveCapacity(32 * (degree + 1))
    for segment in 0..<32 {
      var differences = nodes.map { root((Double(segment) + $0) / 32) }
      for order in 1...degree {
        for j in stride(from: degree, through: order, by: -1) {
          differences[j] = (differences[j] - differences[j - 1]) / (nodes[j] - nodes[j - order])
        }
      }
      // Σ dⱼ·Π_{i<j}(u − uᵢ) in powers of u, by Horner's scheme on polynomials.
      var coefficients = [differences[degree]]
      for j in stride(from: degree - 1, through: 0, by: -1) {
        var next = [Double](repeating: 0, count: coefficients.count + 1)
        for (power, value) in coefficients.enumerated() {
          next[power + 1] += value
          next[power] -= value * nodes[j]
        }
        next[0] += differences[j]
        coefficients = next
      }
      inverse += coefficients
    }
    return inverse
  }

  /// `linear`: (0, 0), (1, 1).
  public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
  /// `easeIn`: (0.42, 0), (1, 1).
  public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
  /// `easeOut`: (0, 0), (0.58, 1).
  public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
  /// `easeInEaseOut`: (0.42, 0), (0.58, 1); UIView's default curve
  /// (`curveEaseInOut`, docs/sources.md, "Timing curves").
  public static let easeInEaseOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)
  /// `default`: (0.25, 0.1), (0.25, 1), Core Animation's default (CSS `ease`).
  public static let `default` = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)

  /// The fraction of the change completed at `fraction` of the duration
  /// (both unitless). 0 maps to 0 and 1 to 1 exactly; outside [0, 1] the curve
  /// continues along its end tangents. An identity curve (`linear`) returns
  /// `fraction` exactly.
  @inlinable @inline(__always)
  public func progress(at fraction: Double) -> Double {
    if isIdentity { return fraction }
    if fraction <= 0 { return fraction * startGradient }
    if fraction >= 1 { return 1 + (fraction - 1) * endGradient }
    let t = parameter(forX: fraction)
    return ((ay * t + by) * t + cy) * t
  }

  /// The slope d(progress)/d(fraction) at `fraction` of the duration (unitless):
  /// `sampleY′(t)/sampleX′(t)`; the end gradients outside (0, 1) and where the
  /// x-derivative vanishes at an end.
  @inlinable
  public func slope(at fraction: Double) -> Double {
    if isIdentity { return 1 }
    if fraction <= 0 { return startGradient }
    if fraction >= 1 { return endGradient }
    let t = parameter(forX: fraction)
    let dx = (3 * ax * t + 2 * bx) * t + cx
    let dy = (3 * ay * t + 2 * by) * t + cy
    if dx.magnitude > 1e-9 { return dy / dx }
    if t < 1e-4 { return startGradient }
    if t > 1 - 1e-4 { return endGradient }
    // A vertical tangent inside the curve: the slope of the neighbouring chord.
    let h = 1e-6
    return (progress(at: min(fraction + h, 1)) - progress(at: max(fraction - h, 0))) / (2 * h)
  }

  /// The Bézier parameter t in [0, 1] with |sampleX(t) − x| < 1e−10, for x in
  /// (0, 1): the fast path's t when it passes that test, else the solver's.
  ///
  /// Always inlined: called through a method, the curve (about 100 bytes) was
  /// copied onto the stack at every call, which cost more than a Newton step.
  @inlinable @inline(__always)
  func parameter(forX x: Double) -> Double {
    // The segment: 32x rounded down, by rounding 32x − 1/2 to the nearest integer
    // with the 1.5·2^52 shifter (an odd integer 32x lands on the segment below,
    // at u = 1, the end of its fit). Its low 5 bits index the table, so any x (NaN
    // too) reads in bounds; a wrong segment only gives a guess that fails the test.
    let scaled = x * 32
    let shifter = 0x1.8p52
    let shifted = (scaled - 0.5) + shifter
    let u = scaled - (shifted - shifter)
    let guess = inverse.withUnsafeBufferPointer { c in
      // 32 segments of 8 coefficients (see `init`): indices up to 255 are in bounds.
      let base = Int(truncatingIfNeeded: shifted.bitPattern & 31) &<< 3
      let u2 = u * u
      let u4 = u2 * u2
      // Estrin's form: shorter dependency chains than Horner's.
      return ((c[base] + c[base + 1] * u) + (c[base + 2] + c[base + 3] * u) * u2)
        + ((c[base + 4] + c[base + 5] * u) + (c[base + 6] + c[base + 7] * u) * u2) * u4
    }
    if (((ax * guess + bx) * guess + cx) * guess - x).magnitude < TimingCurve.epsilon { return guess }
    return TimingCurve.solvedParameter(forX: x, guess: guess, ax: ax, bx: bx, cx: cx, table: table)
  }

  /// Where the fitted guess misses the tolerance: one Newton step from the guess,
  /// returned if it meets the tolerance, else the WebKit solver's t. Not inlined,
  /// and static so that a call does not copy the curve to pass it.
  @usableFromInline @inline(never)
  static func solvedParameter(
    forX x: Double, guess: Double, ax: Double, bx: Double, cx: Double, table: [Double]
  ) -> Double {
    let derivative = (3 * ax * guess + 2 * bx) * guess + cx
    if derivative.magnitude >= 1e-7 {
      let t = guess - (((ax * guess + bx) * guess + cx) * guess - x) / derivative
      if (((ax * t + bx) * t + cx) * t - x).magnitude < TimingCurve.epsilon { return t }
    }
    return webKitParameter(forX: x, ax: ax, bx: bx, cx: cx, table: table)
  }

  /// The WebKit solver: the Bézier parameter t in [0, 1] with sampleX(t) = x to
  /// the tolerance, for x in (0, 1) (see the type's documentation), given the
  /// x polynomial's coefficients and the 11-sample table.
  static func webKitParameter(forX x: Double, ax: Double, bx: Double, cx: Double, table: [Double]) -> Double {
    // First guess: the tenth of the table that brackets x, interpolated.
    let (index, low, high) = table.withUnsafeBufferPointer { samples in
      // The table has 11 entries (see `init`): indices up to 10 are in bounds.
      var index = 0
      while index < 9, samples[index + 1] <= x { index += 1 }
      return (index, samples[index], samples[index + 1])
    }
    let span = high - low
    var t = (Double(index) + (span > 0 ? (x - low) / span : 0)) / 10
    // At most 4 Newton steps.
    for _ in 0..<4 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if error.magnitude < TimingCurve.epsilon { return t }
      let derivative = (3 * ax * t + 2 * bx) * t + cx
      if derivative.magnitude < 1e-7 { break }
      t -= error / derivative
    }
    // Bisection of the bracketing tenth.
    var lower = Double(index) / 10
    var upper = Double(index + 1) / 10
    t = (lower + upper) / 2
    while upper - lower > 1e-10 {
      let value = ((ax * t + bx) * t + cx) * t
      if (value - x).magnitude < TimingCurve.epsilon { return t }
      if value < x { lower = t } else { upper = t }
      t = (lower + upper) / 2
    }
    return t
  }
}

extension TimingCurve: Hashable {
  /// Curves are equal when their control points are.
  public static func == (a: TimingCurve, b: TimingCurve) -> Bool {
    a.controlPoint1 == b.controlPoint1 && a.controlPoint2 == b.controlPoint2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(controlPoint1)
    hasher.combine(controlPoint2)
  }
}

extension TimingCurve: CustomStringConvertible {
  /// The name of a named curve, else `TimingCurve(c1x, c1y, c2x, c2y)`.
  public var description: String {
    if self == .linear { return "linear" }
    if self == .easeIn { return "easeIn" }
    if self == .easeOut { return "easeOut" }
    if self == .easeInEaseOut { return "easeInEaseOut" }
    if self == .default { return "default" }
    return "TimingCurve(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
  }
}
