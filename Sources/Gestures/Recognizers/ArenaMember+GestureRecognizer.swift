/// A member on its own: the `GestureRecognizer` interface of every kind of recognizer,
/// written once on top of the arena's requirements. On its own a recognizer accepts
/// every touch that begins, and goes back to `possible` at the end of each input in
/// which its gesture is over and no tracked finger remains.
extension ArenaMember {
  /// The current state.
  @inlinable
  package var state: GestureState { _state }

  /// The time, in seconds, at which time passing alone changes the recognizer (a tap's
  /// or a long press's deadline), or `nil` if none.
  @inlinable
  package var nextDeadline: Double? { _deadline }

  /// Lets time run to `event.time`, applies `event` (see the recognizer's
  /// documentation), and appends the transitions to `outputs`. Every touch that
  /// begins is accepted.
  @inlinable
  package mutating func handle(_ event: TouchEvent, into outputs: inout [GestureOutput]) {
    _advance(to: event.time, into: &outputs)
    _resetIfFinished()
    _handle(event, accepting: { _ in true }, into: &outputs)
    _resetIfFinished()
  }

  /// Lets time run to `time` (seconds): a deadline at or before it takes effect,
  /// stamped with the deadline; a recognizer without deadlines appends nothing.
  @inlinable
  package mutating func advance(to time: Double, into outputs: inout [GestureOutput]) {
    _advance(to: time, into: &outputs)
    _resetIfFinished()
  }
}
