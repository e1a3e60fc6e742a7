/// A problem with the command line itself: printed with the usage, exit code 64.
struct UsageError: Error, Equatable {
  /// The message after `Error: `.
  var message: String
  /// The `Help:` line for a bad value: the option and its help.
  var optionHelp: String? = nil
}
