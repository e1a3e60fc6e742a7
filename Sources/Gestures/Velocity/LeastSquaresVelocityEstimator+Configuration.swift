extension LeastSquaresVelocityEstimator {
  /// The parameters of a least-squares velocity estimator.
  ///
  /// The defaults are Flutter's `VelocityTracker` constants (docs/sources.md, "Velocity estimation");
  /// `.android` is AOSP's LSQ2 strategy (docs/sources.md, "Velocity estimation"). See docs/velocity.md for sources.
  @usableFromInline package struct Configuration: Hashable, Sendable {
    /// How the polynomial is fitted.
    @usableFromInline package enum Solver: Hashable, Sendable {
      /// Flutter's `lsq_solver.dart`: Gram–Schmidt QR with time in milliseconds and a
      /// column-norm tolerance of 1e-10.
      case flutter
      /// Android's: the closed-form unweighted sums for degree 2 (time in seconds),
      /// otherwise (for example the degree-1 fit of two samples) Gram–Schmidt QR with
      /// time in seconds and a column-norm tolerance of 1e-6. Computed in double
      /// precision where Android uses float32.
      case android
    }

    /// What a sample with the same timestamp as the newest one does.
    @usableFromInline package enum DuplicateTimestamps: Hashable, Sendable {
      /// It is added as a further sample (Flutter).
      case keep
      /// It replaces the newest sample (Android's `AccumulatingVelocityTrackerStrategy`).
      case replace
    }

    /// What the estimator reports when it has samples but no fit: too few samples in
    /// the window, a failed fit, or a finger taken to have stopped (`assumeStoppedAfter`).
    /// With no sample at all it always reports `nil`.
    @usableFromInline package enum Fallback: Hashable, Sendable {
      /// Zero velocity, as Flutter's `getVelocityEstimate` does.
      case zero
      /// No estimate (`nil`), as Android's `getVelocity` returns `std::nullopt`.
      case noEstimate
    }

    /// The oldest a sample may be, relative to the newest, to enter the fit, in
    /// seconds. Default 0.1 (Flutter `_horizonMilliseconds`, Android `HORIZON`).
    @usableFromInline package var horizon: Double
    /// How many samples are kept, and the most that enter the fit. Default 20
    /// (Flutter `_historySize`, Android `HISTORY_SIZE`).
    @usableFromInline package var historySize: Int
    /// The fewest samples in the window for a fit, at least 2. Default 3 (Flutter
    /// `_minSampleSize`); Android fits from 2.
    @usableFromInline package var minimumSampleCount: Int
    /// The polynomial degree, at least 1. Default 2 (quadratic). With fewer than
    /// `degree + 1` samples in the window the degree drops to `samples − 1`, as in
    /// Android; with Flutter's minimum of 3 that never happens.
    @usableFromInline package var degree: Int
    /// A gap between consecutive samples longer than this, in seconds, ends the window:
    /// older samples are taken to belong to an earlier movement. Default 0.04 (Flutter
    /// `_assumePointerMoveStoppedMilliseconds`; Android clears its history on such a
    /// gap, which gives the same window). `nil` disables the rule.
    @usableFromInline package var stopGap: Double?
    /// When the query time is more than this after the newest sample, in seconds, the
    /// finger is taken to have stopped and the fallback is reported. Default 0.04
    /// (newer Flutter's wall-clock rule, flutter/flutter#97761, applied on trace time;
    /// Android's "up more than 40 ms after the last event" rule). `nil` disables it.
    @usableFromInline package var assumeStoppedAfter: Double?
    /// What a sample with the newest sample's timestamp does. Default `.keep`.
    @usableFromInline package var duplicateTimestamps: DuplicateTimestamps
    /// How the polynomial is fitted. Default `.flutter`.
    @usableFromInline package var solver: Solver
    /// What is reported when there are samples but no fit. Default `.zero`.
    @usableFromInline package var fallback: Fallback

    /// Creates a configuration; every default is Flutter's.
    @usableFromInline package init(
      horizon: Double = 0.1,
      historySize: Int = 20,
      minimumSampleCount: Int = 3,
      degree: Int = 2,
      stopGap: Double? = 0.04,
      assumeStoppedAfter: Double? = 0.04,
      duplicateTimestamps: DuplicateTimestamps = .keep,
      solver: Solver = .flutter,
      fallback: Fallback = .zero
    ) {
      self.horizon = horizon
      self.historySize = historySize
      self.minimumSampleCount = minimumSampleCount
      self.degree = degree
      self.stopGap = stopGap
      self.assumeStoppedAfter = assumeStoppedAfter
      self.duplicateTimestamps = duplicateTimestamps
      self.solver = solver
      self.fallback = fallback
    }

    /// Flutter's `VelocityTracker` (docs/sources.md, "Velocity estimation"): 100 ms, 20 samples, at least 3,
    /// 40 ms stop gap, quadratic, QR solver, zero when there is no fit, plus the 40 ms
    /// rule on trace time.
    @usableFromInline package static let flutter = Configuration()

    /// Android's LSQ2 strategy for one pointer (docs/sources.md, "Velocity estimation"): 100 ms, 20 samples,
    /// a degree-1 fit with 2 samples, none with 1, a same-timestamp sample replaces the
    /// newest, closed-form quadratic sums, no estimate when there is no fit, and no
    /// estimate when queried more than 40 ms after the newest sample (Android erases
    /// its X/Y state when the up comes that late).
    @usableFromInline package static let android = Configuration(
      minimumSampleCount: 2,
      duplicateTimestamps: .replace,
      solver: .android,
      fallback: .noEstimate
    )

    /// Whether every parameter is in range: a non-negative finite horizon,
    /// `historySize ≥ minimumSampleCount ≥ 2`, `degree ≥ 1`, and non-negative finite
    /// gaps where given.
    @usableFromInline package var isValid: Bool {
      func isDuration(_ value: Double?) -> Bool {
        guard let value else { return true }
        return value.isFinite && value >= 0
      }
      return isDuration(horizon) && minimumSampleCount >= 2 && historySize >= minimumSampleCount
        && degree >= 1 && isDuration(stopGap) && isDuration(assumeStoppedAfter)
    }
  }
}
