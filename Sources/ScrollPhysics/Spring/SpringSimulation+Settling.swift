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
    let f = { (t: Double) in Elementary.exp(-beta * t) * (p + q * t) }
    let extremum = q == 0 ? 0 : 1 / beta - p / q
    return lastExceedance(of: f, extremum: extremum, bound: bound, timeScale: 1 / beta)
  }

  /// The last time `f(t) = c1·e^(r1·t) + c2·e^(r2·t)` (r1 < r2 < 0) exceeds `bound`
  /// in magnitude, or 0 if it never does for t ≥ 0.
  ///
  /// f′ = r1c1e^(r1t) + r2c2e^(r2t) has at most one zero, where
  /// `e^((r2−r1)t) = −r1c1/(r2c2)`.
  static func settleTimeOfTwoExponentials(
    _ c1: Double, _ r1: Double, _ c2: Double, _ r2: Double, bound: Double
  ) -> Double {
    let f = { (t: Double) in c1 * Elementary.exp(r1 * t) + c2 * Elementary.exp(r2 * t) }
    let ratio = -r1 * c1 / (r2 * c2)
    let extremum = ratio > 0 && ratio.isFinite ? Elementary.log(ratio) / (r2 - r1) : 0
    return lastExceedance(of: f, extremum: extremum, bound: bound, timeScale: -1 / r2)
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
    let f = { (t: Double) in r * Elementary.exp(-beta * t) * Elementary.cos(omegaD * t + alpha) }
    let exceeds = { (t: Double) in f(t).magnitude > bound }
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
      return bisect(exceeds, from: t, to: t + halfPeriod)
    }
    // No extremum at t ≥ 0 exceeds the bound: f is monotone up to the first one.
    guard exceeds(0) else { return 0 }
    var first = extremum(k)
    while first < 0 { first += halfPeriod }
    return bisect(exceeds, from: 0, to: first)
  }

  /// The last time |f| exceeds `bound`, for an f that is monotone on
  /// [0, extremum] and moves monotonically to 0 after `extremum`.
  private static func lastExceedance(
    of f: (Double) -> Double, extremum: Double, bound: Double, timeScale: Double
  ) -> Double {
    func exceeds(_ t: Double) -> Bool { f(t).magnitude > bound }
    let pivot = max(0, extremum)
    if exceeds(pivot) {
      var step = max(timeScale, 1e-9)
      var high = pivot + step
      var doublings = 0
      while exceeds(high) {
        doublings += 1
        if doublings > 200 { return .infinity }
        step *= 2
        high = pivot + step
      }
      return bisect(exceeds, from: pivot, to: high)
    }
    if pivot > 0, exceeds(0) {
      return bisect(exceeds, from: 0, to: pivot)
    }
    return 0
  }

  /// The boundary in [low, high] between a leading stretch where `exceeds` holds
  /// and a trailing one where it does not; returns a time where it does not.
  private static func bisect(
    _ exceeds: (Double) -> Bool, from low: Double, to high: Double
  ) -> Double {
    var low = low
    var high = high
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high { break }
      if exceeds(middle) { low = middle } else { high = middle }
    }
    return high
  }
}
