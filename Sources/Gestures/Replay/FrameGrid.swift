/// The display frames' times, `startTime + k / refreshRate` for k = 0, 1, …, below
/// `Replayer.frameIndexLimit`, the search for the first frame at or after a time,
/// and the rule that places a touch event on the grid, used by `Replayer` (and so by
/// the properties' `SceneReplay`, which steps a `Replayer`).
///
/// **An event at a frame's time is part of that frame.** Frame k is due before an
/// event at time t (runs before it) only when `time(k) < t − eventTolerance`; a
/// frame up to one microsecond before the event runs after it, at the event's time
/// (`runTime(ofFrameAt:lastInput:)`), so that scene time never goes back. Trace files
/// write times with six decimals, so an event sampled at a frame's instant, such as
/// 0.1 + 8/120 = 0.16666666666666669 s, is read back as 0.166667 s, a third of a
/// microsecond after the frame computed from the grid. Without the tolerance that
/// event would miss its frame, and when the next event came before the next frame
/// its effect would never appear in any frame.
@usableFromInline
struct FrameGrid {
  /// The time of frame 0, in seconds.
  let startTime: Double
  /// Frames per second (hertz), > 0.
  let refreshRate: Double

  /// The first frame index that is never run: 2^53. Up to it `Double(k)` is
  /// exact, so frame times are computed without error.
  static var indexLimit: Int { 1 << 53 }

  /// How long after a frame's time an event may come and still be part of that
  /// frame, in seconds: 1 µs, the resolution of the trace format's times (six
  /// decimals). It is far below any frame interval (1 ms at 1000 Hz).
  @inlinable
  static var eventTolerance: Double { 1e-6 }

  /// The time before which frames are due when an event comes at `eventTime`
  /// (seconds): `eventTime − eventTolerance`. Every frame strictly before it runs
  /// before the event; the others show the event.
  @inlinable @inline(__always)
  static func dueLimit(beforeEventAt eventTime: Double) -> Double {
    eventTime - eventTolerance
  }

  /// The time a frame on the grid at `gridTime` runs at, in seconds, when the last
  /// input came at `lastInput`: the later of the two. They differ only when an
  /// event came less than `eventTolerance` after the frame's grid time; the frame
  /// then shows that event at the event's time, so that time never goes back.
  @inlinable @inline(__always)
  static func runTime(ofFrameAt gridTime: Double, lastInput: Double) -> Double {
    Swift.max(gridTime, lastInput)
  }

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
