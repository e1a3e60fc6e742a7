extension CardStackScene: RunnableScene {
  /// The seed's configuration, with no button press.
  package static var defaultConfiguration: Configuration { Configuration() }

  /// The scene as the app launches at `time` (seconds).
  package static func launched(_ options: SceneRunner<CardStackScene>.Options, at time: Double) -> CardStackScene {
    CardStackScene(configuration: options.scene, launchTime: time)
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
