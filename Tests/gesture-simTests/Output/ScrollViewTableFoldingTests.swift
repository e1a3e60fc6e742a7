import Foundation
@testable import gesture_sim
import Testing

/// The scroll-view scene's table folds quiet frames and `scrollViewDidScroll` calls as the
/// side menu's does (issue 24: 121 lines for a 0.4 s carousel swipe): a run of frames and
/// calls is its first frame, one summary line, its last frame; nothing is lost (the
/// summary counts what it hides).
@Suite struct ScrollViewTableFoldingTests {
  static let arguments = [packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844"]

  @Test func aDecelerationIsOneRunWithItsCounts() throws {
    let table = runTool(["run"] + Self.arguments)
    #expect(table.code == 0)
    let timeline = table.out.components(separatedBy: "\n\nfinal state")[0].split(separator: "\n")
    // Every scrollViewDidScroll call is shown or counted, and every frame too.
    let jsonl = runTool(["run"] + Self.arguments + ["--format", "jsonl"]).out.split(separator: "\n")
    let calls = jsonl.filter { $0.contains("\"name\":\"scrollViewDidScroll\"") }.count
    let frames = jsonl.filter { $0.contains("\"type\":\"frame\"") }.count
    func counted(_ noun: String) -> Int {
      timeline.reduce(0) { total, line in
        guard line.contains("… ") else { return total }
        let parts = line.components(separatedBy: "… ")[1].components(separatedBy: "; ")
        return total + parts.compactMap { part in part.contains(noun) ? Int(part.split(separator: " ")[0]) : nil }.reduce(0, +)
      }
    }
    let shownCalls = timeline.filter { $0.contains("delegate  scrollViewDidScroll") }.count
    let shownFrames = timeline.filter { $0.contains("  frame     ") }.count
    #expect(shownCalls + counted("scrollViewDidScroll") == calls)
    #expect(shownFrames + counted("frame") == frames)
    // Two flicks, each a deceleration of about 25 frames at 60 Hz: folded, the timeline is
    // short (it was one line per frame and per call, over 120 lines).
    #expect(frames > 40)
    #expect(timeline.count < 60, "\(timeline.count) lines")
    #expect(timeline.contains { $0.contains("more scrollViewDidScroll calls, offset (") })
  }
}
