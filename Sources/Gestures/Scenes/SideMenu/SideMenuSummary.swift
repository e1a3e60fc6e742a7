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
