import ScrollPhysics

/// A fixed-capacity ring of timed positions, newest last, as the Flutter and Android
/// velocity trackers keep them (docs/sources.md, "Velocity estimation").
///
/// The storage is allocated once, when the ring is created; appending, replacing and
/// clearing never allocate (as long as the ring is not shared with a copy). When the
/// ring is full, appending overwrites the oldest sample.
@usableFromInline
package struct SampleRing: Sendable {
  /// One sample: a time in seconds and a position in points.
  @usableFromInline
  struct Sample: Sendable {
    /// When, in seconds.
    @usableFromInline var time: Double
    /// Where, in points.
    @usableFromInline var position: Point

    @inlinable
    init(time: Double, position: Point) {
      self.time = time
      self.position = position
    }
  }

  /// The slots; `storage.count` is the capacity.
  @usableFromInline var storage: [Sample]
  /// The slot of the newest sample (meaningless while `count` is 0).
  @usableFromInline var newestIndex: Int
  /// How many slots hold samples, at most the capacity.
  @usableFromInline var count: Int

  /// Creates an empty ring holding at most `capacity` (≥ 1) samples.
  @inlinable
  init(capacity: Int) {
    precondition(capacity >= 1, "a sample ring needs a capacity of at least 1")
    storage = Array(repeating: Sample(time: 0, position: .zero), count: capacity)
    newestIndex = capacity - 1
    count = 0
  }

  /// The most samples the ring holds.
  @inlinable
  var capacity: Int { storage.count }

  /// The newest sample, or `nil` when the ring is empty.
  @inlinable
  var newest: Sample? { count == 0 ? nil : storage[newestIndex] }

  /// The sample `age` places older than the newest one (0 is the newest).
  /// `age` must be less than `count`.
  @inlinable
  subscript(age age: Int) -> Sample {
    var index = newestIndex - age
    if index < 0 { index += storage.count }
    return storage[index]
  }

  /// Forgets every sample, keeping the storage.
  @inlinable
  mutating func removeAll() {
    count = 0
    newestIndex = storage.count - 1
  }

  /// Adds `sample` as the newest, overwriting the oldest when the ring is full.
  @inlinable
  mutating func append(_ sample: Sample) {
    newestIndex += 1
    if newestIndex == storage.count { newestIndex = 0 }
    storage[newestIndex] = sample
    if count < storage.count { count += 1 }
  }

  /// Replaces the newest sample with `sample`. The ring must not be empty.
  @inlinable
  mutating func replaceNewest(with sample: Sample) {
    storage[newestIndex] = sample
  }

  /// Adds the position (points) at `time` (seconds) as the newest sample: an
  /// estimator's `addSample`. With `replacingSameTime`, a sample at the newest
  /// sample's time (within ``TraceTimeComparison``'s margin) replaces it.
  ///
  /// - Precondition: `time` is not earlier than the newest sample's time.
  @inlinable
  mutating func add(time: Double, position: Point, replacingSameTime: Bool = false) {
    let sample = Sample(time: time, position: position)
    if let newest {
      precondition(
        time >= newest.time - TraceTimeComparison.tolerance,
        "velocity samples must not go back in time")
      if replacingSameTime && TraceTimeComparison.same(time, newest.time) {
        replaceNewest(with: sample)
        return
      }
    }
    append(sample)
  }
}
