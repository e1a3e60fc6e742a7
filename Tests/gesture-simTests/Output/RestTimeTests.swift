import Foundation
@testable import Gestures
@testable import gesture_sim
import Testing

/// `run --format json` gives `final.restTime`, when the scene came to rest (or null),
/// and the table prints it (issue 24, "Rest time").
@Suite struct RestTimeTests {
  func json(_ arguments: [String]) throws -> [String: Any] {
    let result = runTool(["run"] + arguments + ["--format", "json"])
    #expect(result.code == 0, "\(result.err)")
    return try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
  }

  @Test func thePagerRestsWhenItsDecelerationEnds() throws {
    // Independent of the final state: the scroll view comes to rest in the frame that
    // calls scrollViewDidEndDecelerating (UIKit calls it when the deceleration ends), the
    // last callback of the run (jsonl).
    let arguments = [packageRoot + "/traces/pager-3.csv", "--scene", "scroll-view", "--paging", "--content", "1170x844"]
    let final = try #require(try json(arguments)["final"] as? [String: Any])
    let restTime = try #require(final["restTime"] as? Double)
    let lines = runTool(["run"] + arguments + ["--format", "jsonl"]).out.split(separator: "\n")
    let end = try #require(lines.last { $0.contains("\"scrollViewDidEndDecelerating\"") })
    let record = try #require(JSONSerialization.jsonObject(with: Data(end.utf8)) as? [String: Any])
    #expect(abs(try #require(record["t"] as? Double) - restTime) <= 0.5e-6)
    // The table prints the same time.
    let table = runTool(["run"] + arguments).out
    #expect(table.contains("\nat rest from t = \(Rounded.text(restTime)) s\n"), "\(table.suffix(400))")
  }

  @Test func theSideMenuRestsWhenItsPagingSettleEnds() throws {
    let run = try json([packageRoot + "/traces/fastswipe.csv"])
    let restTime = try #require((run["final"] as? [String: Any])?["restTime"] as? Double)
    let lines = runTool(["run", packageRoot + "/traces/fastswipe.csv", "--format", "jsonl"]).out.split(separator: "\n")
    let end = try #require(lines.last { $0.contains("\"scrollViewDidEndDecelerating\"") })
    let record = try #require(JSONSerialization.jsonObject(with: Data(end.utf8)) as? [String: Any])
    #expect(abs(try #require(record["t"] as? Double) - restTime) <= 0.5e-6)
  }

  @Test(arguments: ["side-menu", "cards", "dropdown", "table", "transitions", "scroll-view"])
  func everySceneWithAFinalStateGivesIt(_ scene: String) throws {
    let run = try json([packageRoot + "/traces/tap.csv", "--scene", scene])
    let final = try #require(run["final"] as? [String: Any])
    // A tap: the scene comes to rest after the launch (tap.csv starts at 1000 s) and
    // within the settle limit (10 s after the last input); the table prints the same time.
    let restTime = try #require(final["restTime"] as? Double, "\(scene): \(final)")
    #expect(restTime >= 1000 && restTime <= 1010.08, "\(scene): \(restTime)")
    let table = runTool(["run", packageRoot + "/traces/tap.csv", "--scene", scene]).out
    #expect(table.contains("\nat rest from t = \(Rounded.text(restTime)) s\n"), "\(scene)")
  }

  @Test func aSceneStillMovingHasNone() {
    let facts = SceneRunFacts(
      configuration: (), events: 2, touches: 1, maxFingersDown: 1, duration: 0.1, launchTime: 0, refreshRate: 60, finalTime: 10.1,
      cameToRest: false)
    struct Summary: SceneSummary { var facts: SceneRunFacts<Void> }
    let summary = Summary(facts: facts)
    #expect(Formatting.restTime(of: summary) == nil)
    #expect(JSONValue.restTime(of: summary).1 == .null)
    #expect(Formatting.traceFacts(of: summary).hasSuffix("\nnot at rest (the settle limit was reached)\n"))
  }
}
