/// The velocity of a pinch's scale or a rotation's angle as UIKit reports it, in the
/// quantity's unit per second: the raw rate of the latest applied event (Δvalue / Δt)
/// and the one before it, blended as `0.75·previous + 0.25·latest` when the previous
/// rate is not zero, else the latest alone.
@usableFromInline
struct TransformVelocity: Sendable {
  /// The latest raw rate, per second.
  @usableFromInline var latest = 0.0
  /// The raw rate before it, per second.
  @usableFromInline var previous = 0.0

  @inlinable
  init() {}

  /// The blended velocity, per second.
  @inlinable
  var reported: Double {
    previous != 0 ? previous * 0.75 + latest * 0.25 : latest
  }

  /// An event is applied: the latest rate becomes the previous one (and stays the
  /// latest until the event sets a new one).
  @inlinable
  mutating func startEvent() {
    previous = latest
  }
}
