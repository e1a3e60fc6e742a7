@testable import gesture_sim
import Testing

/// The package's traces/ directory, derived from this file's path.
private let tracesDirectory: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // …/Tests/gesture-simTests/ReproCommandTests.swift
  return parts.joined(separator: "/") + "/traces"
}()

private func repro(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var out = ""
  var err = ""
  let code = ReproCommand.run(arguments: arguments, output: &out, errors: &err)
  return (code, out, err)
}

@Suite struct ReproCommandTests {
  @Test func bothReprosPassWithExitZero() {
    for name in ["paging-snap", "double-tap"] {
      let result = repro([name, "--traces", tracesDirectory])
      #expect(result.code == 0, "\(result.out)\(result.err)")
      #expect(result.err.isEmpty)
      #expect(result.out.hasPrefix("variant "))
      #expect(result.out.hasSuffix("\(name): every variant behaves as the tutorial describes\n"))
    }
  }

  @Test func doubleTapTableShowsTheTapsNeeded() {
    let result = repro(["double-tap", "--traces", tracesDirectory, "--refresh", "60"])
    #expect(result.code == 0)
    // The tutorial: two taps in `hamburger`, one in `fixed`.
    #expect(result.out.contains("\nhamburger         flick            2 "))
    #expect(result.out.contains("\nfixed             flick            1 "))
  }

  @Test func unknownReproIsAUsageError() {
    let result = repro(["double-tapp"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: The value 'double-tapp' is invalid for '<name>'. Expected one of: paging-snap, double-tap. Did you mean 'double-tap'?\n"))
  }

  @Test func missingTracesExit66() {
    let result = repro(["paging-snap", "--traces", tracesDirectory + "/nowhere"])
    #expect(result.code == 66)
    #expect(result.err == tracesDirectory + "/nowhere/paging-snap-slow-swipe.csv: error: no such file\n")
  }
}
