/// gesture-sim's one rule for the numbers it prints (docs/cli.md, "Numbers"): each
/// quantity is rounded to the resolution that means something for it, and then printed
/// as the shortest decimal that reads back as the rounded `Double` (Swift's
/// `description`; whole numbers without a decimal point).
///
/// - Times, in seconds: to the microsecond (trace times are read to the nanosecond, but
///   no touch or display clock is finer than a microsecond, and rounding lets a frame's
///   time be joined to an event's).
/// - Offsets and positions that UIKit rounds to device pixels: to 1/scale (done by the
///   library, as UIKit publishes them; `pixel(_:scale:)` for the calculator).
/// - Other lengths (points) and velocities (points per second): to 10⁻⁶.
/// - Dimensionless numbers (fractions, progress, ratios, angles in radians, spring
///   constants): to 10⁻⁹.
///
/// So `0.07499999999999998` s prints `0.075`, `1.4210854715202004e-14` pt prints `0` and
/// `0.4999999999999999` prints `0.5`. A value too large for its resolution to matter
/// (beyond 2⁵³ units of it) is printed as it is; non-finite values are the caller's.
enum Rounded {
  /// Seconds, to the microsecond.
  static func time(_ seconds: Double) -> Double { quantize(seconds, 1e6) }

  /// Points, to the device pixel `1/scale`.
  static func pixel(_ points: Double, scale: Double) -> Double { quantize(points, scale) }

  /// A length in points or a velocity in points per second, to 10⁻⁶.
  static func length(_ value: Double) -> Double { quantize(value, 1e6) }

  /// A dimensionless number, to 10⁻⁹.
  static func ratio(_ value: Double) -> Double { quantize(value, 1e9) }

  /// `value` rounded to a multiple of `1/steps` (ties away from zero), computed as
  /// `(value·steps).rounded() / steps` so that the result is the `Double` nearest to the
  /// decimal; −0 becomes 0.
  static func quantize(_ value: Double, _ steps: Double) -> Double {
    guard value.isFinite else { return value }
    let scaled = value * steps
    guard scaled.magnitude < 9_007_199_254_740_992 else { return value }
    return scaled.rounded() / steps + 0
  }

  /// The printed form of a number already rounded by one of the functions above: the
  /// shortest decimal that reads back as the same `Double` (`12`, `0.5`, `1e-05`;
  /// whole numbers without a decimal point); `null` when not finite, as JSON has no
  /// such number.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return value.description
  }
}
