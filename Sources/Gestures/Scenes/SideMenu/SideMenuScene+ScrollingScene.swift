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
