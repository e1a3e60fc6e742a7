import Foundation
@testable import gesture_sim
import Testing

/// The gestures scene: every format works, times are in the trace's own time base as
/// in every other scene, and touches and fingers are counted apart.
@Suite struct GestureSummaryReportTests {
  /// traces/doubletap.csv: taps at t = 1000 and 1000.23 (lifts 1000.08 and 1000.31);
  /// the double tap is recognized at the second lift, t = 1000.31 (trace time).
  let doubletap = packageRoot + "/traces/doubletap.csv"

  @Test func timesAreInTheTracesTimeBase() throws {
    let json = runTool(["run", "--scene", "gestures", "--format", "json", doubletap])
    let object = try #require(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let tap = try #require((object["gestures"] as? [[String: Any]])?.first)
    #expect(tap["t"] as? Double == 1000.31)  // it was 0.31, from the first event
    let trace = try #require(object["trace"] as? [String: Any])
    #expect(trace["firstTime"] as? Double == 1000)
    let table = runTool(["run", "--scene", "gestures", doubletap]).out
    #expect(table.contains("  double tap  1000.31 s  at (200.00, 400.00)\n"))
    #expect(!table.contains("from the first event"))
  }

  /// A finger id used again is another touch: the double tap is 2 touches by one
  /// finger (at most 1 down at once); the two-finger pan is 2 touches, 2 fingers down.
  @Test func touchesAndFingersAreCountedApart() throws {
    let json = runTool(["run", "--scene", "gestures", "--format", "json", doubletap]).out
    #expect(json.contains(#""trace":{"path":"\#(doubletap)","events":4,"touches":2,"maxFingersDown":1,"firstTime":1000,"duration":0.31}"#))
    let table = runTool(["run", "--scene", "gestures", doubletap]).out
    #expect(table.contains("touches     2 (touch-down to lift)\nfingers     at most 1 down at once\n"))
    #expect(table.contains("\n1 gesture\n"))
    let pan = runTool(["run", "--scene", "gestures", packageRoot + "/traces/twofinger-pan.csv"]).out
    #expect(pan.contains("  2 fingers  translation (0.00, 190.00) pt"))
    #expect(!pan.contains("1 fingers"))
  }

  /// `--format jsonl` printed one JSON object and `--format csv` the text table: both
  /// now have their own shape.
  @Test func jsonlAndCSVHaveTheirOwnShape() throws {
    let jsonl = runTool(["run", "--scene", "gestures", "--format", "jsonl", doubletap])
    #expect(jsonl.code == 0)
    let lines = jsonl.out.split(separator: "\n").map(String.init)
    #expect(lines == [
      #"{"type":"trace","path":"\#(doubletap)","events":4,"touches":2,"maxFingersDown":1,"firstTime":1000,"duration":0.31}"#,
      #"{"type":"tap","t":1000.31,"taps":2,"location":[200,400]}"#,
    ])
    let csv = runTool(["run", "--scene", "gestures", "--format", "csv", doubletap])
    #expect(csv.code == 0)
    #expect(csv.out == GestureSummaryReport.csvHeader + "\ntap,1000.31,,,,2,200,400,,,,\n")
    // The pan's row: began at the hysteresis crossing, 2 fingers, 190 pt down. UIKit's per-axis test
    // (|dy| ≥ 10, docs/recognizers.md) is met exactly at 1000.033333, where the fingers are 10 pt
    // down (300 → 310); the Euclidean "> 10" rule began one sample later.
    let pan = runTool(["run", "--scene", "gestures", "--format", "csv", packageRoot + "/traces/twofinger-pan.csv"]).out
    #expect(pan.hasPrefix(GestureSummaryReport.csvHeader + "\npan,1000.033333,1000.675,0,2,,,,0,190,0,"))
  }
}
