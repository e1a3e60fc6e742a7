/// The result of running a trace through the scroll-view scene: the final state
/// and the run's facts (what `gesture-sim run --scene scroll-view --format json` prints).
public struct ScrollViewSceneSummary: SceneSummary, Hashable, Sendable {
  /// The runner's facts: the trace's counts, the launch, the refresh rate, whether the scene came to rest.
  public var facts: SceneRunFacts<ScrollViewSceneSetup>
  /// The scroll view's setup.
  public var setup: ScrollViewSceneSetup { facts.configuration }
  /// The state at the end: offset, velocity, isTracking, isDragging,
  /// isDecelerating and the page when paging.
  public var final: ScrollViewSceneFrame
  /// Why the content is where it is.
  public var rest: ScrollViewSceneRest
  /// How many times the pan began (drags).
  public var drags: Int
  /// How many delegate callbacks were made.
  public var callbacks: Int
  /// `scrollViewWillEndDragging`'s arguments at each release: the velocity in
  /// points per millisecond and the proposed target, in points (before the
  /// delegate changed it).
  public var releases: [ScrollViewSceneRelease]
}
