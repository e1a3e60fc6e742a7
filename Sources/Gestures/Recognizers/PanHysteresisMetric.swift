/// How a pan measures the movement that must exceed its hysteresis before it begins.
///
/// UIKit does not document the rule (docs/sources.md, "Gesture recognizers"). See docs/recognizers.md.
public enum PanHysteresisMetric: Hashable, Sendable {
  /// The distance from where the touches went down (the length of the translation)
  /// must be strictly greater than the hysteresis: a circle. This is the rule
  /// ("moved more than its hysteresis from where they went down") and the default.
  case euclidean
  /// Either component of the translation must reach the hysteresis
  /// (`|dx| >= h || |dy| >= h`): a square. This is what public decompilations of
  /// UIKit show (`-[UIPanGestureRecognizer _willScrollX]` / `_willScrollY` compare each
  /// axis with `_hysteresis` using `>=`).
  case perAxis
}
