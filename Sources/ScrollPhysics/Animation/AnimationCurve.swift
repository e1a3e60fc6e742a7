/// UIKit's `UIView.AnimationCurve`: the four named curves of UIView animations,
/// with UIKit's raw values (the curve bits 16–19 of `UIView.AnimationOptions`
/// hold the same numbers).
///
/// Each maps to a Core Animation timing function (docs/sources.md, "Timing curves",
/// reverse-engineered from BigZaphod/Chameleon; UIKit itself goes through the
/// private `_UIGetAnimationCurveSpline`, whose body is not public — an open item,
/// docs/animations.md, "Decisions on undocumented behaviour"):
///
/// | Curve | Raw value | Timing function | Control points |
/// |---|---|---|---|
/// | `easeInOut` (default) | 0 | `easeInEaseOut` | (0.42, 0), (0.58, 1) |
/// | `easeIn` | 1 | `easeIn` | (0.42, 0), (1, 1) |
/// | `easeOut` | 2 | `easeOut` | (0, 0), (0.58, 1) |
/// | `linear` | 3 | `linear` | (0, 0), (1, 1) |
///
/// `easeInOut` is the default of `animate(withDuration:animations:)` and of
/// keyframe animations ([documented]; options raw value 0).
package enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
  /// Slow at both ends; UIKit's default (`curveEaseInOut`, raw value 0).
  case easeInOut = 0
  /// Slow at the start (`curveEaseIn`, raw value 1).
  case easeIn = 1
  /// Slow at the end (`curveEaseOut`, raw value 2).
  case easeOut = 2
  /// Constant speed (`curveLinear`, raw value 3).
  case linear = 3

  /// The Core Animation timing function UIKit uses for this curve.
  package var timingCurve: TimingCurve {
    switch self {
    case .easeInOut: return .easeInEaseOut
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .linear: return .linear
    }
  }
}
