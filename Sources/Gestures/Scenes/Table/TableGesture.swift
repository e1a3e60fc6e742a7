import ScrollPhysics

/// An action message of one of the table's gesture recognizers (the `gesture`
/// records of `gesture-sim run --scene table`): the scroll view's pan (`began`,
/// `changed`, `ended`, `cancelled`) or a recognized tap on a row.
public struct TableGesture: Hashable, Sendable {
  /// Which recognizer.
  public enum Recognizer: String, Hashable, Sendable, CaseIterable {
    /// The scroll view's pan (the whole viewport).
    case pan
    /// A tap on the table: it only reports the row (the seed's controller has no
    /// selection action).
    case tap
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
  /// A pan's release velocity on `ended` and `cancelled`, in points per second
  /// following the finger (the iOS scroll-view estimate with the rest-before-lift
  /// rule); nil otherwise.
  public var velocity: Vector?
  /// A tap's row, counted from 0, or nil (a pan, or a tap below the last row).
  public var row: Int?

  /// Creates a gesture record.
  public init(
    time: Double, recognizer: Recognizer, state: GestureState, location: Point, translation: Vector = .zero,
    velocity: Vector? = nil, row: Int? = nil
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
