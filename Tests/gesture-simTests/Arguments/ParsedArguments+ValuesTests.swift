@testable import gesture_sim
import Testing

/// The typed values of parsed arguments.
@Suite struct ParsedArgumentsValuesTests {
  enum Fruit: String, CaseIterable { case apple, banana, cherry }

  static let spec = CommandSpec(
    name: "gesture-sim test", abstract: "A test command.", discussion: "",
    arguments: [ArgumentSpec(name: "fruit", help: "The fruit.")])

  @Test func choiceNamesTheCaseOrListsTheNamesWithASuggestion() throws {
    let parsed = try ParsedArguments(["banana"], spec: Self.spec)
    #expect(try parsed.choice(Fruit.self, at: 0, placeholder: "<fruit>") == .banana)
    let misspelt = try ParsedArguments(["chery"], spec: Self.spec)
    #expect(throws: UsageError(message: "The value 'chery' is invalid for '<fruit>'. Expected one of: apple, banana, cherry. Did you mean 'cherry'?")) {
      try misspelt.choice(Fruit.self, at: 0, placeholder: "<fruit>")
    }
    // Nothing close: no suggestion.
    let unknown = try ParsedArguments(["zzzzzzzz"], spec: Self.spec)
    #expect(throws: UsageError(message: "The value 'zzzzzzzz' is invalid for '<fruit>'. Expected one of: apple, banana, cherry")) {
      try unknown.choice(Fruit.self, at: 0, placeholder: "<fruit>")
    }
  }
}
