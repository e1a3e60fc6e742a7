@testable import gesture_sim
import Testing

/// The package's traces/ directory, derived from this file's path.
private let tracesDirectory: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // …/Tests/gesture-simTests/Commands/ReproCommandTests.swift
  return parts.joined(separator: "/") + "/traces"
}()

private func repro(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var out = ""
  var err = ""
  let code = CommandSpec.run(ReproCommand.self, arguments: arguments, output: &out, errors: &err)
  return (code, out, err)
}

@Suite struct ReproCommandTests {
  @Test func bothReprosPassWithExitZero() {
    for name in ["paging-snap", "double-tap"] {
      for profile in [[], ["--uikit", "ios7"], ["--uikit", "ios26"]] {
        let result = repro([name, "--traces", tracesDirectory] + profile)
        #expect(result.code == 0, "\(profile) \(result.out)\(result.err)")
        #expect(result.err.isEmpty)
        #expect(result.out.hasPrefix("uikit  variant "))
        #expect(result.out.hasSuffix("\(name): every variant behaves as expected\n"))
      }
    }
  }

  @Test func pagingSnapShowsTheSnapUnderIOS7AndNoneUnderIOS26() {
    let result = repro(["paging-snap", "--traces", tracesDirectory])
    #expect(result.code == 0)
    // The tutorial's step 1 under ios7 pops back out to 0; under ios26 it stays at 80.
    #expect(result.out.contains("\nios7   paging            slow swipe, rest  -              0.0           false        pops back out  ok\n"))
    #expect(result.out.contains("\nios26  paging            slow swipe, rest  -              80.0          false        stays hidden   ok\n"))
    #expect(result.out.contains("paging-snap under ios7: the paging step snaps the hidden menu back open (the tutorial's bug)\n"))
    #expect(result.out.contains("paging-snap under ios26: no variant snaps at the clamped last page (80 stays hidden)\n"))
  }

  @Test func doubleTapTableShowsTheTapsNeeded() {
    let result = repro(["double-tap", "--traces", tracesDirectory, "--refresh", "60"])
    #expect(result.code == 0)
    // The tutorial: two taps in `hamburger`, one in `fixed`.
    #expect(result.out.contains("\nios26  hamburger         flick            2 "))
    #expect(result.out.contains("\nios26  fixed             flick            1 "))
  }

  @Test func unknownReproIsAUsageError() {
    let result = repro(["double-tapp"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: The value 'double-tapp' is invalid for '<name>'. Expected one of: paging-snap, double-tap. Did you mean 'double-tap'?\n"))
  }

  @Test func listPrintsEachNameWithADescription() {
    // issue 6: "repro NAME: the bug reproductions (paging-snap, double-tap), listed by repro --list". One line
    // each, in the order of SideMenuRepro.allCases; names padded to the longest ("paging-snap", 11 characters)
    // plus two spaces, so every description starts in column 14.
    let result = repro(["--list"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines[2].isEmpty)  // two lines, each ending in a newline
    #expect(lines[0].hasPrefix("paging-snap  The hidden menu pops back out"))
    #expect(lines[1].hasPrefix("double-tap   The hamburger needs two taps"))
    for line in lines.dropLast() {
      #expect(line.count > 13 + 20)
      #expect(line.dropFirst(13).first?.isUppercase == true)
    }
    // Options may come first; the list does not depend on them (no trace is read).
    #expect(repro(["--traces", tracesDirectory + "/nowhere", "--list"]).out == result.out)
    // Through the tool's dispatcher too.
    #expect(runTool(["repro", "--list"]).out == result.out)
  }

  @Test func theNameIsOptionalOnlyWithList() {
    let missing = repro([])
    #expect(missing.code == 64)
    #expect(missing.out.isEmpty)
    #expect(missing.err.hasPrefix("Error: Missing expected argument '<name>'\n"))
    #expect(missing.err.hasSuffix("  See 'gesture-sim repro --help' for more information.\n"))
    // Options alone are not a name either.
    #expect(repro(["--refresh", "60"]).err.hasPrefix("Error: Missing expected argument '<name>'\n"))
    // A name with --list is ambiguous: a usage error, not a repro and not a list.
    let both = repro(["double-tap", "--list"])
    #expect(both.code == 64)
    #expect(both.out.isEmpty)
    #expect(both.err.hasPrefix("Error: '--list' cannot be used with a name ('double-tap')\n"))
    // A typo suggests the flag.
    #expect(repro(["--lst"]).err.hasPrefix("Error: Unknown option '--lst'. Did you mean '--list'?\n"))
    // The help shows the flag.
    let help = repro(["--help"])
    #expect(help.code == 0)
    #expect(help.out.contains("\n  --list                  List the reproductions, one per line with a description, and exit.\n"))
  }

  @Test func missingTracesExit66() {
    let result = repro(["paging-snap", "--traces", tracesDirectory + "/nowhere"])
    #expect(result.code == 66)
    #expect(result.err == tracesDirectory + "/nowhere/paging-snap-slow-swipe.csv: error: no such file\n")
  }
}
