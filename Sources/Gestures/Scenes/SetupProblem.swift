/// What is wrong with a scene's set-up: the setting at fault, where (for a `Screen`,
/// the view or recognizer), and why. The one problem type of the libraries.
///
/// Every configuration checks itself once (`RunnableScene.validate(_:)`, which
/// and `Screen.validate()`, which throw this), so that a front end says where
/// the bad value came from (the command line's flag, the trace's metadata line and
/// column, the screen file's key) in one place.
public struct SetupProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The setting at fault.
  public enum Key: Hashable, Sendable {
    /// The display's size, in points (`# viewport:`, `--viewport`).
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

    /// The key as the command line (`--name`), a trace's metadata and a screen file
    /// name it: `viewport`, `scale`, `refresh`, or the setting's own name.
    public var name: String {
      switch self {
      case .viewport: "viewport"
      case .scale: "scale"
      case .refresh: "refresh"
      case .setting(let name): name
      }
    }
  }

  /// The setting at fault.
  public var key: Key
  /// In a `Screen`, the id of the view or recognizer whose key is at fault; `nil` for
  /// the display's or the scene's own settings.
  public var id: String?
  /// Why its value cannot be used, e.g. "the refresh rate must be between 1 and
  /// 1000 Hz, got 0.0".
  public var reason: String

  /// A problem with `key` (of the view or recognizer `id` in a screen), for `reason`.
  public init(_ key: Key, _ reason: String, id: String? = nil) {
    self.key = key
    self.reason = reason
    self.id = id
  }

  /// The reason; for a view or recognizer, `"card0", key frame: ` and the reason.
  public var description: String {
    guard let id else { return reason }
    return "\"\(id)\", key \(key.name): \(reason)"
  }
}
