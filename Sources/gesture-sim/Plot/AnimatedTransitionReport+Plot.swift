import Gestures

extension AnimatedTransitionReport {
  /// The plot's mark for a record of the drop-down or transitions scene that is
  /// not a frame (nil for a frame): a tap (`tap menuItem 2`) on the gestures lane,
  /// a transition (`present began`) on the transitions lane, a refused touch or a
  /// warning on the warnings lane; each with its jsonl line.
  static func plotMark(_ record: Record) -> PlotMark? {
    switch record {
    case .frame:
      return nil
    case .tap(let tap):
      return PlotMark(t: tap.time, lane: .gestures, label: "tap " + tapText(tap), line: jsonLine(record))
    case .transition(let transition):
      return PlotMark(
        t: transition.time, lane: .transitions, label: "\(transition.kind.rawValue) \(transition.moment.rawValue)",
        line: jsonLine(record))
    case .refusedTouch(let touch):
      return PlotMark(t: touch.time, lane: .warnings, label: "touch refused", line: jsonLine(record))
    case .warning(let warning):
      return PlotMark(t: warning.time, lane: .warnings, label: "warning", line: jsonLine(record))
    }
  }
}
