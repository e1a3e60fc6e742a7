/// One output record of the transitions scene, in time order: what `gesture-sim run
/// --scene transitions` prints, one line per record with `--format jsonl`.
package typealias TransitionsRecord = AnimatedTransitionSceneRecord<TransitionsFrame, TransitionsTap, TransitionsSceneTransition>

extension TransitionsFrame: SceneRecordPayload {}
extension TransitionsSceneTransition: SceneTransition {}
