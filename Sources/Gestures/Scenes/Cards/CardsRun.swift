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
  /// Fingers that touched down: `began` samples (the `trace.fingers` field).
  public var fingers: Int
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

  /// Runs `events` (in time order) through a scene with `options` and returns the
  /// run's summary and every record in time order. For long traces prefer
  /// `CardsRunner`, which streams.
  public static func run(_ events: [TouchEvent], options: CardsRunner.Options = .init()) -> (run: CardsRun, records: [CardsRecord]) {
    var runner = CardsRunner(options: options)
    var records: [CardsRecord] = []
    for event in events {
      runner.feed(event, into: &records)
    }
    let run = runner.finish(into: &records)
    return (run, records)
  }
}
