import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim view --scene scroll-view`: the page's frames are `run --format jsonl`'s,
/// its velocity is the model's own, its indicators follow the documented geometry, and
/// the configuration takes run's flags and metadata with run's errors and exit codes.
@Suite struct ViewCommandScrollViewTests {
  let helpers = ViewCommandTests()
  let pager = [packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844"]
  let list = [packageRoot + "/traces/list-fast-fling.csv", "--scene", "scroll-view"]

  func series(_ data: [String: Any], _ key: String) throws -> [Double?] {
    let all = try #require(data["series"] as? [[String: Any]])
    let values = try #require(all.first { $0["key"] as? String == key }?["values"] as? [Any])
    return values.map { $0 as? Double }
  }

  func view(_ arguments: [String]) throws -> [String: Any] {
    let result = runTool(["view"] + arguments)
    #expect(result.code == 0, "\(result.err)")
    return try helpers.pageData(result.out)
  }

  @Test func thePagersFramesAreTheRunsWithTheModelsVelocity() throws {
    let data = try view(pager)
    let model = try helpers.modelFrames(pager)
    let times = try #require(data["times"] as? [Double])
    #expect(times.count == model.count && model.count >= 20)
    let x = try series(data, "offsetX"), y = try series(data, "offsetY"), page = try series(data, "pageX")
    let velocity = try series(data, "velocityX")
    let names = try #require(data["stateNames"] as? [String]), states = try #require(data["states"] as? [Int])
    for (i, frame) in model.enumerated() {
      let offset = try #require(frame["contentOffset"] as? [Double])
      #expect(abs(times[i] - (frame["t"] as? Double ?? .nan)) <= 1e-6)
      #expect(abs((x[i] ?? .nan) - offset[0]) <= 1e-6 && abs((y[i] ?? .nan) - offset[1]) <= 1e-6)
      #expect(page[i] == (frame["page"] as? [Int]).map { Double($0[0]) })
      let state = names[states[i]]
      #expect(state.hasPrefix(
        "isTracking \(frame["isTracking"] as? Bool ?? false) · isDragging \(frame["isDragging"] as? Bool ?? false) · isDecelerating \(frame["isDecelerating"] as? Bool ?? false)"))
      // While dragging after the estimator has three samples, the content moves with the finger,
      // which the trace moves left at a constant 12.5 pt per 1/120 s = 1500 pt/s: the model's own
      // velocity is +1500 (the frame record's alternates 1480/1520 from the 1/3-pt pixel rounding).
      if frame["isDragging"] as? Bool == true && i >= 3 && i <= 11 {
        #expect(abs((velocity[i] ?? .nan) - 1500) < 0.5, "frame \(i): \(velocity[i] ?? .nan)")
      }
    }
    // At rest the velocity is zero, and the last state says why the content is where it is.
    #expect(velocity.last == 0)
    #expect(names[states.last ?? 0].hasSuffix("rest: deceleration-ended at (780.00, 0.00), page (2, 0)"))
    #expect((data["subtitle"] as? String ?? "").contains("content 1170x844 pt · paging"))
  }

  @Test func theLogHasEveryCallbackWithItsArguments() throws {
    let data = try view(pager)
    let log = try #require(data["log"] as? [[Any]])
    let lines = runTool(["run", "--format", "jsonl"] + pager).out.split(separator: "\n")
    let callbacks = lines.filter { $0.contains("\"type\":\"callback\"") }
    #expect(log.filter { $0[1] as? String == "callback" }.count == callbacks.count)
    // scrollViewWillEndDragging's velocity in pt/ms and the proposed target, as UIKit passes them.
    let release = try #require(log.first { ($0[2] as? String ?? "").hasPrefix("scrollViewWillEndDragging") })
    #expect(release[2] as? String == "scrollViewWillEndDragging velocity (1.5, 0) pt/ms targetContentOffset (390, 0) pt")
    // scrollViewDidScroll comes every frame of a scroll: listed, not marked on the charts.
    #expect(log.filter { ($0[2] as? String ?? "").hasPrefix("scrollViewDidScroll") }.allSatisfy { $0[4] as? Int == 0 })
    #expect(log.filter { ($0[2] as? String ?? "").hasPrefix("scrollViewWillBeginDragging") }.allSatisfy { $0[4] as? Int == 1 })
  }

  @Test func theIndicatorFollowsTheOffsetAndHidesAtRest() throws {
    let data = try view(list)
    let model = try helpers.modelFrames(list)
    let picture = try #require(data["picture"] as? [String: Any])
    let bars = try #require(picture["bars"] as? [[Any]])
    #expect(bars.count == model.count)
    // A 390 × 5000 list in 390 × 844: only the vertical bar, at x = 390 − 3 − 3, of length
    // 838 × 844/5000 = 141.454, its top 3 + y/4156 × (838 − 141.454).
    #expect(picture["barX"] as? Double == 384 && picture["barY"] is NSNull)
    for (bar, frame) in zip(bars, model) {
      let y = try #require(frame["contentOffset"] as? [Double])[1]
      #expect(abs((bar[1] as? Double ?? .nan) - 141.454) < 1e-3)
      #expect(abs((bar[0] as? Double ?? .nan) - (3 + y / 4156 * (838 - 838 * 844.0 / 5000))) < 1e-3, "y \(y)")
      #expect(bar[2] is NSNull)
      if frame["isDecelerating"] as? Bool == true { #expect(bar[4] as? Int == 1) }
    }
    #expect(bars.last?[4] as? Int == 0)
  }

  @Test func flagsWinOverTheMetadataAndTheProfileApplies() throws {
    // list-fast-fling.csv's metadata says rate=fast; --rate normal wins, as for run.
    for (extra, rate) in [([String](), "0.99"), (["--rate", "normal"], "0.998")] {
      let data = try view(list + extra)
      #expect((data["subtitle"] as? String ?? "").contains("rate \(rate)"))
      let run = runTool(["run", "--format", "json"] + list + extra)
      let final = try #require((try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])?["final"] as? [String: Any])
      let offset = try #require(final["contentOffset"] as? [Double])
      #expect(try series(data, "offsetY").last == offset[1])
    }
    // --uikit is the scroll view's profile here, as the uikit key (docs/scroll-view-scene.md).
    #expect((try view(pager + ["--uikit", "ios7"])["subtitle"] as? String ?? "").contains("uikit ios7"))
    #expect(runTool(["run"] + pager + ["--uikit", "ios7"]).code == 0)
  }

  /// Each bad flag or metadata value fails as it fails for run: the same message and exit code.
  @Test func badConfigurationFailsAsForRun() throws {
    let trace = packageRoot + "/traces/pager-3.csv"
    for arguments in [
      [trace, "--scene", "scroll-view", "--inset", "0,-1,0,0"],
      [trace, "--scene", "scroll-view", "--viewport", "390x844", "--paging", "--content", "100x100"],
      [trace, "--scene", "scroll-view", "--rate", "2"],
      [trace, "--scene", "scroll-view", "--bounces", "sideways"],
      [trace, "--scene", "scroll-view", "--refresh", "0"],
      [trace, "--scene", "scroll-view", "--bounces", "x,y", "--no-bounces"],
      [trace, "--paging"],
      [trace, "--scene", "cards", "--snap", "88"],
    ] {
      let run = runTool(["run"] + arguments), view = runTool(["view"] + arguments)
      #expect(run.code == 64 && view.code == 64, "\(arguments)")
      #expect(run.err.split(separator: "\n").first == view.err.split(separator: "\n").first, "\(arguments)")
      #expect(view.err.contains("\nUsage: gesture-sim view"))
    }
    for metadata in ["content=390x5000 bogus=1", "inset=0,-5,0,0", "content=100x100 paging=true", "refresh=5000"] {
      let path = try temporaryFile("# scroll-view: \(metadata)\nt,id,phase,x,y\n0,0,began,1,1\n0.1,0,ended,1,1\n")
      let run = runTool(["run", path, "--scene", "scroll-view"]), view = runTool(["view", path, "--scene", "scroll-view"])
      #expect(view.code == 65 && run.code == 65, "\(metadata)")
      #expect(view.err == run.err && view.err.hasPrefix(path + ":1:"), "\(metadata): \(view.err)")
      #expect(view.out.isEmpty)
    }
    // The gestures scene has no screen: a usage error naming the scenes view draws.
    let gestures = runTool(["view", trace, "--scene", "gestures"])
    #expect(gestures.code == 64)
    #expect(gestures.err.contains("Expected one of: side-menu, cards, dropdown, table, transitions, scroll-view"))
  }

  @Test func tenSecondsAt120HzFitInAMegabyte() throws {
    // A finger dragging a long list for 10 s at 120 Hz, 0.6 pt per sample: once the pan has
    // begun (after 10 pt, 17 samples) every frame moves the content and logs a pan change and a
    // scrollViewDidScroll: about 2 × 1183 entries.
    var csv = "# refresh: 120\n# scroll-view: content=390x50000\nt,id,phase,x,y\n0,0,began,195,800\n"
    for k in 1..<1200 { csv += "\(Double(k) / 120),0,moved,195,\(800 - Double(k) * 0.6)\n" }
    csv += "10,0,ended,195,80\n"
    let page = runTool(["view", try temporaryFile(csv), "--scene", "scroll-view"]).out
    let data = try helpers.pageData(page)
    #expect((data["times"] as? [Double])?.count ?? 0 >= 1200)
    #expect((data["log"] as? [Any])?.count ?? 0 >= 2350)
    #expect(page.utf8.count < 1_000_000)
  }
}
