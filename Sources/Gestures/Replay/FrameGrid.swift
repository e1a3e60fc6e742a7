/// The display frames' times, `startTime + k / refreshRate` for k = 0, 1, …, below
/// `Replayer.frameIndexLimit`, and the search for the first frame at or after a
/// time, used by `Replayer`.
struct FrameGrid {
  /// The time of frame 0, in seconds.
  let startTime: Double
  /// Frames per second (hertz), > 0.
  let refreshRate: Double

  /// The first frame index that is never run: 2^53. Up to it `Double(k)` is
  /// exact, so frame times are computed without error.
  static var indexLimit: Int { 1 << 53 }

  /// The time of frame `index`, in seconds.
  @inline(__always)
  func time(_ index: Int) -> Double {
    startTime + Double(index) / refreshRate
  }

  /// The first frame index at or after `low` whose time is at or after `time`
  /// (seconds), or `indexLimit` if there is none below it. Computed from an
  /// estimate and corrected by a galloping search over the grid (frame times never
  /// decrease with the index), so it takes a bounded number of steps for any
  /// `time`, including infinities; NaN gives `low`.
  func firstIndex(notBefore time: Double, from low: Int) -> Int {
    let limit = Self.indexLimit
    guard low < limit, self.time(low) < time else { return low }
    guard self.time(limit - 1) >= time else { return limit }
    // Invariant from here: time(lo) < time <= time(hi).
    var lo = low
    var hi = limit - 1
    let estimate = ((time - startTime) * refreshRate).rounded(.up)
    if estimate > Double(lo) && estimate < Double(hi) {
      // Gallop from the estimate to a bracket a few frames wide.
      let guess = Int(estimate)
      var step = 1
      if self.time(guess) >= time {
        hi = guess
        while hi - step > lo && self.time(hi - step) >= time {
          hi -= step
          step &*= 2
        }
        lo = Swift.max(lo, hi - step)
      } else {
        lo = guess
        while lo + step < hi && self.time(lo + step) < time {
          lo += step
          step &*= 2
        }
        hi = Swift.min(hi, lo + step)
      }
    }
    while hi - lo > 1 {
      let mid = lo + (hi - lo) / 2
      if self.time(mid) >= time { hi = mid } else { lo = mid }
    }
    return hi
  }
}
