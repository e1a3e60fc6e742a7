/// What an ``Animator`` reports as time passes: the calls UIKit would make to
/// an animation block's completion handler.
package enum AnimationEvent: Hashable, Sendable {
  /// The completion handler of block `id` runs, at `time` (seconds), with
  /// `finished` as UIKit passes it.
  ///
  /// UIKit counts the Core Animation animations of a block and calls the
  /// completion when the last one stops, passing **that last animation's**
  /// finished flag (decompiled `UIViewAnimationState animationDidStop:finished:`,
  /// see docs/animations.md): true when it ran to its end, false when it was
  /// removed early (replaced by another animation of the same property, or
  /// removed). A block that animates nothing completes at once with true.
  case completed(AnimationID, finished: Bool, time: Double)
}
