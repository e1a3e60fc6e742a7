import ScrollPhysics

/// An action message of one of the scroll-view scene's recognizers: the scroll
/// view's pan, or the tap on its content.
public struct ScrollViewSceneGesture: Hashable, Sendable {
  /// Which recognizer.
  public enum Recognizer: String, Hashable, Sendable, CaseIterable {
    /// The scroll view's `panGestureRecognizer`.
    case pan
    /// A `UITapGestureRecognizer` on the content (one tap, one finger).
    case tap
  }

  /// The time of the message, in seconds.
  public var time: Double
  /// The recognizer that sent it.
  public var recognizer: Recognizer
  /// Its state (`ended` for a recognized tap).
  public var state: GestureState
  /// The touches' centroid, in screen points.
  public var location: Point
  /// The pan's translation, in points, following the finger (zero for a tap).
  public var translation: Vector
  /// The pan's release velocity, in points per second following the finger (its
  /// `velocity(in:)` when it ends); nil otherwise.
  public var velocity: Vector?

  /// Creates a gesture record.
  public init(
    time: Double, recognizer: Recognizer, state: GestureState, location: Point, translation: Vector = .zero,
    velocity: Vector? = nil
  ) {
    self.time = time
    self.recognizer = recognizer
    self.state = state
    self.location = location
    self.translation = translation
    self.velocity = velocity
  }
}
