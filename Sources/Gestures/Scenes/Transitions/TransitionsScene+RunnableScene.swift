extension TransitionsScene: RunnableScene {
  package typealias Record = TransitionsRecord
  package typealias Summary = TransitionsSummary

  /// The tutorial's configuration.
  package static var defaultConfiguration: Configuration { Configuration() }
}

/// The rest of the conformance: what every screen with animated transitions does.
extension TransitionsScene: AnimatedTransitionScene {}
