import ScrollPhysics

/// The most common custom paging: a `UIScrollViewDelegate` whose
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` rounds the
/// proposed resting offset to a grid, so that a fling stops on a row or a
/// column boundary (`gesture-sim run --scene scroll-view --snap 88`).
///
/// The rounding is to the nearest multiple of the interval along each axis
/// with a grid (`interval.width` along x, `interval.height` along y; 0 or less
/// leaves that axis alone), clamped to the scroll view's range so that the
/// target never asks for an overscroll. The scroll view then decelerates to the
/// new target (a paging scroll view ignores the change, as UIKit's does).
public struct GridSnapDelegate: ScrollViewSceneDelegate {
  /// The grid's spacing, in points, per axis; an axis whose value is 0 (or
  /// less) is not snapped. `.zero`: no snapping at all.
  public var interval: Size

  /// A delegate that snaps nothing.
  public init() {
    interval = .zero
  }

  /// A delegate that snaps to `interval` (points; `.zero` snaps nothing).
  public init(interval: Size) {
    self.interval = interval
  }

  /// A delegate that snaps both axes to `interval` points.
  public init(interval: Double) {
    self.interval = Size(width: interval, height: interval)
  }

  /// Rounds `targetContentOffset` to the grid, clamped to the range.
  public mutating func scrollViewWillEndDragging(
    _ scrollView: inout ScrollView, withVelocity velocity: Vector, targetContentOffset: inout Point
  ) {
    let minimum = scrollView.minimumContentOffset
    let maximum = scrollView.maximumContentOffset
    targetContentOffset.x = Self.snapped(targetContentOffset.x, interval.width, minimum.x, maximum.x)
    targetContentOffset.y = Self.snapped(targetContentOffset.y, interval.height, minimum.y, maximum.y)
  }

  /// `value` (points) rounded to the nearest multiple of `interval` (half-way
  /// cases away from zero), clamped to `low…high`; unchanged when `interval` ≤ 0.
  package static func snapped(_ value: Double, _ interval: Double, _ low: Double, _ high: Double) -> Double {
    guard interval > 0, interval.isFinite else { return value }
    let rounded = (value / interval).rounded(.toNearestOrAwayFromZero) * interval
    return Swift.min(Swift.max(rounded, low), high)
  }
}
