@testable import gesture_sim
import Testing

/// The command line's text helpers.
@Suite struct StringTextTests {
  /// XML 1.0 (https://www.w3.org/TR/xml/, "2.2 Characters" and "2.4 Character Data"):
  /// `&` and `<` must be escaped, `>`, `"` and `'` may be (in attribute values the quote
  /// must be); tab, newline and carriage return are allowed characters, other C0
  /// controls, U+FFFE and U+FFFF are not.
  @Test func xmlEscapingKeepsTheDocumentWellFormed() {
    #expect("a<b & \"c\" 'd'>\u{1}\t".xmlEscaped == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\u{FFFD}\t")
    #expect("\n\r\u{1F}\u{FFFE}\u{FFFF}é".xmlEscaped == "\n\r\u{FFFD}\u{FFFD}\u{FFFD}é")
    // A combining mark after a special character: the character is still escaped.
    #expect("&\u{301}".xmlEscaped == "&amp;\u{301}")
  }

  @Test func trimmingSpacesRemovesOnlySpacesAndTabsAtTheEnds() {
    #expect(" \t 1 2\t ".trimmingSpaces == "1 2")
    #expect("\n1\n".trimmingSpaces == "\n1\n")
  }
}
