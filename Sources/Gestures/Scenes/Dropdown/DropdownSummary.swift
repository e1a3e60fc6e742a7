/// The result of running a trace through the drop-down menu scene: the resting
/// state and the summaries `gesture-sim run --scene dropdown --format json` prints.
public typealias DropdownSummary = AnimatedTransitionSceneSummary<DropdownScene.Configuration, DropdownFrame, DropdownTap, DropdownTransition>

extension DropdownScene: RunnableScene {
  public typealias Record = DropdownRecord
  public typealias Summary = DropdownSummary

  /// The tutorial's configuration.
  public static var defaultConfiguration: Configuration { Configuration() }
}
