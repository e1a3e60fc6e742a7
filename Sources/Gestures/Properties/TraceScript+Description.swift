import ScrollPhysics

extension TraceScript: CustomStringConvertible {
  /// A one-line summary of the gestures for humans, e.g. "flick right at 900 pt/s,
  /// then tap at (30, 69)". Built only on demand (the runner asks for it only when it
  /// reports a failure).
  package var summary: String {
    if steps.isEmpty { return "no gestures" }
    return steps.map(\.gesture.summary).joined(separator: ", then ")
  }

  /// Every parameter of the script on one line: the sampling (and the display refresh
  /// rate when it is not 60 Hz), then each gesture with the pause before it, e.g. "60 Hz; flick right at 3010 pt/s from (0, 0) for
  /// 0.01 s; after 0 s: tap at (200, 600) held 0.01 s".
  package var description: String {
    var parts = [sampling.description]
    if refreshRate != 60 { parts.append("display \(PropertyFormat.number(refreshRate, decimals: 2)) Hz") }
    for (index, step) in steps.enumerated() {
      let pause = index == 0 ? "at \(PropertyFormat.seconds(step.pause))" : "after \(PropertyFormat.seconds(step.pause))"
      parts.append("\(pause): \(step.gesture.description)")
    }
    return parts.joined(separator: "; ")
  }
}

extension TraceScript.Sampling: CustomStringConvertible {
  /// For example "60 Hz" or "240 Hz, jitter ±0.2 of the spacing, 4 samples per event
  /// (noise seed 7)".
  package var description: String {
    var text = "\(PropertyFormat.number(rate, decimals: 2)) Hz"
    if jitter > 0 { text += ", jitter ±\(PropertyFormat.number(jitter, decimals: 3)) of the spacing" }
    if coalescing > 1 { text += ", \(coalescing) samples per event" }
    if jitter > 0 { text += " (noise seed \(noiseSeed))" }
    return text
  }
}

extension ScriptedGesture: CustomStringConvertible {
  /// A short phrase naming the gesture, where it happens or which way and how fast it
  /// goes: "tap at (30, 69)", "double tap at (30, 69)", "flick right at 900 pt/s",
  /// "drag down at 120 pt/s", "swipe left at 400 pt/s, resting 0.2 s",
  /// "two-finger pan up at 300 pt/s", "cancelled drag right at 80 pt/s",
  /// "press at (10, 20) for 0.5 s" (a stroke at speed 0).
  package var summary: String { phrase(detailed: false) }

  /// The summary plus every remaining parameter, e.g. "tap at (30, 69) held 0.08 s"
  /// or "flick right at 900 pt/s from (100, 420) for 0.1 s".
  package var description: String { phrase(detailed: true) }

  private func phrase(detailed: Bool) -> String {
    switch self {
    case .tap(let tap):
      var text = "\(tap.interval == nil ? "tap" : "double tap") at \(PropertyFormat.point(tap.location))"
      if detailed {
        text += " held \(PropertyFormat.seconds(tap.hold))"
        if let interval = tap.interval { text += ", second tap \(PropertyFormat.seconds(interval)) after the first lift" }
      }
      return text
    case .stroke(let stroke):
      let fingers = stroke.fingers > 1 ? "two-finger " : ""
      let cancelled: String
      switch stroke.ending {
      case .lifted: cancelled = ""
      case .cancelled: cancelled = "cancelled "
      }
      var text: String
      if stroke.speed <= 0 {
        text = "\(cancelled)\(fingers)press at \(PropertyFormat.point(stroke.start)) for \(PropertyFormat.seconds(stroke.duration + stroke.rest))"
      } else {
        let verb: String
        if stroke.fingers > 1 {
          verb = "pan"
        } else if stroke.rest > 0 {
          verb = "swipe"
        } else {
          verb = stroke.speed >= GestureKind.flickSpeed ? "flick" : "drag"
        }
        text = "\(cancelled)\(fingers)\(verb) \(PropertyFormat.direction(degrees: stroke.angle)) at \(PropertyFormat.speed(stroke.speed))"
        if detailed {
          text += " from \(PropertyFormat.point(stroke.start)) for \(PropertyFormat.seconds(stroke.duration))"
        }
        if stroke.rest > 0 { text += ", resting \(PropertyFormat.seconds(stroke.rest))" }
      }
      if detailed, stroke.fingers > 1 {
        text += ", second finger at offset \(PropertyFormat.point(Point(x: stroke.spread.dx, y: stroke.spread.dy)))"
      }
      return text
    }
  }
}
