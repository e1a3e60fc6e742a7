/// The result of running a trace through a scene whose view-controller
/// transitions animate (`DropdownSummary`, `TransitionsSummary`): the resting state and
/// the summaries `gesture-sim run --format json` prints.
package struct AnimatedTransitionSceneSummary<Configuration: Hashable & Sendable, Frame: SceneRecordPayload, Tap: SceneRecordPayload, Transition: SceneTransition>:
  SceneSummary, Hashable, Sendable
{
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  package var facts: SceneRunFacts<Configuration>
  /// The last frame: the final state (the `final` object).
  package var final: Frame
  /// Every recognized tap, in order (the `taps` list).
  package var taps: [Tap]
  /// Every transition record, `began` and `completed`, in order (the `transitions` list).
  package var transitions: [Transition]
  /// How many fingers landed during a transition and were refused.
  package var refusedTouches: Int
}
