import ScrollPhysics

/// A paging release as `physics page` and `physics fling --paging` compute it: the
/// page UIKit's paging rule targets and the settle to it.
struct PagingRelease {
  /// The page width, in points.
  var width: Double
  /// The profile whose paging rule applies.
  var profile: UIKitProfile
  /// The target page's index.
  var page: Double
  /// The motion to the target (UIKit's per-millisecond settle).
  var settle: PagingSettle

  /// The settle at each of `times` (seconds after the release): the time, the
  /// offset rounded to the pixels of `scale` (pixels per point), in points, and the
  /// velocity, in points per second.
  func samples(at times: [Double], scale: Double) -> [(t: Double, offset: Double, velocity: Double)] {
    times.map { t in
      (t: t, offset: roundedToPixel(settle.position(at: t), scale: scale) + 0, velocity: settle.velocity(at: t) + 0)
    }
  }
}
