/// The result of running a trace through the transitions scene: the resting
/// state and the summaries `gesture-sim run --scene transitions --format json` prints.
public struct TransitionsRun: Hashable, Sendable {
  /// Touch events fed (the `trace.events` field).
  public var events: Int
  /// Touches: `began` samples, one finger from touch-down to lift each (the `trace.touches` field).
  public var touches: Int
  /// The most fingers down at once (the `trace.maxFingersDown` field).
  public var maxFingersDown: Int
  /// From the first event to the last, in seconds (the `trace.duration` field); 0 with no event.
  public var duration: Double
  /// When the app launched (the first event's time, or 0 with no event), in seconds.
  public var launchTime: Double
  /// The display refresh rate the run used, in hertz.
  public var refreshRate: Double
  /// The last frame: the final state (the `final` object).
  public var final: TransitionsFrame
  /// Whether the scene came to rest within the settle limit after the last event.
  public var cameToRest: Bool
  /// Every recognized tap, in order (the `taps` list).
  public var taps: [TransitionsTap]
  /// Every transition record, `began` and `completed`, in order (the `transitions` list).
  public var transitions: [TransitionsTransition]
  /// How many fingers landed during a transition and were refused.
  public var refusedTouches: Int
}


extension TransitionsScene: RunnableScene {
  /// The tutorial's configuration.
  public static var defaultConfiguration: Configuration { Configuration() }

  /// The scene as the app launches at `time` (seconds).
  public static func launched(configuration: Configuration, at time: Double) -> TransitionsScene {
    TransitionsScene(configuration: configuration)
  }

  /// `configuration.validate()`.
  public static func validate(_ configuration: Configuration) -> String? { configuration.validate() }

  /// A `.warning` record.
  public static func warningRecord(_ warning: SceneWarning) -> TransitionsRecord { .warning(warning) }

  /// The run's summary: the trace's counts, the final state and the scene's lists.
  public func summary(of facts: SceneRunFacts<Configuration>) -> TransitionsRun {
    TransitionsRun(
      events: facts.events, touches: facts.touches, maxFingersDown: facts.maxFingersDown, duration: facts.duration, launchTime: facts.launchTime,
      refreshRate: facts.refreshRate, final: currentFrame(at: facts.finalTime), cameToRest: facts.cameToRest,
      taps: taps, transitions: transitions, refusedTouches: refusedTouchCount)
  }
}
