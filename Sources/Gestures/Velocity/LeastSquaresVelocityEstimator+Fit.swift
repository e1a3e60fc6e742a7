extension LeastSquaresVelocityEstimator {
  /// The polynomials fitted to the current window of samples.
  ///
  /// Time is in seconds relative to the newest sample (so t ≤ 0 over the window and
  /// t = 0 at the newest sample): `x(t) = x[0] + x[1]·t + x[2]·t² + …`. So `x[0]` is in
  /// points, `x[1]` (the velocity) in points per second and `x[2]` in points per
  /// second²; likewise for `y`. Android's `getEstimator` reports the same coefficients.
  @usableFromInline package struct Fit: Hashable, Sendable {
    /// The coefficients of x(t), lowest power first.
    @usableFromInline package var x: [Double]
    /// The coefficients of y(t), lowest power first.
    @usableFromInline package var y: [Double]
    /// How many samples the fit used.
    @usableFromInline package var sampleCount: Int

    /// Creates a fit from its coefficients (lowest power first; `x` and `y` have the
    /// same count) and the number of samples used.
    @usableFromInline package init(x: [Double], y: [Double], sampleCount: Int) {
      self.x = x
      self.y = y
      self.sampleCount = sampleCount
    }

    /// The polynomial degree: one less than the number of coefficients.
    @usableFromInline package var degree: Int { x.count - 1 }
  }
}
