@testable import gesture_sim
import Testing

/// The one dispatch of a command with subcommands (`CommandSpec.dispatch`), read from
/// its declaration alone: a made-up group, `gesture-sim fruit`, gets its help,
/// `help <subcommand>`, its dispatch and its did-you-mean from its `subcommands`, as
/// swift-argument-parser derives them from `CommandConfiguration(subcommands:)`.
@Suite struct CommandSpecSubcommandsTests {
  /// Prints its name and its word.
  enum Apple: Command {
    static let spec = CommandSpec(
      name: "gesture-sim fruit apple", abstract: "Print an apple.", arguments: [CommandSpec.Argument(name: "word", help: "A word.")])
    static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> String { parsed.positionals[0] }
    static func execute(_ request: String, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
      output.write("apple \(request)\n")
      return ExitCode.success
    }
  }

  /// Prints its name.
  enum Banana: Command {
    static let spec = CommandSpec(name: "gesture-sim fruit tree banana", abstract: "Print a banana.")
    static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) {}
    static func execute(_ request: Void, output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
      output.write("banana\n")
      return ExitCode.success
    }
  }

  /// A group inside the group.
  enum Tree: CommandGroup {
    static let spec = CommandSpec(name: "gesture-sim fruit tree", abstract: "Fruit on a tree.", subcommands: [.command(Banana.self)])
  }

  enum Fruit: CommandGroup {
    static let spec = CommandSpec(
      name: "gesture-sim fruit", abstract: "Print fruit.", subcommands: [.command(Apple.self), .group(Tree.self)])
  }

  func fruit(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    var out = "", err = ""
    let code = Fruit.spec.dispatch(arguments, output: &out, errors: &err)
    return (code, out, err)
  }

  /// The usage error `message` with the group's usage, as `CommandSpec.usageError` writes it.
  func refused(_ message: String, by spec: CommandSpec = Fruit.spec) -> (code: Int32, out: String, err: String) {
    (ExitCode.usage, "", spec.usageError(UsageError(message: message)))
  }

  @Test func aDeclaredNameRunsItsCommandOnTheArgumentsAfterIt() {
    #expect(fruit(["apple", "red"]) == (0, "apple red\n", ""))
    #expect(fruit(["tree", "banana"]) == (0, "banana\n", ""))
  }

  /// Nothing, `-h` or `--help` first: the group's help, which lists what it declares.
  @Test func theGroupsHelpListsItsDeclaration() {
    for arguments in [[], ["-h"], ["--help"], ["--help", "apple"], ["help"], ["help", "--help"]] {
      #expect(fruit(arguments) == (0, Fruit.spec.help, ""), "\(arguments)")
    }
    #expect(Fruit.spec.help.contains("\nSUBCOMMANDS:\n  apple                   Print an apple.\n  tree                    Fruit on a tree.\n"))
  }

  /// `help <path>` prints what `<path> --help` prints, through nested groups, `-h`
  /// and `--help` in the path skipped.
  @Test func helpFollowsThePathOfNames() {
    #expect(fruit(["help", "apple"]) == (0, Apple.spec.help, ""))
    #expect(fruit(["help", "-h", "apple", "extra"]) == (0, Apple.spec.help, ""))
    #expect(fruit(["help", "tree"]) == (0, Tree.spec.help, ""))
    #expect(fruit(["help", "tree", "banana"]) == (0, Banana.spec.help, ""))
    #expect(fruit(["tree", "help", "banana"]) == (0, Banana.spec.help, ""))
  }

  /// An undeclared name runs nothing: the closest declared name (edit distance at
  /// most 2 here), or under `help`, when none is close, the declared names.
  @Test func anUndeclaredNameIsRefused() {
    #expect(fruit(["aple"]) == refused("Unknown subcommand 'aple'. Did you mean 'apple'?"))
    #expect(fruit(["cherry"]) == refused("Unknown subcommand 'cherry'"))
    #expect(fruit(["help", "tre"]) == refused("Unknown subcommand 'tre'. Did you mean 'tree'?"))
    #expect(fruit(["help", "cherry"]) == refused("Unknown subcommand 'cherry'. Expected one of: apple, tree"))
    #expect(fruit(["help", "tree", "bananna"]) == refused("Unknown subcommand 'bananna'. Did you mean 'banana'?", by: Tree.spec))
    // An option before any name: the group's own options and --help are the candidates.
    #expect(fruit(["--hepl"]) == refused("Unknown option '--hepl'. Did you mean '--help'?"))
    #expect(fruit(["--json"]) == refused("Unknown option '--json'"))
  }

  /// `physics` and the top level share the dispatch: physics' wording is the top
  /// level's (deliberate changes: `help zzz` lists the names, `--help` first is the
  /// group's own help, an unknown option suggests an option).
  @Test func physicsDispatchesAsTheTopLevelDoes() {
    let physics = PhysicsCommand.spec
    #expect(runTool(["physics", "help", "zzz"]) == refused("Unknown subcommand 'zzz'. Expected one of: fling, page, rubber-band, spring, curve", by: physics))
    #expect(runTool(["physics", "--help", "fling"]) == (0, physics.help, ""))
    #expect(runTool(["physics", "--hepl"]) == refused("Unknown option '--hepl'. Did you mean '--help'?", by: physics))
    // The top level's `help` skips -h and --help as physics' did.
    #expect(runTool(["help", "--help"]) == (0, CommandLineTool.spec.help, ""))
    #expect(runTool(["help", "-h", "physics", "fling"]) == (0, PhysicsFlingCommand.spec.help, ""))
  }
}
