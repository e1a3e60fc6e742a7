import ScrollPhysics

/// One gesture of a `TraceScript`.
///
/// Two shapes cover every gesture the generator makes (see `GestureKind`): a tap
/// (one finger down and up in place, once or twice) and a stroke (one or two fingers
/// moving at a constant velocity, possibly resting, then lifting or being cancelled).
package enum ScriptedGesture: Hashable, Sendable {
  /// A single or double tap.
  case tap(Tap)
  /// A drag, flick, resting swipe, two-finger pan or cancelled touch.
  case stroke(Stroke)

  /// What a person would call the gesture (used by descriptions and by tests).
  package var kind: GestureKind {
    switch self {
    case .tap(let tap): return tap.interval == nil ? .tap : .doubleTap
    case .stroke(let stroke):
      switch stroke.ending {
      case .cancelled: return .cancelledTouch
      case .lifted: break
      }
      if stroke.fingers > 1 { return .twoFingerPan }
      if stroke.rest > 0 { return .restingSwipe }
      return stroke.speed >= GestureKind.flickSpeed ? .flick : .drag
    }
  }
}

extension ScriptedGesture {
  /// One finger down at `location`, held `hold` seconds and lifted in place; with an
  /// `interval`, a second identical tap goes down `interval` seconds after the first
  /// lifted.
  package struct Tap: Hashable, Sendable {
    /// Where the finger touches, in screen points.
    package var location: Point
    /// Seconds between touch-down and lift of each tap; at least `minimumDuration`
    /// (shorter values render as `minimumDuration`).
    package var hold: Double
    /// For a double tap, seconds between the first lift and the second touch-down
    /// (at least `TraceScript.minimumGap` when rendered); `nil` for a single tap.
    package var interval: Double?

    /// Creates a tap.
    package init(location: Point, hold: Double, interval: Double? = nil) {
      self.location = location
      self.hold = hold
      self.interval = interval
    }
  }

  /// One or two fingers that go down, move in a straight line at a constant velocity
  /// for `duration`, stay still for `rest`, then lift (or are cancelled).
  ///
  /// Constant velocity is how synthetic flings are made in Flutter's test harness
  /// (`flingFrom`, docs/sources.md, "Velocity estimation"), so the speed is the velocity an estimator should
  /// report at a lift without rest. With two fingers the second starts at
  /// `start + spread` and moves in parallel, so the centroid moves at the same
  /// velocity.
  package struct Stroke: Hashable, Sendable {
    /// Where the (first) finger goes down, in screen points.
    package var start: Point
    /// The direction of motion, in degrees clockwise from screen-right (y grows
    /// downwards): 0 right, 90 down, 180 left, 270 up.
    package var angle: Double
    /// The finger speed, in points per second. Non-negative; 0 holds still.
    package var speed: Double
    /// Seconds of motion; at least `minimumDuration` (shorter values render as
    /// `minimumDuration`).
    package var duration: Double
    /// Seconds the fingers stay still after moving, before they lift; 0 lifts while
    /// moving (a flick).
    package var rest: Double
    /// The number of fingers: 1 or 2.
    package var fingers: Int
    /// Where the second finger is relative to the first, in points (ignored for one
    /// finger, where it is conventionally zero).
    package var spread: Vector
    /// How the stroke ends.
    package var ending: Ending

    /// Creates a stroke.
    package init(
      start: Point, angle: Double, speed: Double, duration: Double, rest: Double = 0,
      fingers: Int = 1, spread: Vector = .zero, ending: Ending = .lifted
    ) {
      self.start = start
      self.angle = angle
      self.speed = speed
      self.duration = duration
      self.rest = rest
      self.fingers = fingers
      self.spread = spread
      self.ending = ending
    }

    /// How a stroke ends.
    package enum Ending: Hashable, Sendable {
      /// The fingers lift (`ended`).
      case lifted
      /// The system cancels the touches (`cancelled`), for example for an incoming call.
      case cancelled
    }
  }

  /// The shortest tap hold and stroke duration that rendering uses, in seconds: 10 ms.
  package static let minimumDuration = 0.01
}
