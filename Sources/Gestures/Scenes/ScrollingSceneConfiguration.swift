import ScrollPhysics

/// A tutorial step of a scene driven by a scroll view, selected with `--variant`
/// (`SideMenuVariant`, `TableVariant`).
public protocol ScrollingSceneVariant: Hashable, Sendable {
  /// The variant `gesture-sim run` uses when none is given: the tutorial's final code.
  static var defaultVariant: Self { get }
}

/// The layout of a scene driven by a scroll view whose bounds are the screen
/// (`SideMenuGeometry`, `TableGeometry`).
public protocol ScrollingSceneGeometry: Hashable, Sendable {
  /// The screen and the scroll view's bounds, in points.
  var viewport: Size { get }
  /// Device pixels per point; the scroll view rounds offsets to 1/scale.
  var scale: Double { get }
  /// The layout a configuration gets when none is given: the type's defaulted
  /// initializer (390 × 844 at scale 3, an iPhone 14/15).
  static var defaultGeometry: Self { get }
}

/// Everything that sets up a scene driven by a scroll view: the side menu's
/// (`SideMenuScene.Configuration`) and the table's (`TableScene.Configuration`).
/// Every default is documented in docs/side-menu.md and docs/table.md with its
/// source.
public struct ScrollingSceneConfiguration<Variant: ScrollingSceneVariant, Geometry: ScrollingSceneGeometry>:
  Hashable, Sendable
{
  /// The tutorial step (default `Variant.defaultVariant`, the tutorial's final code:
  /// the side menu's `.fixed`, the table's `.tipIn`).
  public var variant: Variant
  /// The layout (default `Geometry.defaultGeometry`: 390 × 844 at scale 3, with the
  /// scene's own defaults; see `SideMenuGeometry` and `TableGeometry`).
  public var geometry: Geometry
  /// The scroll view's undocumented behaviours (default `ScrollViewConfiguration()`:
  /// Flutter's ±0.5 paging rule and page spring, 0.3 s ease-in-out
  /// `setContentOffset` animation, the touch-up snap onto a page; see
  /// docs/scroll-view.md).
  public var scrollView: ScrollViewConfiguration
  /// The scroll view pan's hysteresis, in points (default 10, docs/sources.md, "Gesture recognizers").
  public var panHysteresis: Double
  /// How far a tap's finger may move, in points (default 45, UIKit's and the recognizers' default).
  public var tapAllowableMovement: Double
  /// The rule that a finger which rested before lifting releases the scroll view
  /// with zero velocity (default `.uikit`: a rest of 0.1 s or more, docs/sources.md, "Gesture recognizers").
  public var restingRelease: RestingReleaseRule
  /// How many taps the scene's `taps` keeps (default 10,000, our choice: far more
  /// than a recording of hand use holds, so that a trace of any length runs in
  /// constant memory; docs/robustness.md "Long traces"). Later taps are still
  /// recognized, acted on and counted in the scene's `tapCount`. Must not be
  /// negative.
  package var maximumStoredTaps: Int

  /// Creates a configuration; every parameter defaults as documented above.
  public init(
    variant: Variant = .defaultVariant, geometry: Geometry = .defaultGeometry,
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

  /// Checks the configuration: `nil` when usable, otherwise the first problem (the
  /// geometry's viewport and scale; a finite, non-negative hysteresis; a
  /// non-negative tap movement and number of stored taps).
  package func validate() throws(SetupProblem) {
    try Display.validate(viewport: geometry.viewport, scale: geometry.scale)
    if !(panHysteresis.isFinite && panHysteresis >= 0) {
      throw SetupProblem(.setting("panHysteresis"), "the pan hysteresis must be finite and non-negative, got \(panHysteresis)")
    }
    try TapRecognizer.validate(allowableMovement: tapAllowableMovement)
    if maximumStoredTaps < 0 {
      throw SetupProblem(.setting("maximumStoredTaps"), "the number of stored taps must not be negative, got \(maximumStoredTaps)")
    }
  }
}
