extension Counterexample {
  /// The counterexample's events as a version-1 trace CSV (docs/trace-format.md):
  /// metadata comments (`viewport`, `source`), the header `t,id,phase,x,y` (plus
  /// `coalesced` when any sample is coalesced) and one row per touch, ending with a
  /// newline. Times are written with six decimals (whole microseconds, as generated
  /// traces are), coordinates with Swift's shortest round-tripping text.
  /// - Parameter source: Free text for the `# source:` comment (line breaks become
  ///   spaces).
  public func csv(source: String) -> String {
    let coalesced = events.contains { $0.touches.contains(where: \.isCoalesced) }
    var text = "# viewport: \(PropertyFormat.number(viewport.width, decimals: 6))x\(PropertyFormat.number(viewport.height, decimals: 6))\n"
    text += "# source: \(source.split(whereSeparator: \.isNewline).joined(separator: " "))\n"
    text += coalesced ? "t,id,phase,x,y,coalesced\n" : "t,id,phase,x,y\n"
    for event in events {
      let time = Counterexample.microsecondText(event.time)
      for touch in event.touches {
        text += "\(time),\(touch.id),\(touch.phase.rawValue),\(touch.location.x),\(touch.location.y)"
        if coalesced { text += touch.isCoalesced ? ",1" : ",0" }
        text += "\n"
      }
    }
    return text
  }

  /// Seconds as text with exactly six decimals, rounded to the microsecond.
  static func microsecondText(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 9e12 else { return seconds.description }
    var micros = Int64((seconds * 1e6).rounded())
    let negative = micros < 0
    if negative { micros = -micros }
    let fraction = String(micros % 1_000_000)
    let text = "\(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    return negative ? "-" + text : text
  }
}
