/// What one display frame of the transitions scene shows (the `frame` records of
/// `gesture-sim run --scene transitions`). The visual values of a view are nil while
/// that view is not on screen.
package struct TransitionsFrame: Hashable, Sendable {
  /// The frame's time, in seconds.
  package var time: Double
  /// The screen reached by the last completed transition.
  package var viewController: TransitionsViewController
  /// The transition in progress (begun and not completed), or nil.
  package var transition: TransitionsSceneTransition.Kind?
  /// Whether the screen takes touches: false from a transition's start until its
  /// `completeTransition`.
  package var isUserInteractionEnabled: Bool
  /// The presented example's y translation, in points (viewport height → 0 while it
  /// is presented, 0 → height while dismissed), while the flip or tabs example is
  /// on screen.
  package var modalTranslationY: Double?
  /// During a push or pop: the flip's rotation about the vertical axis, in radians,
  /// with Core Animation's sign (docs/sources.md, "3-D transforms"): 0 → −π for a flip from the right
  /// (its right edge comes forward), 0 → +π from the left. The old view shows while
  /// |angle| < π/2, the new one after.
  package var flipAngle: Double?
  /// During a tab change: the new tab's opacity, 0 → 1 (the old one's is 1 − it).
  package var dissolveProgress: Double?
  /// The overlay's alpha while it is on screen.
  package var overlayAlpha: Double?
  /// The overlay's scale (both axes; its transform is a scale about its centre)
  /// while it is on screen.
  package var overlayScale: Double?
}
