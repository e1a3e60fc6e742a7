import ScrollPhysics

extension DropdownScene {
  /// Everything that sets up a drop-down menu scene. The transition's numbers are
  /// seed 001's `MenuTransitionManager`; every default is documented in
  /// docs/dropdown.md with its source.
  package struct Configuration: Hashable, Sendable {
    /// The layout (default `DropdownGeometry()`: 390 × 844, five menu items).
    package var geometry: DropdownGeometry
    /// The transition's duration, in seconds (default 0.5, the tutorial's `duration`).
    package var transitionDuration: Double
    /// The spring's damping ratio (default 0.9, the tutorial's `usingSpringWithDamping`).
    package var dampingRatio: Double
    /// The spring's initial velocity, normalised: 1 is the whole distance per
    /// second (default 0.3, the tutorial's `initialSpringVelocity`).
    package var initialVelocity: Double
    /// How much of the main view's snapshot stays visible at the bottom while the
    /// menu is shown, in points (default 150: the tutorial moves the snapshot down by
    /// the container's height − 150).
    package var snapshotVisibleHeight: Double
    /// The menu view's y translation before it is presented and after it is
    /// dismissed, in points (default −50, the tutorial's `moveUp`).
    package var menuHiddenTranslationY: Double
    /// How far a tap's finger may move, in points (default 45, UIKit's and the recognizers' default).
    package var tapAllowableMovement: Double

    /// Creates a configuration; every parameter defaults as documented above.
    package init(
      geometry: DropdownGeometry = DropdownGeometry(), transitionDuration: Double = 0.5, dampingRatio: Double = 0.9,
      initialVelocity: Double = 0.3, snapshotVisibleHeight: Double = 150, menuHiddenTranslationY: Double = -50,
      tapAllowableMovement: Double = 45
    ) {
      self.geometry = geometry
      self.transitionDuration = transitionDuration
      self.dampingRatio = dampingRatio
      self.initialVelocity = initialVelocity
      self.snapshotVisibleHeight = snapshotVisibleHeight
      self.menuHiddenTranslationY = menuHiddenTranslationY
      self.tapAllowableMovement = tapAllowableMovement
    }

    /// Checks the configuration: `nil` when usable, otherwise the first problem.
    /// The duration must lie in 0.01…10 s (UIKit's spring solve clamps to that
    /// range, docs/sources.md, "Springs"), the damping ratio in (0, 1], the velocity, the
    /// visible height and the hidden translation must be finite, the visible height
    /// between 0 and the viewport's height, and the tap movement non-negative.
    package func validate() throws(SetupProblem) {
      try DropdownGeometry.validate(viewport: geometry.viewport)
      if !(transitionDuration.isFinite && transitionDuration >= 0.01 && transitionDuration <= 10) {
        throw SetupProblem(.setting("transitionDuration"), "the transition duration must be between 0.01 and 10 s, got \(transitionDuration)")
      }
      if !(dampingRatio.isFinite && dampingRatio > 0 && dampingRatio <= 1) {
        throw SetupProblem(.setting("dampingRatio"), "the damping ratio must be in (0, 1], got \(dampingRatio)")
      }
      if !initialVelocity.isFinite { throw SetupProblem(.setting("initialVelocity"), "the initial velocity must be finite, got \(initialVelocity)") }
      if !(snapshotVisibleHeight.isFinite && snapshotVisibleHeight >= 0 && snapshotVisibleHeight <= geometry.viewport.height) {
        throw SetupProblem(.setting("snapshotVisibleHeight"), "the snapshot's visible height must be between 0 and the viewport's height, got \(snapshotVisibleHeight)")
      }
      if !menuHiddenTranslationY.isFinite {
        throw SetupProblem(.setting("menuHiddenTranslationY"), "the menu's hidden translation must be finite, got \(menuHiddenTranslationY)")
      }
      try TapRecognizer.validate(allowableMovement: tapAllowableMovement)
    }

    /// The snapshot's y translation while the menu is shown, in points: the
    /// container's height − `snapshotVisibleHeight` (the tutorial's `moveDown`).
    package var snapshotShownTranslationY: Double { geometry.viewport.height - snapshotVisibleHeight }

    /// The timing of both transitions: a UIView spring of `transitionDuration`,
    /// `dampingRatio` and `initialVelocity` (docs/sources.md, "Springs").
    package var transitionTiming: AnimationTiming {
      .spring(duration: transitionDuration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }
  }
}

extension DropdownScene.Configuration: AnimatedTransitionSceneConfiguration {}
