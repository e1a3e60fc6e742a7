@testable import gesture_sim
import Testing

/// Runs the tool in-process and captures its streams.
func runTool(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var out = ""
  var err = ""
  let code = CommandLineTool.run(arguments: arguments, output: &out, errors: &err)
  return (code, out, err)
}

@Suite struct CommandLineToolTests {
  @Test func helpUsesArgumentParserLayoutOnStdoutWithExitZero() {
    // swift-argument-parser: help goes to stdout, exit 0, sections OVERVIEW, USAGE, OPTIONS, SUBCOMMANDS.
    for arguments in [["--help"], ["-h"], []] {
      let result = runTool(arguments)
      #expect(result.code == 0)
      #expect(result.err.isEmpty)
      #expect(result.out.hasPrefix("OVERVIEW: "))
      for section in ["\nUSAGE: gesture-sim ", "\nOPTIONS:\n", "\nSUBCOMMANDS:\n", "  -h, --help              Show help information.\n"] {
        #expect(result.out.contains(section), "missing \(section)")
      }
    }
  }

  @Test func helpSubcommandPrintsTheSubcommandsHelp() {
    let viaHelp = runTool(["help", "run"])
    let viaFlag = runTool(["run", "--help"])
    #expect(viaHelp.code == 0)
    #expect(viaHelp.out == viaFlag.out)
    #expect(viaHelp.out.contains("USAGE: gesture-sim run <trace>"))
    #expect(viaHelp.out.contains("ARGUMENTS:\n  <trace>"))
  }

  @Test func unknownSubcommandSuggestsTheClosestAndExits64() {
    // argument-parser's shape: "Error: …", then "Usage: …", then "  See '… --help' for more information."
    let result = runTool(["rn"])
    #expect(result.code == 64)
    #expect(result.out.isEmpty)
    let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Error: Unknown subcommand or file 'rn'. Did you mean 'run'?")
    #expect(lines.dropFirst().first?.hasPrefix("Usage: gesture-sim ") == true)
    #expect(lines.dropFirst(2).first == "  See 'gesture-sim --help' for more information.")
  }

  @Test func unknownOptionSuggestsAndExits64() {
    let result = runTool(["run", "--strct", "x.csv"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: Unknown option '--strct'. Did you mean '--strict'?\nUsage: gesture-sim run <trace>"))
  }

  @Test func missingArgumentExits64() {
    let result = runTool(["run"])
    #expect(result.code == 64)
    #expect(result.err.hasPrefix("Error: Missing expected argument '<trace>'\n"))
  }

  @Test func editDistanceCountsSingleCharacterEdits() {
    // kitten → sitting: substitute k→s, e→i, insert g = 3 (the textbook example).
    #expect(EditDistance.between("kitten", "sitting") == 3)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.between("run", "run") == 0)
  }
}
