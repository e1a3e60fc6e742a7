/// The result of running a trace through the table scene: the resting state and
/// the summaries `gesture-sim run --scene table --format json` prints.
public struct TableSummary: SceneSummary, Hashable, Sendable {
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  public var facts: SceneRunFacts<TableScene.Configuration>
  /// The variant that ran.
  public var variant: TableVariant { facts.configuration.variant }
  /// The last frame: the final state (the `final` object).
  public var final: TableFrame
  /// How many times `willDisplayCell` was called (launch included).
  public var displays: Int
  /// Every animation started, in order (the `animations` list: which rows animated and when).
  public var animations: [TableRowAnimation]
  /// The rows that animated at least once, in increasing order (the `rowsAnimated` list).
  public var rowsAnimated: [Int]
  /// The recognized taps, in order (the `taps` list): every one, up to the scene's
  /// `maximumStoredTaps` (10,000 by default), then only counted.
  public var taps: [TableGesture]
  /// How many taps were recognized; more than `taps.count` only when the limit
  /// was reached (then also the `tapCount` field).
  public var tapCount: Int
}
