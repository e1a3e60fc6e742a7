import ScrollPhysics

/// What a pinch and a rotation recognizer report besides their value (`scale`,
/// `rotation`): UIKit's `velocity`, `location(in:)` and `numberOfTouches`, and the
/// transform analyzer's verdict. Both get them from `TransformRecognizer`.
@usableFromInline package protocol TransformReadout: GestureRecognizer {
  /// The velocity, in the value's unit per second (scale per second for a pinch,
  /// radians per second for a rotation), as UIKit reports it: `0.75·v_prev + 0.25·v`
  /// when the previous raw velocity is not zero, else the latest one.
  var velocity: Double { get }
  /// The centroid of the tracked fingers, in screen points; after the last lift, where
  /// the fingers were.
  var location: Point { get }
  /// How many fingers the recognizer tracks now.
  var numberOfTouches: Int { get }
  /// The component the transform analyzer found dominant at the latest move of two
  /// fingers, or `nil` if none did (or none was analyzed since the last reset).
  var dominantComponent: TransformComponent? { get }
}
