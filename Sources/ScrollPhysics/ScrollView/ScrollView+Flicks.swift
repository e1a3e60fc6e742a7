// Repeated fast flicks: UIKit multiplies the distance of the third and later
// fast flicks in a row (read from the public decompilation of UIKitCore for
// iOS 26.1).

extension ScrollView {
  /// The repeated-flick count and what it depends on.
  struct FlickHistory: Sendable {
    /// How many fast scrolls in a row, in one direction, including the last.
    var count = 0
    /// The direction of the last fast scroll: the signs of its content velocity.
    var direction = Vector(dx: 0, dy: 0)
    /// The distance multiplier of the last fast scroll (1: none).
    var multiplier = 1.0
    /// The multiplier when the current touch began, which the next release
    /// compounds from (1 before the first touch).
    var multiplierAtTouchDown = 1.0
    /// When the last fast scroll was released, in seconds (UIKit's release
    /// stamp); `nil` before the first.
    var releaseTime: Double?
    /// When the motion of the last release first runs past a bouncing edge, in
    /// seconds (UIKit resets the count and the multiplier in that frame,
    /// `-_getBouncingDecelerationOffset:…`); `nil` if it does not.
    var streakEnds: Double?

    /// The smallest release speed that counts as a fast scroll, points per
    /// second (UIKit: vx² + vy² ≥ 0.36 (pt/ms)², 0.6 pt/ms).
    static let fastSpeed = 600.0
    /// A finger slower than this during a drag resets the count, points per
    /// second (UIKit: 0.13 pt/ms).
    static let slowDragSpeed = 130.0
    /// How long after a fast release a touch-down keeps the count, in seconds.
    static let interval = 1.0
    /// The largest multiplier.
    static let maximumMultiplier = 16.0

    /// A touch began at `time` (seconds): more than ``interval`` after the last
    /// fast release, the count and the multiplier reset; the multiplier then is
    /// the one the next release compounds from.
    mutating func touchDown(at time: Double) {
      if let released = releaseTime, time - released > Self.interval {
        count = 0
        multiplier = 1
      }
      if let ends = streakEnds, time >= ends {
        count = 0
        multiplier = 1
      }
      streakEnds = nil
      multiplierAtTouchDown = multiplier
    }

    /// Counts a release whose raw `velocity(in:)` as a content velocity is
    /// `velocity` (points per second) at `time` (seconds) and returns the factor
    /// its deceleration is multiplied by: from the third fast scroll on,
    /// `min(m₀ + ((count − 3)·0.5 + 1)·min(distance/240, 0.9), 16)` with `m₀` the
    /// multiplier at the touch-down (so the factor compounds over a streak); 1
    /// before. `distance` is the length of the drag's translation, in points.
    /// A slower release resets the count and the multiplier.
    mutating func release(velocity: Vector, distance: Double, at time: Double) -> Double {
      let speed = velocity.length
      guard speed >= Self.fastSpeed else {
        count = 0
        multiplier = 1
        return 1
      }
      let newDirection = Vector(dx: Self.sign(velocity.dx), dy: Self.sign(velocity.dy))
      if count > 0 && newDirection == direction {
        count += 1
      } else {
        count = 1
        multiplierAtTouchDown = 1
      }
      direction = newDirection
      releaseTime = time
      guard count >= 3 else {
        multiplier = 1
        return 1
      }
      let share = Swift.min(distance / 240, 0.9)
      multiplier = Swift.min(multiplierAtTouchDown + (Double(count - 3) * 0.5 + 1) * share, Self.maximumMultiplier)
      return multiplier
    }

    /// The finger moved at `speed` (points per second) during a drag.
    mutating func dragged(speed: Double) {
      if speed < Self.slowDragSpeed {
        count = 0
        multiplier = 1
        multiplierAtTouchDown = 1
      }
    }

    private static func sign(_ value: Double) -> Double {
      value > 0 ? 1 : (value < 0 ? -1 : 0)
    }
  }
}
