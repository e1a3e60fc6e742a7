import Gestures

/// What `run`, `plot` and `view` do with their input once ``SceneInput`` has
/// opened it: read a trace to its end. One generic method, because the reader's
/// source differs with the input (a trace file, or a recording converted on the fly).
protocol TraceConsumer {
  /// Reads `reader` to its end; bad data is a `TraceError`. `label` names the input
  /// as a report shows it: the path, and for a recording in another format its
  /// format and how it was chosen, e.g. `swipe.txt (getevent recording, detected)`.
  mutating func consume<S: ByteSource, E: TextOutputStream>(
    _ reader: inout TraceReader<S>, label: String, errors: inout E
  ) throws(TraceError)
}
