import Gestures
import ScrollPhysics
import Testing

@Suite struct LeastSquaresVelocityEstimatorTests {
  typealias Configuration = LeastSquaresVelocityEstimator.Configuration

  /// An origin like UIKit's seconds since boot, so that the decimal offsets below do
  /// not subtract exactly (an ulp here is about 3e-11 s).
  static let origin = 216_690.896

  /// An estimator fed `samples` as (time in seconds, x, y) in points.
  func estimator(_ configuration: Configuration, _ samples: [(Double, Double, Double)])
    -> LeastSquaresVelocityEstimator
  {
    var estimator = LeastSquaresVelocityEstimator(configuration: configuration)
    for (time, x, y) in samples { estimator.addSample(time: time, position: Point(x: x, y: y)) }
    return estimator
  }

  /// Whether `actual` is `expected` within 1e-6 relative (1e-9 absolute at 0). The
  /// fits below are exact in exact arithmetic; times near `origin` carry rounding
  /// errors of ~3e-11 s on 10 ms steps, a few 1e-9 relative, which the fit amplifies.
  func close(_ actual: Double?, _ expected: Double) -> Bool {
    guard let actual else { return false }
    return isClose(actual, expected, relative: 1e-6, absoluteAtZero: 1e-9)
  }

  @Test(arguments: [Configuration.flutter, .android])
  func noSampleGivesNoEstimate(configuration: Configuration) {
    // Flutter's getVelocityEstimate returns null with no sample; Android nullopt.
    let estimator = LeastSquaresVelocityEstimator(configuration: configuration)
    #expect(estimator.velocity(at: 1) == nil)
    #expect(estimator.fit() == nil)
    #expect(estimator.newestSampleTime == nil)
  }

  @Test(arguments: [Configuration.flutter, .android])
  func linearMotion(configuration: Configuration) {
    // x moves 5 pt and y −2.5 pt every 10 ms: 500 and −250 pt/s; a line is fitted exactly.
    let t = Self.origin
    let estimator = estimator(
      configuration, [(t, 0, 0), (t + 0.01, 5, -2.5), (t + 0.02, 10, -5), (t + 0.03, 15, -7.5)])
    let velocity = estimator.velocity(at: t + 0.03)
    #expect(close(velocity?.dx, 500))
    #expect(close(velocity?.dy, -250))
  }

  @Test(arguments: [Configuration.flutter, .android])
  func quadraticMotionIsFittedExactly(configuration: Configuration) throws {
    // x(t) = 10 000·t² at t = 0, 0.01, 0.02, 0.03 s: x = 0, 1, 4, 9 pt. A quadratic fit
    // is exact, so the velocity at the newest sample is x'(0.03) = 2·10 000·0.03 = 600.
    // Around the newest sample (τ = t − 0.03): x = 10 000τ² + 600τ + 9.
    let estimator = estimator(configuration, [(0, 0, 0), (0.01, 1, 0), (0.02, 4, 0), (0.03, 9, 0)])
    let velocity = estimator.velocity(at: 0.03)
    #expect(close(velocity?.dx, 600))
    #expect(close(velocity?.dy, 0))
    let fit = try #require(estimator.fit())
    #expect(fit.sampleCount == 4)
    #expect(fit.degree == 2)
    #expect(close(fit.x[0], 9))
    #expect(close(fit.x[1], 600))
    #expect(close(fit.x[2], 10_000))
  }

  @Test func flutterGivesZeroWithFewerThanThreeSamples() {
    // Flutter: "unable to make a velocity estimate but we did have at least one valid
    // pointer position" → zero (GESTURES.md §4.1 step 4).
    #expect(estimator(.flutter, [(0, 0, 0)]).velocity(at: 0) == .zero)
    #expect(estimator(.flutter, [(0, 0, 0), (0.01, 5, 0)]).velocity(at: 0.01) == .zero)
    #expect(estimator(.flutter, [(0, 0, 0), (0.01, 5, 0)]).fit() == nil)
  }

  @Test func androidFitsALineThroughTwoSamplesAndNothingThroughOne() throws {
    // Android: one sample → no velocity; two → degree 1: 5 pt in 10 ms = 500 pt/s.
    #expect(estimator(.android, [(0, 0, 0)]).velocity(at: 0) == nil)
    let two = estimator(.android, [(0, 0, 0), (0.01, 5, 0)])
    #expect(close(two.velocity(at: 0.01)?.dx, 500))
    #expect(try #require(two.fit()).degree == 1)
  }

  @Test(arguments: [Configuration.flutter, .android])
  func aGapOfMoreThan40msEndsTheWindow(configuration: Configuration) {
    // A fast stroke (10 000 pt/s), a 50 ms pause, then 1 pt per 10 ms. Only the last
    // three samples are after the gap: a line of 100 pt/s.
    let estimator = estimator(
      configuration,
      [(0, 100, 0), (0.01, 200, 0), (0.02, 300, 0), (0.07, 300, 0), (0.08, 301, 0), (0.09, 302, 0)])
    #expect(close(estimator.velocity(at: 0.09)?.dx, 100))
  }

  @Test func aGapOfExactly40msDoesNotEndTheWindow() {
    // Offsets 10, 20, 60, 70 ms from a large origin: the 40 ms gap is not "more than
    // 40 ms" (upstream compares integer times), so all four samples of the line
    // x = 100·(t − origin) enter: 100 pt/s. (In doubles the gap comes out as
    // 0.040000000008 s; the 1 ns margin keeps it at 40 ms.) Were the gap taken as a
    // stop, two samples would remain and Flutter would report zero.
    let t = Self.origin
    let exact = estimator(.flutter, [(t + 0.01, 1, 0), (t + 0.02, 2, 0), (t + 0.06, 6, 0), (t + 0.07, 7, 0)])
    #expect(close(exact.velocity(at: t + 0.07)?.dx, 100))
    // 40.01 ms is more than 40 ms: two samples remain → zero.
    let longer = estimator(
      .flutter, [(t + 0.01, 1, 0), (t + 0.02, 2, 0), (t + 0.06001, 6.001, 0), (t + 0.07001, 7.001, 0)])
    #expect(longer.velocity(at: t + 0.07001) == .zero)
  }

  @Test func samplesOlderThanTheHorizonAreDropped() {
    // An outlier at t = 0 (x = 1000), then x = 100·t every 30 ms up to 0.12 s. The
    // outlier is 120 ms older than the newest sample (> 100 ms): out. The rest is a
    // line of 100 pt/s.
    let estimator = estimator(
      .flutter, [(0, 1000, 0), (0.03, 3, 0), (0.06, 6, 0), (0.09, 9, 0), (0.12, 12, 0)])
    #expect(close(estimator.velocity(at: 0.12)?.dx, 100))
    #expect(estimator.fit()?.sampleCount == 4)
  }

  @Test func theHorizonIncludesASampleExactly100msOld() {
    // With at least 4 samples required, the window must reach back to the sample that
    // is exactly 100 ms older than the newest: x = 100·(t − origin) → 100 pt/s.
    var configuration = Configuration.flutter
    configuration.minimumSampleCount = 4
    let t = Self.origin
    let exact = estimator(configuration, [(t, 0, 0), (t + 0.04, 4, 0), (t + 0.08, 8, 0), (t + 0.1, 10, 0)])
    #expect(close(exact.velocity(at: t + 0.1)?.dx, 100))
    // 100.000002 ms (2 ns more, beyond the 1 ns margin): three samples → zero.
    let older = estimator(
      configuration, [(t - 2e-9, 0, 0), (t + 0.04, 4, 0), (t + 0.08, 8, 0), (t + 0.1, 10, 0)])
    #expect(older.velocity(at: t + 0.1) == .zero)
  }

  @Test func atMostTwentySamplesAreKept() {
    // An outlier (x = 1000) then 20 samples 1 ms apart on x = 50·t: the ring of 20
    // overwrites the outlier; the 20 samples give 50 pt/s.
    var samples: [(Double, Double, Double)] = [(0, 1000, 0)]
    for k in 1...20 { samples.append((0.001 * Double(k), 0.05 * Double(k), 0)) }
    let estimator = estimator(.flutter, samples)
    #expect(estimator.sampleCount == 20)
    #expect(close(estimator.velocity(at: 0.02)?.dx, 50))
  }

  @Test func theHistorySizeIsConfigurable() {
    // With a history of 3, only 1, 2, 3 pt at 20, 30, 40 ms count: 100 pt/s. (The flat
    // start at 0 and 10 ms would pull a longer fit away from a line.)
    var configuration = Configuration.flutter
    configuration.historySize = 3
    let estimator = estimator(
      configuration, [(0, 0, 0), (0.01, 0, 0), (0.02, 1, 0), (0.03, 2, 0), (0.04, 3, 0)])
    #expect(close(estimator.velocity(at: 0.04)?.dx, 100))
  }

  @Test func androidReplacesASampleWithTheSameTimestamp() throws {
    // (0, 0), (0.01, 10), (0.02, 20), then (0.02, 40) replaces the third sample. The
    // quadratic through (0, 0), (0.01, 10), (0.02, 40) is x = 100 000·t² (10 = 1e5·1e-4,
    // 40 = 1e5·4e-4), whose slope at 0.02 s is 2·100 000·0.02 = 4000 pt/s.
    let samples: [(Double, Double, Double)] = [(0, 0, 0), (0.01, 10, 0), (0.02, 20, 0), (0.02, 40, 0)]
    let android = estimator(.android, samples)
    #expect(android.sampleCount == 3)
    #expect(close(android.velocity(at: 0.02)?.dx, 4000))
    // Flutter keeps both samples with the same time.
    let flutter = estimator(.flutter, samples)
    #expect(flutter.sampleCount == 4)
    #expect(try #require(flutter.fit()).sampleCount == 4)
  }

  @Test func theStopRuleRunsOnTraceTime() {
    // Newest sample at origin + 0.03; a query 40 ms later still gets 500 pt/s; one
    // more than 40 ms later gets Flutter's zero or Android's no estimate.
    let t = Self.origin
    let samples: [(Double, Double, Double)] = [(t, 0, 0), (t + 0.01, 5, 0), (t + 0.02, 10, 0), (t + 0.03, 15, 0)]
    #expect(close(estimator(.flutter, samples).velocity(at: t + 0.07)?.dx, 500))
    #expect(estimator(.flutter, samples).velocity(at: t + 0.0701) == .zero)
    #expect(close(estimator(.android, samples).velocity(at: t + 0.07)?.dx, 500))
    #expect(estimator(.android, samples).velocity(at: t + 0.0701) == nil)
    var configuration = Configuration.flutter
    configuration.assumeStoppedAfter = nil
    #expect(close(estimator(configuration, samples).velocity(at: t + 10)?.dx, 500))
  }

  @Test func aFailedFitFallsBack() {
    // Three samples at one instant: the time column of the Vandermonde matrix is zero,
    // so QR finds a zero column norm (Flutter → zero), and the closed form's
    // denominator Sxx·Sx2x2 − Sxx2² is 0·0 − 0² = 0 (Android → no estimate).
    let samples: [(Double, Double, Double)] = [(1, 0, 0), (1, 1, 0), (1, 2, 0)]
    #expect(estimator(.flutter, samples).velocity(at: 1) == .zero)
    var android = Configuration.android
    android.duplicateTimestamps = .keep
    #expect(estimator(android, samples).velocity(at: 1) == nil)
  }

  @Test(arguments: [Configuration.flutter, .android])
  func aDegreeOneFitIsTheRegressionSlope(configuration: Configuration) {
    // x = 0, 1, 4 at τ = −0.02, −0.01, 0 s. Means: τ̄ = −0.01, x̄ = 5/3. Slope =
    // Σ(τ−τ̄)(x−x̄) / Σ(τ−τ̄)² = (−0.01·−5/3 + 0 + 0.01·7/3) / (2·10⁻⁴) = 0.04 / 2e-4 = 200.
    var configuration = configuration
    configuration.degree = 1
    let estimator = estimator(configuration, [(0, 0, 0), (0.01, 1, 0), (0.02, 4, 0)])
    #expect(close(estimator.velocity(at: 0.02)?.dx, 200))
  }

  @Test func resetForgetsEverySample() {
    var estimator = estimator(.flutter, [(0, 0, 0), (0.01, 5, 0), (0.02, 10, 0)])
    estimator.reset()
    #expect(estimator.sampleCount == 0)
    #expect(estimator.velocity(at: 0.02) == nil)
    // A new stroke after the reset starts from scratch: 3 samples of 200 pt/s upwards.
    estimator.addSample(time: 0.03, position: Point(x: 0, y: 0))
    estimator.addSample(time: 0.04, position: Point(x: 0, y: -2))
    estimator.addSample(time: 0.05, position: Point(x: 0, y: -4))
    #expect(close(estimator.velocity(at: 0.05)?.dy, -200))
    #expect(close(estimator.velocity(at: 0.05)?.dx, 0))
  }

  @Test func configurationValidity() {
    #expect(Configuration.flutter.isValid)
    #expect(Configuration.android.isValid)
    #expect(!Configuration(minimumSampleCount: 1).isValid)
    #expect(!Configuration(degree: 0).isValid)
    #expect(!Configuration(historySize: 2, minimumSampleCount: 3).isValid)
    #expect(!Configuration(horizon: -0.1).isValid)
    #expect(!Configuration(stopGap: .nan).isValid)
    #expect(!Configuration(assumeStoppedAfter: .infinity).isValid)
  }

  @Test func presetsMatchTheDocumentedConstants() {
    // GESTURES.md §4.1 (Flutter) and §4.4 (Android).
    let flutter = Configuration.flutter
    #expect(flutter.horizon == 0.1 && flutter.historySize == 20 && flutter.minimumSampleCount == 3)
    #expect(flutter.degree == 2 && flutter.stopGap == 0.04 && flutter.assumeStoppedAfter == 0.04)
    #expect(flutter.duplicateTimestamps == .keep && flutter.solver == .flutter && flutter.fallback == .zero)
    let android = Configuration.android
    #expect(android.horizon == 0.1 && android.historySize == 20 && android.minimumSampleCount == 2)
    #expect(android.degree == 2 && android.stopGap == 0.04 && android.assumeStoppedAfter == 0.04)
    #expect(android.duplicateTimestamps == .replace && android.solver == .android && android.fallback == .noEstimate)
  }
}
