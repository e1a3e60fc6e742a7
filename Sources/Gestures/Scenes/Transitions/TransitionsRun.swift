/// The result of running a trace through the transitions scene: the resting
/// state and the summaries `gesture-sim run --scene transitions --format json` prints.
public typealias TransitionsRun = AnimatedScreenRun<TransitionsScene.Configuration, TransitionsFrame, TransitionsTap, TransitionsTransition>

extension TransitionsScene: RunnableScene {
  public typealias Record = TransitionsRecord
  public typealias Run = TransitionsRun

  /// The tutorial's configuration.
  public static var defaultConfiguration: Configuration { Configuration() }
}
