/// A scene that `SceneRunner` streams a trace through: it is created from its
/// configuration when the app launches, and it summarises a finished run.
///
/// A new scene plugs into the pipeline by conforming to this protocol: the runner
/// then gives it the frame grid, the settle limit, the trace's counts, scheduled
/// inputs and the still-moving warning (docs/architecture.md, "Adding a scene").
public protocol RunnableScene: Scene where Record: SceneRecord {
  /// What configures the scene (geometry, timing, variant, …).
  associatedtype Configuration: Hashable, Sendable
  /// The summary of a finished run (what `gesture-sim run --format json` prints).
  associatedtype Summary

  /// The configuration used when none is given (the tutorial's).
  static var defaultConfiguration: Configuration { get }
  /// The scene as the app launches at `time` (seconds) with `options.scene`, on a
  /// display refreshing at `options.refreshRate` hertz: a scene with a scroll view
  /// gives it that rate (`ScrollView.maximumFramesPerSecond`, the frame of UIKit's
  /// per-frame laws).
  ///
  /// The options are valid by construction (`SceneRunner.Options.init` ran
  /// `validate` on the configuration and checked the rate), so the launch checks
  /// nothing again: the set-up validates once.
  static func launched(_ options: SceneRunner<Self>.Options, at time: Double) -> Self
  /// Checks `configuration` once, with everything it holds (its screen, its
  /// layout, its own settings).
  ///
  /// - Throws: the first problem found: the setting at fault and why.
  static func validate(_ configuration: Configuration) throws(SetupProblem)
  /// Feeds `event` to `runner` (`SceneRunner.feed`): `runner.feedStep(event, into:
  /// &records)`, the default. A scene with a throughput target implements it in its
  /// own conformance, where the compiler knows the scene and inlines its per-event
  /// code into the runner's step (docs/performance.md, "Idioms").
  static func feed(_ runner: inout SceneRunner<Self>, _ event: TouchEvent, into records: inout [Record])
  /// The record that carries `warning`. Default: the record's `warning` case.
  static func warningRecord(_ warning: SceneWarning) -> Record
  /// The summary of a run that ended with this scene.
  func summary(of facts: SceneRunFacts<Configuration>) -> Summary

  /// The times, in seconds and in non-decreasing order, of the inputs that
  /// `configuration` schedules besides the trace's touches (the card stack's
  /// flip-button presses). The scene handles them itself, once time passes them;
  /// the runner launches the app no later than the first, and feeds the replayer
  /// an event with no touches at each, so that frames before it run first and
  /// the settle limit counts from the last input of either kind. An input and an
  /// event at the same time: the scheduled input comes first. Default: none.
  static func scheduledInputTimes(of configuration: Configuration) -> [Double]
  /// How the still-moving warning names the last input: `.touch` (the default),
  /// or `.input` for a scene that has scheduled inputs.
  static var lastInputName: SceneWarning.Input { get }
}

extension RunnableScene {
  /// The runner's step, specialized where the caller knows the scene.
  @inlinable
  public static func feed(_ runner: inout SceneRunner<Self>, _ event: TouchEvent, into records: inout [Record]) {
    runner.feedStep(event, into: &records)
  }

  /// The record's `warning` case.
  public static func warningRecord(_ warning: SceneWarning) -> Record { .warning(warning) }

  /// No scheduled input.
  public static func scheduledInputTimes(of configuration: Configuration) -> [Double] { [] }
  /// `.touch`.
  public static var lastInputName: SceneWarning.Input { .touch }
}
