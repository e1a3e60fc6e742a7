import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim run --scene cards`: the output contract of issue 5 (docs/cards.md).
@Suite struct RunCommandCardsTests {
  let complete = packageRoot + "/traces/cards-flip-complete.csv"

  @Test func jsonReportsTheCompletedFlip() throws {
    let result = runTool(["run", "--scene", "cards", "--format", "json", complete])
    #expect(result.code == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(object["scene"] as? String == "cards")
    var final = try #require(object["final"] as? [String: Any])
    // When the deck came to rest (RestTimeTests checks it); the other members are counts.
    #expect(final.removeValue(forKey: "restTime") is Double)
    // One downward flip released past half way completes: the top card goes from 0 to 1.
    #expect(final as? [String: Int] == ["topCard": 1, "cardCount": 20, "completedFlips": 1, "cancelledFlips": 0, "ignoredGestures": 0])
    let flips = try #require(object["flips"] as? [[String: Any]])
    #expect(flips.count == 1)
    #expect(flips.first?["direction"] as? String == "down")
    #expect(flips.first?["outcome"] as? String == "completed")
    // Completion rule: progress = translation.y / 150 ≥ 0.5 (a fraction, named progress;
    // the readable report prints it as a percentage).
    #expect((flips.first?["progressAtRelease"] as? Double ?? 0) >= 0.5)
    #expect(flips.first?["percentAtRelease"] == nil)
  }

  @Test func jsonlFramesListCardsWithQuads() throws {
    let result = runTool(["run", "--scene", "cards", "--format", "jsonl", complete])
    #expect(result.code == 0)
    var sawFrame = false
    for line in result.out.split(separator: "\n") {
      let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard object["type"] as? String == "frame" else { continue }
      sawFrame = true
      let cards = try #require(object["cards"] as? [[String: Any]])
      #expect(!cards.isEmpty)
      for card in cards {
        #expect((card["quad"] as? [[Double]])?.count == 4)
        for key in ["index", "depth", "angleDegrees", "contentHidden", "borderWidth", "dimming"] { #expect(card[key] != nil) }
      }
    }
    #expect(sawFrame)
  }

  @Test func flipAtPressesTheButtonAtThatTime() throws {
    // The first card cannot flip up (ignored), then the button flips it down at t = 2.
    let path = packageRoot + "/traces/cards-first-card-up.csv"
    let result = runTool(["run", "--scene", "cards", "--format", "json", "--flip-at", "2", path])
    #expect(result.code == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let flips = try #require(object["flips"] as? [[String: Any]])
    #expect(flips.map { $0["outcome"] as? String } == ["ignored", "completed"])
    #expect(flips.last?["trigger"] as? String == "button")
    #expect(flips.last?["t"] as? Double == 2)
  }

  @Test func badFlipTimeIsAUsageError() {
    let result = runTool(["run", "--scene", "cards", "--flip-at", "soon", complete])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: The value 'soon' is invalid for '--flip-at <t>'"))
  }
}
