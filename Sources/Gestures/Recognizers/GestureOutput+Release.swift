extension GestureOutput {
  /// This withheld success of a discrete gesture (a tap, a swipe), recognized at `time`
  /// (seconds) once the recognizers it required to fail have failed: the same values,
  /// in the `ended` (recognized) state.
  @inlinable
  func recognized(at time: Double) -> GestureOutput {
    var output = self
    output.state = .ended
    output.time = time
    return output
  }
}
