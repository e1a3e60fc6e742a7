@testable import gesture_sim
import Testing

/// `--uikit ios26|ios7` on run, plot and check (repro and physics page have their own tests).
@Suite struct UIKitProfileOptionTests {
  let tap = packageRoot + "/traces/paging-snap-tap.csv"

  @Test func runSnapsTheHiddenMenuOnlyUnderIOS7() {
    // The tutorial's paging step, a tap with the menu hidden at the clamped last page 80:
    // iOS 7 snaps to page 0 (80/390 → nearest page), iOS 26 keeps ceil(80/390) → 80.
    let ios7 = runTool(["run", tap, "--variant", "paging", "--uikit", "ios7", "--format", "json"])
    let ios26 = runTool(["run", tap, "--variant", "paging", "--uikit", "ios26", "--format", "json"])
    let byDefault = runTool(["run", tap, "--variant", "paging", "--format", "json"])
    #expect(ios7.code == 0 && ios26.code == 0)
    #expect(ios7.out.contains("\"contentOffsetX\":0,"))
    #expect(ios26.out.contains("\"contentOffsetX\":80,"))
    #expect(byDefault.out == ios26.out)
    #expect(runTool(["run", tap, "--uikit", "ios8"]).code == 64)
  }

  @Test func plotAndCheckTakeTheProfile() {
    #expect(runTool(["plot", tap, "--variant", "paging", "--uikit", "ios7"]).code == 0)
    let check = runTool(["check", "--scene", "side-menu", "--variant", "paging", "--uikit", "ios7", "--cases", "3"])
    #expect(check.code == 0, "\(check.out)\(check.err)")
    #expect(runTool(["check", "--uikit", "ios6"]).code == 64)
  }
}
