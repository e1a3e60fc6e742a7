/// The result of running a trace through the card-stack scene: the resting state
/// and the summaries `gesture-sim run --scene cards --format json` prints (issue
/// 5, "Output of gesture-sim run --scene cards").
public struct CardsRun: Hashable, Sendable {
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

  /// Touch events fed (the `trace.events` field; button presses are not events).
  public var events: Int
  /// Touches: `began` samples, one finger from touch-down to lift each (the `trace.touches` field).
  public var touches: Int
  /// The most fingers down at once (the `trace.maxFingersDown` field).
  public var maxFingersDown: Int
  /// From the first event to the last, in seconds (the `trace.duration` field); 0 with no event.
  public var duration: Double
  /// When the scene launched (the earliest of the first event and the first
  /// button press, or 0 with neither), in seconds.
  public var launchTime: Double
  /// The display refresh rate the run used, in hertz.
  public var refreshRate: Double
  /// The button presses the run scheduled, sorted, in seconds.
  public var buttonFlipTimes: [Double]
  /// The `final` object.
  public var final: Final
  /// The last frame: every card on screen at the end.
  public var finalFrame: CardsFrame
  /// Whether the scene came to rest within the settle limit after the last input.
  public var cameToRest: Bool
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
  public static func validate(_ configuration: Configuration) -> String? { configuration.validate() }

  /// A `.warning` record.
  public static func warningRecord(_ warning: SceneWarning) -> CardsRecord { .warning(warning) }

  /// The flip button's presses (`Configuration.buttonFlipTimes`, `--flip-at T`), sorted.
  public static func scheduledInputTimes(of configuration: Configuration) -> [Double] {
    configuration.buttonFlipTimes.sorted()
  }

  /// `.input`: the last input may be a touch event or a button press.
  public static var lastInputName: SceneWarning.Input { .input }

  /// The run's summary: the trace's counts, the presses, the final state and the flips.
  public func summary(of facts: SceneRunFacts<Configuration>) -> CardsRun {
    CardsRun(
      events: facts.events, touches: facts.touches, maxFingersDown: facts.maxFingersDown, duration: facts.duration, launchTime: facts.launchTime,
      refreshRate: facts.refreshRate, buttonFlipTimes: facts.configuration.buttonFlipTimes.sorted(),
      final: CardsRun.Final(
        topCard: topCard, cardCount: configuration.geometry.cardCount, completedFlips: completedFlips,
        cancelledFlips: cancelledFlips, ignoredGestures: ignoredGestures),
      finalFrame: currentFrame, cameToRest: facts.cameToRest, flips: flips)
  }
}
