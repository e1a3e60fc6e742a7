import ScrollPhysics

/// An action message of one of the scene's gesture recognizers (the `gesture`
/// records of `gesture-sim run`): UIKit's `began`, `changed`, `ended`
/// (= recognized) and `cancelled`. Failures send no action message in UIKit and
/// are not recorded.
public struct SideMenuGesture: Hashable, Sendable {
  /// Which recognizer.
  public enum Recognizer: Hashable, Sendable {
    /// The scroll view's pan (the whole viewport).
    case pan
    /// A tap on `target`.
    case tap(SideMenuTap.Target)

    /// The recognizer kind as the `recognizer` field of a gesture record: `pan` or `tap`.
    public var kind: String {
      switch self {
      case .pan: return "pan"
      case .tap: return "tap"
      }
    }
  }

  /// When, in seconds (trace time).
  public var time: Double
  /// Which recognizer.
  public var recognizer: Recognizer
  /// The state entered: `began`, `changed`, `ended` or `cancelled`.
  public var state: GestureState
  /// A pan's centroid or a tap's location, in screen points.
  public var location: Point
  /// A pan's translation, in points (zero for a tap).
  public var translation: Vector
  /// A pan's release velocity, in points per second following the finger, on
  /// `ended` and `cancelled` (the iOS scroll-view estimate with the
  /// rest-before-lift rule); `nil` otherwise.
  public var velocity: Vector?
  /// The menu row of a menu-row tap, counted from 0; `nil` otherwise.
  public var row: Int?

  /// Creates a gesture record.
  public init(
    time: Double, recognizer: Recognizer, state: GestureState, location: Point,
    translation: Vector = .zero, velocity: Vector? = nil, row: Int? = nil
  ) {
    self.time = time
    self.recognizer = recognizer
    self.state = state
    self.location = location
    self.translation = translation
    self.velocity = velocity
    self.row = row
  }
}
