/// How a pan measures the movement that must reach its hysteresis before it begins.
///
/// UIKit does not document the rule (docs/sources.md, "Gesture recognizers"). See docs/recognizers.md.
@usableFromInline package enum PanHysteresisMetric: Hashable, Sendable {
  /// The distance from where the touches went down (the length of the translation)
  /// must be strictly greater than the hysteresis: a circle. The rule of the first
  /// gestures model; kept as an option.
  case euclidean
  /// Either component of the translation must reach the hysteresis
  /// (`|dx| >= h || |dy| >= h`): a square. UIKit's rule (read from the public
  /// decompilation of UIKitCore for iOS 26.1: each axis is compared with the
  /// hysteresis using `>=`). The default.
  case perAxis
  /// UIKit's per-axis rule on the given axes only: a scroll view's pan tests only the
  /// axes its content can scroll along (`|dx| >= h` when `horizontal`, `|dy| >= h`
  /// when `vertical`).
  case axes(horizontal: Bool, vertical: Bool)
}
