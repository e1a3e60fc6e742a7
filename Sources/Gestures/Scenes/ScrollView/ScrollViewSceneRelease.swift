import ScrollPhysics

/// One release of a drag, as `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` saw it.
public struct ScrollViewSceneRelease: Hashable, Sendable {
  /// When the finger lifted, in seconds.
  public var time: Double
  /// The release velocity, in points per **millisecond**, with `contentOffset`'s sign.
  public var velocity: Vector
  /// The proposed resting offset, in points, before the delegate.
  public var proposedTarget: Point
}
