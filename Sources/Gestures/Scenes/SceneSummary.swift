/// A scene's run summary (`RunnableScene.Summary`): the facts the runner gathered,
/// held once as `facts`, plus what the scene adds (its final state, its lists).
///
/// The trace's counts and the run's timing read through to `facts`, so every
/// scene's summary answers `events`, `touches`, `duration` … the same way.
public protocol SceneSummary {
  /// What the facts carry as the scene's setup.
  associatedtype FactsConfiguration
  /// What the runner knew when the run finished.
  var facts: SceneRunFacts<FactsConfiguration> { get }
}

extension SceneSummary {
  /// Touch events fed (the `trace.events` field; scheduled inputs are not events).
  public var events: Int { facts.events }
  /// Touches: `began` samples, one finger from touch-down to lift each (the `trace.touches` field).
  public var touches: Int { facts.touches }
  /// The most fingers down at once (the `trace.maxFingersDown` field).
  public var maxFingersDown: Int { facts.maxFingersDown }
  /// From the first event to the last, in seconds (the `trace.duration` field); 0 with no event.
  public var duration: Double { facts.duration }
  /// When the app launched (the earliest of the first event and the first
  /// scheduled input, or 0 with neither), in seconds.
  public var launchTime: Double { facts.launchTime }
  /// The display refresh rate the run used, in hertz.
  public var refreshRate: Double { facts.refreshRate }
  /// Whether the scene came to rest within the settle limit after the last input.
  public var cameToRest: Bool { facts.cameToRest }
}
