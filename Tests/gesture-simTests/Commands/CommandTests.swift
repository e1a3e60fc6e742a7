@testable import gesture_sim
import Testing

/// The one preamble of every command (`CommandSpec.run`): help, usage errors from the
/// parser and from `resolve`, then `execute` with the resolved request.
@Suite struct CommandTests {
  /// Echoes its one argument, doubled, unless it is "bad".
  enum Echo: Command {
    static let spec = CommandSpec(
      name: "gesture-sim echo", abstract: "Echo a word twice.",
      arguments: [CommandSpec.Argument(name: "word", help: "The word.")])

    /// The word twice, and how many arguments were given (`parsed.arguments`, as typed).
    static func resolve(_ parsed: CommandSpec.ParsedArguments) throws(UsageError) -> (words: String, argumentCount: Int) {
      let word = parsed.positionals[0]
      if word == "bad" { throw UsageError(message: "The word 'bad' is refused") }
      return (word + word, parsed.arguments.count)
    }

    static func execute(
      _ request: (words: String, argumentCount: Int), output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) -> Int32 {
      output.write("\(request.words) \(request.argumentCount)\n")
      return ExitCode.success
    }
  }

  func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    var out = "", err = ""
    let code = CommandSpec.run(Echo.self, arguments: arguments, output: &out, errors: &err)
    return (code, out, err)
  }

  @Test func executesTheResolvedRequest() {
    let result = run(["ab"])
    #expect(result == (ExitCode.success, "abab 1\n", ""))
  }

  @Test func helpEndsBeforeResolving() {
    // "bad" would be refused by resolve: --help does not get that far.
    let result = run(["bad", "--help"])
    #expect(result == (ExitCode.success, Echo.spec.help, ""))
  }

  @Test func usageErrorsFromTheParserAndFromResolveEndWith64() {
    let unknown = run(["ab", "--nope"])
    #expect(unknown.code == ExitCode.usage && unknown.out.isEmpty)
    #expect(unknown.err == Echo.spec.usageError(UsageError(message: "Unknown option '--nope'")))
    let refused = run(["bad"])
    #expect(refused.code == 64 && refused.out.isEmpty)
    #expect(refused.err == Echo.spec.usageError(UsageError(message: "The word 'bad' is refused")))
  }
}
