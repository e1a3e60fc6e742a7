/// A delegate callback the scroll view made, recorded as a value with its time.
///
/// The order is UIKit's (docs/sources.md, "Delegate callbacks"):
///
/// ```
/// drag:      willBeginDragging → didScroll* → willEndDragging → didEndDragging(willDecelerate)
///            if willDecelerate: → willBeginDecelerating → didScroll* → didEndDecelerating
/// animated setContentOffset:    didScroll* → didEndScrollingAnimation
/// setContentOffset, not animated: didScroll (if the offset changed)
/// ```
///
/// `scrollViewDidScroll` is sent at most once per input, whenever the published
/// (pixel-rounded) offset changed, plus once per `setContentOffset` a delegate
/// requests from inside a callback.
public struct ScrollViewCallback: Hashable, Sendable {
  /// The time of the input that caused the callback, in seconds.
  public var time: Double
  /// Which callback, with its arguments.
  public var kind: Kind

  /// Creates a record of a callback at `time` (seconds).
  @inlinable
  public init(time: Double, _ kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// A `UIScrollViewDelegate` method and its arguments.
  public enum Kind: Hashable, Sendable {
    /// `scrollViewWillBeginDragging(_:)`: the pan began.
    case scrollViewWillBeginDragging
    /// `scrollViewDidScroll(_:)`, with the new published content offset, in
    /// points (a multiple of 1/scale).
    case scrollViewDidScroll(contentOffset: Point)
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the
    /// arguments the delegate received: the release velocity in points per
    /// **millisecond** with `contentOffset`'s sign (content moving towards
    /// larger offsets is positive, so a finger moving up gives velocity.y > 0),
    /// and the proposed resting offset, in points (before any change by the
    /// delegate).
    case scrollViewWillEndDragging(velocity: Vector, targetContentOffset: Point)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`: `willDecelerate` is true if
    /// the content keeps moving after the finger lifted.
    case scrollViewDidEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    case scrollViewWillBeginDecelerating
    /// `scrollViewDidEndDecelerating(_:)`.
    case scrollViewDidEndDecelerating
    /// `scrollViewDidEndScrollingAnimation(_:)`: an animated `setContentOffset`
    /// finished.
    case scrollViewDidEndScrollingAnimation
    /// `scrollViewWillBeginZooming(_:with:)`: a pinch or an animated zoom is
    /// about to change the zoom scale (`ScrollViewZoom`; a scroll view that does
    /// not zoom never sends it).
    case scrollViewWillBeginZooming
    /// `scrollViewDidZoom(_:)`, with the new zoom scale (dimensionless; UIKit's
    /// delegate reads it from `zoomScale`).
    case scrollViewDidZoom(zoomScale: Double)
    /// `scrollViewDidEndZooming(_:with:atScale:)`, with the zoom scale it ended at
    /// (dimensionless).
    case scrollViewDidEndZooming(atScale: Double)
  }
}

extension ScrollViewCallback.Kind {
  /// The `UIScrollViewDelegate` method's name without arguments, e.g.
  /// `scrollViewDidScroll`.
  public var name: String {
    switch self {
    case .scrollViewWillBeginDragging: return "scrollViewWillBeginDragging"
    case .scrollViewDidScroll: return "scrollViewDidScroll"
    case .scrollViewWillEndDragging: return "scrollViewWillEndDragging"
    case .scrollViewDidEndDragging: return "scrollViewDidEndDragging"
    case .scrollViewWillBeginDecelerating: return "scrollViewWillBeginDecelerating"
    case .scrollViewDidEndDecelerating: return "scrollViewDidEndDecelerating"
    case .scrollViewDidEndScrollingAnimation: return "scrollViewDidEndScrollingAnimation"
    case .scrollViewWillBeginZooming: return "scrollViewWillBeginZooming"
    case .scrollViewDidZoom: return "scrollViewDidZoom"
    case .scrollViewDidEndZooming: return "scrollViewDidEndZooming"
    }
  }
}

extension ScrollViewCallback: CustomStringConvertible {
  /// `t name(arguments)`, e.g. `0.5 scrollViewDidEndDragging(willDecelerate: true)`.
  public var description: String {
    call(time: "\(time)", number: { "\($0)" })
  }

  /// `t name(arguments)` with the time as `time` and every number as `number`
  /// prints them, the velocity followed by `velocityUnit` (e.g. `" pt/ms"`).
  package func call(time: String, number: (Double) -> String, velocityUnit: String = "") -> String {
    func pair(_ x: Double, _ y: Double) -> String { "(\(number(x)), \(number(y)))" }
    switch kind {
    case .scrollViewDidScroll(let offset):
      return "\(time) scrollViewDidScroll(contentOffset: \(pair(offset.x, offset.y)))"
    case .scrollViewWillEndDragging(let velocity, let target):
      return "\(time) scrollViewWillEndDragging(velocity: \(pair(velocity.dx, velocity.dy))\(velocityUnit), "
        + "targetContentOffset: \(pair(target.x, target.y)))"
    case .scrollViewDidEndDragging(let decelerate):
      return "\(time) scrollViewDidEndDragging(willDecelerate: \(decelerate))"
    case .scrollViewDidZoom(let zoomScale):
      return "\(time) scrollViewDidZoom(zoomScale: \(number(zoomScale)))"
    case .scrollViewDidEndZooming(let scale):
      return "\(time) scrollViewDidEndZooming(atScale: \(number(scale)))"
    case .scrollViewWillBeginDragging, .scrollViewWillBeginDecelerating,
      .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .scrollViewWillBeginZooming:
      return "\(time) \(kind.name)"
    }
  }
}
