/// A gesture recognizer: a value-type state machine fed touch events and time.
///
/// A recognizer never reads a clock. Each input carries its time: `handle(_:into:)`
/// first lets time run to the event's time (as `advance(to:into:)` does), then
/// applies the event's samples in order. Time that passes without touches reaches the
/// recognizer only through `advance(to:into:)`; a deadline reached there (for example
/// a tap's maximum interval) produces outputs stamped with the deadline.
///
/// Inputs must come in non-decreasing time order (the trace reader guarantees it); an
/// `advance(to:)` to an earlier time does nothing. Outputs are appended to the caller's
/// buffer, so a caller that reuses one buffer allocates nothing per event.
///
/// On its own a recognizer accepts every touch that begins. In a `GestureArena` it
/// receives only the touches that begin inside its region (or a region inside it),
/// and the arena applies failure requirements and competition between recognizers.
@usableFromInline package protocol GestureRecognizer: GestureEventHandler {
  /// The identifier stamped on this recognizer's outputs.
  var id: GestureRecognizerID { get set }
  /// The current state. After a gesture ends, cancels or fails, the recognizer goes
  /// back to `possible` at the end of the event in which its last tracked touch
  /// lifted (at once if it tracks none).
  var state: GestureState { get }
  /// The earliest time at which time passing alone will change this recognizer, in
  /// seconds, or `nil` if none: call `advance(to:into:)` with this time to see it.
  var nextDeadline: Double? { get }
}
