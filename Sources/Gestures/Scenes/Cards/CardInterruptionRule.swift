/// What a new interaction (a pan that begins, or a button press) does while a flip
/// animation is still running (the specification: "Decide and document what a new touch
/// does while a completion animation is still running"; docs/cards.md).
///
/// The tutorial does not say. In UIKit the new pan begins: the recognizer sits on the
/// controller's view, which is not animated, and UIView animations only stop
/// touches reaching the views being animated. What the app then does is its own
/// code's business.
package enum CardInterruptionRule: String, Hashable, Sendable, CaseIterable {
  /// The default. The running flip animation is finished at once, at the moment
  /// the new pan begins (or the button is pressed): its card jumps to its final
  /// angle and its completion runs (a completed flip's card leaves the stack or
  /// returns to the top, and the stack starts moving); then the new interaction
  /// picks its direction against the updated stack. A touch that comes down
  /// without beginning a pan (a tap) changes nothing. This mirrors Core
  /// Animation's model layer, where the animated property already holds its final
  /// value while the animation runs.
  case finishRunningFlip
  /// The new interaction is ignored (outcome `ignored`, reason
  /// `animationRunning`) and the animation runs on, as an app that checks an
  /// "is animating" flag would do.
  case ignoreWhileFlipping
}
