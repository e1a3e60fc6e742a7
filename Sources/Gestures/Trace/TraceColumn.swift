/// A column of a trace file, named by its header field.
///
/// The header of a trace names its columns in any order. `t`, `id`, `phase`,
/// `x` and `y` are required; `force`, `radius` and `coalesced` are optional and
/// their fields may be empty. See `docs/trace-format.md`.
public enum TraceColumn: String, Hashable, Sendable, CaseIterable {
  /// The event time, in seconds (any origin; UIKit uses seconds since boot).
  case t
  /// The finger: a non-negative integer that identifies one finger from
  /// touch-down to lift.
  case id
  /// The phase: `began`, `moved`, `stationary`, `ended` or `cancelled`.
  case phase
  /// The horizontal screen coordinate, in points.
  case x
  /// The vertical screen coordinate, in points (y grows downwards).
  case y
  /// The touch force (`UITouch.force`, 1 is an average touch); optional.
  case force
  /// The touch radius, in points (`UITouch.majorRadius`); optional.
  case radius
  /// `1` for a sample UIKit delivered through `coalescedTouches(for:)`, `0` or
  /// empty otherwise; optional.
  case coalesced

  /// Whether every trace must have this column (`t`, `id`, `phase`, `x`, `y`).
  @inlinable
  package var isRequired: Bool {
    switch self {
    case .t, .id, .phase, .x, .y: return true
    case .force, .radius, .coalesced: return false
    }
  }

  /// The required columns in the order the writer puts them: `t,id,phase,x,y`.
  package static let required: [TraceColumn] = [.t, .id, .phase, .x, .y]
}
