/// The frames of a motion that has no closed form, computed once on a grid of
/// display frames (``EdgeBounce``, ``PagingSettle``): the position and velocity
/// after each frame, the last entry the rest.
///
/// Frame `j` (j = 0, 1, …) is shown `j/refreshRate` s after the start; a query at
/// time `τ` (seconds since the start) answers with the last frame at or before
/// `τ`, and with the rest from the last frame's time on.
@usableFromInline struct FrameTable: Sendable {
  /// The display frames per second (hertz), > 0.
  @usableFromInline let refreshRate: Double
  /// The position after each frame, in points; the last entry is the rest.
  @usableFromInline private(set) var positions: [Double] = []
  /// The velocity after each frame, in points per millisecond; 0 in the last entry.
  @usableFromInline private(set) var velocities: [Double] = []

  /// An empty table for frames shown `refreshRate` times a second, with room for
  /// `capacity` frames.
  init(refreshRate: Double, capacity: Int = 0) {
    self.refreshRate = refreshRate
    positions.reserveCapacity(capacity)
    velocities.reserveCapacity(capacity)
  }

  /// Adds the next frame: its position (points) and velocity (pt/ms).
  mutating func append(_ position: Double, velocity: Double) {
    positions.append(position)
    velocities.append(velocity)
  }

  /// How many frames there are.
  @usableFromInline var count: Int { positions.count }

  /// When the last frame is shown, in seconds since the start (0 without frames).
  var duration: Double { positions.isEmpty ? 0 : Double(positions.count - 1) / refreshRate }

  /// The index of the frame shown at `time` (seconds since the start); the table
  /// has at least one frame.
  @inlinable
  func index(at time: Double) -> Int {
    let elapsed = time > 0 ? (time * refreshRate + 1e-9).rounded(.down) : 0
    return elapsed >= Double(positions.count - 1) ? positions.count - 1 : Int(elapsed)
  }

  /// The position (points), the velocity (points per second) and whether the
  /// motion has ended, at `time` (seconds since the start), from one frame index;
  /// the table has at least one frame.
  @inline(__always)
  func sample(at time: Double) -> (position: Double, velocity: Double, isDone: Bool) {
    let index = index(at: time)
    return (positions[index], velocities[index] * 1000, index == positions.count - 1)
  }
}
