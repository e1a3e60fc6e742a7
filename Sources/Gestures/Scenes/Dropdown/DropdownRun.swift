/// The result of running a trace through the drop-down menu scene: the resting
/// state and the summaries `gesture-sim run --scene dropdown --format json` prints.
public typealias DropdownRun = AnimatedScreenRun<DropdownScene.Configuration, DropdownFrame, DropdownTap, DropdownTransition>

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
