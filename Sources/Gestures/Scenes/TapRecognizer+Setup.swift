extension TapRecognizer {
  /// Throws the `tapAllowableMovement` problem unless `allowableMovement` (points) is
  /// non-negative, as `init` requires: the check of every scene configuration that
  /// sets its taps' allowable movement.
  static func validate(allowableMovement: Double) throws(SetupProblem) {
    if !(allowableMovement >= 0) {
      throw SetupProblem(.setting("tapAllowableMovement"), "the tap's allowable movement must be non-negative, got \(allowableMovement)")
    }
  }
}
