import Foundation
@testable import gesture_sim
import Testing

/// `run --scene scroll-view`: the four shipped traces' outcomes against hand
/// calculations with UIKit's laws (docs/physics.md, docs/scroll-view.md), the
/// formats, and configuration errors.
@Suite struct RunScrollViewSceneTests {
  func json(_ arguments: [String]) throws -> [String: Any] {
    let result = runTool(["run"] + arguments + ["--scene", "scroll-view", "--format", "json"])
    #expect(result.code == 0, "\(result.err)")
    return try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
  }

  func pair(_ value: Any?) -> (Double, Double)? {
    guard let array = value as? [Double], array.count == 2 else { return nil }
    return (array[0], array[1])
  }

  @Test func thePagerFlickedTwiceRestsOnTheThirdPage() throws {
    // Each flick releases at 1.5 pt/ms (150 pt in 0.1 s), above UIKit's 0.3 pt/ms
    // paging threshold: the next page after the offset, ceil(p). First from about
    // 128 pt (p = 0.33 → page 1, 390), then from 390 + 128 (p = 1.33 → page 2, 780).
    let run = try json([packageRoot + "/traces/pager-3.csv", "--paging", "--content", "1170x844"])
    let final = try #require(run["final"] as? [String: Any])
    #expect(pair(final["contentOffset"]).map { $0 == (780, 0) } == true)
    #expect(final["page"] as? [Int] == [2, 0])
    #expect(final["rest"] as? String == "deceleration-ended")
    #expect(pair(final["velocity"]).map { $0 == (0, 0) } == true)
    let releases = try #require(run["releases"] as? [[String: Any]])
    #expect(releases.count == 2)
    #expect(releases.compactMap { pair($0["targetContentOffset"])?.0 } == [390, 780])
  }

  @Test func theTableFormatPrintsTheTimelineAndTheFinalPage() {
    // The "done" command.
    let result = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844"])
    #expect(result.code == 0)
    #expect(result.out.contains("delegate  scrollViewWillEndDragging  velocity (1.500"))
    #expect(result.out.contains("page (2, 0)\n  resting reason: deceleration-ended"))
  }

  @Test func theFastListFlingStopsShortOfItsProposedTarget() throws {
    // Metadata: content 390x5000, rate fast (d = 0.99), start 1000. UIKit proposes
    // x0 + (v − 0.01)/(−ln d) with v in pt/ms; the per-frame law rests short of it,
    // by at most 1 % of the distance (0.5 % at .fast), never past it.
    let run = try json([packageRoot + "/traces/list-fast-fling.csv"])
    let release = try #require((run["releases"] as? [[String: Any]])?.first)
    let v = try #require(pair(release["velocity"])).1
    #expect(abs(v - 3) < 0.01)  // 3000 pt/s up, the finger's constant speed
    let target = try #require(pair(release["targetContentOffset"])).1
    let distance = (v - 0.01) / -log(0.99)  // ≈ 297.6 pt
    let x0 = target - distance
    #expect(x0 > 1200 && x0 < 1300)  // 1000 + the drag, about 300 − 10 − 25 pt
    let rest = try #require(pair((run["final"] as? [String: Any])?["contentOffset"])).1
    #expect(rest <= target + 1e-9)
    #expect(rest >= target - 0.01 * distance - 1.0 / 3)
  }

  @Test func aListWithoutBouncesStopsAtItsEnd() throws {
    // Metadata: bounces none, start 2500; 5000 pt/s proposes 2500 + ~490 +
    // (5 − 0.01)/0.002 ≈ 5485, past the maximum 5000 − 844 = 4156: it stops at the wall.
    let run = try json([packageRoot + "/traces/list-no-bounce-end.csv"])
    let final = try #require(run["final"] as? [String: Any])
    #expect(pair(final["contentOffset"]).map { $0 == (0, 4156) } == true)
    #expect(final["rest"] as? String == "deceleration-ended")
  }

  @Test func aCornerFlingWithBouncesXBouncesXAndStopsYAtItsEdge() throws {
    // Metadata: content 1170x1688 (range 0…780 × 0…844), bounces=x, start 500,500.
    // The finger moves up-left at 2000 pt/s per axis for 0.1 s: the content is at
    // (700, 700) at the release, moving at 2 pt/ms per axis. UIKit proposes
    // 700 + (2 − 0.01)/0.002002 ≈ 1694 on both axes, clamped to (780, 844).
    let trace = packageRoot + "/traces/corner-bounce-x.csv"
    let run = try json([trace])
    let release = try #require((run["releases"] as? [[String: Any]])?.first)
    #expect(pair(release["targetContentOffset"]).map { $0 == (780, 844) } == true)
    let final = try #require(run["final"] as? [String: Any])
    #expect(pair(final["contentOffset"]).map { $0 == (780, 844) } == true)
    #expect(final["rest"] as? String == "deceleration-ended")
    // Every frame: y never passes its edge (bounces off along y: it stops dead at
    // 844); x overshoots 780 and springs back. The overshoot of UIKit's critically
    // damped bounce (ω = 10.9 1/s) entered at speed v is v/(ω·e); the speed at the
    // edge is below the release's 2000 pt/s and above 2000 − λ·80 ≈ 1840 pt/s
    // (λ = −ln 0.998 per ms), so the peak is 62.1…67.5 pt past the edge, the
    // frames sampling it a little lower.
    let jsonl = runTool(["run", trace, "--scene", "scroll-view", "--format", "jsonl"])
    #expect(jsonl.code == 0)
    let frames = jsonl.out.split(separator: "\n").compactMap { line -> (Double, Double)? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["type"] as? String == "frame"
      else { return nil }
      return pair(object["contentOffset"])
    }
    #expect(frames.count > 50)
    #expect(frames.allSatisfy { $0.1 <= 844 })
    #expect(frames.contains { $0.1 == 844 })
    let peak = frames.map(\.0).max() ?? 0
    #expect(peak > 780 + 50 && peak < 780 + 67.5)
  }

  @Test func theGridSnapListRestsOnARow() throws {
    // Metadata: snap 88. The delegate rounds the proposed target to a multiple of 88,
    // and the deceleration ends exactly there.
    let run = try json([packageRoot + "/traces/grid-snap-list.csv"])
    let proposed = try #require(pair((run["releases"] as? [[String: Any]])?.first?["targetContentOffset"])).1
    let rest = try #require(pair((run["final"] as? [String: Any])?["contentOffset"])).1
    #expect(rest == (proposed / 88).rounded() * 88)
    #expect(rest.truncatingRemainder(dividingBy: 88) == 0)
  }

  @Test func flagsWinOverTheMetadataLine() throws {
    // The trace says snap=88; --snap 100 wins: the rest is a multiple of 100.
    let run = try json([packageRoot + "/traces/grid-snap-list.csv", "--snap", "100"])
    let rest = try #require(pair((run["final"] as? [String: Any])?["contentOffset"])).1
    #expect(rest.truncatingRemainder(dividingBy: 100) == 0)
  }

  @Test func everyFormatWorks() {
    for format in ["table", "json", "jsonl", "csv"] {
      let result = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844", "--format", format])
      #expect(result.code == 0)
      #expect(!result.out.isEmpty)
    }
    let csv = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--format", "csv"]).out
    #expect(csv.hasPrefix("t,offsetX,offsetY,velocityX,velocityY,isTracking,isDragging,isDecelerating,pageX,pageY\n"))
    let jsonl = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--content", "1170x844", "--format", "jsonl"]).out
    #expect(jsonl.contains("\"name\":\"scrollViewWillEndDragging\""))
  }

  @Test func aBadFlagIsAUsageError() {
    let result = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--inset", "0,-1,0,0"])
    #expect(result.code == 64)
    #expect(result.err.contains("--inset"))
    let paging = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--viewport", "390x844", "--paging", "--content", "100x100"])
    #expect(paging.code == 64)
    #expect(paging.err.contains("--content"))
    // Without --viewport, checked against the trace's viewport once it is read (bad data, 65).
    let traceViewport = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "100x100"])
    #expect(traceViewport.code == 65)
    #expect(traceViewport.err.contains("--content"))
    let otherScene = runTool(["run", packageRoot + "/traces/pager-3.csv", "--paging"])
    #expect(otherScene.code == 64)
  }

  @Test func badMetadataNamesTheKeyWithLineAndColumn() throws {
    let unknown = try temporaryFile("# scroll-view: content=390x5000 bogus=1\nt,id,phase,x,y\n0,0,began,1,1\n0.1,0,ended,1,1\n")
    let result = runTool(["run", unknown, "--scene", "scroll-view"])
    #expect(result.code == 65)
    // "# scroll-view: " is 15 characters, "content=390x5000 " 17 more: bogus starts at 33.
    #expect(result.err.contains(":1:33: error:"))
    #expect(result.err.contains("bogus"))
    let negative = try temporaryFile("# scroll-view: inset=0,-5,0,0\nt,id,phase,x,y\n0,0,began,1,1\n0.1,0,ended,1,1\n")
    let bad = runTool(["run", negative, "--scene", "scroll-view"])
    #expect(bad.code == 65)
    #expect(bad.err.contains(":1:22: error:"))  // the value after "inset="
    let small = try temporaryFile("# scroll-view: content=100x100 paging=true\nt,id,phase,x,y\n0,0,began,1,1\n0.1,0,ended,1,1\n")
    let paging = runTool(["run", small, "--scene", "scroll-view"])
    #expect(paging.code == 65)
    #expect(paging.err.contains(":1:16: error:"))  // the content pair
    // The message quotes the value given, not the key's name.
    #expect(paging.err.contains("invalid scroll-view content '100x100'"))
  }

  /// The `# scroll-view:` line is read by one rule (docs/scroll-view-scene.md,
  /// "Configuration"): keys without regard to case, a key given twice takes its later
  /// value. `Content=1170x844 paging=true` is the pager of `--content 1170x844
  /// --paging`, which rests on page 2 (`thePagerFlickedTwiceRestsOnTheThirdPage`);
  /// a content of the viewport's size would rest on page 0.
  @Test func theLinesKeysAreReadByOneRule() throws {
    let trace = try String(contentsOfFile: packageRoot + "/traces/pager-3.csv", encoding: .utf8)
    let upper = try temporaryFile("# scroll-view: Content=1170x844 paging=true\n" + trace)
    let fromLine = runTool(["run", upper, "--scene", "scroll-view", "--format", "json"])
    let fromFlags = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844", "--format", "json"])
    #expect(fromLine.code == 0, "\(fromLine.err)")
    #expect(fromLine.out == fromFlags.out)
    let run = try #require(JSONSerialization.jsonObject(with: Data(fromLine.out.utf8)) as? [String: Any])
    #expect((run["final"] as? [String: Any])?["page"] as? [Int] == [2, 0])
    // "# scroll-view: " is 15 characters, "content=100x100 " 16 and "paging=true " 12 more:
    // the later content pair, whose value is the one used, starts at column 44.
    let twice = try temporaryFile("# scroll-view: content=100x100 paging=true content=50x50\nt,id,phase,x,y\n0,0,began,1,1\n0.1,0,ended,1,1\n")
    let paging = runTool(["run", twice, "--scene", "scroll-view"])
    #expect(paging.code == 65)
    #expect(paging.err.contains(":1:44: error:"), "\(paging.err)")
    #expect(paging.err.contains("invalid scroll-view content '50x50'"), "\(paging.err)")
  }

  @Test func refreshTakesAnyRateTheMetadataTakes() throws {
    // The metadata key accepts 90 Hz; so does the flag. The pager still rests on page 2:
    // each flick releases at 1.5 pt/ms, above the 0.3 pt/ms threshold, at any frame rate.
    let run = try json([packageRoot + "/traces/pager-3.csv", "--paging", "--content", "1170x844", "--refresh", "90"])
    let final = try #require(run["final"] as? [String: Any])
    #expect(final["page"] as? [Int] == [2, 0])
    let metadata = try temporaryFile(
      "# scroll-view: content=1170x844 paging=true refresh=90\n" + String(contentsOfFile: packageRoot + "/traces/pager-3.csv", encoding: .utf8))
    let fromMetadata = runTool(["run", metadata, "--scene", "scroll-view", "--format", "json"])
    let fromFlag = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844", "--refresh", "90", "--format", "json"])
    #expect(fromMetadata.code == 0)
    #expect(fromMetadata.out == fromFlag.out)
    for bad in ["0", "1001", "abc"] {
      let result = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--refresh", bad])
      #expect(result.code == 64)
      // A number out of range is checked with the scene's screen rules; text is not a number.
      #expect(result.err.contains("The value '\(bad)' is invalid for '--refresh"))
    }
  }
}

/// `check --scene scroll-view` with the scroll-view flags.
@Suite struct CheckScrollViewSceneTests {
  @Test func theFlagsSelectThePropertiesThatApply() throws {
    let empty = NSTemporaryDirectory() + "gesture-sim-empty-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    // Paging, bounces off: in-range and paging-rest apply, monotonic deceleration
    // (paging off only) does not.
    let result = runTool([
      "check", "--scene", "scroll-view", "--paging", "--content", "1170x844", "--no-bounces", "--cases", "5",
      "--regressions", empty,
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("'scroll-view-in-range'"))
    #expect(result.out.contains("'scroll-view-paging-rest'"))
    #expect(!result.out.contains("'scroll-view-monotonic-deceleration'"))
  }

  @Test func oneBouncingAxisKeepsTheInRangePropertyForTheOther() throws {
    let empty = NSTemporaryDirectory() + "gesture-sim-empty-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    // --bounces x: y does not bounce, so the in-range property applies (to y).
    let result = runTool([
      "check", "--scene", "scroll-view", "--content", "1170x1688", "--bounces", "x", "--cases", "20",
      "--regressions", empty,
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("'scroll-view-in-range'"))
    // Both axes bounce: it does not apply.
    let both = runTool(["check", "--scene", "scroll-view", "--content", "1170x1688", "--cases", "5", "--regressions", empty])
    #expect(!both.out.contains("'scroll-view-in-range'"))
  }

  @Test func aFlagWithoutTheSceneIsAUsageError() {
    let result = runTool(["check", "--paging"])
    #expect(result.code == 64)
    #expect(result.err.contains("--paging"))
  }
}
