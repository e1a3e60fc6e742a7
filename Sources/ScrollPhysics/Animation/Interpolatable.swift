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
/// progress, while earlier animations keep running (docs/sources.md has no section on
/// this; see docs/animations.md: a decompiled `UIViewAnimationState` converts
/// the animation to `fromValue = from − to`, `toValue = 0`, `additive = YES`).
/// A type supports that when ``additiveOffset(from:to:)`` returns a value; the
/// default returns nil (not additive).
///
/// **Precomputation.** An animation evaluates the same pair of values many
/// times, so a type may prepare the pair once: ``interpolation(from:to:)``
/// returns an ``Interpolation`` (for most types just the two values,
/// ``InterpolationEndpoints``; for ``Transform3D`` the two decompositions and the
/// rotation angle), and ``value(of:at:)`` evaluates it. Both must agree with
/// ``interpolate(from:to:progress:)``.
package protocol Interpolatable: Sendable {
  /// What ``interpolation(from:to:)`` precomputes for a pair of values.
  associatedtype Interpolation: Sendable = InterpolationEndpoints<Self>

  /// The value `progress` of the way from `start` to `end` (see the contract above).
  static func interpolate(from start: Self, to end: Self, progress: Double) -> Self

  /// Prepares the interpolation from `start` to `end`, once per animation segment.
  static func interpolation(from start: Self, to end: Self) -> Interpolation

  /// The value at `progress` of a prepared interpolation: the same as
  /// ``interpolate(from:to:progress:)`` with its two values.
  static func value(of interpolation: Interpolation, at progress: Double) -> Self

  /// The additive offset `start − end` that an additive animation decays to
  /// zero, or nil if values of this type are not animated additively.
  static func additiveOffset(from start: Self, to end: Self) -> Self?

  /// `self + offset·factor`, for an offset made by ``additiveOffset(from:to:)``.
  /// Types without additive animation return `self`.
  func adding(_ offset: Self, scaledBy factor: Double) -> Self
}

/// The two values of an interpolation, for types with nothing to precompute.
package struct InterpolationEndpoints<Value: Sendable>: Sendable {
  /// The value at progress 0.
  package let start: Value
  /// The value at progress 1.
  package let end: Value

  /// Pairs two values.
  package init(start: Value, end: Value) {
    self.start = start
    self.end = end
  }
}

extension Interpolatable where Interpolation == InterpolationEndpoints<Self> {
  /// The two values.
  package static func interpolation(from start: Self, to end: Self) -> Interpolation {
    InterpolationEndpoints(start: start, end: end)
  }

  /// ``interpolate(from:to:progress:)`` of the two values.
  package static func value(of interpolation: Interpolation, at progress: Double) -> Self {
    interpolate(from: interpolation.start, to: interpolation.end, progress: progress)
  }
}

extension Interpolatable {
  /// Not additive: nil.
  package static func additiveOffset(from start: Self, to end: Self) -> Self? { nil }

  /// Not additive: `self`.
  package func adding(_ offset: Self, scaledBy factor: Double) -> Self { self }
}

extension Double: Interpolatable {
  /// `start + (end − start)·progress`, and `end` exactly at progress 1.
  package static func interpolate(from start: Double, to end: Double, progress: Double) -> Double {
    progress == 1 ? end : start + (end - start) * progress
  }

  /// `start − end`.
  package static func additiveOffset(from start: Double, to end: Double) -> Double? { start - end }

  /// `self + offset·factor`.
  package func adding(_ offset: Double, scaledBy factor: Double) -> Double { self + offset * factor }
}
