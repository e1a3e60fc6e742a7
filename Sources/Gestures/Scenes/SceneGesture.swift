import ScrollPhysics

/// The recognizers of a scene whose `gesture` records ``SceneGesture`` carries:
/// the scroll view's pan and the scene's taps.
public protocol SceneGestureRecognizer: Hashable, Sendable {
  /// The scroll view's `panGestureRecognizer`.
  static var pan: Self { get }
}

/// An action message of one of a scroll-view scene's gesture recognizers (the
/// `gesture` records of `gesture-sim run`): UIKit's `began`, `changed`, `ended`
/// (= recognized) and `cancelled`. Failures send no action message in UIKit and
/// are not recorded. The side menu, the table and the scroll-view scene each name
/// their recognizers (`SideMenuGesture`, `TableGesture`, `ScrollViewSceneGesture`).
public struct SceneGesture<Recognizer: SceneGestureRecognizer>: Hashable, Sendable {
  /// When, in seconds (trace time).
  public var time: Double
  /// Which recognizer.
  public var recognizer: Recognizer
  /// The state entered: `began`, `changed`, `ended` or `cancelled` (`ended` for a
  /// recognized tap).
  public var state: GestureState
  /// A pan's centroid or a tap's location, in screen points.
  public var location: Point
  /// A pan's translation, in points, following the finger (zero for a tap).
  public var translation: Vector
  /// A pan's release velocity, in points per second following the finger, on
  /// `ended` and `cancelled` (its `velocity(in:)`: the iOS scroll-view estimate
  /// with the rest-before-lift rule); `nil` otherwise.
  public var velocity: Vector?
  /// The row a tap reports (a menu row, a table row), counted from 0; `nil` for a
  /// pan, a tap without rows, or a tap below the last row.
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

  /// The record of the pan's action message `output`: its time, state, centroid,
  /// translation and release velocity.
  init(pan output: GestureOutput) {
    self.init(
      time: output.time, recognizer: .pan, state: output.state, location: output.location,
      translation: output.translation, velocity: output.velocity)
  }
}
