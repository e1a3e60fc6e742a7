import ScrollPhysics

/// A recognized tap and what it landed on (the `taps` list of `gesture-sim run`):
/// `SideMenuTap`, `DropdownTap` and `TransitionsTap` are this with their scene's
/// targets.
public struct SceneTap<T: RawRepresentable<String> & Hashable & Sendable>: SceneRecordPayload {
  /// What a tap can land on (the scene's enum; its raw value is the `target` field).
  public typealias Target = T

  /// When the tap was recognized (the lift), in seconds.
  public var time: Double
  /// Where the tap landed.
  public var target: Target
  /// The row it landed on, counted from 0, for the targets that are rows (a
  /// transitions tab is one: `TransitionsTap.index`); nil otherwise.
  public var row: Int?
  /// Where the finger went down, in screen points.
  public var location: Point

  /// Creates a tap record.
  public init(time: Double, target: Target, row: Int? = nil, location: Point) {
    self.time = time
    self.target = target
    self.row = row
    self.location = location
  }
}
