/// The two least-squares polynomial solvers of the upstream velocity trackers
/// (docs/sources.md, "Velocity estimation"), on caller-provided buffers so that a fit never
/// allocates on the heap.
///
/// Both fit `value ≈ c₀ + c₁·t + c₂·t² + …` to `m` points `(times[h], values[h])`
/// with every weight 1, and write `c₀ … c_degree` into `coefficients`.
enum LeastSquaresSolver {
  /// How many `Double`s of workspace `gramSchmidt` needs for `sampleCount` points
  /// and a polynomial of degree `degree`: the matrices A and Q (n × m each) and
  /// R (n × n), with n = degree + 1.
  static func workspaceSize(sampleCount m: Int, degree: Int) -> Int {
    let n = degree + 1
    return 2 * n * m + n * n
  }

  /// The QR solver of Flutter's `lsq_solver.dart` (a port of Android's
  /// `solveLeastSquares`): expands the times into the Vandermonde matrix A (column
  /// i holds tⁱ, times the weight 1), orthonormalises its columns with Gram–Schmidt
  /// into Q (each column is reduced by the already finished ones, one after the
  /// other, then normalised; R[j][i] = Q_j · A_i for i ≥ j), and back-substitutes
  /// R·c = Qᵀ·y.
  ///
  /// Returns `false` (no fit) when a column's norm after the reduction is below
  /// `tolerance`: the times do not span the polynomial space (for example when all
  /// are equal). Flutter uses 1e-10 with times in milliseconds; Android 1e-6 with
  /// times in seconds.
  ///
  /// - Parameters:
  ///   - times: the abscissae, `m` values, in the caller's time unit.
  ///   - values: the ordinates, `m` values.
  ///   - degree: the polynomial degree, ≥ 0.
  ///   - tolerance: the smallest acceptable column norm.
  ///   - workspace: at least `workspaceSize(sampleCount: m, degree: degree)` values.
  ///   - coefficients: at least `degree + 1` values; receives c₀ … c_degree.
  static func gramSchmidt(
    times: UnsafeBufferPointer<Double>,
    values: UnsafeBufferPointer<Double>,
    degree: Int,
    tolerance: Double,
    workspace: UnsafeMutableBufferPointer<Double>,
    coefficients: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    let m = times.count
    let n = degree + 1
    // Column-major A and Q: column i occupies [i*m, (i+1)*m). Row-major R.
    let a = workspace.baseAddress!
    let q = a + n * m
    let r = q + n * m
    for h in 0..<m {
      a[h] = 1
      for i in 1..<n {
        a[i * m + h] = a[(i - 1) * m + h] * times[h]
      }
    }
    for j in 0..<n {
      let qj = q + j * m
      for h in 0..<m { qj[h] = a[j * m + h] }
      for i in 0..<j {
        let qi = q + i * m
        var dot = 0.0
        for h in 0..<m { dot += qj[h] * qi[h] }
        for h in 0..<m { qj[h] -= dot * qi[h] }
      }
      var squaredNorm = 0.0
      for h in 0..<m { squaredNorm += qj[h] * qj[h] }
      let norm = squaredNorm.squareRoot()
      if norm < tolerance { return false }
      let inverseNorm = 1 / norm
      for h in 0..<m { qj[h] *= inverseNorm }
      for i in 0..<n {
        if i < j {
          r[j * n + i] = 0
        } else {
          var dot = 0.0
          for h in 0..<m { dot += qj[h] * a[i * m + h] }
          r[j * n + i] = dot
        }
      }
    }
    var i = n - 1
    while i >= 0 {
      let qi = q + i * m
      var c = 0.0
      for h in 0..<m { c += qi[h] * values[h] }
      var k = n - 1
      while k > i {
        c -= r[i * n + k] * coefficients[k]
        k -= 1
      }
      coefficients[i] = c / r[i * n + i]
      i -= 1
    }
    return true
  }

  /// Android's closed-form unweighted quadratic fit (`solveUnweightedLeastSquaresDeg2`,
  /// docs/sources.md, "Velocity estimation"), in double precision where Android uses float32:
  ///
  ///     Sxx   = Σt²  − (Σt)²/n          Sxy  = Σt·y  − Σt·Σy/n
  ///     Sxx2  = Σt³  − Σt·Σt²/n         Sx2y = Σt²·y − Σt²·Σy/n
  ///     Sx2x2 = Σt⁴  − (Σt²)²/n
  ///     den = Sxx·Sx2x2 − Sxx2²
  ///     c₂ = (Sx2y·Sxx − Sxy·Sxx2)/den,  c₁ = (Sxy·Sx2x2 − Sx2y·Sxx2)/den,
  ///     c₀ = Σy/n − c₁·Σt/n − c₂·Σt²/n
  ///
  /// Returns `false` (no fit) when `den` is 0. Needs at least 3 points.
  ///
  /// - Parameters:
  ///   - times: the abscissae (Android: seconds relative to the newest sample).
  ///   - values: the ordinates.
  ///   - coefficients: at least 3 values; receives c₀, c₁, c₂.
  static func closedFormQuadratic(
    times: UnsafeBufferPointer<Double>,
    values: UnsafeBufferPointer<Double>,
    coefficients: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    let count = Double(times.count)
    var st = 0.0, st2 = 0.0, st3 = 0.0, st4 = 0.0
    var sy = 0.0, sty = 0.0, st2y = 0.0
    for h in 0..<times.count {
      let t = times[h]
      let y = values[h]
      let t2 = t * t
      let t3 = t2 * t
      let t4 = t3 * t
      st += t
      st2 += t2
      st3 += t3
      st4 += t4
      sy += y
      sty += t * y
      st2y += t2 * y
    }
    let sxx = st2 - st * st / count
    let sxy = sty - st * sy / count
    let sxx2 = st3 - st * st2 / count
    let sx2y = st2y - st2 * sy / count
    let sx2x2 = st4 - st2 * st2 / count
    let denominator = sxx * sx2x2 - sxx2 * sxx2
    if denominator == 0 { return false }
    let c2 = (sx2y * sxx - sxy * sxx2) / denominator
    let c1 = (sxy * sx2x2 - sx2y * sxx2) / denominator
    let c0 = sy / count - c1 * st / count - c2 * st2 / count
    coefficients[0] = c0
    coefficients[1] = c1
    coefficients[2] = c2
    return true
  }
}
