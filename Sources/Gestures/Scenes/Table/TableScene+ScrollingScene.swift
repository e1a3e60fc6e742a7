extension TableScene: ScrollingScene {
  /// The tutorial's configuration.
  public static var defaultConfiguration: Configuration { Configuration() }

  /// `configuration.validate()`.
  public static func validate(_ configuration: Configuration) throws(SetupProblem) { try configuration.validate() }

  /// The run's summary: the trace's counts, the final state and the scene's lists.
  public func summary(of facts: SceneRunFacts<Configuration>) -> TableSummary {
    TableSummary(
      facts: facts, final: currentFrame(at: facts.finalTime), displays: displayCount, animations: animations,
      rowsAnimated: rowsAnimated, taps: taps, tapCount: tapCount)
  }
}
