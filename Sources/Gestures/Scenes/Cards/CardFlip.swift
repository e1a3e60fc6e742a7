/// The outcome of one interaction with the card stack: a pan (released or
/// cancelled) or a press of the flip button. The `flips` list of `gesture-sim run
/// --scene cards --format json` and its `flip` records ("Output").
///
/// Every pan that begins and every button press produces exactly one `CardFlip`,
/// made when its outcome is decided: at the pan's end (its `ended` or `cancelled`
/// action message) or at the press.
package struct CardFlip: Hashable, Sendable {
  /// Which way a card turns.
  package enum Direction: String, Hashable, Sendable, CaseIterable {
    /// The head card turns down about its bottom edge, towards the viewer, and
    /// leaves the stack (the pan's velocity was downwards when it began).
    case down
    /// The card flipped last turns back up onto the stack (the pan's velocity was
    /// upwards, or zero, when it began).
    case up
  }

  /// What became of the interaction.
  package enum Outcome: String, Hashable, Sendable, CaseIterable {
    /// The flip runs to its end: down, the card leaves the stack; up, it returns
    /// to the top.
    case completed
    /// The card falls back where it was: released short of the threshold, or its
    /// touch was cancelled.
    case cancelled
    /// Nothing turned: no card to flip that way, or the scene refused the
    /// interaction (see `IgnoredReason`).
    case ignored
  }

  /// What started the interaction.
  package enum Trigger: String, Hashable, Sendable, CaseIterable {
    /// The pan recognizer on the whole view.
    case pan
    /// The flip button (`--flip-at T`), a keyframe animation without a gesture.
    case button
  }

  /// Why an interaction was ignored.
  package enum IgnoredReason: String, Hashable, Sendable, CaseIterable {
    /// No card to flip in that direction: down on the last card, up on the first.
    case noCard
    /// A flip animation was running and the configuration's interruption rule is
    /// `.ignoreWhileFlipping`.
    case animationRunning
    /// A button press while a pan was in progress.
    case panInProgress
  }

  /// When the outcome was decided, in seconds (trace time): the pan's end or the press.
  package var time: Double
  /// Which way: for a pan, picked from its velocity when it began; a button flips down.
  package var direction: Direction
  /// A pan or the button.
  package var trigger: Trigger
  /// Completed, cancelled or ignored.
  package var outcome: Outcome
  /// The index of the card that turned (counted from 0); `nil` when ignored.
  package var card: Int?
  /// A pan's percent when it ended or was cancelled: `translation.y / flipDistance`
  /// clamped to 0…1 for a down flip, −1…0 for an up flip (dimensionless; also for
  /// an ignored pan). `nil` for a button press.
  package var percentAtRelease: Double?
  /// Whether the pan ended because its touch was cancelled (then the flip is
  /// cancelled whatever the percent).
  package var touchCancelled: Bool
  /// Why it was ignored; `nil` unless `outcome == .ignored`.
  package var ignoredReason: IgnoredReason?

  /// Creates a flip outcome.
  package init(
    time: Double, direction: Direction, trigger: Trigger, outcome: Outcome, card: Int?,
    percentAtRelease: Double?, touchCancelled: Bool = false, ignoredReason: IgnoredReason? = nil
  ) {
    self.time = time
    self.direction = direction
    self.trigger = trigger
    self.outcome = outcome
    self.card = card
    self.percentAtRelease = percentAtRelease
    self.touchCancelled = touchCancelled
    self.ignoredReason = ignoredReason
  }
}
