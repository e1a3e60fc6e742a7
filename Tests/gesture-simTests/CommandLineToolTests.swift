#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
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

@Suite(.enabled(if: builtTool != nil, "gesture-sim is not built next to the tests; run `swift build` first"))
struct CommandLineToolDirectoryTests {
  /// `gesture-sim adir` for an existing directory says what `run adir` says, not
  /// "Unknown subcommand or file" (the name has no '/' or '.', so only the file
  /// system can tell it is a path).
  @Test func aDirectoryAsTheFirstArgumentIsReportedAsADirectory() throws {
    let scratch = ScratchDirectory()
    defer { scratch.cleanUp() }
    #expect(mkdir(scratch.path + "/adir", 0o755) == 0)
    let bare = try spawn(["adir"], currentDirectory: scratch.path)
    let viaRun = try spawn(["run", "adir"], currentDirectory: scratch.path)
    #expect(viaRun.code == 66)
    #expect(viaRun.err == "adir: error: is a directory; expected a trace file\n")
    #expect(bare.code == viaRun.code)
    #expect(bare.err == viaRun.err)
    #expect(bare.out.isEmpty)
  }

  /// `help` names subcommands only: an unknown one is an unknown subcommand (never
  /// "subcommand or file"), with the closest name or the list of names.
  @Test func helpForAnUnknownSubcommandNamesTheSubcommands() {
    let far = runTool(["help", "nope"])
    #expect(far.code == 64)
    #expect(far.out.isEmpty)
    #expect(far.err.hasPrefix(
      "Error: Unknown subcommand 'nope'. Expected one of: run, repro, check, bench, physics, synth, plot, view, import, recorder, gallery\nUsage: gesture-sim "))
    let near = runTool(["help", "chek"])
    #expect(near.code == 64)
    #expect(near.err.hasPrefix("Error: Unknown subcommand 'chek'. Did you mean 'check'?\n"))
    // A trace path is not a subcommand either.
    #expect(runTool(["help", "traces/tap.csv"]).err.hasPrefix("Error: Unknown subcommand 'traces/tap.csv'"))
  }
}
