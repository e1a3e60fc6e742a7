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
      runTool(["physics", "spring", "--duration", "3600", "--damping-ratio", "0", "--velocity", "-1000000", "--at", "1,3599"]).out,
    ]
    for output in outputs {
      #expect(!output.isEmpty)
      #expect(!output.lowercased().contains("nan") && !output.lowercased().contains("inf") && !output.contains("null"), "\(output)")
    }
  }
}

/// The number rule (docs/cli.md, "Numbers"): times to the microsecond, lengths and
/// velocities to 10⁻⁶, dimensionless numbers to 10⁻⁹, each printed as the shortest
/// decimal that reads back as the rounded value.
@Suite struct NumberRoundingTests {
  @Test func eachQuantityHasItsResolution() {
    #expect(Rounded.time(0.07499999999999998) == 0.075)
    #expect(Rounded.time(0.15000000000000002) == 0.15)
    #expect(Rounded.time(2.3002817396041833) == 2.300282)
    #expect(Rounded.length(1.4210854715202004e-14) == 0)
    #expect(Rounded.length(-1e-9).sign == .plus)  // no −0
    #expect(Rounded.ratio(0.4999999999999999) == 0.5)
    #expect(Rounded.pixel(494.5048, scale: 3) == 1484.0 / 3)
    // Beyond 2⁵³ steps the value is kept.
    #expect(Rounded.time(1e12) == 1e12)
    #expect(Rounded.time(.infinity) == .infinity)
  }

  /// The calculator's readable reports print no float noise: the curve's 0.5 is 0.5
  /// (it was 0.4999999999999999) and the fling's duration has six decimals (it was
  /// 2.3002817396041833).
  @Test func theCalculatorPrintsRoundedNumbers() {
    let curve = runTool(["physics", "curve", "easeInEaseOut", "--at", "0.25,0.5"]).out
    #expect(curve.hasSuffix("    0.25   0.129161931\n     0.5           0.5\n"))
    let fling = runTool(["physics", "fling", "--velocity", "1000", "--at", "0.5"]).out
    // UIKit's per-frame law at 60 Hz (docs/physics.md §1): a = (1000/60)·ln 0.998 = −0.0333667,
    // p = 1 + a + a²/2 = 0.9671900; 1 pt/ms stops after 139 frames, the last shown 138/60 = 2.3 s
    // after the release (2.2999999999999998 before rounding to the microsecond).
    #expect(fling.contains("duration   2.3 s\n"))
    // At 0.5 s frame 1 + ⌊0.5·60⌋ = 31 is shown: v = 1000·p^31 = 355.520898 pt/s and
    // x = 499·(1 − p^31) = 321.596 pt → 964.79 px → 965 px = 321.666667 pt (six decimals).
    #expect(fling.hasSuffix("  0.5   321.666667       355.520898\n"))
    #expect(!fling.contains("321.6666666"))
  }
}
