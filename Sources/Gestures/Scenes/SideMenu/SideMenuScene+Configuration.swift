import ScrollPhysics

extension SideMenuScene {
  /// Everything that sets up a side-menu scene. Every default is documented in
  /// docs/side-menu.md with its source.
  public struct Configuration: Hashable, Sendable {
    /// The tutorial step (default `.fixed`, the tutorial's final code).
    public var variant: SideMenuVariant
    /// The layout (default: 390 × 844 at scale 3, menu 80 wide; see `SideMenuGeometry`).
    public var geometry: SideMenuGeometry
    /// The scroll view's undocumented behaviours (default `ScrollViewConfiguration()`:
    /// Flutter's ±0.5 paging rule and page spring, 0.3 s ease-in-out
    /// `setContentOffset` animation, the touch-up snap onto a page; see
    /// docs/scroll-view.md).
    public var scrollView: ScrollViewConfiguration
    /// The scroll view pan's hysteresis, in points (default 10, GESTURES.md §2).
    public var panHysteresis: Double
    /// How far a tap's finger may move, in points (default 45, UIKit's and the recognizers' default).
    public var tapAllowableMovement: Double
    /// The rule that a finger which rested before lifting releases the scroll view
    /// with zero velocity (default `.uikit`: a rest of 0.1 s or more, GESTURES.md §2).
    public var restingRelease: RestingReleaseRule
    /// How many taps `SideMenuScene.taps` keeps (default 10,000, our choice: far
    /// more than a recording of hand use holds, so that a trace of any length runs
    /// in constant memory; issue 9, docs/robustness.md "Long traces"). Later taps
    /// are still recognized, acted on and counted in `tapCount`. Must not be
    /// negative.
    public var maximumStoredTaps: Int

    /// Creates a configuration; every parameter defaults as documented above.
    public init(
      variant: SideMenuVariant = .defaultVariant, geometry: SideMenuGeometry = SideMenuGeometry(),
      scrollView: ScrollViewConfiguration = ScrollViewConfiguration(), panHysteresis: Double = 10,
      tapAllowableMovement: Double = 45, restingRelease: RestingReleaseRule = .uikit,
      maximumStoredTaps: Int = 10_000
    ) {
      self.variant = variant
      self.geometry = geometry
      self.scrollView = scrollView
      self.panHysteresis = panHysteresis
      self.tapAllowableMovement = tapAllowableMovement
      self.restingRelease = restingRelease
      self.maximumStoredTaps = maximumStoredTaps
    }
  }
}
