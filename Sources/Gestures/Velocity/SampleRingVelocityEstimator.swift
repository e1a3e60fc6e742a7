/// A velocity estimator that keeps its samples in a `SampleRing` (the Flutter and
/// Android trackers' ring, docs/sources.md, "Velocity estimation"): how many samples
/// it holds, the newest one's time and forgetting them are the ring's.
@usableFromInline package protocol SampleRingVelocityEstimator: VelocityEstimator {
  /// The samples, newest last.
  var samples: SampleRing { get set }
}

extension SampleRingVelocityEstimator {
  /// How many samples are stored (at most the ring's capacity, the estimator's history
  /// size); not all need enter the estimate.
  @inlinable
  package var sampleCount: Int { samples.count }

  /// The time of the newest sample, in seconds, or `nil` with no sample.
  @inlinable
  package var newestSampleTime: Double? { samples.newest?.time }

  /// Forgets every sample.
  @inlinable
  package mutating func reset() {
    samples.removeAll()
  }
}
