/// A flip animation finished (the `flipEnd` records of `gesture-sim run --scene
/// cards`): the card reached its final angle and the completion ran.
///
/// After a completed down flip the card has left the stack and `topCard` is one
/// more; after a completed up flip the card is back on top and `topCard` is one
/// less; after a cancelled flip nothing changed. The stack's move to the new
/// depths starts at `time` (docs/cards.md, "The stack moves").
package struct CardFlipEnd: Hashable, Sendable {
  /// When the animation finished, in seconds (trace time): its end, or the time a
  /// new interaction cut it short (`interrupted`).
  package var time: Double
  /// The card that turned (index, counted from 0).
  package var card: Int
  /// Which way it turned.
  package var direction: CardFlip.Direction
  /// `.completed` or `.cancelled` (an ignored interaction runs no animation).
  package var outcome: CardFlip.Outcome
  /// The top card's index after the completion.
  package var topCard: Int
  /// Whether a new pan or button press finished the animation before its end,
  /// jumping to the final angle (`CardInterruptionRule.finishRunningFlip`).
  package var interrupted: Bool

  /// Creates a flip end record.
  package init(time: Double, card: Int, direction: CardFlip.Direction, outcome: CardFlip.Outcome, topCard: Int, interrupted: Bool) {
    self.time = time
    self.card = card
    self.direction = direction
    self.outcome = outcome
    self.topCard = topCard
    self.interrupted = interrupted
  }
}
