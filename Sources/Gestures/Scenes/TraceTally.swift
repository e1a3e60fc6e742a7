/// What every scene runner counts about the trace it is fed: events, fingers, and
/// the first and last event times (the `trace` object of `gesture-sim run --format json`).
struct TraceTally: Hashable, Sendable {
  /// Touch events fed.
  var events = 0
  /// `began` samples: fingers that touched down.
  var fingers = 0
  /// The first event's time, in seconds, or nil before any.
  var firstTime: Double?
  /// The last event's time, in seconds, or nil before any.
  var lastTime: Double?

  /// Counts `event`.
  mutating func count(_ event: TouchEvent) {
    events += 1
    for touch in event.touches where touch.phase == .began { fingers += 1 }
    if firstTime == nil { firstTime = event.time }
    lastTime = event.time
  }

  /// From the first event to the last, in seconds; 0 with no event.
  var duration: Double { (lastTime ?? 0) - (firstTime ?? 0) }
}
