/// The result of running a trace through the transitions scene: the resting
/// state and the summaries `gesture-sim run --scene transitions --format json` prints.
public struct TransitionsRun: SceneRunSummary, Hashable, Sendable {
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  public var facts: SceneRunFacts<TransitionsScene.Configuration>
  /// The last frame: the final state (the `final` object).
  public var final: TransitionsFrame
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

  /// The run's summary: the trace's counts, the final state and the scene's lists.
  public func summary(of facts: SceneRunFacts<Configuration>) -> TransitionsRun {
    TransitionsRun(
      facts: facts, final: currentFrame(at: facts.finalTime), taps: taps, transitions: transitions, refusedTouches: refusedTouchCount)
  }
}
