import Gestures
import ScrollPhysics

// The members the scenes' json and jsonl outputs share.
extension JSONValue {
  /// A pan's members in the scenes' jsonl: `translation` (points) and, when known,
  /// `velocity` (points per second), each an `[x, y]` pair.
  static func panMembers(translation: Vector, velocity: Vector?) -> [(String, JSONValue)] {
    [("translation", .pair(translation.dx, translation.dy))] + (velocity.map { [("velocity", .pair($0.dx, $0.dy))] } ?? [])
  }

  /// A record's jsonl line: `t` (seconds, the trace's time base) and `type`, then `members`.
  @inline(__always)
  static func line(_ record: some SceneRecord, _ members: [(String, JSONValue)]) -> JSONValue {
    let (type, time) = record.typeAndTime
    return .object([("t", .time(time)), ("type", .string(type))] + members)
  }

  /// The run's `trace` object: events, touches (one finger from touch-down to lift
  /// each), the most fingers down at once, and the duration in seconds (to the
  /// microsecond, `Rounded`).
  static func traceFacts(of run: some SceneSummary) -> JSONValue {
    .object([
      ("events", .int(run.events)), ("touches", .int(run.touches)), ("maxFingersDown", .int(run.maxFingersDown)),
      ("duration", .number(Rounded.time(run.duration))),
    ])
  }

  /// The final state's `restTime` member: when the scene came to rest, seconds in the
  /// trace's time base (`Formatting.restTime(of:)`), or null when it did not.
  static func restTime(of run: some SceneSummary) -> (String, JSONValue) {
    ("restTime", Formatting.restTime(of: run).map { .time($0) } ?? .null)
  }

  /// A refused touch's members: its finger `id` and `location` (points).
  static func refusedMembers(_ touch: RefusedTouch) -> [(String, JSONValue)] {
    [("id", .int(touch.touchID)), ("location", .pair(touch.location.x, touch.location.y))]
  }
}
