import Gestures
import Testing

/// The one trimming rule of trace metadata, importers and the command line.
@Suite struct StringProtocolBlanksTests {
  /// Only spaces and tabs at the two ends go; inner blanks and other white space stay
  /// (a newline is not a blank: a value never spans lines).
  @Test func trimmingBlanksRemovesOnlySpacesAndTabsAtTheEnds() {
    #expect(" \t 1 2\t ".trimmingBlanks == "1 2")
    #expect("\n1\n".trimmingBlanks == "\n1\n")
    #expect(" \t ".trimmingBlanks == "")
    #expect("x"[...].trimmingBlanks == "x")
  }
}
