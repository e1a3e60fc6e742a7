import ScrollPhysics

/// Where one card sits in the stack before its flip transform: its frame, the
/// width of its white border and the alpha of the black overlay that darkens it
/// ("Geometry and layout"; docs/cards.md).
///
/// `CardStackGeometry.layout(atDepth:)` gives the layout of each depth; while the
/// stack moves, a card's layout is interpolated from where it was to its new
/// depth's layout (`interpolated(to:progress:)`).
package struct CardLayout: Hashable, Sendable {
  /// The card's frame in the screen's coordinates, in points, before the flip
  /// transform (the layer's frame with an identity transform).
  package var frame: Rect
  /// The width of the card's white border, in points.
  package var borderWidth: Double
  /// The alpha of the black overlay in front of the card's content, 0 (no
  /// dimming) … 1 (black).
  package var dimming: Double

  /// The layout a `UIView` animation shows at `progress` (the timing curve's
  /// output, 0 at the start, 1 at the end) on the way from `self` to `target`.
  ///
  /// The frame (origin and size) and the dimming alpha are animatable and move
  /// linearly with `progress`: `self + (target − self)·progress`. The border width
  /// is not: changing `layer.borderWidth` inside a UIView animation block takes
  /// effect at once, without animation (the tutorial: "修改 borderWidth 在所有 UIView
  /// 动画里都不会产生动画的效果", it does not animate in any UIView animation), so
  /// the result has `target.borderWidth` throughout.
  package func interpolated(to target: CardLayout, progress: Double) -> CardLayout {
    @inline(__always) func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    return CardLayout(
      frame: Rect(
        x: mix(frame.minX, target.frame.minX), y: mix(frame.minY, target.frame.minY),
        width: mix(frame.size.width, target.frame.size.width), height: mix(frame.size.height, target.frame.size.height)),
      borderWidth: target.borderWidth,
      dimming: mix(dimming, target.dimming))
  }
}
