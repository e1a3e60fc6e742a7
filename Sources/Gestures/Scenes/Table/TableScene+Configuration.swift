import ScrollPhysics

extension TableScene {
  /// Everything that sets up a tip-in table scene. Every default is documented in
  /// docs/table.md with its source.
  public struct Configuration: Hashable, Sendable {
    /// Which animation runs and when (default `.tipIn`, the tutorial's final code).
    public var variant: TableVariant
    /// The layout (default 390 × 844 at scale 3, 50 rows of 80 points).
    public var geometry: TableGeometry
    /// The scroll view's undocumented behaviours (default `ScrollViewConfiguration()`,
    /// docs/scroll-view.md).
    public var scrollView: ScrollViewConfiguration
    /// The scroll view pan's hysteresis, in points (default 10, docs/recognizers.md).
    public var panHysteresis: Double
    /// How far a tap's finger may move, in points (default 45, UIKit's and the recognizers' default).
    public var tapAllowableMovement: Double
    /// The rule that a finger which rested before lifting releases the scroll view
    /// with zero velocity (default `.uikit`: a rest of 0.1 s or more, docs/recognizers.md).
    public var restingRelease: RestingReleaseRule

    /// Creates a configuration; every parameter defaults as documented above.
    public init(
      variant: TableVariant = .defaultVariant, geometry: TableGeometry = TableGeometry(),
      scrollView: ScrollViewConfiguration = ScrollViewConfiguration(), panHysteresis: Double = 10,
      tapAllowableMovement: Double = 45, restingRelease: RestingReleaseRule = .uikit
    ) {
      self.variant = variant
      self.geometry = geometry
      self.scrollView = scrollView
      self.panHysteresis = panHysteresis
      self.tapAllowableMovement = tapAllowableMovement
      self.restingRelease = restingRelease
    }

    /// Checks the configuration: `nil` when usable, otherwise the first problem (the
    /// geometry's viewport and scale; a finite, non-negative hysteresis and tap movement).
    package func validate() -> String? {
      if let reason = ScreenGeometry.validate(viewport: geometry.viewport, scale: geometry.scale) { return reason }
      if !(panHysteresis.isFinite && panHysteresis >= 0) {
        return "the pan hysteresis must be finite and non-negative, got \(panHysteresis)"
      }
      if !(tapAllowableMovement >= 0) {
        return "the tap's allowable movement must be non-negative, got \(tapAllowableMovement)"
      }
      return nil
    }
  }
}
