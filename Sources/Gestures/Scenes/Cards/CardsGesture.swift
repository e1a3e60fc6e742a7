import ScrollPhysics

/// An action message of the card stack's pan recognizer (the `gesture` records
/// of `gesture-sim run --scene cards`): UIKit's `began`, `changed`, `ended` and
/// `cancelled`, with what the scene made of it. Failures send no action message
/// and are not recorded.
package struct CardsGesture: Hashable, Sendable {
  /// When, in seconds (trace time).
  package var time: Double
  /// The state entered: `began`, `changed`, `ended` or `cancelled`.
  package var state: GestureState
  /// The centroid of the pan's touches, in screen points.
  package var location: Point
  /// The pan's translation, in points (y down).
  package var translation: Vector
  /// The pan's velocity, in points per second: at `began` the estimate that picked
  /// the direction, at `ended` and `cancelled` the release estimate; `nil` for
  /// `changed` and when the estimator had none.
  package var velocity: Vector?
  /// The direction the pan picked when it began.
  package var direction: CardFlip.Direction
  /// `translation.y / flipDistance` clamped to 0…1 (down) or −1…0 (up); dimensionless.
  package var percent: Double
  /// The card the pan turns (index, counted from 0); `nil` when the pan is ignored.
  package var card: Int?

  /// Creates a gesture record.
  package init(
    time: Double, state: GestureState, location: Point, translation: Vector, velocity: Vector?,
    direction: CardFlip.Direction, percent: Double, card: Int?
  ) {
    self.time = time
    self.state = state
    self.location = location
    self.translation = translation
    self.velocity = velocity
    self.direction = direction
    self.percent = percent
    self.card = card
  }
}
