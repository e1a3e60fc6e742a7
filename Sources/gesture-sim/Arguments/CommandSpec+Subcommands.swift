import Gestures

/// Looking up the declared subcommands, for dispatch and for the did-you-mean of a
/// mistyped name.
extension CommandSpec {
  /// The subcommands' names, in the order they are declared (and listed in the help).
  var subcommandNames: [String] {
    subcommands.map { $0.spec.subcommandName }
  }

  /// The subcommand declared with `name`; nil when none is.
  func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.spec.subcommandName == name }
  }

  /// The declared subcommand name closest to the mistyped `name`, when one is close
  /// enough to suggest (`EditDistance.closest`).
  func closestSubcommand(to name: String) -> String? {
    EditDistance.closest(to: name, in: subcommandNames)
  }
}
