import ScrollPhysics

/// Least-squares polynomial velocity estimation, as Flutter's `VelocityTracker` and
/// Android's LSQ2 `VelocityTracker` strategy (docs/sources.md, "Velocity estimation").
///
/// Samples go into a ring of `historySize` slots (no allocation per sample). To
/// estimate, the window is built from the newest sample backwards: a sample enters
/// while it is at most `horizon` older than the newest, the gap to the next newer
/// sample is at most `stopGap`, and fewer than `historySize` samples were taken. With
/// at least `minimumSampleCount` samples, x(t) and y(t) are fitted separately with an
/// unweighted least-squares polynomial of degree `min(degree, samples − 1)`, time
/// relative to the newest sample; the velocity is the linear coefficient.
///
/// What the estimator reports:
/// - no sample since the last `reset()`: `nil`;
/// - the query time more than `assumeStoppedAfter` after the newest sample, too few
///   samples in the window, or a failed fit: the configuration's `fallback` (zero for
///   Flutter, `nil` for Android);
/// - otherwise the fitted velocity at the newest sample, in points per second.
///
/// The query time only matters for the stop rule: the estimate is the velocity at the
/// newest sample, as upstream.
///
/// Times are compared with a 1 ns margin, so that intervals that are exactly 40 ms or
/// 100 ms in a recording stay on the inclusive side despite decimal rounding.
@usableFromInline package struct LeastSquaresVelocityEstimator: SampleRingEstimator {
  /// The parameters; see `Configuration`.
  @usableFromInline package let configuration: Configuration
  /// The samples, newest last.
  @usableFromInline package var samples: SampleRing

  /// Creates an estimator with no samples.
  ///
  /// - Precondition: `configuration.isValid`.
  @usableFromInline package init(configuration: Configuration = .flutter) {
    precondition(configuration.isValid, "invalid least-squares configuration: \(configuration)")
    self.configuration = configuration
    samples = SampleRing(capacity: configuration.historySize)
  }

  /// Adds the position (points) at `time` (seconds). With `.replace`, a sample with
  /// the newest sample's timestamp replaces it.
  ///
  /// - Precondition: `time` is not earlier than the newest sample's time.
  @inlinable
  package mutating func addSample(time: Double, position: Point) {
    let replacesSameTime: Bool
    switch configuration.duplicateTimestamps {
    case .keep: replacesSameTime = false
    case .replace: replacesSameTime = true
    }
    samples.add(time: time, position: position, replacingSameTime: replacesSameTime)
  }

  /// The velocity in points per second at the newest sample, as seen at `time`
  /// (seconds); see the type's documentation for when it is zero or `nil`.
  @usableFromInline package func velocity(at time: Double) -> Vector? {
    guard let newest = samples.newest else { return nil }
    if let limit = configuration.assumeStoppedAfter,
      TraceTimeComparison.exceeds(time - newest.time, limit)
    {
      return fallbackVelocity
    }
    return withWindowFit { _, x, y in Vector(dx: x[1], dy: y[1]) } ?? fallbackVelocity
  }

  /// The polynomials fitted to the current window, or `nil` when there is no sample,
  /// the window has fewer than `minimumSampleCount` samples, or the fit fails.
  /// Independent of any query time (the stop rule does not apply). Allocates the
  /// coefficient arrays; `velocity(at:)` does not.
  @usableFromInline package func fit() -> Fit? {
    withWindowFit { sampleCount, x, y in
      Fit(x: Array(x), y: Array(y), sampleCount: sampleCount)
    }
  }

  /// What the configuration reports when there is no fit.
  var fallbackVelocity: Vector? {
    switch configuration.fallback {
    case .zero: return .zero
    case .noEstimate: return nil
    }
  }

  /// How many samples, from the newest backwards, form the window.
  func windowSampleCount(newestTime: Double) -> Int {
    var count = 0
    var previousTime = newestTime
    while count < samples.count {
      let time = samples[age: count].time
      if TraceTimeComparison.exceeds(newestTime - time, configuration.horizon) { break }
      if let stopGap = configuration.stopGap,
        TraceTimeComparison.exceeds(abs(time - previousTime), stopGap)
      {
        break
      }
      previousTime = time
      count += 1
    }
    return count
  }

  /// Fits the window and hands the coefficients (lowest power first, time in seconds
  /// relative to the newest sample) to `body`; `nil` when there is no fit. Uses
  /// stack-allocated scratch space only.
  func withWindowFit<Result>(
    _ body: (
      _ sampleCount: Int, _ x: UnsafeMutableBufferPointer<Double>,
      _ y: UnsafeMutableBufferPointer<Double>
    ) -> Result
  ) -> Result? {
    guard let newest = samples.newest else { return nil }
    let m = windowSampleCount(newestTime: newest.time)
    guard m >= configuration.minimumSampleCount else { return nil }
    let degree = min(configuration.degree, m - 1)
    let n = degree + 1
    // Flutter fits in milliseconds, Android in seconds.
    let unitsPerSecond: Double
    switch configuration.solver {
    case .flutter: unitsPerSecond = 1000
    case .android: unitsPerSecond = 1
    }
    let workspaceCount = LeastSquaresSolver.workspaceSize(sampleCount: m, degree: degree)
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * m + 2 * n + workspaceCount) {
      buffer -> Result? in
      let base = buffer.baseAddress!
      let times = UnsafeMutableBufferPointer(start: base, count: m)
      let xs = UnsafeMutableBufferPointer(start: base + m, count: m)
      let ys = UnsafeMutableBufferPointer(start: base + 2 * m, count: m)
      let xCoefficients = UnsafeMutableBufferPointer(start: base + 3 * m, count: n)
      let yCoefficients = UnsafeMutableBufferPointer(start: base + 3 * m + n, count: n)
      let workspace = UnsafeMutableBufferPointer(start: base + 3 * m + 2 * n, count: workspaceCount)
      // Newest first, as upstream.
      for age in 0..<m {
        let sample = samples[age: age]
        times[age] = (sample.time - newest.time) * unitsPerSecond
        xs[age] = sample.position.x
        ys[age] = sample.position.y
      }
      // One coordinate's fit: Android's closed form for a quadratic, otherwise
      // Gram–Schmidt with the solver's column-norm tolerance.
      func solve(_ values: UnsafeMutableBufferPointer<Double>, into coefficients: UnsafeMutableBufferPointer<Double>)
        -> Bool
      {
        let tolerance: Double
        switch configuration.solver {
        case .flutter: tolerance = 1e-10
        case .android:
          if degree == 2 {
            return LeastSquaresSolver.closedFormQuadratic(
              times: UnsafeBufferPointer(times), values: UnsafeBufferPointer(values), coefficients: coefficients)
          }
          tolerance = 1e-6
        }
        return LeastSquaresSolver.gramSchmidt(
          times: UnsafeBufferPointer(times), values: UnsafeBufferPointer(values), degree: degree,
          tolerance: tolerance, workspace: workspace, coefficients: coefficients)
      }
      guard solve(xs, into: xCoefficients) && solve(ys, into: yCoefficients) else { return nil }
      // Coefficient k is per unitᵏ; convert to per secondᵏ.
      var scale = 1.0
      for k in 0..<n {
        xCoefficients[k] *= scale
        yCoefficients[k] *= scale
        scale *= unitsPerSecond
      }
      return body(m, xCoefficients, yCoefficients)
    }
  }
}
