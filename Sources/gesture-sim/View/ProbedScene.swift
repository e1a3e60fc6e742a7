import Gestures

/// A scene that takes a sample of its base scene after every display frame: what
/// the frame record does not carry but a viewer shows, such as the content's
/// velocity at that frame. It forwards everything else, so the replay (frames run
/// and skipped, records) is exactly the base scene's.
///
/// `samples[i]` belongs to the i-th frame record, since a scene appends exactly one
/// frame record per `frame(at:into:)`.
struct ProbedScene<Base: Scene, Sample>: Scene {
  typealias Record = Base.Record

  /// The scene replayed.
  private(set) var base: Base
  /// What is sampled: the base scene after the frame, and the frame's time (seconds).
  let probe: (Base, Double) -> Sample
  /// One sample per frame run, in order.
  private(set) var samples: [Sample] = []

  init(_ base: Base, probe: @escaping (Base, Double) -> Sample) {
    self.base = base
    self.probe = probe
  }

  mutating func handle(_ event: TouchEvent, into records: inout [Record]) {
    base.handle(event, into: &records)
  }

  mutating func frame(at time: Double, into records: inout [Record]) {
    base.frame(at: time, into: &records)
    samples.append(probe(base, time))
  }

  var framesNeededFrom: Double? { base.framesNeededFrom }
  var isAtRest: Bool { base.isAtRest }
}
