/// What a scene's record carries: a value that happened at a time (a frame, a tap,
/// a transition), comparable and sendable like the records themselves.
package protocol SceneRecordPayload: Hashable, Sendable {
  /// When it happened, in seconds (trace time).
  var time: Double { get }
}
