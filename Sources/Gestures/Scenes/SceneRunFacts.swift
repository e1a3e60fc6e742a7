/// What a `SceneRunner` knows about a finished run, for the scene's summary.
public struct SceneRunFacts<Configuration> {
  /// The scene's configuration.
  public var configuration: Configuration
  /// Touch events fed (scheduled inputs are not events).
  public var events: Int
  /// Touches: `began` samples (one finger from touch-down to lift each).
  public var touches: Int
  /// The most fingers down at once.
  public var maxFingersDown: Int
  /// From the first event to the last, in seconds; 0 with no event.
  public var duration: Double
  /// When the app launched (the earliest of the first event and the first
  /// scheduled input, or 0 with neither), in seconds.
  public var launchTime: Double
  /// The display refresh rate, in hertz.
  public var refreshRate: Double
  /// The time of the last frame on the grid, in seconds: the final state's time.
  public var finalTime: Double
  /// Whether the scene came to rest within the settle limit after the last input.
  public var cameToRest: Bool
}

extension SceneRunFacts: Equatable where Configuration: Equatable {}
extension SceneRunFacts: Hashable where Configuration: Hashable {}
extension SceneRunFacts: Sendable where Configuration: Sendable {}

extension SceneRunFacts {
  /// The same facts with `transform` applied to the configuration (a summary that
  /// keeps only the part of the setup its report prints).
  package func mapConfiguration<Other>(_ transform: (Configuration) -> Other) -> SceneRunFacts<Other> {
    SceneRunFacts<Other>(
      configuration: transform(configuration), events: events, touches: touches, maxFingersDown: maxFingersDown,
      duration: duration, launchTime: launchTime, refreshRate: refreshRate, finalTime: finalTime, cameToRest: cameToRest)
  }
}
