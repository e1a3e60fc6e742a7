/// The scroll view's delegate: a value the scroll view calls synchronously, at
/// the point UIKit would, while it handles an input.
///
/// Every method receives the scroll view `inout`. During a call the delegate may
/// read it and change its public properties (`isPagingEnabled`, `bounces`,
/// `contentSize`, …), as the side-menu tutorial sets `pagingEnabled` inside
/// `scrollViewDidScroll`, and may call ``ScrollView/setContentOffset(_:animated:)``.
/// When each change takes effect is specified in docs/scroll-view.md
/// ("Property changes") and on ``ScrollView``: in short, a motion already running
/// keeps the parameters it started with, and the next release, touch or drag
/// step reads the new values.
///
/// Every method has a default implementation that does nothing, so a conforming
/// type implements only what it needs. The calls are made through
/// ``ScrollView/handle(_:at:delegate:into:)``, which passes the delegate `inout`
/// too: there is no reference cycle and no shared mutable state.
public protocol ScrollViewDelegate {
  /// The published content offset changed (at most once per input).
  mutating func scrollViewDidScroll(_ scrollView: inout ScrollView)
  /// A pan began: the user starts dragging.
  mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView)
  /// The finger lifted after a drag.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in points per **millisecond**, with the
  ///     sign of `contentOffset`.
  ///   - targetContentOffset: Where UIKit proposes the content comes to rest, in
  ///     points (the deceleration rests about a device pixel short of it). The
  ///     delegate may replace it; the scroll view then decelerates to the new
  ///     value (UIKit's new velocity and rate). On a paging scroll view the
  ///     profile decides: under `ios26` a target in range moves the settle to the
  ///     page nearest to it; under `ios7` the change is ignored.
  mutating func scrollViewWillEndDragging(
    _ scrollView: inout ScrollView, withVelocity velocity: Vector,
    targetContentOffset: inout Point)
  /// The drag ended; `decelerate` is true if the content keeps moving.
  mutating func scrollViewDidEndDragging(_ scrollView: inout ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own after the finger lifted.
  mutating func scrollViewWillBeginDecelerating(_ scrollView: inout ScrollView)
  /// The motion announced by `scrollViewWillBeginDecelerating` came to rest (or
  /// was caught, if so configured).
  mutating func scrollViewDidEndDecelerating(_ scrollView: inout ScrollView)
  /// An animated `setContentOffset` finished.
  mutating func scrollViewDidEndScrollingAnimation(_ scrollView: inout ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public mutating func scrollViewDidScroll(_ scrollView: inout ScrollView) {}
  /// Does nothing.
  public mutating func scrollViewWillBeginDragging(_ scrollView: inout ScrollView) {}
  /// Leaves the target unchanged.
  public mutating func scrollViewWillEndDragging(
    _ scrollView: inout ScrollView, withVelocity velocity: Vector,
    targetContentOffset: inout Point
  ) {}
  /// Does nothing.
  public mutating func scrollViewDidEndDragging(
    _ scrollView: inout ScrollView, willDecelerate decelerate: Bool
  ) {}
  /// Does nothing.
  public mutating func scrollViewWillBeginDecelerating(_ scrollView: inout ScrollView) {}
  /// Does nothing.
  public mutating func scrollViewDidEndDecelerating(_ scrollView: inout ScrollView) {}
  /// Does nothing.
  public mutating func scrollViewDidEndScrollingAnimation(_ scrollView: inout ScrollView) {}
}

/// A delegate that implements nothing: the scroll view runs on its own and only
/// the recorded callbacks tell what it would have called.
public struct NoScrollViewDelegate: ScrollViewDelegate, Sendable {
  /// Creates the empty delegate.
  @inlinable
  public init() {}
}
