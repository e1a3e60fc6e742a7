extension DropdownScene: RunnableScene {
  package typealias Record = DropdownRecord
  package typealias Summary = DropdownSummary

  /// The tutorial's configuration.
  package static var defaultConfiguration: Configuration { Configuration() }
}

/// The rest of the conformance: what every screen with animated transitions does.
extension DropdownScene: AnimatedTransitionScene {}
