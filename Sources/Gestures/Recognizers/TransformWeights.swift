/// How much each motion counts when a transform analyzer decides which one dominates:
/// the low-passed magnitude of each component is multiplied by its weight before the
/// comparison (docs/recognizers.md, "Transform analyzer").
///
/// UIKit's values [code]: the analyzer's own default is 1 / 1 / 1; the pinch
/// recognizer favours the pinch (translation 0.5, pinch 4, rotation 0.5); the rotation
/// recognizer favours the rotation (translation 0.25, pinch 0.25, rotation 1).
@usableFromInline package struct TransformWeights: Hashable, Sendable {
  /// The weight of the translation component (unitless, non-negative).
  @usableFromInline package var translation: Double
  /// The weight of the pinch (radial) component (unitless, non-negative).
  @usableFromInline package var pinch: Double
  /// The weight of the rotation (tangential) component (unitless, non-negative).
  @usableFromInline package var rotation: Double

  /// Creates weights.
  /// - Precondition: every weight is finite and non-negative (a programmer error).
  @usableFromInline package init(translation: Double, pinch: Double, rotation: Double) {
    precondition(
      translation.isFinite && pinch.isFinite && rotation.isFinite && translation >= 0 && pinch >= 0 && rotation >= 0,
      "TransformWeights: weights must be finite and non-negative")
    self.translation = translation
    self.pinch = pinch
    self.rotation = rotation
  }

  /// Every component counts the same: 1 / 1 / 1 (the analyzer's own default in UIKit).
  @usableFromInline package static let unweighted = TransformWeights(translation: 1, pinch: 1, rotation: 1)
  /// `UIPinchGestureRecognizer`'s weights: translation 0.5, pinch 4, rotation 0.5.
  @usableFromInline package static let pinchRecognizer = TransformWeights(translation: 0.5, pinch: 4, rotation: 0.5)
  /// `UIRotationGestureRecognizer`'s weights: translation 0.25, pinch 0.25, rotation 1.
  @usableFromInline package static let rotationRecognizer = TransformWeights(translation: 0.25, pinch: 0.25, rotation: 1)
}
