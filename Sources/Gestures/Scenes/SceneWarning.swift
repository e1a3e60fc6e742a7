/// Something odd a scene noticed while it ran, reported as an output record
/// rather than stopping the run (a touch outside every view, a run that did not
/// come to rest within its limit).
public struct SceneWarning: Hashable, Sendable {
  /// When, in seconds (trace time).
  public var time: Double
  /// What happened, as one sentence without a trailing period.
  public var message: String

  /// Creates a warning at `time` (seconds).
  public init(time: Double, message: String) {
    self.time = time
    self.message = message
  }
}
