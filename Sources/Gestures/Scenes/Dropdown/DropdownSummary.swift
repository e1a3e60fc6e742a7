/// The result of running a trace through the drop-down menu scene: the resting
/// state and the summaries `gesture-sim run --scene dropdown --format json` prints.
package typealias DropdownSummary = AnimatedTransitionSceneSummary<DropdownScene.Configuration, DropdownFrame, DropdownTap, DropdownTransition>
