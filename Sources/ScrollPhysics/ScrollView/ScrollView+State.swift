// The scroll view's internal state: what it is doing, per axis.

extension ScrollView {
  /// What the scroll view is doing.
  enum Phase: Sendable {
    /// Nothing moves and no finger is down (or a finger is down on a scroll
    /// view whose motion was started by code while it was held).
    case idle
    /// A finger is down and no pan has begun.
    case touching
    /// The user drags the content.
    case dragging(Drag)
    /// The content moves on its own, as ``ScrollView/motion`` says (kept
    /// outside the enum so that frames update it in place, without copies).
    case moving(MotionKind)
  }

  /// The reference of a drag: the content follows the finger from
  /// `startRaw − (translation − reference)`.
  struct Drag: Sendable {
    /// The raw (finger-following, not rubber-banded) offset at the start of the
    /// drag, in points.
    var startRaw: Point
    /// The pan translation that corresponds to `startRaw`, in points: zero for
    /// a drag that starts from a touch-down (the pan's began translation is
    /// applied at once, as UIKit's is).
    var reference: Vector
    /// The last translation received, in points.
    var lastTranslation: Vector
    /// The time of the last translation received, in seconds.
    var lastTime: Double
    /// The speed of the finger over the newest move, in points per second
    /// (`s_n` of `velocity(in:)`), or `nil` before the first move.
    var lastSpeed: Double?
    /// The directional lock of this drag.
    var lock: DirectionalLock
  }

  /// Which axes a drag may move.
  enum DirectionalLock: Sendable {
    /// Both axes: no lock (lock disabled, or no move has decided one).
    case free
    /// Only x.
    case horizontal
    /// Only y.
    case vertical
  }

  /// Why the content moves on its own; decides the end callback.
  enum MotionKind: Sendable {
    /// Announced by `scrollViewWillBeginDecelerating`; ends with
    /// `scrollViewDidEndDecelerating`.
    case deceleration
    /// An animated `setContentOffset`; ends with
    /// `scrollViewDidEndScrollingAnimation`.
    case scrollingAnimation
  }

  /// A motion of the content: one closed-form motion per axis, sharing a start.
  ///
  /// Immutable once started, and a class so that the scroll view stays small.
  /// Allocated when a motion starts (a release, a touch-up settle, an
  /// animation), with a box per moving axis (``AxisMotion`` is `indirect`);
  /// nothing is allocated per frame.
  final class Motion: Sendable {
    /// No motion.
    static let none = Motion(start: 0, x: .still, y: .still)
    /// The input time at which the motion started, in seconds.
    let start: Double
    let x: AxisMotion
    let y: AxisMotion

    /// Whether the motion ends at a wall (for
    /// ``ScrollViewConfiguration/notifiesDidEndDeceleratingAtWall``): an axis
    /// that stops dead at an edge with bounces off is the last to come to rest
    /// (the other axis is still, stops at its own wall, or rests no later). A
    /// motion whose other axis is still decelerating or bouncing when one axis
    /// hits its wall ends with that other axis, not at a wall.
    let endsAtWall: Bool

    init(start: Double, x: AxisMotion, y: AxisMotion) {
      self.start = start
      self.x = x
      self.y = y
      let xEnd = x.isStill ? -Double.infinity : x.duration
      let yEnd = y.isStill ? -Double.infinity : y.duration
      endsAtWall = (x.stopsAtWall && xEnd >= yEnd) || (y.stopsAtWall && yEnd >= xEnd)
    }

    /// The position at `time` (seconds since the start), in points, the
    /// velocity then, in points per second, and whether the motion is over then:
    /// ``AxisMotion/sample(at:current:)`` of each axis (a still axis keeps its
    /// `current` coordinate and has velocity 0).
    @inline(__always)
    func sample(at time: Double, current: Point) -> (position: Point, velocity: Vector, isDone: Bool) {
      let x = self.x.sample(at: time, current: current.x)
      let y = self.y.sample(at: time, current: current.y)
      return (Point(x: x.position, y: y.position), Vector(dx: x.velocity, dy: y.velocity), x.isDone && y.isDone)
    }

    /// Whether neither axis moves.
    var isStill: Bool { x.isStill && y.isStill }
  }

  /// A pending `setContentOffset` from a delegate callback.
  struct ContentOffsetRequest: Sendable {
    var offset: Point
    var animated: Bool
  }
}
