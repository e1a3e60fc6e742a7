/// What is wrong with a scene's set-up: the setting at fault and why.
///
/// Every configuration checks itself once (`RunnableScene.validate(_:)`, which
/// throws this), so that a front end says where the bad value came from (the
/// command line's flag, the trace's metadata line and column) in one place.
public struct SetupProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The setting at fault.
  public enum Key: Hashable, Sendable {
    /// The screen's size, in points (`# viewport:`, `--viewport`).
    case viewport
    /// Device pixels per point (`# scale:`, `--scale`).
    case scale
    /// The display's refresh rate, in hertz (`# refresh:`, `--refresh`).
    case refresh
    /// A setting of the scene's own, by its name: the scroll-view scene's keys
    /// (`content`, `page-spacing`, …: its `# scroll-view:` keys and flags), the
    /// card stack's `flip-at`, or a property of a configuration built in code
    /// (`panHysteresis`, `cardCount`).
    case setting(String)
  }

  /// The setting at fault.
  public var key: Key
  /// Why its value cannot be used, e.g. "the refresh rate must be between 1 and
  /// 1000 Hz, got 0.0".
  public var reason: String

  /// A problem with `key`, for `reason`.
  public init(_ key: Key, _ reason: String) {
    self.key = key
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
