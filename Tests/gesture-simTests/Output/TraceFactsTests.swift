import Foundation
@testable import gesture_sim
import Testing

/// Every scene reports touches (touch-down to lift) and the most fingers down at once
/// apart, with English plurals: a finger id used three times is 3 touches by one
/// finger, not "3 fingers"; one is "1 touch", never "1 fingers".
@Suite struct TraceFactsTests {
  /// Finger 0 taps three times: 3 touches, at most 1 finger down.
  static let threeTaps = """
    t,id,phase,x,y
    1.0,0,began,200,500
    1.05,0,ended,200,500
    2.0,0,began,200,500
    2.05,0,ended,200,500
    3.0,0,began,200,500
    3.05,0,ended,200,500

    """

  @Test(arguments: ["side-menu", "cards", "dropdown", "table", "transitions"])
  func touchesAndFingersAreCountedApart(scene: String) throws {
    let path = try temporaryFile(Self.threeTaps)
    let json = runTool(["run", "--scene", scene, "--format", "json", path])
    #expect(json.code == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let trace = try #require(object["trace"] as? [String: Any])
    #expect(trace["touches"] as? Int == 3)
    #expect(trace["maxFingersDown"] as? Int == 1)
    #expect(trace["fingers"] == nil)
    #expect(trace["duration"] as? Double == 2.05)
    let table = runTool(["run", "--scene", scene, path]).out
    #expect(table.contains("\ntrace: 6 events, 3 touches, at most 1 finger down at once, 2.05 s\n"), "\(scene)")
    #expect(!table.contains("1 fingers") && !table.contains(" 1 frames"))
  }

  @Test func oneOfEachIsSingular() throws {
    let table = runTool(["run", packageRoot + "/traces/fastswipe.csv"]).out
    #expect(table.contains("\ntrace: 9 events, 1 touch, at most 1 finger down at once, 0.075 s\n"))
    // A run of three frames folds one: "1 more frame", not "1 frames". After the lift (which moves
    // nothing) UIKit's paging settle runs from 29.667 at −1.6 pt/ms toward page 0 (bounces off) in
    // four frames at 120 Hz, the first at the release, each of 8 whole ms (the paging clock drops
    // the fractional millisecond, UIKIT-LAWS §4.3, third pass; pull 2.870744e-4, friction 0.970696):
    // 18.1997 → 18.333, 9.0005 → 9, 1.4986 → 1.333, then −4.60, out of the clamped range, which
    // finishes the settle at 0; the fold after the release frame holds one frame (9) and the
    // scrolls up to the run's last frame (9, 1.333). The scroll to 0 at 0.2 s comes after that
    // frame (0.1917 s), so it has a line of its own after it: lines stay in time order.
    #expect(table.contains("… 1 more frame; 2 more scrollViewDidScroll calls, offset 9.000 to 1.333\n"))
    #expect(table.contains("frame     offsetX   1.333  fraction 0.983  showingMenu true  paging true\n"
      + "     0.2000  callback  scrollViewDidScroll  offset 0.000\n"))
    let times = table.split(separator: "\n").compactMap { Double($0.prefix(11).trimmingCharacters(in: .whitespaces)) }
    #expect(times == times.sorted(), "every timed line in time order")
  }

  /// The folded scrollViewDidScroll calls say how many and what they reported; a run
  /// that stays at one offset says so once ("scrollViewDidScroll ×1, offset 0.000 →
  /// 0.000" was the confusing form).
  @Test func foldedScrollCallsReadPlainly() throws {
    let table = runTool(["run", packageRoot + "/traces/fastswipe.csv"]).out
    #expect(!table.contains("×"))
    #expect(!table.contains("→"))
    // The pan begins at 0.1417 s with its translation less the 10 pt hysteresis, 10.3 pt, which the
    // scroll view applies at the began event (80 − 10.3 = 69.7 → 69.667 on the 1/3 pt grid); the
    // frames at 0.15 and 0.1583 s fold with the scrolls to 80 − 23.63 = 56.37 → 56.333,
    // 80 − 36.97 = 43.03 → 43 and 80 − 50.3 = 29.7 → 29.667, up to the frame at 0.1667 s, which shows
    // its sample (docs/side-menu.md, "Replay").
    #expect(table.contains("… 2 more frames; 3 more scrollViewDidScroll calls, offset 56.333 to 29.667\n"))
  }
}
