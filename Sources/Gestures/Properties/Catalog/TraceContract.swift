import ScrollPhysics

/// The trace reader's contract on the events it delivers (docs/trace-format.md):
/// times never decrease, a finger begins before it moves, rests or lifts, does not
/// begin twice without lifting, appears at most once per event, stays within
/// ±1,000,000 points, and every finger has lifted or been cancelled by the end.
enum TraceContract {
  /// The first broken rule, as a sentence, or `nil`.
  static func violation(in events: [TouchEvent]) -> String? {
    var down: [Int] = []
    var previous = -Double.infinity
    for (index, event) in events.enumerated() {
      guard event.time.isFinite, event.time >= previous else {
        return "event \(index) at t=\(event.time) comes before the previous event at t=\(previous)"
      }
      previous = event.time
      for (position, touch) in event.touches.enumerated() {
        if event.touches[..<position].contains(where: { $0.id == touch.id }) {
          return "event \(index) at t=\(event.time) lists finger \(touch.id) twice"
        }
        let p = touch.location
        guard p.x.isFinite, p.y.isFinite, abs(p.x) <= 1e6, abs(p.y) <= 1e6 else {
          return "event \(index) at t=\(event.time): finger \(touch.id) at \(p) is beyond ±1,000,000 points"
        }
        let isDown = down.contains(touch.id)
        switch touch.phase {
        case .began:
          if isDown { return "event \(index) at t=\(event.time): finger \(touch.id) begins while already down" }
          down.append(touch.id)
        case .moved, .stationary, .ended, .cancelled:
          if !isDown { return "event \(index) at t=\(event.time): finger \(touch.id) is \(touch.phase) without having begun" }
          if touch.phase.isEnd { down.removeAll { $0 == touch.id } }
        }
      }
    }
    if !down.isEmpty { return "fingers \(down) are still down at the end" }
    return nil
  }
}
