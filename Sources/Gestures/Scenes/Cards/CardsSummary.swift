/// The result of running a trace through the card-stack scene: the resting state
/// and the summaries `gesture-sim run --scene cards --format json` prints (issue
/// 5, "Output of gesture-sim run --scene cards").
public struct CardsSummary: SceneSummary, Hashable, Sendable {
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  public var facts: SceneRunFacts<CardStackScene.Configuration>
  /// The `final` object: where the deck ended and what the interactions did.
  public struct Final: Hashable, Sendable {
    /// The head card's index, counted from 0.
    public var topCard: Int
    /// The deck's size.
    public var cardCount: Int
    /// Completed flips, pan and button, down and up.
    public var completedFlips: Int
    /// Cancelled flips (released short of the threshold, or touch cancelled).
    public var cancelledFlips: Int
    /// Ignored interactions (pans and button presses).
    public var ignoredGestures: Int

    /// Creates a final state.
    public init(topCard: Int, cardCount: Int, completedFlips: Int, cancelledFlips: Int, ignoredGestures: Int) {
      self.topCard = topCard
      self.cardCount = cardCount
      self.completedFlips = completedFlips
      self.cancelledFlips = cancelledFlips
      self.ignoredGestures = ignoredGestures
    }
  }

  /// The button presses the run scheduled, sorted, in seconds.
  public var buttonFlipTimes: [Double] { facts.configuration.buttonFlipTimes.sorted() }
  /// The `final` object.
  public var final: Final
  /// The last frame: every card on screen at the end.
  public var finalFrame: CardsFrame
  /// Every interaction's outcome, in order (the `flips` list).
  public var flips: [CardFlip]
}

extension CardStackScene: RunnableScene {
  /// The seed's configuration, with no button press.
  public static var defaultConfiguration: Configuration { Configuration() }

  /// The scene as the app launches at `time` (seconds).
  public static func launched(configuration: Configuration, at time: Double) -> CardStackScene {
    CardStackScene(configuration: configuration, launchTime: time)
  }

  /// `configuration.validate()`.
  public static func validate(_ configuration: Configuration) throws(SetupProblem) { try configuration.validate() }

  /// The flip button's presses (`Configuration.buttonFlipTimes`, `--flip-at T`), sorted.
  public static func scheduledInputTimes(of configuration: Configuration) -> [Double] {
    configuration.buttonFlipTimes.sorted()
  }

  /// `.input`: the last input may be a touch event or a button press.
  public static var lastInputName: SceneWarning.Input { .input }

  /// The run's summary: the trace's counts, the presses, the final state and the flips.
  public func summary(of facts: SceneRunFacts<Configuration>) -> CardsSummary {
    CardsSummary(
      facts: facts,
      final: CardsSummary.Final(
        topCard: topCard, cardCount: configuration.geometry.cardCount, completedFlips: completedFlips,
        cancelledFlips: cancelledFlips, ignoredGestures: ignoredGestures),
      finalFrame: currentFrame, flips: flips)
  }
}
