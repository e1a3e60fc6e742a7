/// The result of running a trace through the transitions scene: the resting
/// state and the summaries `gesture-sim run --scene transitions --format json` prints.
public typealias TransitionsSummary = AnimatedTransitionSceneSummary<TransitionsScene.Configuration, TransitionsFrame, TransitionsTap, TransitionsSceneTransition>

extension TransitionsScene: RunnableScene {
  public typealias Record = TransitionsRecord
  public typealias Summary = TransitionsSummary

  /// The tutorial's configuration.
  public static var defaultConfiguration: Configuration { Configuration() }
}
