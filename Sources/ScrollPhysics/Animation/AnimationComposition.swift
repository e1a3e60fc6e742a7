/// How a new animation of a property combines with one already running — which
/// UIKit decides per property (per key path).
///
/// | | `.additive` | `.replacing` |
/// |---|---|---|
/// | UIKit properties | `center`/`frame` origin (`position`), `bounds`, `contentsRect`, `contentsCenter`, `cornerRadius` | `alpha`, `transform`, everything else |
/// | the running animation | keeps running, finishes normally (`finished` true) | is removed at once (`finished` false) |
/// | the new animation | the model jumps to the target; an offset `old model − new model` decays to 0 along the new timing | runs from the old **model** value (a visible jump) — or from the presentation value with `.beginFromCurrentState` — to the target |
/// | presentation | model + Σ offsetᵢ·(1 − pᵢ(t)) | interpolate(from, to, p(t)) |
///
/// Sources (see docs/animations.md): the list of additively animatable keys
/// and the additive conversion (`fromValue = from − to`, `toValue = 0`) in the
/// decompiled UIKitCore (`_isAdditivelyAnimatableKeyForLayer`,
/// `UIViewAnimationState`); the iOS 8 behaviour described by WWDC 2014 session
/// 236 and iosoteric.com ("Additive animations: animateWithDuration in iOS 8").
/// UIKit uses the additive path only while every running animation of the
/// property is additive; a keyframe animation is never additive here.
package enum AnimationComposition: Hashable, Sendable {
  /// Animations add up (UIKit's iOS 8+ behaviour for position and bounds).
  case additive
  /// A new animation replaces the running one.
  case replacing
}
