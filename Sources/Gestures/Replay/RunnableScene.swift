/// A scene that `SceneRunner` streams a trace through: it is created from its
/// configuration when the app launches, and it summarises a finished run.
public protocol RunnableScene: Scene {
  /// What configures the scene (geometry, timing, variant, …).
  associatedtype Configuration: Hashable, Sendable
  /// The summary of a finished run (what `gesture-sim run --format json` prints).
  associatedtype Run

  /// The configuration used when none is given (the tutorial's).
  static var defaultConfiguration: Configuration { get }
  /// The scene as the app launches at `time` (seconds).
  static func launched(configuration: Configuration, at time: Double) -> Self
  /// `nil` when `configuration` is usable, otherwise the reason.
  static func validate(_ configuration: Configuration) -> String?
  /// The record that carries `warning`.
  static func warningRecord(_ warning: SceneWarning) -> Record
  /// The summary of a run that ended with this scene.
  func summary(of facts: SceneRunFacts<Configuration>) -> Run
}

/// What a `SceneRunner` knows about a finished run, for the scene's summary.
public struct SceneRunFacts<Configuration> {
  /// The scene's configuration.
  public var configuration: Configuration
  /// Touch events fed.
  public var events: Int
  /// Fingers that touched down: `began` samples.
  public var fingers: Int
  /// From the first event to the last, in seconds; 0 with no event.
  public var duration: Double
  /// When the app launched (the first event's time, or 0 with no event), in seconds.
  public var launchTime: Double
  /// The display refresh rate, in hertz.
  public var refreshRate: Double
  /// The time of the last frame on the grid, in seconds: the final state's time.
  public var finalTime: Double
  /// Whether the scene came to rest within the settle limit after the last event.
  public var cameToRest: Bool
}
