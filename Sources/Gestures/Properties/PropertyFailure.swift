/// How a trace broke a property: what should have happened and what did.
///
/// A property builds this value only when it fails, so passing cases build no strings.
package struct PropertyFailure: Hashable, Sendable {
  /// What the property expected, e.g. "the tap recognizer does not succeed once the
  /// pan has begun".
  package var expected: String
  /// What happened instead, e.g. "pan #1 began at t=0.108 s and tap #0 was recognized
  /// at t=0.2 s".
  package var actual: String
  /// When the violation was seen, in trace seconds, if the property knows.
  package var time: Double?
  /// The scene's settings the failure needs to replay in `gesture-sim run`, as trace
  /// metadata (the scroll-view scene's `# scroll-view:` line); written into the
  /// counterexample's CSV. Empty when the scene has none beyond its options.
  package var sceneSettings: [TraceMetadata.Entry] = []

  /// Creates a failure.
  package init(expected: String, actual: String, time: Double? = nil) {
    self.expected = expected
    self.actual = actual
    self.time = time
  }
}
