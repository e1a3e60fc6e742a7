/// The result of running a trace through the card-stack scene: the resting state
/// and the summaries `gesture-sim run --scene cards --format json` prints (issue
/// 5, "Output of gesture-sim run --scene cards").
package struct CardsSummary: SceneSummary, Hashable, Sendable {
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  package var facts: SceneRunFacts<CardStackScene.Configuration>
  /// The `final` object: where the deck ended and what the interactions did.
  package struct Final: Hashable, Sendable {
    /// The head card's index, counted from 0.
    package var topCard: Int
    /// The deck's size.
    package var cardCount: Int
    /// Completed flips, pan and button, down and up.
    package var completedFlips: Int
    /// Cancelled flips (released short of the threshold, or touch cancelled).
    package var cancelledFlips: Int
    /// Ignored interactions (pans and button presses).
    package var ignoredGestures: Int

    /// Creates a final state.
    package init(topCard: Int, cardCount: Int, completedFlips: Int, cancelledFlips: Int, ignoredGestures: Int) {
      self.topCard = topCard
      self.cardCount = cardCount
      self.completedFlips = completedFlips
      self.cancelledFlips = cancelledFlips
      self.ignoredGestures = ignoredGestures
    }
  }

  /// The button presses the run scheduled, sorted, in seconds.
  package var buttonFlipTimes: [Double] { facts.configuration.buttonFlipTimes.sorted() }
  /// The `final` object.
  package var final: Final
  /// The last frame: every card on screen at the end.
  package var finalFrame: CardsFrame
  /// Every interaction's outcome, in order (the `flips` list).
  package var flips: [CardFlip]
}
