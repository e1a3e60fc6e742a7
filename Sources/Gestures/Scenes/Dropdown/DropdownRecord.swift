/// One output record of the drop-down menu scene, in time order: what `gesture-sim run
/// --scene dropdown` prints, one line per record with `--format jsonl`.
package typealias DropdownRecord = AnimatedTransitionSceneRecord<DropdownFrame, DropdownTap, DropdownTransition>

extension DropdownFrame: SceneRecordPayload {}
extension DropdownTransition: SceneTransition {}
