/// One output record of the transitions scene, in time order: what `gesture-sim run
/// --scene transitions` prints, one line per record with `--format jsonl`.
public typealias TransitionsRecord = AnimatedScreenRecord<TransitionsFrame, TransitionsTap, TransitionsTransition>

extension TransitionsFrame: TimedSceneValue {}
extension TransitionsTransition: ScreenTransition {}
