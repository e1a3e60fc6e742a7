/// The result of running a trace through the transitions scene: the resting
/// state and the summaries `gesture-sim run --scene transitions --format json` prints.
package typealias TransitionsSummary = AnimatedTransitionSceneSummary<TransitionsScene.Configuration, TransitionsFrame, TransitionsTap, TransitionsSceneTransition>

extension TransitionsScene: RunnableScene {
  package typealias Record = TransitionsRecord
  package typealias Summary = TransitionsSummary

  /// The tutorial's configuration.
  package static var defaultConfiguration: Configuration { Configuration() }
}
