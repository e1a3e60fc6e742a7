// The settling time of a spring: the last time |x| or |v| exceeds its bound.
//
// Each of x(t) and v(t) has one of three shapes. For each, the time after which
// |f(t)| ≤ bound for ever is found exactly (to a last bisection step), using
// where f's extrema lie, so that `isDone` is neither early nor conservative.

extension SpringSimulation {
  /// The last time `f(t) = e^(−βt)(p + q·t)` (β > 0) exceeds `bound` in magnitude,
  /// or 0 if it never does for t ≥ 0.
  ///
  /// f has at most one extremum, at `1/β − p/q`, and moves monotonically to 0 after it.
  static func settleTimeOfLinearDecay(
    constant p: Double, slope q: Double, beta: Double, bound: Double
  ) -> Double {
    let extremum = q == 0 ? 0 : 1 / beta - p / q
    return lastExceedance(
      of: Decay(.linear(p: p, q: q, beta: beta)), extremum: extremum, bound: bound, timeScale: 1 / beta)
  }

  /// The last time `f(t) = c1·e^(r1·t) + c2·e^(r2·t)` (r1 < r2 < 0) exceeds `bound`
  /// in magnitude, or 0 if it never does for t ≥ 0.
  ///
  /// f′ = r1c1e^(r1t) + r2c2e^(r2t) has at most one zero, where
  /// `e^((r2−r1)t) = −r1c1/(r2c2)`.
  static func settleTimeOfTwoExponentials(
    _ c1: Double, _ r1: Double, _ c2: Double, _ r2: Double, bound: Double
  ) -> Double {
    return lastExceedance(
      of: Decay(.exponentials(c1: c1, r1: r1, c2: c2, r2: r2)), extremum: extremumOfTwoExponentials(c1, r1, c2, r2),
      bound: bound, timeScale: -1 / r2)
  }

  /// Where `c1·e^(r1·t) + c2·e^(r2·t)` has its extremum (0 when it has none).
  static func extremumOfTwoExponentials(_ c1: Double, _ r1: Double, _ c2: Double, _ r2: Double) -> Double {
    let ratio = -r1 * c1 / (r2 * c2)
    return ratio > 0 && ratio.isFinite ? Elementary.log(ratio) / (r2 - r1) : 0
  }

  // MARK: - Certified bounds

  /// Two times `lower < upper` that enclose
  /// `settleTimeOfTwoExponentials(c1, r1, c2, r2, bound:)` (r1 < r2 < 0), found
  /// without running its bisection; when they cannot be certified, that time
  /// itself, twice.
  ///
  /// The settling time is the result of a bisection on [pivot, high], pivot the
  /// extremum (or 0) and high a point where |f| ≤ bound, whose every step compares
  /// the computed |f| at a midpoint with the bound. With the crossing r found by
  /// Newton's method and two points A = r − δ and B = r + δ certified so that the
  /// computed |f| exceeds the bound everywhere on [pivot, A]
  /// (`Decay.certifiesExceeding`) and does not anywhere from B on
  /// (`Decay.certifiesNotExceedingAfter`), no midpoint at or before A ends a
  /// step as the upper end and none at or after B as the lower end, so the
  /// result lies in (A, B]: t < A is before it and t ≥ B after it, whatever
  /// `high` the search chose.
  static func settleBoundsOfTwoExponentials(
    _ c1: Double, _ r1: Double, _ c2: Double, _ r2: Double, bound: Double
  ) -> (lower: Double, upper: Double) {
    let f = Decay(.exponentials(c1: c1, r1: r1, c2: c2, r2: r2))
    if let bounds = certifiedBounds(
      of: f, extremum: extremumOfTwoExponentials(c1, r1, c2, r2), bound: bound, slowRate: -r2, fastRate: -r1)
    {
      return bounds
    }
    let exact = settleTimeOfTwoExponentials(c1, r1, c2, r2, bound: bound)
    return (exact, exact)
  }

  /// `settleBoundsOfTwoExponentials`'s certified bounds, or `nil`. `slowRate` and
  /// `fastRate` are −r2 and −r1 (0 < slowRate ≤ fastRate).
  private static func certifiedBounds(
    of f: Decay, extremum: Double, bound: Double, slowRate: Double, fastRate: Double
  ) -> (lower: Double, upper: Double)? {
    guard bound > 0, slowRate > 0, slowRate <= fastRate, fastRate.isFinite else { return nil }
    // The same pivot and value as `lastExceedance`.
    let pivot = max(0, extremum)
    let pivotValue = f.value(at: pivot)
    guard pivotValue.magnitude > bound, pivotValue.isFinite else { return nil }
    // A point past the crossing: first where the slower exponential alone would
    // bring |f| down to the bound, then doubling the step.
    var low = pivot
    var lowValue = pivotValue
    var step = max(Elementary.log(pivotValue.magnitude / bound) / slowRate, 1e-9)
    var high = pivot + step
    var highValue = f.value(at: high)
    var doublings = 0
    while highValue.magnitude > bound {
      doublings += 1
      guard doublings <= 60, high.isFinite else { return nil }
      low = high
      lowValue = highValue
      step *= 2
      high = pivot + step
      highValue = f.value(at: high)
    }
    guard let crossing = newtonCrossing(f, bound: bound, from: low, lowValue, to: high, highValue),
      crossing > pivot * (1 + 1e-6) + 1e-9
    else { return nil }
    var delta = max(crossing.ulp * 64, 1e-13 * crossing)
    for _ in 0..<4 {
      let left = crossing - delta
      let right = crossing + delta
      if left > pivot && f.certifiesExceeding(from: pivot, pivotValue, to: left, bound: bound)
        && f.certifiesNotExceedingAfter(right, bound: bound, slowRate: slowRate, fastRate: fastRate)
      {
        return (left, right)
      }
      delta *= 8
    }
    return nil
  }

  /// The last time `f(t) = R·e^(−βt)·cos(ω_d·t + α)` exceeds `bound` in magnitude,
  /// or 0 if it never does for t ≥ 0 (+∞ if it never settles, β = 0).
  ///
  /// f′ = R·ω0·e^(−βt)·cos(ω_d·t + α + δ) with δ = atan2(ω_d, −β), so the extrema of
  /// |f| are at `t_k = (π/2 + kπ − α − δ)/ω_d`, with heights `R·(ω_d/ω0)·e^(−β·t_k)`
  /// that shrink geometrically. Between an extremum and the next, |f| falls to 0
  /// and rises again.
  static func settleTimeOfOscillation(
    amplitude r: Double, phase alpha: Double, beta: Double, omegaD: Double, omega0: Double,
    bound: Double
  ) -> Double {
    if r <= bound { return 0 }
    if beta <= 0 || bound <= 0 { return .infinity }
    let f = Decay(.oscillation(amplitude: r, phase: alpha, beta: beta, omegaD: omegaD))
    let exceeds = { (t: Double) in f.value(at: t).magnitude > bound }
    let delta = Elementary.atan2(omegaD, -beta)
    let height = r * omegaD / omega0
    let halfPeriod = Double.pi / omegaD
    let extremum = { (k: Double) in (Double.pi / 2 + k * Double.pi - alpha - delta) / omegaD }
    // The last extremum whose height exceeds the bound lies at or before t*.
    let lastHigh = height > bound ? Elementary.log(height / bound) / beta : -halfPeriod
    var k = ((omegaD * lastHigh + alpha + delta - Double.pi / 2) / Double.pi).rounded(.down) + 1
    // Step back over extrema that, by rounding, do not exceed the bound after all.
    while extremum(k) >= 0, !exceeds(extremum(k)) { k -= 1 }
    let t = extremum(k)
    if t >= 0 {
      return bisect(f, bound: bound, from: t, to: t + halfPeriod)
    }
    // No extremum at t ≥ 0 exceeds the bound: f is monotone up to the first one.
    guard exceeds(0) else { return 0 }
    var first = extremum(k)
    while first < 0 { first += halfPeriod }
    return bisect(f, bound: bound, from: 0, to: first)
  }

  /// The last time |f| exceeds `bound`, for an f that is monotone on
  /// [0, extremum] and moves monotonically to 0 after `extremum`.
  private static func lastExceedance(
    of f: Decay, extremum: Double, bound: Double, timeScale: Double
  ) -> Double {
    let pivot = max(0, extremum)
    let pivotValue = f.value(at: pivot)
    if pivotValue.magnitude > bound {
      var step = max(timeScale, 1e-9)
      var high = pivot + step
      var highValue = f.value(at: high)
      var doublings = 0
      while highValue.magnitude > bound {
        doublings += 1
        if doublings > 200 { return .infinity }
        step *= 2
        high = pivot + step
        highValue = f.value(at: high)
      }
      return bisect(f, bound: bound, from: pivot, pivotValue, to: high, highValue)
    }
    if pivot > 0 {
      let startValue = f.value(at: 0)
      if startValue.magnitude > bound {
        return bisect(f, bound: bound, from: 0, startValue, to: pivot, pivotValue)
      }
    }
    return 0
  }

  /// The boundary in [low, high] between a leading stretch where |f| exceeds
  /// `bound` and a trailing one where it does not; returns a time where it does
  /// not. f is monotone on [low, high].
  ///
  /// The result is `plainBisection`'s, bit for bit: `certifiedBisection` takes
  /// the same steps, and only skips evaluating f where the outcome is certain.
  /// `lowValue` and `highValue` are f at the ends when the caller has them.
  static func bisect(
    _ f: Decay, bound: Double, from low: Double, _ lowValue: Double? = nil, to high: Double,
    _ highValue: Double? = nil
  ) -> Double {
    certifiedBisection(f, bound: bound, from: low, lowValue, to: high, highValue)
      ?? plainBisection(f, bound: bound, from: low, to: high)
  }

  /// Bisection down to adjacent doubles (or 200 steps), evaluating f at every
  /// midpoint: about 55 evaluations.
  static func plainBisection(_ f: Decay, bound: Double, from low: Double, to high: Double) -> Double {
    var low = low
    var high = high
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high { break }
      if f.value(at: middle).magnitude > bound { low = middle } else { high = middle }
    }
    return high
  }

  /// `plainBisection`'s steps, with f evaluated only near the crossing: about 20
  /// evaluations instead of 55, a third of the cost of creating a spring.
  ///
  /// 1. Newton's method on `ln|f(t)/bound|` (safeguarded by bisection) finds the
  ///    crossing r to a few units in the last place.
  /// 2. Two points A < r < B are **certified**: for every t in [low, A] the
  ///    computed |f(t)| exceeds `bound`, and for every t in [B, high] it does not.
  ///    f is monotone on [low, high] (the callers' premise), so on [low, A] |f| is
  ///    at least its smaller end value, and on [B, high] at most its larger one;
  ///    each value computed in floating point is within `Decay.errorFactor ×
  ///    Decay.magnitude` of the true one. The margins cover both, so the comparison the plain bisection would
  ///    make at any such t is known without making it.
  /// 3. The plain bisection's loop runs, evaluating f only at midpoints in (A, B).
  ///
  /// Returns `nil` when the certification fails (then the caller runs the plain
  /// bisection), so the result never differs from it.
  static func certifiedBisection(
    _ f: Decay, bound: Double, from low: Double, _ knownLowValue: Double? = nil, to high: Double,
    _ knownHighValue: Double? = nil
  ) -> Double? {
    guard bound > 0, low >= 0, low < high, high.isFinite else { return nil }
    let lowValue = knownLowValue ?? f.value(at: low)
    let highValue = knownHighValue ?? f.value(at: high)
    guard lowValue.magnitude > bound, highValue.magnitude <= bound else { return nil }
    // 1. The crossing.
    guard let crossing = newtonCrossing(f, bound: bound, from: low, lowValue, to: high, highValue) else { return nil }

    // 2. Certify A = r − δ and B = r + δ, widening δ if the margins are too thin.
    var delta = max(crossing.ulp * 64, 1e-13 * crossing)
    for _ in 0..<4 {
      let left = crossing - delta
      let right = crossing + delta
      if left > low && right < high && f.certifiesExceeding(from: low, lowValue, to: left, bound: bound)
        && f.certifiesNotExceeding(from: right, to: high, highValue, bound: bound)
      {
        // 3. The plain bisection's steps.
        var low = low
        var high = high
        for _ in 0..<200 {
          let middle = low + (high - low) / 2
          if middle <= low || middle >= high { break }
          if middle <= left {
            low = middle
          } else if middle >= right {
            high = middle
          } else if f.value(at: middle).magnitude > bound {
            low = middle
          } else {
            high = middle
          }
        }
        return high
      }
      delta *= 8
    }
    return nil
  }

  /// Where |f| crosses `bound` in [low, high], to a few units in the last place,
  /// given |f(low)| > bound ≥ |f(high)| (`lowValue`, `highValue`) and f monotone
  /// there; `nil` if Newton's method does not settle.
  ///
  /// Newton's method on h(t) = ln(sign·f(t)/bound), kept inside the bracket
  /// [a, b] with h(a) > 0 ≥ h(b) (a bisection step whenever Newton's would leave
  /// it). The first guess interpolates ln|f| linearly between the ends (f decays
  /// about exponentially).
  static func newtonCrossing(
    _ f: Decay, bound: Double, from low: Double, _ lowValue: Double, to high: Double, _ highValue: Double
  ) -> Double? {
    let sign: Double = lowValue > 0 ? 1 : -1
    var a = low
    var b = high
    var t = a + (b - a) / 2
    if highValue != 0 && (highValue > 0) == (lowValue > 0) {
      let guess = low + (high - low) * Elementary.log(lowValue.magnitude / bound)
        / Elementary.log(lowValue.magnitude / highValue.magnitude)
      if guess > low && guess < high { t = guess }
    }
    for _ in 0..<60 {
      let sample = f.sample(at: t)
      let signed = sign * sample.value
      if signed > bound { a = t } else { b = t }
      var next = a + (b - a) / 2
      if signed > 0 && sample.slope != 0 {
        let newton = t - Elementary.log(signed / bound) * sample.value / sample.slope
        // Converged: the step is down to rounding noise.
        if (newton - t).magnitude <= 4 * t.ulp { return t }
        if newton > a && newton < b { next = newton }
      }
      if b - a <= 4 * a.ulp { return next }
      t = next
    }
    return nil
  }

  /// x(t) or v(t) of a spring in one of its three shapes: the function the
  /// settling time is found for, its derivative, and a bound on the rounding
  /// error of its computed value.
  struct Decay {
    enum Shape {
      /// `e^(−βt)(p + q·t)`, β > 0.
      case linear(p: Double, q: Double, beta: Double)
      /// `c1·e^(r1·t) + c2·e^(r2·t)`, r1 < r2 < 0.
      case exponentials(c1: Double, r1: Double, c2: Double, r2: Double)
      /// `R·e^(−βt)·cos(ω_d·t + α)`, β > 0.
      case oscillation(amplitude: Double, phase: Double, beta: Double, omegaD: Double)
    }

    let shape: Shape

    init(_ shape: Shape) { self.shape = shape }

    /// f(t), computed exactly as the settling-time search always has (the
    /// bisection's outcome depends on these roundings), and with the same
    /// operations as the simulation's `position(at:)` and `velocity(at:)` (the
    /// oscillation with the inline kernels `fastExp` and `fastCos`).
    func value(at t: Double) -> Double {
      switch shape {
      case .linear(let p, let q, let beta):
        return Elementary.exp(-beta * t) * (p + q * t)
      case .exponentials(let c1, let r1, let c2, let r2):
        return c1 * Elementary.exp(r1 * t) + c2 * Elementary.exp(r2 * t)
      case .oscillation(let r, let alpha, let beta, let omegaD):
        return SpringSimulation.dampedCosine(amplitude: r, rate: beta, frequency: omegaD, phase: alpha, at: t)
      }
    }

    /// f(t) (exactly as `value(at:)`), f′(t) and the sum of the sizes of f's
    /// terms, sharing the exponentials. The slope is for Newton's method only (its
    /// accuracy does not matter).
    func sample(at t: Double) -> (value: Double, slope: Double, magnitude: Double) {
      switch shape {
      case .linear(let p, let q, let beta):
        let decay = Elementary.exp(-beta * t)
        let linear = p + q * t
        return (decay * linear, decay * (q - beta * linear), decay * (p.magnitude + q.magnitude * t))
      case .exponentials(let c1, let r1, let c2, let r2):
        let e1 = Elementary.exp(r1 * t)
        let e2 = Elementary.exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2, c1.magnitude * e1 + c2.magnitude * e2)
      case .oscillation(let r, let alpha, let beta, let omegaD):
        let envelope = r * Elementary.fastExp(-beta * t)
        let angle = omegaD * t + alpha
        let cosine = Elementary.fastCos(angle)
        return (envelope * cosine, -envelope * (beta * cosine + omegaD * Elementary.sin(angle)), envelope.magnitude)
      }
    }

    /// The rounding error of the computed f, relative to the sizes of its terms:
    /// |computed f(t) − f(t)| ≤ `errorFactor(at: t) · magnitude(from: t, to: t)`.
    ///
    /// Each exponential is within one unit in the last place of its rounded
    /// argument, which is itself within one unit of the exact `rate·t`, so its
    /// relative error is below ε(2 + |rate·t|); the cosine's argument carries an
    /// absolute error below ε(|ω_d·t| + |α|) into the result; the products and sums
    /// add a few ε relative to the sizes of the terms. The factor 16ε covers these
    /// few ε with room to spare. It grows with t.
    func errorFactor(at t: Double) -> Double {
      let epsilon = 16 * Double.ulpOfOne
      switch shape {
      case .linear(_, _, let beta):
        return epsilon * (4 + beta * t)
      case .exponentials(_, let r1, _, let r2):
        return epsilon * (4 + max(r1.magnitude, r2.magnitude) * t)
      case .oscillation(_, let alpha, let beta, let omegaD):
        return epsilon * (4 + (beta + omegaD.magnitude) * t + alpha.magnitude)
      }
    }

    /// The largest sum of the sizes of f's terms on [x, y] (0 ≤ x ≤ y): the
    /// exponentials taken at x, where they are largest, the linear factors at y.
    func magnitude(from x: Double, to y: Double) -> Double {
      switch shape {
      case .linear(let p, let q, let beta):
        return Elementary.exp(-beta * x) * (p.magnitude + q.magnitude * y)
      case .exponentials(let c1, let r1, let c2, let r2):
        return c1.magnitude * Elementary.exp(r1 * x) + c2.magnitude * Elementary.exp(r2 * x)
      case .oscillation(let r, _, let beta, _):
        return r.magnitude * Elementary.fastExp(-beta * x)
      }
    }

    /// Whether the computed |f| certainly exceeds `bound` everywhere on
    /// [low, left], given `lowValue = value(at: low)` and f monotone there (up to
    /// an extremum of |f| just after `low`).
    ///
    /// f keeps one sign on the interval, so the true |f| is at least its smaller
    /// end value. The error of a computed value relative to the true one is at
    /// most `errorFactor · magnitude / |f|`; the ratio `magnitude / |f|` is largest
    /// at an end of the interval for each shape (it grows towards a zero of f,
    /// and there is none inside), and `errorFactor` at its right end. With that
    /// relative error e, every computed |f| on the interval is at least
    /// (smaller end value)·(1 − e)², which must exceed the bound.
    func certifiesExceeding(from low: Double, _ lowValue: Double, to left: Double, bound: Double) -> Bool {
      let end = sample(at: left)
      guard (lowValue > 0) == (end.value > 0), end.value != 0, lowValue != 0 else { return false }
      let condition = max(magnitude(from: low, to: low) / lowValue.magnitude, end.magnitude / end.value.magnitude)
      let error = errorFactor(at: left) * condition
      guard error < 0.01 else { return false }
      return min(lowValue.magnitude, end.value.magnitude) * (1 - 3 * error) > bound
    }

    /// Whether the computed |f| is certainly at most `bound` everywhere on
    /// [right, high], given `highValue = value(at: high)` and f monotone there:
    /// the true |f| is at most its larger end value (with room for an extremum
    /// that rounding put just inside `high`), and every computed value is within
    /// `errorFactor(at: high) · magnitude(from: right, to: high)` of the true one.
    func certifiesNotExceeding(from right: Double, to high: Double, _ highValue: Double, bound: Double) -> Bool {
      let rightValue = value(at: right)
      let largest = max(rightValue.magnitude, highValue.magnitude * (1 + 1e-9))
      let noise = errorFactor(at: high) * magnitude(from: right, to: high)
      return largest + 3 * noise < bound
    }

    /// Whether the computed |f| is certainly at most `bound` at every t ≥ `right`,
    /// for two decaying exponentials (`slowRate` = −r2 ≤ `fastRate` = −r1) past
    /// their extremum, where the true |f| falls monotonically to 0.
    ///
    /// The true |f(t)| is at most the true |f(right)|, which is within the noise
    /// of the computed value there. The noise of a computed value,
    /// `errorFactor(t)·magnitude(t)` = 16ε(4 + fastRate·t)·(|c1|e^(r1·t) +
    /// |c2|e^(r2·t)), is at most 16ε(4 + fastRate·t)·e^(−slowRate·(t − right))·
    /// magnitude(right) for t ≥ right, and (4 + fastRate·t)·e^(−slowRate·(t − right))
    /// ≤ 4 + fastRate·(right + 1/slowRate) (s·e^(−a·s) ≤ 1/(e·a)). So every
    /// computed |f| from `right` on is at most |f(right)| plus twice that noise;
    /// the margin (×3, and 1e−9 on the computed sizes) is as in
    /// `certifiesNotExceeding`. The caller keeps `right` clear of the extremum,
    /// so that rounding in its location cannot matter.
    func certifiesNotExceedingAfter(_ right: Double, bound: Double, slowRate: Double, fastRate: Double) -> Bool {
      guard case .exponentials = shape else { return false }
      let rightValue = value(at: right)
      let size = magnitude(from: right, to: right) * (1 + 1e-9)
      let noise = 16 * Double.ulpOfOne * (4 + fastRate * (right + 1 / slowRate)) * size
      return rightValue.magnitude + 3 * noise < bound
    }

  }
}
