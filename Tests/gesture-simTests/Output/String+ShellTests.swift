@testable import gesture_sim
import Testing

/// `String.shellQuoted`, with which `synth`, `import` and `run` write the command
/// that made a trace (`# source:`, `# import:`): POSIX sh's single quotes
/// (a quote inside is closed, escaped and reopened: `'\''`).
@Suite struct StringShellTests {
  @Test func argumentsAreQuotedForTheShellInTheSource() {
    #expect("50,100".shellQuoted == "50,100")
    #expect("a b".shellQuoted == "'a b'")
    #expect("it's".shellQuoted == "'it'\\''s'")
    #expect("".shellQuoted == "''")
  }
}
