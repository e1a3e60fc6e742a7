/// A velocity estimator that keeps its samples in a `SampleRing` (the least-squares
/// and the scroll-view estimators): the bookkeeping of the samples, written once.
/// Package, not internal, so that what it adds is readable outside the module; the
/// ring itself stays opaque there.
@usableFromInline
package protocol SampleRingEstimator: VelocityEstimator {
  /// The samples, newest last.
  var samples: SampleRing { get set }
}

extension SampleRingEstimator {
  /// How many samples are stored (at most the ring's capacity); not all need enter the
  /// estimate.
  @usableFromInline package var sampleCount: Int { samples.count }

  /// The time of the newest sample, in seconds, or `nil` with no sample.
  @usableFromInline package var newestSampleTime: Double? { samples.newest?.time }

  /// Forgets every sample.
  @usableFromInline package mutating func reset() {
    samples.removeAll()
  }
}
