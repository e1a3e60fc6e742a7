import ScrollPhysics

/// The scroll indicators a `UIScrollView` draws for a content offset, as
/// `gesture-sim view` draws them (the scroll-view scene and the table): a vertical
/// bar along the right edge when the content scrolls vertically, a horizontal bar
/// along the bottom edge when it scrolls horizontally, in the scroll view's frame
/// (points, origin at its top-left).
///
/// UIKit documents when the indicators show (`showsVerticalScrollIndicator`,
/// `flashScrollIndicators()`: while the content scrolls, then they fade) and where
/// their track lies (`verticalScrollIndicatorInsets`, `horizontalScrollIndicatorInsets`:
/// the scroll view's edges inset by these, zero here since the scene's scroll view
/// has no safe area; `contentInset` does not move them, it only widens the range
/// scrolled through), but not their geometry. The values and the formula are those
/// Flutter's `CupertinoScrollbar` measured on iOS 13.1 and uses to imitate it
/// (flutter/flutter, `packages/flutter/lib/src/cupertino/scrollbar.dart` and the
/// `ScrollbarPainter` of `packages/flutter/lib/src/widgets/scrollbar.dart`):
/// - thickness 3 pt, 3 pt from the edge across and along the track
///   (`thickness`, `margin`);
/// - along an axis with the range `minimum…maximum` of the content offset and the
///   bounds' extent `B`, the track is `T = B − 2 × margin`, shortened by
///   `thickness + margin` at the corner when the other axis's bar shows too (so the
///   two bars never cross, as UIKit draws them);
/// - the length is the visible fraction of the whole scrollable extent,
///   `T × clamp((B − o) / (maximum − minimum + B), 0, 1)` with `o` the overscroll
///   (how far the offset is past the range; 0 inside it), at least
///   `min(T, minimumOverscrollLength)` and at most `T`, and no shorter than
///   `min(minimumLength, T)` inside the range; past an edge that floor shrinks
///   linearly to 0 at an overscroll of 20 % of `B` (`overscrollForMinimum`), so a
///   rubber-banded bar shrinks towards 8 pt against the edge;
/// - the bar's start is `margin + p × (T − length)` with
///   `p = clamp((offset − minimum) / (maximum − minimum), 0, 1)`.
struct ScrollIndicators: Equatable {
  /// One bar: its rectangle in the scroll view's frame, in points.
  typealias Bar = Rect

  /// The bar's thickness, in points.
  static let thickness = 3.0
  /// The distance from the scroll view's edges, across and along the track, in points.
  static let margin = 3.0
  /// The shortest bar inside the range, in points.
  static let minimumLength = 36.0
  /// The shortest bar when pulled past an edge, in points.
  static let minimumOverscrollLength = 8.0
  /// The overscroll, as a fraction of the bounds' extent, at which the floor of
  /// the bar's length has shrunk from `minimumLength` to 0.
  static let overscrollForMinimum = 0.2

  /// The scroll view's bounds size (its frame's size), in points.
  let boundsSize: Size
  /// The smallest content offset of the range (`-contentInset.left`, `-contentInset.top`), in points.
  let minimum: Point
  /// The largest content offset of the range, in points.
  let maximum: Point

  /// Whether the content scrolls horizontally, so that the horizontal bar shows.
  var scrollsHorizontally: Bool { maximum.x > minimum.x }
  /// Whether the content scrolls vertically, so that the vertical bar shows.
  var scrollsVertically: Bool { maximum.y > minimum.y }

  /// The vertical bar at `offset` (points), along the right edge; nil when the
  /// content does not scroll vertically.
  func vertical(at offset: Point) -> Bar? {
    guard scrollsVertically else { return nil }
    let bar = Self.bar(offset.y, minimum.y, maximum.y, extent: boundsSize.height, corner: scrollsHorizontally)
    return Rect(x: boundsSize.width - Self.margin - Self.thickness, y: bar.start, width: Self.thickness, height: bar.length)
  }

  /// The horizontal bar at `offset` (points), along the bottom edge; nil when the
  /// content does not scroll horizontally.
  func horizontal(at offset: Point) -> Bar? {
    guard scrollsHorizontally else { return nil }
    let bar = Self.bar(offset.x, minimum.x, maximum.x, extent: boundsSize.width, corner: scrollsVertically)
    return Rect(x: bar.start, y: boundsSize.height - Self.margin - Self.thickness, width: bar.length, height: Self.thickness)
  }

  /// A bar along an axis whose bounds are `extent` points, its track shortened at
  /// the far end when the other axis's bar shows (`corner`).
  private static func bar(
    _ offset: Double, _ minimum: Double, _ maximum: Double, extent: Double, corner: Bool
  ) -> (start: Double, length: Double) {
    bar(
      offset: offset, minimum: minimum, maximum: maximum, extent: extent,
      track: extent - 2 * margin - (corner ? thickness + margin : 0))
  }

  /// A bar along one axis (see the type's formula): its start from the scroll
  /// view's edge and its length, in points, for `offset` in the range
  /// `minimum…maximum` (`minimum < maximum`), bounds of `extent` and a track of
  /// `track` points.
  static func bar(
    offset: Double, minimum: Double, maximum: Double, extent: Double, track: Double
  ) -> (start: Double, length: Double) {
    let track = Swift.max(track, 0)
    let overscroll = Swift.max(0, minimum - offset) + Swift.max(0, offset - maximum)
    let inside = Swift.max(0, extent - overscroll)
    let fraction = Swift.min(Swift.max(inside / (maximum - minimum + extent), 0), 1)
    let proportional = Swift.max(Swift.min(track, minimumOverscrollLength), track * fraction)
    var floor = Swift.min(minimumLength, track)
    if overscroll > 0 && extent > 0 {
      floor *= 1 - Swift.min(overscroll / extent, overscrollForMinimum) / overscrollForMinimum
    }
    let length = Swift.min(Swift.max(proportional, floor), track)
    let progress = Swift.min(Swift.max((offset - minimum) / (maximum - minimum), 0), 1)
    return (margin + progress * (track - length), length)
  }
}

extension ScrollIndicators {
  /// The indicators of `scrollView` (its bounds and its range, insets included).
  /// (In an extension, so that the memberwise `init(boundsSize:minimum:maximum:)`
  /// stays synthesized.)
  init(_ scrollView: ScrollView) {
    self.init(boundsSize: scrollView.boundsSize, minimum: scrollView.minimumContentOffset, maximum: scrollView.maximumContentOffset)
  }
}
