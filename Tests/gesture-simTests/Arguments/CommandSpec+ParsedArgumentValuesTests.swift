@testable import gesture_sim
import Testing

/// The typed values of parsed arguments.
@Suite struct CommandSpecParsedArgumentValuesTests {
  enum Fruit: String, CaseIterable { case apple, banana, cherry }

  static let spec = CommandSpec(
    name: "gesture-sim test", abstract: "A test command.", discussion: "",
    arguments: [CommandSpec.Argument(name: "fruit", help: "The fruit.")],
    options: [CommandSpec.Option(longName: "--count", valueName: "n", help: "How many fruits.")])

  @Test func valueParsesFallsBackAndRefusesWithTheOptionsHelp() throws {
    let even = { (text: String) in Int(text).flatMap { $0 % 2 == 0 ? $0 : nil } }
    #expect(try CommandSpec.ParsedArguments(["apple", "--count", "4"], spec: Self.spec).value("--count", default: 2, spec: Self.spec, expected: "an even number", parse: even) == 4)
    #expect(try CommandSpec.ParsedArguments(["apple"], spec: Self.spec).value("--count", default: 2, spec: Self.spec, expected: "an even number", parse: even) == 2)
    let odd = try CommandSpec.ParsedArguments(["apple", "--count", "3"], spec: Self.spec)
    #expect(throws: UsageError(message: "The value '3' is invalid for '--count <n>': expected an even number", optionHelp: "--count <n>  How many fruits.")) {
      try odd.value("--count", default: 2, spec: Self.spec, expected: "an even number", parse: even)
    }
    #expect(throws: UsageError(message: "The value '3' is invalid for '--count <n>': expected an even number", optionHelp: "--count <n>  Fruits.")) {
      try odd.value("--count", default: 2, spec: Self.spec, expected: "an even number", help: "Fruits.", parse: even)
    }
  }

  @Test func choiceNamesTheCaseOrListsTheNamesWithASuggestion() throws {
    let parsed = try CommandSpec.ParsedArguments(["banana"], spec: Self.spec)
    #expect(try parsed.choice(Fruit.self, at: 0, placeholder: "<fruit>") == .banana)
    let misspelt = try CommandSpec.ParsedArguments(["chery"], spec: Self.spec)
    #expect(throws: UsageError(message: "The value 'chery' is invalid for '<fruit>'. Expected one of: apple, banana, cherry. Did you mean 'cherry'?")) {
      try misspelt.choice(Fruit.self, at: 0, placeholder: "<fruit>")
    }
    // Nothing close: no suggestion.
    let unknown = try CommandSpec.ParsedArguments(["zzzzzzzz"], spec: Self.spec)
    #expect(throws: UsageError(message: "The value 'zzzzzzzz' is invalid for '<fruit>'. Expected one of: apple, banana, cherry")) {
      try unknown.choice(Fruit.self, at: 0, placeholder: "<fruit>")
    }
  }
}
