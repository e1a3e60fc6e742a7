/// An animated zoom as Core Animation shows it: the scroll view's model values
/// (zoom scale, content offset) jump to their targets at once, and the screen
/// shows them moving from where they were over `duration` along UIView's
/// default ease-in-out curve (`UIView.animate(withDuration:…,
/// options: .beginFromCurrentState)`; docs/scroll-view.md, "Zooming").
package struct ZoomAnimation: Hashable, Sendable {
  /// When the animation started, in seconds.
  package let start: Double
  /// How long it runs, in seconds (≥ 0).
  package let duration: Double
  /// The zoom scale shown at the start and at the end (dimensionless).
  package let fromScale: Double
  package let toScale: Double
  /// The content offset shown at the start and at the end, in points.
  package let fromOffset: Point
  package let toOffset: Point
  /// Whether its end sends `scrollViewDidEndZooming(atScale: toScale)` (a zoom
  /// animation; false for the offset adjustment after a pinch).
  package let endsZooming: Bool

  /// The fraction of the change shown at `time` (seconds): the ease-in-out curve
  /// of the elapsed fraction, 0 before the start and 1 from the end on.
  package func progress(at time: Double) -> Double {
    guard duration > 0 else { return time >= start ? 1 : 0 }
    let elapsed = Swift.min(Swift.max((time - start) / duration, 0), 1)
    return TimingCurve.easeInEaseOut.progress(at: elapsed)
  }

  /// The zoom scale shown at `time` (seconds).
  package func scale(at time: Double) -> Double {
    fromScale + (toScale - fromScale) * progress(at: time)
  }

  /// The content offset shown at `time` (seconds), in points.
  package func contentOffset(at time: Double) -> Point {
    let f = progress(at: time)
    return Point(x: fromOffset.x + (toOffset.x - fromOffset.x) * f, y: fromOffset.y + (toOffset.y - fromOffset.y) * f)
  }

  /// When it ends, in seconds.
  package var end: Double { start + duration }
}
