import Gestures
import Testing

/// The problem `check` throws, or nil when it throws none: a configuration's
/// `validate()` read as a value a test compares. (A closure literal's thrown type
/// is `any Error`; every `validate` throws `SetupProblem`.)
func problem(_ check: () throws -> Void) -> SetupProblem? {
  do {
    try check()
    return nil
  } catch let problem as SetupProblem {
    return problem
  } catch {
    Issue.record("validate threw \(error), not a SetupProblem")
    return nil
  }
}
