/// A value that an animation can move between two states: numbers, points,
/// sizes, rectangles and transforms (``Transform3D``), and ``AnimatableValue``
/// to mix them.
///
/// **Interpolation.** ``interpolate(from:to:progress:)`` gives the value a
/// fraction `progress` of the way from `start` to `end`. The contract for every
/// conforming type:
/// - progress 0 gives `start` and progress 1 gives `end`, **exactly**;
/// - progress outside [0, 1] extrapolates (springs overshoot and dip);
/// - it is deterministic and does not allocate.
///
/// **Additive animation.** Since iOS 8 UIKit animates some properties
/// additively: a new animation sets the model value to its target at once and
/// adds an offset `old − new` that decays to zero along the new animation's
/// progress, while earlier animations keep running (UIKIT.md has no section on
/// this; see docs/animations.md: a decompiled `UIViewAnimationState` converts
/// the animation to `fromValue = from − to`, `toValue = 0`, `additive = YES`).
/// A type supports that when ``additiveOffset(from:to:)`` returns a value; the
/// default returns nil (not additive).
public protocol Interpolatable: Sendable {
  /// The value `progress` of the way from `start` to `end` (see the contract above).
  static func interpolate(from start: Self, to end: Self, progress: Double) -> Self

  /// The additive offset `start − end` that an additive animation decays to
  /// zero, or nil if values of this type are not animated additively.
  static func additiveOffset(from start: Self, to end: Self) -> Self?

  /// `self + offset·factor`, for an offset made by ``additiveOffset(from:to:)``.
  /// Types without additive animation return `self`.
  func adding(_ offset: Self, scaledBy factor: Double) -> Self
}

extension Interpolatable {
  /// Not additive: nil.
  @inlinable
  public static func additiveOffset(from start: Self, to end: Self) -> Self? { nil }

  /// Not additive: `self`.
  @inlinable
  public func adding(_ offset: Self, scaledBy factor: Double) -> Self { self }
}

extension Double: Interpolatable {
  /// `start + (end − start)·progress`, and `end` exactly at progress 1.
  @inlinable
  public static func interpolate(from start: Double, to end: Double, progress: Double) -> Double {
    progress == 1 ? end : start + (end - start) * progress
  }

  /// `start − end`.
  @inlinable
  public static func additiveOffset(from start: Double, to end: Double) -> Double? { start - end }

  /// `self + offset·factor`.
  @inlinable
  public func adding(_ offset: Double, scaledBy factor: Double) -> Double { self + offset * factor }
}
