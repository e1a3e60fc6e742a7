/// The result of running a trace through the transitions scene: the resting
/// state and the summaries `gesture-sim run --scene transitions --format json` prints.
package typealias TransitionsSummary = AnimatedTransitionSceneSummary<TransitionsScene.Configuration, TransitionsFrame, TransitionsTap, TransitionsSceneTransition>
