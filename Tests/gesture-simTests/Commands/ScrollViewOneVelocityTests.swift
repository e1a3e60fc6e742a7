import Foundation
@testable import gesture_sim
import Testing

/// One velocity for the scroll-view scene (issue 24): `run`'s frames (table, json, jsonl,
/// csv), `plot`'s chart and `view`'s chart show the same value, the model's
/// (`ScrollViewScene.contentVelocity(at:)`), under the same label.
@Suite struct ScrollViewOneVelocityTests {
  /// A drag up at 1200 pt/s (20 pt per 1/60 s) that rests 0.4 s before the lift.
  static let still = """
    # viewport: 390x844
    # scroll-view: content=390x5000
    t,id,phase,x,y
    0,0,began,200,600
    0.016667,0,moved,200,580
    0.033333,0,moved,200,560
    0.05,0,moved,200,540
    0.066667,0,moved,200,520
    0.083333,0,moved,200,500
    0.5,0,ended,200,500

    """

  static func frames(_ jsonl: String) -> [[String: Any]] {
    jsonl.split(separator: "\n").compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
    }.filter { $0["type"] as? String == "frame" }
  }

  @Test func whileTheFingerRestsTheVelocityIsThePansLastAsUIKitsVelocityInView() throws {
    // UIKit's velocity(in:) has no time decay: a finger held still sends no events, so the
    // last value persists (0.2·1200 + 0.8·1200 = 1200 pt/s; the content's offset grows).
    // The frame at 0.1 s, after the finger stopped, shows it, not a 0 from an unchanged offset.
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    scratch.write("still.csv", Self.still)
    let jsonl = runTool(["run", scratch.path + "/still.csv", "--scene", "scroll-view", "--format", "jsonl"])
    #expect(jsonl.code == 0, "\(jsonl.err)")
    let frames = Self.frames(jsonl.out)
    let atRest = try #require(frames.first { abs(($0["t"] as? Double ?? 0) - 0.1) < 1e-6 })
    let velocity = try #require(atRest["velocity"] as? [Double])
    // (The trace's times are to the microsecond, so a move takes 16.666 or 16.667 ms:
    // 20 pt over them is 1200 ± 0.05 pt/s.)
    #expect(velocity.count == 2 && velocity[0] == 0 && abs(velocity[1] - 1200) < 0.1, "\(velocity)")
    // After the lift (rest rule: released without velocity) the content is at rest: 0.
    #expect((frames.last?["velocity"] as? [Double]) == [0, 0])
  }

  @Test func noSpeedIsShownOnceTheDecelerationEnded() throws {
    // The frame of scrollViewDidEndDecelerating: the scroll view is at rest, velocity 0
    // (a difference of pixel-rounded offsets showed 40 pt/s there).
    let lines = runTool(["run", packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844", "--format", "jsonl"]).out
      .split(separator: "\n")
    let end = try #require(lines.lastIndex { $0.contains("\"scrollViewDidEndDecelerating\"") })
    let frame = try #require(lines[end...].first { $0.contains("\"type\":\"frame\"") })
    #expect(frame.contains("\"velocity\":[0,0]"), "\(frame)")
  }

  @Test func runPlotAndViewShowTheSameValuesUnderTheSameLabel() throws {
    let trace = packageRoot + "/traces/list-fast-fling.csv"
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let run = runTool(["run", trace, "--scene", "scroll-view", "--format", "jsonl"])
    let runVelocities = Self.frames(run.out).compactMap { ($0["velocity"] as? [Double])?.last }
    #expect(runVelocities.count > 20)
    // The viewer's per-frame velocity.y series.
    #expect(runTool(["view", trace, "--scene", "scroll-view", "-o", scratch.path + "/v.html"]).code == 0)
    let page = try #require(scratch.read("v.html"))
    let series = try #require(page.components(separatedBy: "\"key\":\"velocityY\"").dropFirst().first)
    let values = try #require(series.components(separatedBy: "\"values\":[").dropFirst().first?.components(separatedBy: "]").first)
      .split(separator: ",").map { Double($0) }
    #expect(values.count == runVelocities.count)
    for (viewer, run) in zip(values, runVelocities) {
      #expect(abs((viewer ?? .nan) - run) <= 1e-6 * max(1, abs(run)) + 1e-6, "viewer \(String(describing: viewer)) vs run \(run)")
    }
    // The same words label it in run's table, the plot and the viewer.
    let meaning = ScrollViewSceneReport.velocityMeaning
    #expect(runTool(["run", trace, "--scene", "scroll-view"]).out.contains("velocity  pt/s, \(meaning)\n"))
    #expect(runTool(["plot", trace, "--scene", "scroll-view", "-o", scratch.path + "/p.svg"]).code == 0)
    #expect(try #require(scratch.read("p.svg")).contains("(pt/s, \(meaning.xmlEscaped))"))
    #expect(page.contains("velocity (\(meaning))") || page.contains("velocity (\(meaning.replacingOccurrences(of: "'", with: "\\u0027")))"))
  }

  /// The side menu's and the table scene's charts show the same velocity, their scenes'
  /// `contentVelocity(at:)` (the pan's negated while dragging, the motion's derivative after,
  /// zero at rest), so they are labelled in the same words as the scroll view's; the plot and
  /// the viewer of one scene used to describe it in two different ways.
  @Test func theSideMenuAndTheTableChartsUseTheSameWords() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    let meaning = ScrollViewSceneReport.velocityMeaning
    for (scene, trace) in [("side-menu", "fastswipe.csv"), ("table", "table-flick.csv")] {
      let path = packageRoot + "/traces/" + trace
      #expect(runTool(["plot", path, "--scene", scene, "-o", scratch.path + "/\(scene).svg"]).code == 0)
      let svg = try #require(scratch.read("\(scene).svg"))
      #expect(svg.contains("velocity of the offset (pt/s, \(meaning.xmlEscaped))"), "\(scene)")
      #expect(runTool(["view", path, "--scene", scene, "-o", scratch.path + "/\(scene).html"]).code == 0)
      let page = try #require(scratch.read("\(scene).html"))
      let escaped = meaning.replacingOccurrences(of: "'", with: "\\u0027")
      #expect(page.contains("velocity of the offset (\(meaning))") || page.contains("velocity of the offset (\(escaped))"), "\(scene)")
    }
  }
}
