import Gestures
import Testing

/// `PropertyResult`'s report for a screen property checked on the user's own screen
/// (`check --screen FILE`, which passes `--screen FILE` as a configuration argument):
/// both the replay line and the `gesture-sim run` line use that file, not the
/// repository's example screen.
@Suite struct PropertyResultTests {
  @Test func aFailureOnTheUsersScreenReplaysWithThatScreen() throws {
    // A stand-in for a screen property that fails on any touch: its minimal trace is one tap.
    var property = TraceProperty(name: "screen-exclusive", scene: "screen", summary: "fails on any touch") { events in
      events.isEmpty ? nil : PropertyFailure(expected: "no touch", actual: "a touch", time: events[0].time)
    }
    property.configurationArguments = ["--screen", "screens/mine.json"]
    let result = PropertyRunner().check(property: property, cases: 3, seed: 5)
    let counterexample = try #require(result.counterexample)
    let caseSeed = try #require(counterexample.replaySeed)
    let lines = result.report().split(separator: "\n").map(String.init)
    #expect(lines.contains("Replay: \(result.replayCommand)"))
    #expect(result.replayCommand.hasPrefix("gesture-sim check --scene screen --property screen-exclusive --screen screens/mine.json --seed "))
    #expect(
      lines.contains(
        "Run:    gesture-sim run screen-exclusive-\(caseSeed).csv --screen screens/mine.json  (with the CSV above saved as screen-exclusive-\(caseSeed).csv)"),
      "\(lines.filter { $0.hasPrefix("Run:") })")
    // No generated screen: nothing but the trace is shrunk, and no screen JSON is printed.
    #expect(counterexample.screen == nil)
    #expect(!lines.contains { $0.hasPrefix("Minimal screen") })
  }
}
