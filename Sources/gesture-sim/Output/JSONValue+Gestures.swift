import ScrollPhysics

extension JSONValue {
  /// A pan's members in the scenes' jsonl: `translation` (points) and, when known,
  /// `velocity` (points per second), each an `[x, y]` pair.
  static func panMembers(translation: Vector, velocity: Vector?) -> [(String, JSONValue)] {
    [("translation", .pair(translation.dx, translation.dy))] + (velocity.map { [("velocity", .pair($0.dx, $0.dy))] } ?? [])
  }
}
