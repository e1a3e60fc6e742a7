/// The result of running a trace through the drop-down menu scene: the resting
/// state and the summaries `gesture-sim run --scene dropdown --format json` prints.
public struct DropdownRun: SceneRunSummary, Hashable, Sendable {
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  public var facts: SceneRunFacts<DropdownScene.Configuration>
  /// The last frame: the final state (the `final` object).
  public var final: DropdownFrame
  /// Every recognized tap, in order (the `taps` list).
  public var taps: [DropdownTap]
  /// Every transition record, `began` and `completed`, in order (the `transitions` list).
  public var transitions: [DropdownTransition]
  /// How many fingers landed during a transition and were refused.
  public var refusedTouches: Int
}

extension DropdownScene: RunnableScene {
  /// The tutorial's configuration.
  public static var defaultConfiguration: Configuration { Configuration() }

  /// The scene as the app launches at `time` (seconds).
  public static func launched(configuration: Configuration, at time: Double) -> DropdownScene {
    DropdownScene(configuration: configuration)
  }

  /// `configuration.validate()`.
  public static func validate(_ configuration: Configuration) -> String? { configuration.validate() }

  /// The run's summary: the trace's counts, the final state and the scene's lists.
  public func summary(of facts: SceneRunFacts<Configuration>) -> DropdownRun {
    DropdownRun(
      facts: facts, final: currentFrame(at: facts.finalTime), taps: taps, transitions: transitions, refusedTouches: refusedTouchCount)
  }
}
