/// UIKit's own motion of content that runs past an edge of its range and back,
/// frame by frame (``BounceLaw/uikit``; docs/sources.md, "Edges and bounce").
///
/// **The laws** (read from the public decompilation of UIKitCore for iOS 26.1,
/// `UIScrollView`; velocities in pt/ms inside the laws, `d` the rate per ms,
/// `q(a) = 1 + a + a²/2` for `a ≥ −0.5`, else `e^a`). Every frame lasts
/// `t = 1000/refreshRate` ms, its fraction included.
/// - **Inside the range**, the standard step of ``FrameDeceleration``:
///   `p = q(t·ln d)`, `y += v·d·(1 − p)/(1 − d)`, `v *= p`.
/// - **A crossing inside a frame**: when that step would end past an edge `e`, the
///   crossing comes `t_in = t·(e − y)/(y_step − y)` ms into the frame; the standard
///   step runs over `t_in` (it lands a fraction of a point past the edge) and the
///   law outside the range over the rest, `t − t_in`, from the velocity reached.
///   The frame shows the bounce, never the edge.
/// - **Outside the range**, for `t` ms: `Q = q(−0.01005·t)`, `P = q(t·ln d)`,
///   `y ← e + (y − e)·Q + (1 − P)·Q·d·v/(1 − d)`, `v ← P·Q·v`. It carries the
///   content past the edge (about 33.3 pt per pt/ms of edge speed at `.normal`,
///   91 ms after the crossing) and back toward it from outside.
/// - **A repeated fast flick** (``ScrollView``'s fast-scroll multiplier `m`): the
///   standard step moves `m` times as far, `y += m·v·d·(1 − p)/(1 − d)`, while `v`
///   decays as above (so the stop test reads the finger's velocity, not `m·v`); the
///   crossing is interpolated along that step; from the first millisecond outside
///   the range the multiplier is 1 (UIKit resets it there, with the streak).
/// - **The end**: an axis counts as bouncing while `y ≤ minimum − 0.5` or
///   `y ≥ maximum + 0.5` (unrounded, in points). The first frame after which it
///   is not bouncing and its speed is below `stopSpeed` (UIKit: `v² < 1e-4`
///   (pt/ms)²) ends the motion: the offset is pinned into the range (a jump of
///   under half a point) in that frame, and `scrollViewDidEndDecelerating` comes
///   with it. There is no spring tail below half a point.
///
/// **The frame grid.** Frame `j` (j = 0, 1, …) is shown `j/refreshRate` s after the
/// start; frame 0 is the one that starts from `position` (for a release, the
/// frame applied at the release). A query at time `τ` answers with the last frame
/// at or before `τ`. The frames are computed once, when the motion is created.
///
/// Worked example (UIKit's derived vector): released at 30 with −3 pt/ms, range
/// 0 … 100000, 60 Hz: a whole frame would travel −49.12 pt, so the edge is
/// crossed 10.18 ms into the release frame at −2.94 pt/ms; frames 0–3 show
/// −17.92, −52.85, −75.58, −89.24 (pixel-rounded −18.0, −53.0, −75.67, −89.33).
///
/// Positions are not rounded to device pixels; positions in points, velocities in
/// points per second, times in seconds since the start.
@usableFromInline package struct EdgeBounce: Simulation {
  /// The position at the start of the first frame, in points.
  @usableFromInline package let initialPosition: Double
  /// The velocity at the start of the first frame, in points per second.
  @usableFromInline package let initialVelocity: Double
  /// The deceleration rate per millisecond.
  @usableFromInline package let rate: DecelerationRate
  /// The smallest offset of the range, in points.
  @usableFromInline package let minimum: Double
  /// The largest offset of the range, in points (≥ `minimum`).
  @usableFromInline package let maximum: Double
  /// The display frames per second (hertz), > 0.
  @usableFromInline package var refreshRate: Double { frames.refreshRate }
  /// How far into its frame the content crossed an edge, in milliseconds, or
  /// `nil` if no frame crossed one (a start outside the range).
  @usableFromInline package let crossingOffset: Double?
  /// The velocity at the crossing, in points per second (0 without a crossing).
  @usableFromInline package let crossingVelocity: Double
  /// The edge the content ran past, in points (the nearest one for a start
  /// outside the range).
  @usableFromInline package let edge: Double
  /// When the motion has ended, in seconds since the start: the time its last
  /// frame, the one that pins the offset into the range, is shown.
  @usableFromInline package let duration: Double

  /// The position (points) and the offset's rate of change (pt/ms, see
  /// ``velocity(at:)``) after each frame; the last entry is the pinned offset at rest.
  @usableFromInline let frames: FrameTable

  /// UIKit's damping factor outside the range, per millisecond, as the exponent of
  /// `Q = q(−0.01005·t)`.
  @usableFromInline package static let outsideDamping = 0.01005
  /// How far outside the range an axis still counts as bouncing, in points.
  @usableFromInline package static let bouncingDistance = 0.5
  /// The most frames computed (10 s at the refresh rate); a motion not at rest by
  /// then ends there, pinned into the range.
  static let secondsLimit = 10.0

  /// Creates the motion from `position` with `velocity` at the start of a frame.
  ///
  /// - Parameters:
  ///   - position: The offset at the start of the first frame, in points (inside
  ///     the range, or past an edge).
  ///   - velocity: The velocity then, in points per second.
  ///   - rate: The deceleration rate per millisecond. Default `.normal`.
  ///   - minimum: The smallest offset of the range, in points.
  ///   - maximum: The largest offset of the range, in points (≥ `minimum`).
  ///   - refreshRate: Display frames per second, > 0. Default 60.
  ///   - stopSpeed: The speed below which the motion stops once it is not
  ///     bouncing, points per second, > 0. Default 10 (UIKit's 0.01 pt/ms).
  ///   - distanceMultiplier: The repeated-flick multiplier of the standard step's
  ///     distance inside the range until the content first leaves it (unitless,
  ///     ≥ 1; `velocity` is the unmultiplied one). Default 1.
  @usableFromInline package init(
    from position: Double, velocity: Double, rate: DecelerationRate = .normal, minimum: Double, maximum: Double,
    refreshRate: Double = 60, stopSpeed: Double = 10, distanceMultiplier: Double = 1
  ) {
    precondition(minimum <= maximum, "EdgeBounce: minimum must be <= maximum")
    precondition(refreshRate > 0, "EdgeBounce: refreshRate must be > 0")
    precondition(stopSpeed > 0, "EdgeBounce: stopSpeed must be > 0")
    self.initialPosition = position
    self.initialVelocity = velocity
    self.rate = rate
    self.minimum = minimum
    self.maximum = maximum
    let d = rate.rawValue
    let lnD = Elementary.log(d)
    let t = 1000 / refreshRate
    let stop = stopSpeed / 1000
    let frameLimit = Swift.max(1, Int((Self.secondsLimit * refreshRate).rounded(.up)))
    var y = position
    var v = velocity / 1000
    var m = distanceMultiplier
    var crossingOffset: Double?
    var crossingVelocity = 0.0
    var edge = position < minimum ? minimum : (position > maximum ? maximum : (velocity < 0 ? minimum : maximum))
    var frames = FrameTable(refreshRate: refreshRate, capacity: 64)
    for frame in 1...frameLimit {
      if y >= minimum && y <= maximum {
        let (stepped, speed) = Self.standard(y, v, t, d: d, lnD: lnD, multiplier: m)
        if stepped < minimum || stepped > maximum {
          let e = stepped < minimum ? minimum : maximum
          let inside = stepped == y ? t : t * (e - y) / (stepped - y)
          let (crossed, crossedSpeed) = Self.standard(y, v, inside, d: d, lnD: lnD, multiplier: m)
          if crossingOffset == nil {
            crossingOffset = inside
            crossingVelocity = crossedSpeed * 1000
          }
          edge = e
          m = 1
          (y, v) = Self.outside(crossed, crossedSpeed, t - inside, edge: e, d: d, lnD: lnD)
        } else {
          (y, v) = (stepped, speed)
        }
      } else {
        let e = y < minimum ? minimum : maximum
        edge = e
        m = 1
        (y, v) = Self.outside(y, v, t, edge: e, d: d, lnD: lnD)
      }
      let bouncing = y <= minimum - Self.bouncingDistance || y >= maximum + Self.bouncingDistance
      if (!bouncing && v.magnitude < stop) || frame == frameLimit {
        frames.append(Swift.min(Swift.max(y, minimum), maximum), velocity: 0)
        break
      }
      frames.append(y, velocity: m * Self.rate(of: y, v, minimum: minimum, maximum: maximum, d: d, lnD: lnD))
    }
    self.crossingOffset = crossingOffset
    self.crossingVelocity = crossingVelocity
    self.edge = edge
    self.frames = frames
    self.duration = frames.duration
  }

  /// The standard step over `t` ms from `y` (points) at `v` (pt/ms), its distance
  /// multiplied by `multiplier` (the velocity is not).
  static func standard(_ y: Double, _ v: Double, _ t: Double, d: Double, lnD: Double, multiplier: Double = 1)
    -> (Double, Double)
  {
    let p = FrameDeceleration.factor(t * lnD)
    return (y + multiplier * v * d * (1 - p) / (1 - d), v * p)
  }

  /// UIKit's law outside the range over `t` ms from `y` (points) at `v` (pt/ms),
  /// past `edge`.
  static func outside(_ y: Double, _ v: Double, _ t: Double, edge: Double, d: Double, lnD: Double)
    -> (Double, Double)
  {
    let q = FrameDeceleration.factor(-outsideDamping * t)
    let p = FrameDeceleration.factor(t * lnD)
    return (edge + (y - edge) * q + (1 - p) * q * d * v / (1 - d), p * q * v)
  }

  /// The offset's rate of change (pt/ms) at `y` (points) with the law's velocity
  /// `v` (pt/ms): `v` inside the range; outside it, the derivative of the law at
  /// `t = 0`, `−0.01005·(y − e) + v·d·ln d/(d − 1)`, which turns negative as the
  /// content comes back although the law's `v` keeps its sign.
  static func rate(of y: Double, _ v: Double, minimum: Double, maximum: Double, d: Double, lnD: Double) -> Double {
    if y >= minimum && y <= maximum { return v }
    let e = y < minimum ? minimum : maximum
    return -outsideDamping * (y - e) + v * d * lnD / (d - 1)
  }

  /// How many frames the motion lasts, the last one pinned into the range.
  @usableFromInline package var frameCount: Int { frames.count }

  /// Where the motion rests, in points: pinned into the range.
  @usableFromInline package var finalPosition: Double { frames.positions[frames.count - 1] }

  /// The position at `time` (seconds since the start), in points: the last frame
  /// at or before `time`; the pinned rest from `duration` on.
  @inlinable
  package func position(at time: Double) -> Double { frames.positions[frames.index(at: time)] }

  /// The velocity at `time` (seconds since the start), in points per second: the
  /// offset's rate of change after the frame shown then (inside the range, the
  /// law's velocity; outside it, the law's derivative, which turns toward the edge
  /// as the content comes back, although UIKit's internal velocity keeps its sign);
  /// 0 from `duration` on.
  @inlinable
  package func velocity(at time: Double) -> Double { frames.velocities[frames.index(at: time)] * 1000 }

  /// Whether the motion has ended at `time` (seconds): `time ≥ duration`.
  @inlinable
  package func isDone(at time: Double) -> Bool { frames.index(at: time) == frames.count - 1 }

  /// `position(at:)`, `velocity(at:)` and `isDone(at:)` at `time` (seconds since
  /// the start) together, with the same values, from one frame index.
  @inline(__always)
  func sample(at time: Double) -> (position: Double, velocity: Double, isDone: Bool) { frames.sample(at: time) }

  /// Whether the frame shown at `time` (seconds) is past an edge (unrounded).
  @inlinable
  package func isOutside(at time: Double) -> Bool {
    let y = position(at: time)
    return y < minimum || y > maximum
  }
}

extension EdgeBounce: CustomStringConvertible {
  /// The parameters, e.g. `EdgeBounce(from: 30.0, velocity: -3000.0, rate: normal, …)`.
  @usableFromInline package var description: String {
    "EdgeBounce(from: \(initialPosition), velocity: \(initialVelocity), rate: \(rate), "
      + "range: \(minimum)...\(maximum), refreshRate: \(refreshRate))"
  }
}
