extension TransitionsScene: RunnableScene {
  package typealias Record = TransitionsRecord
  package typealias Summary = TransitionsSummary

  /// The tutorial's configuration.
  package static var defaultConfiguration: Configuration { Configuration() }
}
