/// UIScrollView's zoom laws, read from the public decompilation of UIKitCore
/// for iOS 26.1 (docs/scroll-view.md, "Zooming"; docs/sources.md, "Zooming"):
/// the rubber band past the zoom limits, its inverse, and the duration of an
/// animated zoom. Scales are dimensionless (1 = unzoomed).
package enum ZoomLaw {
  /// The scale shown for a requested scale `s` (`_zoomRubberBandScaleForScale:`):
  /// `s` within [minimum, maximum]; past the maximum `max·(2 − max/s)`, which
  /// tends to 2·max; below the minimum `min / (2 − s/min)`, which tends to min/2.
  package static func rubberBandScale(_ s: Double, minimum: Double, maximum: Double) -> Double {
    if s > maximum { return maximum * (2 - maximum / s) }
    if s < minimum { return minimum / (2 - s / minimum) }
    return s
  }

  /// The requested scale that shows `r` (`_zoomScaleForRubberBandScale:`), the
  /// inverse of ``rubberBandScale(_:minimum:maximum:)``: past the maximum
  /// `max / (2 − r/max)`, below the minimum `min·(2 − min/r)`.
  package static func scale(forRubberBandScale r: Double, minimum: Double, maximum: Double) -> Double {
    if r > maximum { return maximum / (2 - r / maximum) }
    if r < minimum { return minimum * (2 - minimum / r) }
    return r
  }

  /// The duration of an animated zoom from scale `from` to `to`, in seconds
  /// (`_zoomAnimationDurationForScale:`): `min(0.3·|ln from − ln to| + 0.1, 0.4)`.
  /// From 1 to 2: 0.3·ln 2 + 0.1 = 0.308 s; the same scale: 0.1 s.
  package static func animationDuration(from: Double, to: Double) -> Double {
    Swift.min(0.3 * (Elementary.log(from) - Elementary.log(to)).magnitude + 0.1, 0.4)
  }

  /// The duration of the offset adjustment that follows a pinch ending within
  /// the limits, in seconds (0.2, `_updatePinchGestureForState:`).
  package static let adjustmentDuration = 0.2

  /// The scale that fits `rect` (points, zoom-view coordinates) into `bounds`
  /// (`zoom(to:animated:)`): `bw/rw` if the rect's height at that scale fits,
  /// `bh/rh` otherwise; not yet clamped to the limits.
  package static func scale(fitting rect: Rect, in bounds: Size) -> Double {
    let widthScale = bounds.width / rect.size.width
    return rect.size.height * widthScale <= bounds.height ? widthScale : bounds.height / rect.size.height
  }
}
