import Gestures
import ScrollPhysics

// The table format's pieces that every scene's report shares.
extension Formatting {
  /// One line of a scene's table: the time in seconds right-aligned in 11 columns
  /// (blank for nil), two spaces, the text.
  static func tableLine(_ time: Double?, _ text: String) -> String {
    (time.map { padLeft(fixed($0, 4), 11) } ?? String(repeating: " ", count: 11)) + "  " + text + "\n"
  }

  /// The line that opens the final state, after a blank line.
  static func finalStateHeading(cameToRest: Bool) -> String {
    "\nfinal state\(cameToRest ? " (at rest)" : " (NOT at rest: the settle limit was reached)")\n"
  }

  /// The final state's opening: its heading, the final frame's `text` indented by
  /// two spaces, then the trace's facts (`traceFacts(of:)`).
  static func finalState(_ text: String, of run: some SceneSummary) -> String {
    finalStateHeading(cameToRest: run.cameToRest) + "  " + text + "\n" + traceFacts(of: run)
  }

  /// The final state's opening as a table: its heading, one line per row (two spaces,
  /// the label padded to 17 columns, the value), then the trace's facts (`traceFacts(of:)`).
  static func finalState(rows: KeyValuePairs<String, String>, of run: some SceneSummary) -> String {
    var text = finalStateHeading(cameToRest: run.cameToRest)
    for (label, value) in rows { text += "  " + pad(label, 17) + value + "\n" }
    return text + traceFacts(of: run)
  }

  /// The trace's facts after a blank line: events, touches (touch-down to lift), the
  /// most fingers down at once, and the duration in seconds (to the microsecond):
  /// `trace: 9 events, 1 touch, at most 1 finger down at once, 0.075 s`.
  /// Then the rest time (`restTime(of:)`): `at rest from t = 1.216667 s`, or `not at
  /// rest (the settle limit was reached)`.
  static func traceFacts(of run: some SceneSummary) -> String {
    "\ntrace: \(Plural.count(run.events, "event")), \(Plural.count(run.touches, "touch", plural: "touches")), "
      + "at most \(Plural.count(run.maxFingersDown, "finger")) down at once, \(Rounded.text(Rounded.time(run.duration))) s\n"
      + (restTime(of: run).map { "at rest from t = \(Rounded.text(Rounded.time($0))) s\n" }
        ?? "not at rest (the settle limit was reached)\n")
  }

  /// When the scene came to rest, in seconds in the trace's time base: the time of the
  /// last display frame that ran, the one that left it at rest (later frames change
  /// nothing and are skipped); `nil` when it was still moving at the settle limit.
  /// `run --format json` gives it as `final.restTime`, the table as `at rest from t = …`.
  static func restTime(of run: some SceneSummary) -> Double? {
    run.cameToRest ? run.facts.finalTime : nil
  }

  /// `items` joined by `separator`, or `none` when there are none.
  static func list(_ items: [String], separator: String = ", ") -> String {
    items.isEmpty ? "none" : items.joined(separator: separator)
  }

  /// A scene's tap list (side menu, table): `none`, or the taps kept; then, when the
  /// scene kept only the first `taps.count` of the `count` taps it recognized
  /// (`maximumStoredTaps`), how many there were.
  static func tapList(_ taps: [String], count: Int) -> String {
    var text = count == 0 ? "none" : taps.joined(separator: ", ")
    if count > taps.count {
      text += (taps.isEmpty ? "" : ", ") + "… (\(count) taps in all; the first \(taps.count) are listed)"
    }
    return text
  }

  /// The text of a touch refused while a transition runs (dropdown, transitions).
  static func refused(_ touch: RefusedTouch) -> String {
    "refused   finger \(touch.touchID) at (\(fixed(touch.location.x, 1)), \(fixed(touch.location.y, 1))): a transition is running"
  }

  /// How a transition's `completeTransition` call ended (dropdown, transitions).
  static func completion(tookEffect: Bool) -> String {
    tookEffect ? "  completeTransition(true)" : "  completeTransition ignored (not the first call)"
  }

  /// A pan's translation (points, 2 decimals) and, when known, velocity (points per
  /// second, 1 decimal), each after two spaces.
  static func pan(translation: Vector, velocity: Vector?) -> String {
    "  translation (\(fixed(translation.dx, 2)), \(fixed(translation.dy, 2)))"
      + (velocity.map { "  velocity (\(fixed($0.dx, 1)), \(fixed($0.dy, 1))) pt/s" } ?? "")
  }

  /// The last lines of an animated-transition scene's final state (dropdown, transitions):
  /// its taps, the transitions that completed, the touches refused.
  static func animatedTransitionSceneFacts(taps: [String], completed: [String], refusedTouches: Int) -> String {
    "taps: \(list(taps))\ntransitions: \(list(completed))\nrefused touches: \(refusedTouches)\n"
  }
}
