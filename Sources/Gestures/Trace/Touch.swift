import ScrollPhysics

/// One finger's sample within a touch event: one row of a trace.
public struct Touch: Hashable, Sendable {
  /// Identifies one finger from touch-down to lift. Non-negative; a value may be
  /// reused by a later finger once the earlier one has lifted.
  public var id: Int
  /// What the finger did.
  public var phase: TouchPhase
  /// Where the finger is, in screen points (origin top-left, y down).
  public var location: Point
  /// The force of the touch (`UITouch.force`; 1 is an average touch), if recorded.
  public var force: Double?
  /// The radius of the touch, in points (`UITouch.majorRadius`), if recorded.
  public var radius: Double?
  /// Whether UIKit delivered this sample through `coalescedTouches(for:)` rather
  /// than as the event's main touch.
  public var isCoalesced: Bool

  /// Creates a touch sample.
  @inlinable
  public init(id: Int, phase: TouchPhase, location: Point, force: Double? = nil, radius: Double? = nil, isCoalesced: Bool = false) {
    self.id = id
    self.phase = phase
    self.location = location
    self.force = force
    self.radius = radius
    self.isCoalesced = isCoalesced
  }
}
