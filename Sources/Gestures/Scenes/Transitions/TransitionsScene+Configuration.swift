import ScrollPhysics

extension TransitionsScene {
  /// Everything that sets up a transitions scene. The custom transitions' numbers
  /// are seed 004's; every default is documented in docs/transitions.md with its
  /// source.
  package struct Configuration: Hashable, Sendable {
    /// The layout (default `TransitionsGeometry()`: 390 × 844, the tutorial's overlay insets).
    package var geometry: TransitionsGeometry
    /// The flip of a push or pop, in seconds (default 0.5, the tutorial's
    /// `animationController.duration`).
    package var flipDuration: Double
    /// The cross-dissolve of a tab change, in seconds (default 0.5, the tutorial's).
    package var dissolveDuration: Double
    /// D, the overlay's `transitionDuration(using:)`, in seconds (default 0.5: the
    /// tutorial does not show it; Two Toasters' CustomTransitions sample, which the tutorial
    /// translates, returns 0.5 from `TWTPresentAnimationController`). The
    /// presentation fades in over D/2 and springs over D; the dismissal fades out over
    /// 3D/4 after D/4 and springs over 2D.
    package var overlayDuration: Double
    /// UIKit's standard modal presentation and dismissal of the flip and tabs
    /// examples, in seconds (default 0.5, gesture-sim's choice: UIKit's value is
    /// undocumented), along `.easeInOut`.
    package var systemTransitionDuration: Double
    /// Whether the app's animation controllers call `completeTransition(true)` in
    /// their completion blocks (default true, as the tutorial's code does). False
    /// reproduces the tutorial's warning: a custom transition then never completes and
    /// the app stops taking touches.
    package var callsCompleteTransition: Bool
    /// How far a tap's finger may move, in points (default 45, UIKit's and the recognizers' default).
    package var tapAllowableMovement: Double

    /// Creates a configuration; every parameter defaults as documented above.
    package init(
      geometry: TransitionsGeometry = TransitionsGeometry(), flipDuration: Double = 0.5, dissolveDuration: Double = 0.5,
      overlayDuration: Double = 0.5, systemTransitionDuration: Double = 0.5, callsCompleteTransition: Bool = true,
      tapAllowableMovement: Double = 45
    ) {
      self.geometry = geometry
      self.flipDuration = flipDuration
      self.dissolveDuration = dissolveDuration
      self.overlayDuration = overlayDuration
      self.systemTransitionDuration = systemTransitionDuration
      self.callsCompleteTransition = callsCompleteTransition
      self.tapAllowableMovement = tapAllowableMovement
    }

    /// Checks the configuration: throws the first problem. The
    /// durations must lie in 0.01…5 s (2D, the dismissal spring, must stay within
    /// UIKit's 10 s spring clamp, docs/sources.md, "Springs") and the tap movement must be
    /// non-negative.
    package func validate() throws(SetupProblem) {
      try TransitionsGeometry.validate(viewport: geometry.viewport, insets: geometry.overlayInsets)
      let durations = [
        ("flip", "flipDuration", flipDuration), ("dissolve", "dissolveDuration", dissolveDuration),
        ("overlay", "overlayDuration", overlayDuration), ("system transition", "systemTransitionDuration", systemTransitionDuration),
      ]
      for (name, key, value) in durations where !(value.isFinite && value >= 0.01 && value <= 5) {
        throw SetupProblem(.setting(key), "the \(name) duration must be between 0.01 and 5 s, got \(value)")
      }
      try TapRecognizer.validate(allowableMovement: tapAllowableMovement)
    }
  }
}

extension TransitionsScene.Configuration: AnimatedTransitionSceneConfiguration {}
