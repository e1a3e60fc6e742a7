import Gestures
import ScrollPhysics

/// An independent statement of what makes a trace valid for the trace reader (issue 2:
/// "a time earlier than the previous row's; a finger that moves, rests or lifts
/// without having begun; a finger that begins twice without lifting; a coordinate
/// beyond ±1,000,000 points"), plus what generated traces promise on top (whole
/// microseconds, strictly increasing event times, every finger lifted at the end,
/// fingers inside the viewport). Written from those statements, not from the renderer.
enum TraceValidity {
  /// The first rule `events` break, or `nil` when they are valid.
  static func violation(in events: [TouchEvent], viewport: Size) -> String? {
    var down = Set<Int>()
    var previousTime = -Double.infinity
    for (index, event) in events.enumerated() {
      guard event.time.isFinite else { return "event \(index): time \(event.time) is not finite" }
      guard event.time > previousTime else { return "event \(index): time \(event.time) is not after \(previousTime)" }
      previousTime = event.time
      let micros = (event.time * 1e6).rounded()
      guard micros / 1e6 == event.time else { return "event \(index): time \(event.time) is not a whole microsecond" }
      guard !event.touches.isEmpty else { return "event \(index): no touches" }
      var idsInEvent = Set<Int>()
      for touch in event.touches {
        guard idsInEvent.insert(touch.id).inserted else { return "event \(index): id \(touch.id) twice" }
        guard touch.id >= 0 else { return "event \(index): negative id" }
        let p = touch.location
        guard p.x.isFinite, p.y.isFinite, abs(p.x) <= 1e6, abs(p.y) <= 1e6 else { return "event \(index): coordinate \(p)" }
        guard p.x >= 0, p.x <= viewport.width, p.y >= 0, p.y <= viewport.height else {
          return "event \(index): \(p) outside the viewport"
        }
        switch touch.phase {
        case .began:
          guard down.insert(touch.id).inserted else { return "event \(index): id \(touch.id) began twice" }
        case .moved, .stationary:
          guard down.contains(touch.id) else { return "event \(index): id \(touch.id) \(touch.phase) before it began" }
        case .ended, .cancelled:
          guard down.remove(touch.id) != nil else { return "event \(index): id \(touch.id) \(touch.phase) before it began" }
        }
      }
    }
    guard down.isEmpty else { return "fingers \(down.sorted()) still down at the end" }
    return nil
  }
}
