import ScrollPhysics

/// The rule the transition scenes share for fingers and transitions (docs/sources.md, "Interactive transitions"):
/// a finger that lands strictly inside a transition — after the event that started
/// it, before its `completeTransition` — is refused and reaches no recognizer; no
/// other finger is refused. Fingers that went down before a transition keep their
/// recognizers (UIKit binds a touch to its views when it lands), so a tap may still
/// be recognized during a transition, but never one of a refused finger.
enum TransitionRefusal {
  /// A transition's span: from its start (the `began` time) to its completion
  /// (`completed` time, or infinity if it never completed), in seconds.
  struct Span {
    var start: Double
    var end: Double
  }

  /// A recognized tap: when, and where its finger went down.
  struct Tap {
    var time: Double
    var location: Point
  }

  /// The first breach of the rule, or nil.
  static func violation(events: [TouchEvent], spans: [Span], refused: [RefusedTouch], taps: [Tap]) -> PropertyFailure? {
    var expected: [RefusedTouch] = []
    var lifts: [Int: Double] = [:]  // index into `expected` → lift time
    var open: [Int: Int] = [:]  // finger id → index into `expected`
    for event in events {
      for touch in event.touches {
        switch touch.phase {
        case .began:
          let t = event.time
          if spans.contains(where: { $0.start < t && t < $0.end }) {
            open[touch.id] = expected.count
            expected.append(RefusedTouch(time: t, touchID: touch.id, location: touch.location))
          } else {
            open[touch.id] = nil
          }
        case .ended, .cancelled:
          if let index = open.removeValue(forKey: touch.id) { lifts[index] = event.time }
        case .moved, .stationary:
          break
        }
      }
    }
    for touch in expected where !refused.contains(touch) {
      return PropertyFailure(
        expected: "finger \(touch.touchID), landing at t=\(touch.time) during a transition, is refused",
        actual: "it was not", time: touch.time)
    }
    for touch in refused where !expected.contains(touch) {
      return PropertyFailure(
        expected: "fingers are refused only when they land during a transition",
        actual: "finger \(touch.touchID) was refused at t=\(touch.time)", time: touch.time)
    }
    for (index, lift) in lifts {
      let touch = expected[index]
      if taps.contains(where: { $0.time == lift && $0.location == touch.location }) {
        return PropertyFailure(
          expected: "a refused finger reaches no recognizer",
          actual: "finger \(touch.touchID), refused at t=\(touch.time), was recognized as a tap at its lift, t=\(lift)",
          time: lift)
      }
    }
    return nil
  }
}
