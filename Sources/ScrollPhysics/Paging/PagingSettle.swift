/// The motion of a paging scroll view onto its target page after the finger
/// lifts: UIKit's per-millisecond spring, on a grid of display frames.
///
/// **The law** (read from the public decompilation of UIKitCore for iOS 26.1,
/// `UIScrollView`). With the bounds width `w` in points, the pull (per ms²) and
/// friction (per ms) are
///
/// ```
/// w ≤ 1024:  pull = 3.59090909e-4 − 1.84659091e-7·w,   friction = 0.966818182 + 9.94318182e-6·w
/// w > 1024:  pull = 0.00017,                            friction = 0.977
/// ```
///
/// Each display frame applies the whole milliseconds elapsed since the previous
/// frame, `⌊(now − last)·1000⌋`, and then sets `last = now`: **the fractional
/// millisecond is dropped, not carried** (UIKit's paging clock; docs/sources.md,
/// "Paging"). A frame of 1/`refreshRate` s therefore applies `⌊1000/refreshRate⌋`
/// milliseconds: 16 per 16.67 ms frame at 60 Hz, 8 per 8.33 ms at 120 Hz. Each
/// millisecond is
///
/// ```
/// Δ = target − x;   v = (v + Δ·pull)·friction;   x += v        (v in pt/ms)
/// ```
///
/// Each frame starts from the offset shown before it (the first, from the
/// pixel-rounded release offset, as UIKit publishes it). After the steps,
/// `x` is rounded to device pixels; if the rounded `x` equals the offset shown
/// before the frame, is not the target, and the signed `v < 0.5` pt/ms, it moves
/// one device pixel toward the target.
///
/// **The finish** (UIKit's third-pass rule). The settle finishes (it shows the
/// target, velocity 0) at the first frame after which
/// - `|v| < 0.01` pt/ms, the last millisecond's `|Δ| ≤ 1` pt, and the shown `x`
///   is within 5 pt of the target; or
/// - the crossing **back**: the shown `x` was at or past the target before the
///   frame and is no longer past it after the frame, with `|v| < 0.1` pt/ms.
///   "Past" is in the paging direction (the target's side of the start): `≥` the
///   target when paging toward a larger offset, `≤` toward a smaller one. The
///   outward crossing of an overshoot never finishes the settle; or
/// - `x` left the range of an axis that does not bounce (`clamp`).
///
/// Ending at the first frame that shows the target would end 17–67 ms early:
/// the display usually shows the target a frame or more before the finish.
///
/// **The frame grid** is that of ``FrameDeceleration``: the first frame is applied
/// at the release itself, frame `k` (k = 1, 2, …) is shown from `(k − 1)/refreshRate`
/// and has applied `k·⌊1000/refreshRate⌋` milliseconds in all. A query at time `τ`
/// answers with the last frame at or before `τ`. The law has no closed form, so
/// the frames are computed once, when the settle is created.
///
/// Worked example (UIKit's derived vector): from 97.5 to 390 at +1 pt/ms, `w` = 390
/// (pull 2.87074e-4 per ms², friction 0.970696), 60 Hz, scale 3: the frames show
/// 119.67, 148.67, 180.67, 212.33, 242.33, 269.33, 293.0, …, and the settle
/// finishes on the frame shown 0.367 s after the release.
@usableFromInline package struct PagingSettle: Simulation {
  /// The position at the release, in points.
  @usableFromInline package let initialPosition: Double
  /// The release velocity, in points per second.
  @usableFromInline package let initialVelocity: Double
  /// The target, in points.
  @usableFromInline package let target: Double
  /// The display frames per second (hertz), > 0.
  @usableFromInline package var refreshRate: Double { frames.refreshRate }
  /// The pull toward the target, per ms² (see the type's documentation).
  @usableFromInline package let pull: Double
  /// The velocity factor per millisecond (unitless).
  @usableFromInline package let friction: Double
  /// When the settle has finished, in seconds since the release: the time the
  /// last frame is shown (0 when nothing moves).
  @usableFromInline package let duration: Double

  /// The position (points) and velocity (pt/ms) after each frame; the last entry
  /// is the target at rest. Empty when nothing moves.
  @usableFromInline let frames: FrameTable

  /// The most milliseconds of the clock a settle is computed for (10 s); a settle
  /// that has not finished by then finishes there.
  @usableFromInline package static let millisecondLimit = 10_000

  /// The pull (per ms²) and friction (per ms) for a page of `width` points.
  @usableFromInline package static func coefficients(width: Double) -> (pull: Double, friction: Double) {
    guard width <= 1024 else { return (0.00017, 0.977) }
    return (3.59090909e-4 - 1.84659091e-7 * width, 0.966818182 + 9.94318182e-6 * width)
  }

  /// Creates the settle from `position` to `target`.
  ///
  /// - Parameters:
  ///   - position: The position at the release, in points.
  ///   - target: The target page's offset, in points.
  ///   - velocity: The release velocity along this axis, in points per second.
  ///   - width: The page width (the bounds' size along the axis), in points, which
  ///     sets the pull and friction.
  ///   - refreshRate: Display frames per second, > 0. Default 60.
  ///   - scale: Device pixels per point, > 0. Default 3.
  ///   - clamp: The range of an axis that does not bounce: leaving it finishes
  ///     the settle. Default `nil` (the axis bounces).
  @usableFromInline package init(
    from position: Double, to target: Double, velocity: Double, width: Double,
    refreshRate: Double = 60, scale: Double = 3, clamp: ClosedRange<Double>? = nil
  ) {
    precondition(refreshRate > 0, "PagingSettle: refreshRate must be > 0")
    precondition(scale > 0, "PagingSettle: scale must be > 0")
    let (pull, friction) = Self.coefficients(width: width)
    self.initialPosition = position
    self.initialVelocity = velocity
    self.target = target
    self.pull = pull
    self.friction = friction
    var frames = FrameTable(refreshRate: refreshRate)
    if position != target {
      let pixel = 1 / scale
      // UIKit's paging direction, kept for the whole settle.
      let forward = target > position
      func isPast(_ value: Double) -> Bool { forward ? value >= target : value <= target }
      // The whole milliseconds of one frame; the fraction is dropped each frame.
      let step = Int((1000 / refreshRate + 1e-9).rounded(.down))
      // A settle that has not finished after this many frames (10 s) finishes there.
      let frameLimit = Swift.max(1, Int((Double(Self.millisecondLimit) / 1000 * refreshRate).rounded(.up)))
      // Every frame starts from the offset shown before it: at the release, the
      // published (pixel-rounded) offset.
      var x = roundedToPixel(position, scale: scale)
      var v = velocity / 1000
      var frame = 0
      while true {
        frame += 1
        let shown = x
        var delta = target - x
        for _ in 0..<step {
          delta = target - x
          v = (v + delta * pull) * friction
          x += v
        }
        var rounded = roundedToPixel(x, scale: scale)
        if rounded == roundedToPixel(shown, scale: scale) && rounded != target && v < 0.5 {
          rounded = roundedToPixel(rounded + (target > rounded ? pixel : -pixel), scale: scale)
        }
        x = rounded
        let settled = v.magnitude < 0.01 && delta.magnitude <= 1 && (target - x).magnitude < 5
        let crossedBack = isPast(shown) && !isPast(x) && v.magnitude < 0.1
        let leftRange = clamp.map { x < $0.lowerBound || x > $0.upperBound } ?? false
        if settled || crossedBack || leftRange || frame >= frameLimit {
          frames.append(target, velocity: 0)
          break
        }
        frames.append(x, velocity: v)
      }
    }
    self.frames = frames
    self.duration = frames.duration
  }

  /// How many frames the settle lasts (0 when nothing moves).
  @usableFromInline package var frameCount: Int { frames.count }

  /// Where the settle ends: the target, in points.
  @usableFromInline package var finalPosition: Double { target }

  /// The position at `time` (seconds since the release), in points: the last
  /// frame at or before `time`; the target from `duration` on.
  @inlinable
  package func position(at time: Double) -> Double {
    guard frames.count > 0 else { return target }
    return frames.positions[frames.index(at: time)]
  }

  /// The velocity at `time` (seconds since the release), in points per second;
  /// 0 from `duration` on.
  @inlinable
  package func velocity(at time: Double) -> Double {
    guard frames.count > 0 else { return 0 }
    return frames.velocities[frames.index(at: time)] * 1000
  }

  /// Whether the settle has finished at `time` (seconds): `time ≥ duration`.
  @inlinable
  package func isDone(at time: Double) -> Bool {
    frames.count == 0 || frames.index(at: time) == frames.count - 1
  }

  /// `position(at:)`, `velocity(at:)` and `isDone(at:)` at `time` (seconds since
  /// the release) together, with the same values, from one frame index.
  @inline(__always)
  func sample(at time: Double) -> (position: Double, velocity: Double, isDone: Bool) {
    guard frames.count > 0 else { return (target, 0, true) }
    return frames.sample(at: time)
  }
}

extension PagingSettle: CustomStringConvertible {
  /// The parameters, e.g. `PagingSettle(from: 80.0, to: 0.0, velocity: 0.0, …)`.
  @usableFromInline package var description: String {
    "PagingSettle(from: \(initialPosition), to: \(target), velocity: \(initialVelocity), "
      + "pull: \(pull), friction: \(friction), refreshRate: \(refreshRate))"
  }
}
