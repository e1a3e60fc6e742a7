/// Something fed touch events and time that reports gesture transitions: a single
/// `GestureRecognizer`, or a `GestureArena` of several.
///
/// Inputs come in non-decreasing time order. Outputs are appended to the caller's
/// buffer, so a caller that reuses one buffer allocates nothing per event.
@usableFromInline package protocol GestureEventHandler: Sendable {
  /// Lets time run to `event.time`, then applies the event; appends the transitions
  /// to `outputs`, in time and causal order.
  mutating func handle(_ event: TouchEvent, into outputs: inout [GestureOutput])
  /// Lets time run to `time` (seconds) without touches; appends the transitions this
  /// causes to `outputs`, in time order.
  mutating func advance(to time: Double, into outputs: inout [GestureOutput])
}

extension GestureEventHandler {
  /// Lets time run to `event.time`, then applies the event, and returns the
  /// transitions in order. Allocates an array when there is any output; use
  /// `handle(_:into:)` with a reused buffer in hot loops.
  @inlinable
  package mutating func handle(_ event: TouchEvent) -> [GestureOutput] {
    var outputs: [GestureOutput] = []
    handle(event, into: &outputs)
    return outputs
  }

  /// Lets time run to `time` (seconds) and returns the transitions this causes, in
  /// time order.
  @inlinable
  package mutating func advance(to time: Double) -> [GestureOutput] {
    var outputs: [GestureOutput] = []
    advance(to: time, into: &outputs)
    return outputs
  }
}
