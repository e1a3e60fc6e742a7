/// The result of running a trace through the scroll-view scene: the final state
/// and the run's facts (what `gesture-sim run --scene scroll-view --format json` prints).
public struct ScrollViewSceneRun: Hashable, Sendable {
  /// The scroll view's setup.
  public var options: ScrollViewSceneOptions
  /// Touch events fed.
  public var events: Int
  /// Touches: `began` samples, one finger from touch-down to lift each.
  public var touches: Int
  /// The most fingers down at once.
  public var maxFingersDown: Int
  /// From the first event to the last, in seconds (0 with no event).
  public var duration: Double
  /// The display refresh rate, in hertz.
  public var refreshRate: Double
  /// The state at the end: offset, velocity, isTracking, isDragging,
  /// isDecelerating and the page when paging.
  public var final: ScrollViewSceneFrame
  /// Why the content is where it is.
  public var rest: ScrollViewSceneRest
  /// Whether the scene came to rest within the settle limit after the last event.
  public var cameToRest: Bool
  /// How many times the pan began (drags).
  public var drags: Int
  /// How many delegate callbacks were made.
  public var callbacks: Int
  /// `scrollViewWillEndDragging`'s arguments at each release: the velocity in
  /// points per millisecond and the proposed target, in points (before the
  /// delegate changed it).
  public var releases: [ScrollViewSceneRelease]
}
