/// What the scene runner counts about the trace it is fed: events, touches, the
/// most fingers down at once, and
/// the first and last event times (the `trace` object of `gesture-sim run --format json`).
@usableFromInline
struct TraceTally: Hashable, Sendable {
  /// Touch events fed.
  @usableFromInline var events = 0
  /// `began` samples: touches (one finger from touch-down to lift; a finger id used
  /// three times is three touches).
  @usableFromInline var touches = 0
  /// Fingers down now.
  @usableFromInline var fingersDown = 0
  /// The most fingers down at once.
  @usableFromInline var maxFingersDown = 0
  /// The first event's time, in seconds (0 before any).
  @usableFromInline var firstTime = 0.0
  /// The last event's time, in seconds (0 before any).
  @usableFromInline var lastTime = 0.0

  /// Counts `event`.
  @inlinable @inline(__always)
  mutating func count(_ event: TouchEvent) {
    events += 1
    // An index loop: iterating `event.touches` would retain its buffer
    // (docs/performance.md, "Idioms").
    var i = 0
    while i < event.touches.count {
      switch event.touches[i].phase {
      case .began:
        touches += 1
        fingersDown += 1
        if fingersDown > maxFingersDown { maxFingersDown = fingersDown }
      case .ended, .cancelled:
        fingersDown -= 1
      case .moved, .stationary:
        break
      }
      i += 1
    }
    if events == 1 { firstTime = event.time }
    lastTime = event.time
  }

  /// From the first event to the last, in seconds; 0 with no event.
  @usableFromInline var duration: Double { lastTime - firstTime }

  /// The facts of a run with these counts, for the scene's summary: the one place
  /// `SceneRunner` and `SceneTester` turn their tally into `SceneRunFacts`.
  func facts<Configuration>(
    configuration: Configuration, launchTime: Double, refreshRate: Double, finalTime: Double, cameToRest: Bool
  ) -> SceneRunFacts<Configuration> {
    SceneRunFacts(
      configuration: configuration, events: events, touches: touches, maxFingersDown: maxFingersDown, duration: duration,
      launchTime: launchTime, refreshRate: refreshRate, finalTime: finalTime, cameToRest: cameToRest)
  }
}
