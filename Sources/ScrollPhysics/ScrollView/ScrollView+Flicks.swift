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
    /// When the motion of the last fast scroll ended (or was caught), in
    /// seconds; `nil` while it runs or before the first.
    var motionEnd: Double?

    /// The smallest release speed that counts as a fast scroll, points per
    /// second (UIKit: 0.6 pt/ms).
    static let fastSpeed = 600.0
    /// A finger slower than this during a drag resets the count, points per
    /// second (UIKit: 0.13 pt/ms).
    static let slowDragSpeed = 130.0
    /// The longest pause between the end of a motion and the next fast release
    /// that keeps the count, in seconds.
    static let interval = 1.0

    /// Counts a release with the content's `velocity` (points per second) at
    /// `time` (seconds) and returns the factor its deceleration is multiplied by:
    /// `min(1 + ((count − 3)·0.5 + 1)·min(distance/240, 0.9), 16)` from the
    /// third fast scroll on, 1 before. `distance` is the length of the drag's
    /// translation, in points.
    mutating func release(velocity: Vector, distance: Double, at time: Double) -> Double {
      let speed = velocity.length
      guard speed >= Self.fastSpeed else {
        count = 0
        motionEnd = nil
        return 1
      }
      let newDirection = Vector(dx: Self.sign(velocity.dx), dy: Self.sign(velocity.dy))
      let inTime = motionEnd.map { time - $0 <= Self.interval } ?? false
      if count > 0 && newDirection == direction && inTime {
        count += 1
      } else {
        count = 1
      }
      direction = newDirection
      motionEnd = nil
      guard count >= 3 else { return 1 }
      let share = Swift.min(distance / 240, 0.9)
      return Swift.min(1 + (Double(count - 3) * 0.5 + 1) * share, 16)
    }

    /// The motion of the last release ended or was caught at `time` (seconds).
    mutating func motionEnded(at time: Double) {
      if count > 0 && motionEnd == nil { motionEnd = time }
    }

    /// The finger moved at `speed` (points per second) during a drag.
    mutating func dragged(speed: Double) {
      if speed < Self.slowDragSpeed { count = 0 }
    }

    private static func sign(_ value: Double) -> Double {
      value > 0 ? 1 : (value < 0 ? -1 : 0)
    }
  }
}
