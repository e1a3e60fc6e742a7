@testable import gesture_sim
import Testing

@Suite struct PhysicsCommandTests {
  @Test func physicsListsItsSubcommands() {
    for arguments in [["physics"], ["physics", "--help"], ["help", "physics"], ["physics", "help"]] {
      let result = runTool(arguments)
      #expect(result.code == 0)
      #expect(result.out.hasPrefix("OVERVIEW: "))
      #expect(result.out.contains("USAGE: gesture-sim physics <subcommand>\n"))
      for sub in ["fling", "rubber-band", "spring", "curve"] {
        #expect(result.out.contains("\n  \(sub) "), "\(sub) missing")
      }
    }
  }

  @Test func helpWorksForEverySubcommandInEveryForm() {
    // swift-argument-parser: `help <sub>`, `<sub> --help` and `<sub> -h` print the same text on stdout, exit 0.
    let commands: [[String]] = [
      ["physics", "fling"], ["physics", "rubber-band"], ["physics", "spring"], ["physics", "curve"], ["synth"], ["plot"],
    ]
    for command in commands {
      let viaFlag = runTool(command + ["--help"])
      #expect(viaFlag.code == 0)
      #expect(viaFlag.err.isEmpty)
      #expect(viaFlag.out.hasPrefix("OVERVIEW: "))
      #expect(viaFlag.out.contains("\nUSAGE: gesture-sim \(command.joined(separator: " "))"))
      #expect(viaFlag.out.contains("\nOPTIONS:\n"))
      #expect(viaFlag.out.hasSuffix("  -h, --help              Show help information.\n"))
      #expect(runTool(["help"] + command).out == viaFlag.out, "help \(command)")
      #expect(runTool(command + ["-h"]).out == viaFlag.out)
    }
    #expect(runTool(["physics", "help", "spring"]).out == runTool(["physics", "spring", "--help"]).out)
  }

  @Test func optionHelpGivesUnitsAndDefaults() {
    let fling = runTool(["physics", "fling", "--help"]).out
    #expect(fling.contains("--velocity <v>          Release velocity of the content, in points per second"))
    #expect(fling.contains("(values: true, false; default: true)"))
    #expect(fling.contains("(default: normal)"))
    #expect(runTool(["physics", "spring", "--help"]).out.contains("in seconds"))
  }

  @Test func theRootHelpListsTheNewSubcommands() {
    let root = runTool(["--help"]).out
    for sub in ["physics", "synth", "plot"] { #expect(root.contains("\n  \(sub) "), "\(sub)") }
  }

  @Test func anUnknownSubcommandSuggestsTheNearest() {
    expectUsageError(["physics", "flig"], "Unknown subcommand 'flig'. Did you mean 'fling'?", command: "gesture-sim physics")
    expectUsageError(["physics", "rubberband"], "Unknown subcommand 'rubberband'. Did you mean 'rubber-band'?", command: "gesture-sim physics")
    expectUsageError(["physics", "--json"], "Unknown option '--json'", command: "gesture-sim physics")
    expectUsageError(["phsyics"], "Unknown subcommand or file 'phsyics'. Did you mean 'physics'?", command: "gesture-sim")
  }

  @Test func noOutputEverContainsNanOrInf() {
    // Extreme but valid inputs: tiny rates, huge velocities, an undamped spring.
    let outputs = [
      runTool(["physics", "fling", "--velocity", "1000000", "--rate", "0.000001", "--at", "0,1e-9,100", "--json"]).out,
      runTool(["physics", "fling", "--velocity", "-1000000", "--rate", "0.999999", "--min", "-5", "--max", "5", "--at", "0,1,1000"]).out,
      runTool(["physics", "spring", "--stiffness", "1000000", "--damping", "0", "--mass", "0.000001", "--at", "0,1,1000", "--json"]).out,
      runTool(["physics", "spring", "--duration", "3600", "--damping", "0", "--velocity", "-1000000", "--at", "1,3599"]).out,
    ]
    for output in outputs {
      #expect(!output.isEmpty)
      #expect(!output.lowercased().contains("nan") && !output.lowercased().contains("inf") && !output.contains("null"), "\(output)")
    }
  }
}
