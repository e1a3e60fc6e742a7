/// How quickly a scroll view's content slows down after a fling, as UIKit's
/// `UIScrollView.DecelerationRate`.
///
/// The raw value is the factor by which the velocity is multiplied every
/// **millisecond**: after `t` seconds the velocity is `v0 · rawValue^(1000·t)`
/// Apple publishes only the names; the numbers 0.998
/// (`.normal`) and 0.99 (`.fast`) are reverse-engineered (Stack Overflow
/// question 1651560; Flutter `scroll_simulation.dart`; facebookarchive/pop
/// `POPDecayAnimationInternal.h`). Like UIKit's plain `CGFloat`, any value
/// strictly between 0 and 1 is accepted.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The velocity factor per millisecond, strictly between 0 and 1 (unitless).
  public let rawValue: Double

  /// Creates a rate from its factor per millisecond.
  ///
  /// Returns `nil` unless `0 < rawValue < 1` (NaN included): 1 would never stop
  /// and 0 would stop at once, neither is a deceleration.
  @inlinable
  public init?(rawValue: Double) {
    guard rawValue > 0, rawValue < 1 else { return nil }
    self.rawValue = rawValue
  }

  @usableFromInline
  init(uncheckedRawValue: Double) {
    self.rawValue = uncheckedRawValue
  }

  /// UIKit's default rate, 0.998 per millisecond.
  public static let normal = DecelerationRate(uncheckedRawValue: 0.998)

  /// UIKit's fast rate, 0.99 per millisecond.
  public static let fast = DecelerationRate(uncheckedRawValue: 0.99)

  /// The continuous decay constant λ = −1000·ln(rawValue), in 1/seconds, so that
  /// the velocity is `v0·e^(−λt)` (2.0020027 s⁻¹ for `.normal`,
  /// 10.0503359 s⁻¹ for `.fast`).
  ///
  /// - Complexity: one logarithm; cache it in hot paths.
  @inlinable
  public var decayConstant: Double { -1000 * Elementary.log(rawValue) }
}

extension DecelerationRate: CustomStringConvertible {
  /// `normal`, `fast`, or the raw factor per millisecond.
  public var description: String {
    if self == .normal { return "normal" }
    if self == .fast { return "fast" }
    return "\(rawValue)"
  }
}
