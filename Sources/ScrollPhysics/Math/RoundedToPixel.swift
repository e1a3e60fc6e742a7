/// `value` rounded to the nearest device pixel, a multiple of `1/scale`, as UIKit
/// rounds a content offset when it is set (docs/sources.md, "Deceleration"; andrewmarinov.com,
/// "UIScrollView's contentOffset precision": setting 3.8 reads back 4.0 on a 1×
/// screen; offsets recorded on 3× devices are multiples of 1/3 pt).
///
/// The result is `n/scale` for the nearest integer `n` to `value·scale`, computed
/// as one division, so it is the `Double` nearest to `n/scale`:
/// `roundedToPixel(100.35, scale: 3) == 301.0 / 3`, and a value already on a pixel
/// is returned unchanged.
///
/// **Tie rule** (Apple documents none): a value exactly halfway between two pixels
/// rounds **up, towards +∞** (`floor(value·scale + 0.5)/scale`, computed without
/// the `+ 0.5` rounding error). Evidence: Stack Overflow "UIScrollView
/// contentOffset value marginally wrong" (2021) sets `contentOffset.x = −187.5` on a
/// 375-pt-wide 3× iPhone and reads back −187.33333333333334, i.e.
/// −562.5 px → −562 px. That rules out C's `round()` (half away from zero, which
/// gives −187.666…); round-half-to-even would also fit this one observation.
/// So with scale 2: 0.25 → 0.5, −0.25 → 0, 1.75 → 2, −1.75 → −1.5.
///
/// - Parameters:
///   - value: A position in points. Infinities and NaN are returned unchanged.
///   - scale: Device pixels per point, > 0 (1, 2 or 3 on iPhones; gesture-sim's
///     default elsewhere is 3).
@inlinable
package func roundedToPixel(_ value: Double, scale: Double) -> Double {
  precondition(scale > 0, "roundedToPixel: scale must be > 0")
  let pixels = value * scale
  let below = pixels.rounded(.down)
  // `pixels − below` is exact (both are within a factor of 2 or `below` is 0).
  return (pixels - below >= 0.5 ? below + 1 : below) / scale
}
