/// The `UIView.AnimationOptions` an ``Animator`` models, with UIKit's raw
/// values. (The curve is part of ``AnimationTiming``; repeat, autoreverse and
/// the nesting options are not modelled.)
package struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The option bits, as UIKit's.
  package let rawValue: UInt

  /// Creates options from UIKit's bits.
  package init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// `allowUserInteraction` (1 << 1): the animated views keep receiving touches.
  /// Without it, UIKit disables user interaction for the views being animated
  /// while their animations run [documented: "During an animation, user
  /// interactions are temporarily disabled for the views being animated"].
  package static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)

  /// `beginFromCurrentState` (1 << 2): a non-additive animation that replaces a
  /// running one starts from the current presentation value instead of the
  /// model value. Additive properties ignore it (they are continuous anyway).
  package static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
}
