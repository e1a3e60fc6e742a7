import Foundation
import Testing

/// `.ci/run` runs `gesture-sim check` exactly as a user runs it first (issue 24: every
/// property, the default cases and seed, no option), after the build and as a step whose
/// failure fails the script, so a property falsified at the default seed cannot go unseen.
struct ContinuousIntegrationScriptTests {
  @Test func ciRunsTheDefaultCheckAfterBuildingAndFailsWithIt() throws {
    let script = try String(contentsOfFile: packageRoot + "/.ci/run", encoding: .utf8)
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // `set -e` (here `set -euo pipefail`) makes a failing step fail the script.
    #expect(lines.contains { $0.hasPrefix("set -") && $0.contains("e") && !$0.hasPrefix("set +") })
    let build = try #require(lines.firstIndex(of: "swift build"), ".ci/run does not build")
    // The exact command, not inside a condition, a pipe or `|| true`.
    let check = try #require(
      lines.firstIndex(of: ".build/debug/gesture-sim check"), ".ci/run does not run the default 'gesture-sim check'")
    #expect(check > build, "'gesture-sim check' runs before the build")
    let before = lines[..<check]
    let opened = before.filter { $0.hasPrefix("if ") || $0.hasPrefix("while ") || $0.hasPrefix("for ") }.count
    let closed = before.filter { $0 == "fi" || $0 == "done" || $0.hasPrefix("fi ") || $0.hasPrefix("done ") }.count
    #expect(opened == closed, "'gesture-sim check' runs inside a condition or a loop")
  }
}
