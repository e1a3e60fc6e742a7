import ScrollPhysics

/// The result of running a trace through the side-menu scene: the resting state
/// and the summaries `gesture-sim run --format json` prints (issue 4, "Output of
/// gesture-sim run").
public struct SideMenuSummary: SceneSummary, Hashable, Sendable {
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  public var facts: SceneRunFacts<SideMenuScene.Configuration>
  /// How many times one delegate callback was made.
  public struct CallbackCount: Hashable, Sendable {
    /// The `UIScrollViewDelegate` method name, e.g. `scrollViewDidScroll`.
    public var name: String
    /// How many times it was called.
    public var count: Int
  }

  /// The tutorial step that ran.
  public var variant: SideMenuVariant { facts.configuration.variant }
  /// The last frame: the final state (the `final` object).
  public var final: SideMenuFrame
  /// One count per delegate callback, in `SideMenuScene.callbackNames` order,
  /// zeros included (the `callbacks` object).
  public var callbacks: [CallbackCount]
  /// The recognized taps, in order (the `taps` list): every one, up to the scene's
  /// `maximumStoredTaps` (10,000 by default), then only counted.
  public var taps: [SideMenuTap]
  /// How many taps were recognized (the `tapCount` field); more than
  /// `taps.count` only when the limit was reached.
  public var tapCount: Int

  /// The count of the callback named `name`; 0 for an unknown name.
  public func callbackCount(_ name: String) -> Int {
    callbacks.first { $0.name == name }?.count ?? 0
  }
}

extension SideMenuScene: ScrollingScene {
  /// The tutorial's configuration (the `fixed` variant, the default geometry).
  public static var defaultConfiguration: Configuration { Configuration() }

  /// `configuration.validate()`.
  public static func validate(_ configuration: Configuration) throws(SetupProblem) { try configuration.validate() }

  /// The runner's step compiled here, where the side menu's per-event and per-frame
  /// code is inlined into it (the `run-side-menu` and `side-menu` benchmarks' target;
  /// docs/performance.md, "Idioms").
  public static func feed(_ runner: inout SceneRunner<Self>, _ event: TouchEvent, into records: inout [Record]) {
    runner.feedStep(event, into: &records)
  }

  /// The run's summary: the trace's counts, the final state, the callback counts and the taps.
  public func summary(of facts: SceneRunFacts<Configuration>) -> SideMenuSummary {
    let counts = zip(SideMenuScene.callbackNames, callbackCounts).map { SideMenuSummary.CallbackCount(name: $0.0, count: $0.1) }
    return SideMenuSummary(facts: facts, final: currentFrame(at: facts.finalTime), callbacks: counts, taps: taps, tapCount: tapCount)
  }
}
