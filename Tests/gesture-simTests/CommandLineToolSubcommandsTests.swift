@testable import gesture_sim
import Testing

/// The subcommand lists are declared once (`CommandSpec.subcommands`), and the
/// help, `help <subcommand>`, the dispatch and the did-you-mean all come from that
/// declaration, as in swift-argument-parser: what the help lists runs, what runs is
/// listed, and a name that is not declared is refused.
@Suite struct CommandLineToolSubcommandsTests {
  /// The names in a help text's SUBCOMMANDS section, in order, read from the text
  /// (swift-argument-parser's layout: two spaces, the name, "(default)" on the
  /// default one).
  private func listedNames(in help: String) -> [String] {
    guard let section = help.components(separatedBy: "\nSUBCOMMANDS:\n").last, section != help else { return [] }
    var names: [String] = []
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else { break }
      if name == "See" { break }
      names.append(String(name))
    }
    return names
  }

  /// The documented command set (docs/cli.md), in the order the help lists it.
  @Test func theHelpListsExactlyTheDeclaredSubcommands() {
    let help = runTool(["--help"]).out
    #expect(listedNames(in: help) == ["run", "repro", "check", "bench", "physics", "synth", "plot", "view", "import", "recorder", "gallery"])
    #expect(listedNames(in: help) == CommandLineTool.spec.subcommandNames)
    #expect(help.contains("\n  run (default)"))
    let physics = runTool(["physics", "--help"]).out
    #expect(listedNames(in: physics) == ["fling", "page", "rubber-band", "spring", "curve"])
    #expect(listedNames(in: physics) == PhysicsCommand.spec.subcommandNames)
  }

  /// Every listed name dispatches to the command the declaration names: `X --help`
  /// and `help X` print that command's own help (its OVERVIEW is its abstract, the
  /// line the parent's list shows), and its usage line starts with its full name.
  @Test func everyListedSubcommandDispatchesToItsDeclaration() {
    let help = runTool(["--help"]).out
    for subcommand in CommandLineTool.spec.subcommands {
      let name = subcommand.spec.subcommandName
      let direct = runTool([name, "--help"])
      #expect(direct.code == 0, "\(name)")
      #expect(direct.out == subcommand.spec.help, "\(name)")
      #expect(direct.out.hasPrefix("OVERVIEW: \(subcommand.spec.abstract)\n"), "\(name)")
      #expect(direct.out.contains("\nUSAGE: gesture-sim \(name)"), "\(name)")
      #expect(help.contains(subcommand.spec.abstract), "\(name)")
      #expect(runTool(["help", name]).out == direct.out, "\(name)")
    }
    for subcommand in PhysicsCommand.spec.subcommands {
      let name = subcommand.spec.subcommandName
      let direct = runTool(["physics", name, "--help"])
      #expect(direct.code == 0, "\(name)")
      #expect(direct.out.contains("\nUSAGE: gesture-sim physics \(name)"), "\(name)")
      #expect(runTool(["help", "physics", name]).out == direct.out, "\(name)")
      #expect(runTool(["physics", "help", name]).out == direct.out, "\(name)")
    }
  }

  /// A name that is not declared runs nothing: exit 64 with the closest declared
  /// name (edit distance), at the top level and under `physics`.
  @Test func anUndeclaredSubcommandIsRefusedWithTheClosestDeclaredName() {
    let top = runTool(["recordr"])
    #expect(top.code == 64)
    #expect(top.out.isEmpty)
    #expect(top.err.hasPrefix("Error: Unknown subcommand or file 'recordr'. Did you mean 'recorder'?\n"))
    let physics = runTool(["physics", "sprng"])
    #expect(physics.code == 64)
    #expect(physics.err.hasPrefix("Error: Unknown subcommand 'sprng'. Did you mean 'spring'?\n"))
    // `help` takes a declared name only.
    #expect(runTool(["help", "plt"]).err.hasPrefix("Error: Unknown subcommand 'plt'. Did you mean 'plot'?\n"))
  }
}
