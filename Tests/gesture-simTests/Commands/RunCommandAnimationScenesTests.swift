import Foundation
@testable import gesture_sim
import Testing

/// `gesture-sim run --scene dropdown | table | transitions`: the wiring of issue 8's scenes.
@Suite struct RunCommandAnimationScenesTests {
  private func json(_ arguments: [String]) throws -> [String: Any] {
    let result = runTool(arguments)
    #expect(result.code == 0, "\(result.err)")
    return try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
  }

  @Test func dropdownChoosingAnItemSetsTheTitleAndCloses() throws {
    let object = try json(["run", "--scene", "dropdown", "--format", "json", packageRoot + "/traces/dropdown-choose.csv"])
    #expect(object["scene"] as? String == "dropdown")
    let final = try #require(object["final"] as? [String: Any])
    // Seed 001: tapping a menu item sets the title to it and dismisses the menu.
    #expect(final["phase"] as? String == "closed")
    #expect(final["userInteractionEnabled"] as? Bool == true)
    let taps = try #require(object["taps"] as? [[String: Any]])
    #expect(taps.map { $0["target"] as? String } == ["menuButton", "menuItem"])
  }

  @Test func everySceneRunsEveryFormatDeterministically() {
    let cases: [(String, String)] = [
      ("dropdown", "dropdown-snapshot.csv"), ("table", "table-scroll.csv"), ("transitions", "transitions-overlay.csv"),
    ]
    for (scene, trace) in cases {
      for format in ["table", "json", "jsonl", "csv"] {
        let arguments = ["run", "--scene", scene, "--format", format, packageRoot + "/traces/" + trace]
        let first = runTool(arguments)
        #expect(first.code == 0, "\(scene) \(format): \(first.err)")
        #expect(!first.out.isEmpty)
        #expect(first.out == runTool(arguments).out)
        #expect(!first.out.contains("nan") && !first.out.contains("inf"))
      }
    }
  }

  @Test func variantsAreCheckedAgainstTheScene() {
    let trace = packageRoot + "/traces/table-scroll.csv"
    #expect(runTool(["run", "--scene", "table", "--variant", "fade", trace]).code == 0)
    let wrong = runTool(["run", "--scene", "table", "--variant", "fixed", trace])
    #expect(wrong.code == 64)
    #expect(wrong.err.hasPrefix("Error: The value 'fixed' is invalid for '--variant <variant>' with --scene table. Expected one of: tip-in, fade, always\n"))
    let none = runTool(["run", "--scene", "dropdown", "--variant", "fade", packageRoot + "/traces/dropdown-choose.csv"])
    #expect(none.code == 64)
    // The same message as plot and view (one parser for the three, SceneSetup(parsing:spec:)).
    #expect(none.err.hasPrefix(
      "Error: '--variant' chooses the side menu's tutorial step or the table's version: it works only with --scene side-menu or --scene table, not --scene dropdown\n"))
  }
}
