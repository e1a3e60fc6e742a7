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

extension CardStackScene: RunnableScene {
  /// The seed's configuration, with no button press.
  package static var defaultConfiguration: Configuration { Configuration() }

  /// The scene as the app launches at `time` (seconds).
  package static func launched(configuration: Configuration, at time: Double) -> CardStackScene {
    CardStackScene(configuration: configuration, launchTime: time)
  }

  /// `configuration.validate()`.
  package static func validate(_ configuration: Configuration) throws(SetupProblem) { try configuration.validate() }

  /// The flip button's presses (`Configuration.buttonFlipTimes`, `--flip-at T`), sorted.
  package static func scheduledInputTimes(of configuration: Configuration) -> [Double] {
    configuration.buttonFlipTimes.sorted()
  }

  /// `.input`: the last input may be a touch event or a button press.
  package static var lastInputName: SceneWarning.Input { .input }

  /// The run's summary: the trace's counts, the presses, the final state and the flips.
  package func summary(of facts: SceneRunFacts<Configuration>) -> CardsSummary {
    CardsSummary(
      facts: facts,
      final: CardsSummary.Final(
        topCard: topCard, cardCount: configuration.geometry.cardCount, completedFlips: completedFlips,
        cancelledFlips: cancelledFlips, ignoredGestures: ignoredGestures),
      finalFrame: currentFrame, flips: flips)
  }
}
