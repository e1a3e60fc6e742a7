extension DropdownScene: RunnableScene {
  package typealias Record = DropdownRecord
  package typealias Summary = DropdownSummary

  /// The tutorial's configuration.
  package static var defaultConfiguration: Configuration { Configuration() }
}
