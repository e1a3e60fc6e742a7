/// The value a pinch or rotation recognizer reports with an output, with its velocity
/// as UIKit reports it (`UIPinchGestureRecognizer.scale`/`velocity`,
/// `UIRotationGestureRecognizer.rotation`/`velocity`).
public enum GestureTransform: Hashable, Sendable {
  /// A pinch: `scale` is the ratio of the fingers' distance to the (re-based) initial
  /// distance (unitless, 1 at rest); `velocity` is in scale per second, reported as
  /// UIKit blends it (docs/recognizers.md, "Pinch").
  case pinch(scale: Double, velocity: Double)
  /// A rotation: `radians` is the angle turned since the gesture began, clockwise on
  /// screen positive, counting whole turns (no wrap); `velocity` is in radians per
  /// second, reported as UIKit blends it (docs/recognizers.md, "Rotation").
  case rotation(radians: Double, velocity: Double)

  /// A pinch's scale, or `nil` for a rotation.
  @inlinable
  public var scale: Double? {
    switch self {
    case .pinch(let scale, _): return scale
    case .rotation: return nil
    }
  }

  /// A rotation's angle in radians, or `nil` for a pinch.
  @inlinable
  public var rotation: Double? {
    switch self {
    case .pinch: return nil
    case .rotation(let radians, _): return radians
    }
  }
}

extension GestureTransform: CustomStringConvertible {
  /// For example `scale 1.5 velocity 0.25` or `rotation 0.5 rad velocity 1.0`.
  public var description: String {
    switch self {
    case .pinch(let scale, let velocity): return "scale \(scale) velocity \(velocity)"
    case .rotation(let radians, let velocity): return "rotation \(radians) rad velocity \(velocity)"
    }
  }
}
