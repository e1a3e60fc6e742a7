/// All touch samples that share one timestamp: one `UIEvent`.
public struct TouchEvent: Hashable, Sendable {
  /// When the event happened, in seconds. The origin is arbitrary (UIKit uses
  /// seconds since boot); only differences matter.
  public var time: Double
  /// The samples of this event, in the order the trace lists them.
  public var touches: [Touch]

  /// Creates a touch event.
  @inlinable
  public init(time: Double, touches: [Touch]) {
    self.time = time
    self.touches = touches
  }
}
