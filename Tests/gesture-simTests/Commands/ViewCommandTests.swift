import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim view`: the page is self-contained and deterministic, its data are the
/// run's frames, and its 3-D layers project to the model's quads by Core Animation's
/// rule (checked here by hand; scripts/check-viewer.py checks the same in Chromium).
@Suite struct ViewCommandTests {
  let fastswipe = packageRoot + "/traces/fastswipe.csv"

  /// The JSON data embedded in a page.
  func pageData(_ page: String) throws -> [String: Any] {
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"gesture-sim-data\">"))
    let rest = page[start.upperBound...]
    let end = try #require(rest.range(of: "</script>"))
    return try #require(JSONSerialization.jsonObject(with: Data(rest[..<end.lowerBound].utf8)) as? [String: Any])
  }

  /// The frame records of `run --format jsonl` for the same arguments.
  func modelFrames(_ arguments: [String]) throws -> [[String: Any]] {
    let result = runTool(["run", "--format", "jsonl"] + arguments)
    #expect(result.code == 0)
    return try result.out.split(separator: "\n").compactMap { line in
      let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return object["type"] as? String == "frame" ? object : nil
    }
  }

  /// Where a layer's local point lands on screen by Core Animation's rule (row vectors):
  /// [p − anchor, 0, 1] · M, divided by w, plus the anchor's place. `layer` is the page's
  /// [left, top, width, height, anchorX, anchorY, matrix index].
  func project(_ point: (Double, Double), layer: [Double], matrix m: [Double]) -> (Double, Double) {
    let x = point.0 - layer[4], y = point.1 - layer[5]
    let px = x * m[0] + y * m[4] + m[12]
    let py = x * m[1] + y * m[5] + m[13]
    let pw = x * m[3] + y * m[7] + m[15]
    return (layer[0] + layer[4] + px / pw, layer[1] + layer[5] + py / pw)
  }

  func corners(_ layer: [Double]) -> [(Double, Double)] {
    [(0, 0), (layer[2], 0), (layer[2], layer[3]), (0, layer[3])]
  }

  @Test func pageIsSelfContainedAndDeterministic() throws {
    let first = runTool(["view", fastswipe])
    let second = runTool(["view", fastswipe])
    #expect(first.code == 0 && first.err.isEmpty)
    #expect(first.out == second.out)
    #expect(first.out.hasPrefix("<!DOCTYPE html>"))
    #expect(first.out.hasSuffix("</html>\n"))
    // Nothing is loaded from anywhere: no script or style sources, links, imports, fetches or
    // URLs other than the SVG namespace name.
    for forbidden in ["<script src", "<link", "@import", "url(", "fetch(", "XMLHttpRequest", "https://", "<img", "<iframe"] {
      #expect(!first.out.contains(forbidden), "found \(forbidden)")
    }
    let urls = first.out.components(separatedBy: "http://").dropFirst().map { $0.prefix(26) }
    #expect(urls.allSatisfy { $0 == "www.w3.org/2000/svg';\n    " || $0.hasPrefix("www.w3.org/2000/svg") })
  }

  @Test func sideMenuFramesAreTheRunsAndProjectToTheModelsQuads() throws {
    let data = try pageData(runTool(["view", fastswipe]).out)
    let model = try modelFrames([fastswipe])
    let times = try #require(data["times"] as? [Double])
    // One page frame per frame record: the skipped frames are not invented; the page holds values.
    #expect(times.count == model.count)
    let series = try #require(data["series"] as? [[String: Any]])
    let offsets = try #require(series.first { $0["key"] as? String == "offset" }?["values"] as? [Double])
    let picture = try #require(data["picture"] as? [String: Any])
    let matrices = try #require(picture["matrices"] as? [[Double]])
    let layers = try #require(picture["menu"] as? [[Double]])
    for (index, frame) in model.enumerated() {
      let t = try #require(frame["t"] as? Double)
      #expect(abs(times[index] - t) <= 1e-6)
      #expect(abs(offsets[index] - (frame["contentOffsetX"] as? Double ?? .nan)) <= 1e-6)
      let quad = try #require(frame["menuQuad"] as? [[Double]])
      let layer = layers[index]
      // The model's layer: anchor point (1, 0.5) of the 80-point menu container, and the tutorial's
      // R_y(θ)·P with P's m34 = −1/1000: the rotation spreads −1/1000 over m14 = ±sin θ/1000 and
      // m34 = −cos θ/1000, so m14² + m34² = (1/1000)².
      #expect(layer[4] == 80 && layer[5] == 422 && layer[2] == 80 && layer[3] == 844)
      let matrix = matrices[Int(layer[6])]
      #expect(abs((matrix[3] * matrix[3] + matrix[11] * matrix[11]).squareRoot() - 0.001) < 1e-8)
      for (corner, expected) in zip(corners(layer), quad) {
        let got = project(corner, layer: layer, matrix: matrix)
        #expect(abs(got.0 - expected[0]) < 1e-4 && abs(got.1 - expected[1]) < 1e-4, "t \(t): \(got) vs \(expected)")
      }
    }
    // The fast swipe's frames: the offsets 80 → 0 without a pause (each frame moves or is the
    // first or last), and the velocity never exceeds the finger's 1600 pt/s by more than the
    // estimator's overshoot allows (the release estimate is within 1.4…1.8 pt/ms).
    let velocities = try #require(series.first { $0["key"] as? String == "velocity" }?["values"] as? [Double])
    #expect(velocities.allSatisfy { abs($0) <= 1800 })
  }

  @Test func cardFramesProjectToTheModelsQuads() throws {
    let trace = packageRoot + "/traces/cards-flip-complete.csv"
    let data = try pageData(runTool(["view", trace, "--scene", "cards"]).out)
    let model = try modelFrames([trace, "--scene", "cards"])
    let picture = try #require(data["picture"] as? [String: Any])
    let matrices = try #require(picture["matrices"] as? [[Double]])
    let frames = try #require(picture["cards"] as? [[[Double]]])
    #expect(frames.count == model.count && model.count >= 20)
    var turning = 0
    for (cards, frame) in zip(frames, model) {
      let expected = try #require(frame["cards"] as? [[String: Any]])
      #expect(cards.map { Int($0[0]) } == expected.map { $0["index"] as? Int ?? -1 })
      for (card, modelCard) in zip(cards, expected) {
        let layer = Array(card[2...8])
        let quad = try #require(modelCard["quad"] as? [[Double]])
        if (modelCard["angleDegrees"] as? Double ?? 0) != 0 { turning += 1 }
        for (corner, want) in zip(corners(layer), quad) {
          let got = project(corner, layer: layer, matrix: matrices[Int(layer[6])])
          #expect(abs(got.0 - want[0]) < 1e-4 && abs(got.1 - want[1]) < 1e-4)
        }
      }
    }
    #expect(turning >= 20)
  }

  /// `--uikit` reaches the viewer's scroll view: the tutorial's paging-snap tap (a tap on the
  /// detail view with paging on and the menu hidden at the clamped last page, 80) snaps the menu
  /// back open under iOS 7's nearest-page rule (80/390 = 0.205 → page 0) and leaves it hidden under
  /// iOS 26's ceil(p) at the last offset (docs/scroll-view.md, "UIKit profiles"). The page's last
  /// offset is the run's final one for the same profile.
  @Test func theUIKitProfileReachesTheViewer() throws {
    let trace = packageRoot + "/traces/paging-snap-tap.csv"
    for (profile, final) in [("ios26", 80.0), ("ios7", 0.0)] {
      let data = try pageData(runTool(["view", trace, "--variant", "paging", "--uikit", profile]).out)
      let series = try #require(data["series"] as? [[String: Any]])
      let offsets = try #require(series.first { $0["key"] as? String == "offset" }?["values"] as? [Double])
      #expect(offsets.last == final, "\(profile)")
      let model = try modelFrames([trace, "--variant", "paging", "--uikit", profile])
      #expect(model.last?["contentOffsetX"] as? Double == final, "\(profile)")
      #expect(offsets.count == model.count)
    }
    // A scene without a scroll view has no profile to choose.
    expectUsageError(
      ["view", packageRoot + "/traces/cards-flip-complete.csv", "--scene", "cards", "--uikit", "ios7"],
      "'--uikit' chooses the UIKit profile of a scroll view: it works only with --scene side-menu, table or scroll-view, not --scene cards",
      command: "gesture-sim view")
  }

  @Test func everySceneHasAPage() throws {
    for (trace, scene) in [
      ("table-flick.csv", "table"), ("dropdown-choose.csv", "dropdown"), ("transitions-flip.csv", "transitions"),
      ("cards-flip-complete.csv", "cards"), ("fastswipe.csv", "side-menu"), ("grid-snap-list.csv", "scroll-view"),
    ] {
      let result = runTool(["view", packageRoot + "/traces/" + trace, "--scene", scene])
      #expect(result.code == 0, "\(scene): \(result.err)")
      let data = try pageData(result.out)
      #expect(data["scene"] as? String == scene)
      let frames = try modelFrames([packageRoot + "/traces/" + trace, "--scene", scene])
      #expect((data["times"] as? [Double])?.count == frames.count, "\(scene)")
      // The log lists every record that is not a frame, each pointing at a frame that exists.
      let log = try #require(data["log"] as? [[Any]])
      #expect(!log.isEmpty)
      #expect(log.allSatisfy { ($0[3] as? Int ?? -1) <= frames.count })
    }
  }

  @Test func tenSecondsAt120HzFitInAMegabyte() throws {
    // A card pulled down slowly for 10 s at 120 Hz (1200 samples): every frame moves a card, and
    // the four cards on screen are in every frame; the worst case of the scenes for size.
    var csv = "# refresh: 120\nt,id,phase,x,y\n0,0,began,195,300\n"
    for k in 1..<1200 { csv += "\(Double(k) / 120),0,moved,195,\(300 + Double(k) * 0.11)\n" }
    csv += "10,0,ended,195,432\n"
    let path = try temporaryFile(csv)
    let page = runTool(["view", path, "--scene", "cards"]).out
    let data = try pageData(page)
    #expect((data["times"] as? [Double])?.count ?? 0 >= 1200)
    #expect(page.utf8.count < 1_000_000)
  }

  @Test func badInputAndUsage() throws {
    #expect(runTool(["view", fastswipe, "--flip-at", "1"]).code == 64)
    #expect(runTool(["view", fastswipe, "--scene", "gestures"]).code == 64)
    #expect(runTool(["view", fastswipe, "--variant", "fade"]).code == 64)
    #expect(runTool(["view"]).code == 64)
    #expect(runTool(["view", packageRoot + "/traces/no-such-trace.csv"]).code == 66)
    let bad = try temporaryFile("t,id,phase,x,y\n0,0,began,1,1\n0.1,0,jumped,2,2\n")
    let result = runTool(["view", bad])
    #expect(result.code == 65)
    #expect(result.err.contains(":3:"))
    #expect(runTool(["view", fastswipe, "-o", "/nonexistent-directory/page.html"]).code == 73)
    let help = runTool(["help", "view"])
    #expect(help.code == 0 && help.out == runTool(["view", "--help"]).out)
    #expect(runTool(["--help"]).out.contains("  view "))
  }
}
